// Padding sizes and the first-axis choice, against the numbers the Nabla document gives.
#include "bloom/geometry.hpp"

#include <gtest/gtest.h>

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

// With 512^2: y first 640 + 1024, x first 360 + 1024 FFTs, all of 2048; x first measured faster.
TEST(BloomGeometry, Kernel512PicksRowsFirstAsTheDocument) {
    const BloomGeometry g = make_geometry(1280, 720, 512, 512, BloomSettings{});
    EXPECT_EQ(fft_count(g, true), 640 + 1024);
    EXPECT_EQ(fft_count(g, false), 360 + 1024);
    EXPECT_FALSE(g.y_first);
}

TEST(BloomGeometry, PaddingLeavesHalfAKernelOnEachSide) {
    for (int extent : {1, 7, 64, 100, 720})
        for (int kernel : {1, 2, 31, 64, 256}) {
            const PaddedAxis a = pad_axis(extent, kernel);
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
