// The CPU reference against the convolution's definition, and the luminance it must keep.
#include "bloom/reference.hpp"

#include <gtest/gtest.h>

#include <utility>

#include "bloom/geometry.hpp"
#include "bloom/luminance.hpp"
#include "bloom_test_images.hpp"

namespace prism::bloom {
namespace {

using test::asymmetric_kernel;
using test::random_image;
using test::relative_error;

TEST(BloomReference, ExactModeEqualsDirectConvolutionWithZeroPadding) {
    const Image image = random_image(37, 23, 1), kernel = asymmetric_kernel(13, 10);
    const Image fft = reference_bloom(image, kernel, {Padding::zero, SpectrumMode::exact});
    EXPECT_LT(relative_error(fft, convolve_direct(image, kernel, Padding::zero)), 1e-6);
}

TEST(BloomReference, ExactModeEqualsDirectConvolutionWithMirrorPadding) {
    const Image image = random_image(30, 41, 2), kernel = asymmetric_kernel(9, 16);
    const Image fft = reference_bloom(image, kernel, {Padding::mirror, SpectrumMode::exact});
    EXPECT_LT(relative_error(fft, convolve_direct(image, kernel, Padding::mirror)), 1e-6);
}

// Zero padding to the power of two at or above image + kernel/2 (pad_axis), where image + kernel
// would need the next one: on both axes the frame is shorter than image + kernel, and the
// periodic convolution still equals the linear one on every pixel of the image. Even and odd
// kernel extents (their centre pixel k/2 reaches k/2 and k - 1 - k/2 pixels either way).
TEST(BloomReference, ZeroPaddingToHalfAKernelEqualsDirectConvolution) {
    const Image image = random_image(90, 40, 3);
    for (const auto& [kw, kh] : {std::pair{60, 44}, std::pair{61, 45}}) {
        const Image kernel = asymmetric_kernel(kw, kh);
        const BloomSettings settings{Padding::zero, SpectrumMode::exact};
        const BloomGeometry g = make_geometry(image.width, image.height, kw, kh, settings);
        ASSERT_LT(g.x.padded, image.width + kw);
        ASSERT_LT(g.y.padded, image.height + kh);
        const Image fft = reference_bloom(image, kernel, settings);
        EXPECT_LT(relative_error(fft, convolve_direct(image, kernel, Padding::zero)), 1e-6) << kw << "x" << kh;
    }
}

// An impulse far from the edges: the output is the normalised kernel, and with an achromatic
// kernel every colour keeps its luminance. (Bilinear mode does not: its ringing carries a little
// light out of the frame; tests/bloom/gpu_bloom_test.cpp measures it.)
TEST(BloomReference, AchromaticKernelKeepsLuminance) {
    Image image(64, 48), kernel(15, 15);
    image.at(0, 20, 30) = 5, image.at(1, 20, 30) = 1, image.at(2, 20, 30) = 0.25;
    for (int c = 0; c < k_channels; ++c)
        for (int i = 0; i < 15 * 15; ++i) kernel.plane(c)[i] = 1.0f + static_cast<float>(i % 5);
    const Image out = reference_bloom(image, kernel, {Padding::zero, SpectrumMode::exact});
    EXPECT_NEAR(total_luminance(out) / total_luminance(image), 1.0, 1e-6);
}

// A coloured kernel on grey light: Y of the sums is what is normalised, so grey keeps its
// luminance while the channels spread differently (per-channel normalisation would not).
TEST(BloomReference, ColouredKernelKeepsLuminanceOfGreyLight) {
    Image image(64, 64);
    for (int c = 0; c < k_channels; ++c) image.at(c, 32, 32) = 3;
    const Image kernel = asymmetric_kernel(16, 16);
    const Image out = reference_bloom(image, kernel, {Padding::zero, SpectrumMode::exact});
    EXPECT_NEAR(total_luminance(out) / total_luminance(image), 1.0, 1e-6);
    const auto sums = channel_sums(out);
    EXPECT_GT(std::abs(sums[0] - sums[2]) / sums[1], 0.05) << "the kernel's tint was normalised away";
}

}  // namespace
}  // namespace prism::bloom
