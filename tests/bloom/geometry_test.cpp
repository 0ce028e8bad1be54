// Padding sizes and the first-axis choice, against the numbers the Nabla document gives.
#include "bloom/geometry.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "bloom/padding.hpp"

namespace prism::bloom {
namespace {

// 1280x720 with a 256^2 kernel: y first is 640 FFTs of 1024 then 512 of 2048; x first is 360 of
// 2048 then 1024 of 1024. The document measured y first faster (0.795 ms against 1.01 ms).
TEST(BloomGeometry, Kernel256PicksColumnsFirstAsTheDocument) {
    const BloomGeometry g = make_geometry(1280, 720, 256, 256, BloomSettings{});
    EXPECT_EQ(g.x.padded, 2048);
    EXPECT_EQ(g.y.padded, 1024);
    EXPECT_EQ(fft_count(g, true), 640 + 512);
    EXPECT_EQ(fft_count(g, false), 360 + 1024);
    EXPECT_TRUE(g.y_first);
    EXPECT_EQ(g.spectrum_width, 256);
}

// With 512^2 the document pads to 2048 x 2048 (720 + 512 = 1232), so both orders run 2048-point
// FFTs and x first has fewer (360 + 1024 against 640 + 1024). Zero padding needs only half a
// kernel beyond the image (pad_axis): 720 + 256 fits 1024, the frame is the 256^2 kernel's, and
// the estimate picks y first as there.
TEST(BloomGeometry, Kernel512PadsZeroToHalfAKernel) {
    const BloomGeometry g = make_geometry(1280, 720, 512, 512, BloomSettings{});
    EXPECT_EQ(g.x.padded, 2048);
    EXPECT_EQ(g.y.padded, 1024);
    EXPECT_EQ(g.x.offset, 0);
    EXPECT_EQ(g.y.offset, 0);
    EXPECT_EQ(fft_count(g, true), 640 + 512);
    EXPECT_EQ(fft_count(g, false), 360 + 1024);
    EXPECT_TRUE(g.y_first);
    EXPECT_EQ(g.spectrum_height, 512);
}

// Mirror padding keeps the document's image + kernel, the image centred between its mirrors:
// there the document's numbers hold (all 2048 points, x first).
TEST(BloomGeometry, Kernel512MirrorPicksRowsFirstAsTheDocument) {
    const BloomGeometry g = make_geometry(1280, 720, 512, 512, {Padding::mirror, SpectrumMode::bilinear});
    EXPECT_EQ(g.y.padded, 2048);
    EXPECT_EQ(fft_count(g, true), 640 + 1024);
    EXPECT_EQ(fft_count(g, false), 360 + 1024);
    EXPECT_FALSE(g.y_first);
}

// Zero padding: a power of two, the image at 0, at least kernel/2 zeros after it (which are also
// the zeros before the next periodic copy) and room for the whole kernel (exact mode's frame).
TEST(BloomGeometry, ZeroPaddingLeavesHalfAKernelAfterTheImage) {
    for (int extent : {1, 7, 64, 100, 720})
        for (int kernel : {1, 2, 31, 64, 256, 512}) {
            const PaddedAxis a = pad_axis(extent, kernel, Padding::zero);
            EXPECT_EQ(a.padded & (a.padded - 1), 0) << "not a power of two";
            EXPECT_EQ(a.offset, 0);
            EXPECT_GE(a.padded - extent, kernel / 2) << extent << " " << kernel;
            EXPECT_GE(a.padded, kernel);
            EXPECT_GE(a.padded, k_min_fft_length);
            EXPECT_LT(a.padded / 2, std::max({extent + kernel / 2, kernel, k_min_fft_length}))
                << "not the smallest such power of two";
        }
}

TEST(BloomGeometry, MirrorPaddingLeavesHalfAKernelOnEachSide) {
    for (int extent : {1, 7, 64, 100, 720})
        for (int kernel : {1, 2, 31, 64, 256}) {
            const PaddedAxis a = pad_axis(extent, kernel, Padding::mirror);
            EXPECT_GE(a.padded, extent + kernel);
            EXPECT_EQ(a.padded & (a.padded - 1), 0) << "not a power of two";
            EXPECT_GE(a.offset, kernel / 2);
            EXPECT_GE(a.padded - a.offset - extent, kernel - 1 - kernel / 2);
        }
}

TEST(BloomGeometry, ExactModeTakesTheSpectrumAtThePaddedSize) {
    const BloomGeometry g =
        make_geometry(300, 200, 100, 50, {Padding::zero, SpectrumMode::exact, FirstAxis::automatic});
    EXPECT_EQ(g.spectrum_width, g.x.padded);
    EXPECT_EQ(g.spectrum_height, g.y.padded);
}

TEST(BloomGeometry, MirrorPaddingReflectsWithTheEdgeRepeated) {
    const int extent = 3;
    const int expected[] = {0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0};  // positions -6 .. 5
    for (int i = -6; i < 6; ++i) EXPECT_EQ(padded_source(i, extent, Padding::mirror), expected[i + 6]) << i;
    EXPECT_EQ(padded_source(-1, extent, Padding::zero), -1);
    EXPECT_EQ(padded_source(3, extent, Padding::zero), -1);
}

}  // namespace
}  // namespace prism::bloom
