// The GPU pipeline against the CPU reference, on the test backend (PRISM_TEST_BACKEND, PoCL in
// CI). Small images, so PoCL compiles and runs every case in seconds.
#include "bloom/gpu_bloom.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "backend/device.hpp"
#include "bloom/kernel_shapes.hpp"
#include "bloom/luminance.hpp"
#include "bloom/reference.hpp"
#include "bloom/ringing.hpp"
#include "bloom_test_images.hpp"
#include "support/forwarding_device.hpp"
#include "support/test_env.hpp"

namespace prism::bloom {
namespace {

using test::asymmetric_kernel;
using test::random_image;
using test::relative_error;

// fp32 FFTs of a few thousand points against double: c * eps * log2(N) with c = 8.
constexpr double k_error_bound = 8 * 0x1.0p-24 * 12;

backend::Device& test_device() {
    static std::unique_ptr<backend::Device> device = [] {
        // Without the kernel cache: every case here compiles once anyway, and storing PoCL's
        // binaries costs more than compiling them.
        backend::CacheSettings cache;
        cache.enabled = false;
        return backend::open_device(prism::test::test_backend(), prism::test::test_device(), cache);
    }();
    return *device;
}

struct Case {
    int width, height, kernel_width, kernel_height;
    BloomSettings settings;
    int max_workgroup;
};

std::string name(const Case& c) {
    return std::to_string(c.width) + "x" + std::to_string(c.height) + " kernel " +
           std::to_string(c.kernel_width) + "x" + std::to_string(c.kernel_height) +
           (c.settings.padding == Padding::mirror ? " mirror" : " zero") +
           (c.settings.mode == SpectrumMode::exact ? " exact" : " bilinear") +
           (c.settings.first_axis == FirstAxis::x ? " x-first" : " y-first") +
           " wg<=" + std::to_string(c.max_workgroup);
}

void expect_matches_reference(const Case& c) {
    const Image image = random_image(c.width, c.height, 7),
                kernel = asymmetric_kernel(c.kernel_width, c.kernel_height);
    GpuBloom bloom(test_device(), kernel, c.width, c.height, c.settings, c.max_workgroup);
    const Image gpu = bloom.apply(image);
    const double error = relative_error(gpu, reference_bloom(image, kernel, c.settings));
    EXPECT_LT(error, k_error_bound) << name(c);
    std::printf("[   bloom  ] %s: relative error %.3g (bound %.3g)\n", name(c).c_str(), error, k_error_bound);
}

TEST(BloomGpu, ZeroPaddingBilinearYFirst) {
    expect_matches_reference({45, 30, 20, 12, {Padding::zero, SpectrumMode::bilinear, FirstAxis::y}, 32});
}
TEST(BloomGpu, ZeroPaddingExactXFirst) {
    expect_matches_reference({45, 30, 20, 12, {Padding::zero, SpectrumMode::exact, FirstAxis::x}, 32});
}
TEST(BloomGpu, MirrorPaddingBilinearXFirst) {
    expect_matches_reference({30, 51, 9, 33, {Padding::mirror, SpectrumMode::bilinear, FirstAxis::x}, 32});
}
TEST(BloomGpu, MirrorPaddingExactYFirst) {
    expect_matches_reference({30, 51, 9, 33, {Padding::mirror, SpectrumMode::exact, FirstAxis::y}, 32});
}
// More elements per thread than two: the FFT's accessor stages and several mirror trades.
TEST(BloomGpu, FourElementsPerThread) {
    expect_matches_reference({100, 70, 40, 40, {Padding::zero, SpectrumMode::bilinear, FirstAxis::y}, 32});
}

// Zero padding to image + kernel/2 (90 + 30 in 128, 40 + 22 in 64, where image + kernel would take
// 256 and 128): the GPU's periodic convolution against the linear one from its definition.
TEST(BloomGpu, ZeroPaddingToHalfAKernelEqualsDirectConvolution) {
    const Image image = random_image(90, 40, 5), kernel = asymmetric_kernel(60, 44);
    const BloomSettings settings{Padding::zero, SpectrumMode::exact, FirstAxis::x};
    GpuBloom bloom(test_device(), kernel, image.width, image.height, settings, 32);
    ASSERT_EQ(bloom.geometry().x.padded, 128);
    ASSERT_EQ(bloom.geometry().y.padded, 64);
    EXPECT_LT(relative_error(bloom.apply(image), convolve_direct(image, kernel, Padding::zero)), k_error_bound);
}

// On a device whose bloom kernels launch at most 64 threads per workgroup (as an OpenCL driver may
// hold register-heavy kernels below the device's limit; NVIDIA's: 256 of 1024 on an H100), the
// bloom narrows its workgroups until every kernel launches, and still matches the reference.
TEST(BloomGpu, NarrowsItsWorkgroupsToAKernelsOwnLimit) {
    auto device = std::make_shared<prism::test::KernelLimitDevice>(
        backend::open_device(prism::test::test_backend(), prism::test::test_device(), {}), 64);
    const Image image = random_image(100, 70, 9), kernel = asymmetric_kernel(40, 40);
    const BloomSettings settings{Padding::zero, SpectrumMode::bilinear, FirstAxis::y};
    GpuBloom bloom(*device, kernel, image.width, image.height, settings);
    EXPECT_LT(relative_error(bloom.apply(image), reference_bloom(image, kernel, settings)), k_error_bound);
    EXPECT_GT(device->widest_launch, 0u);
    EXPECT_LE(device->widest_launch, 64u);
}

// Each channel on a stream of its own (planes whose sizes every backend can view): the same
// pixels as the three launches on one stream, and the reference's.
TEST(BloomGpu, ChannelStreamsGiveTheOneStreamResult) {
    const Image image = random_image(128, 64, 11), kernel = asymmetric_kernel(32, 32);
    const BloomSettings settings{Padding::zero, SpectrumMode::bilinear, FirstAxis::x};
    GpuBloom bloom(test_device(), kernel, image.width, image.height, settings, 64);
    ASSERT_TRUE(bloom.channel_streams()) << "view alignment " << test_device().view_alignment() << " bytes";
    const Image streams = bloom.apply(image);
    bloom.enqueue_one_stream();
    const Image one = bloom.download();
    EXPECT_EQ(streams.pixels, one.pixels);
    EXPECT_LT(relative_error(streams, reference_bloom(image, kernel, settings)), k_error_bound);
}

// Coloured light through an achromatic kernel, far enough from the edges that nothing spills out
// of the frame: the luminance comes back to 1e-4.
TEST(BloomGpu, ExactModeKeepsLuminance) {
    Image image(128, 96);
    image.at(0, 40, 60) = 20, image.at(1, 40, 60) = 3, image.at(2, 40, 60) = 0.5;
    image.at(1, 50, 70) = 7;
    const Image kernel = gaussian_kernel(31, 5.0);
    GpuBloom bloom(test_device(), kernel, image.width, image.height,
                   {Padding::zero, SpectrumMode::exact, FirstAxis::automatic}, 64);
    const double ratio = total_luminance(bloom.apply(image)) / total_luminance(image);
    EXPECT_NEAR(ratio, 1.0, 1e-4);
    std::printf("[   bloom  ] exact mode, coloured light, achromatic kernel: luminance out / in - 1 = %.2g\n",
                ratio - 1);
}

// The bilinear spectrum's ringing, measured on the GPU and on the CPU reference alike: light
// outside the kernel's footprint that exact mode does not put there.
TEST(BloomGpu, BilinearModeRingsAndExactModeDoesNot) {
    const Image kernel = gaussian_kernel(40, 8.0);
    const int width = 160, height = 120;
    auto gpu = [&](const Image& image, SpectrumMode mode) {
        GpuBloom bloom(test_device(), kernel, width, height, {Padding::zero, mode, FirstAxis::automatic}, 64);
        return bloom.apply(image);
    };
    auto cpu = [&](const Image& image, SpectrumMode mode) {
        return reference_bloom(image, kernel, {Padding::zero, mode, FirstAxis::automatic});
    };
    const RingingReport on_gpu = measure_ringing(gpu, width, height, kernel.width, kernel.height);
    const RingingReport on_cpu = measure_ringing(cpu, width, height, kernel.width, kernel.height);
    EXPECT_GT(on_gpu.stray_light, 1e-3);
    EXPECT_LT(on_gpu.exact_stray_light, 1e-5);
    EXPECT_NEAR(on_gpu.stray_light, on_cpu.stray_light, 1e-3 * on_cpu.stray_light);
    EXPECT_NEAR(on_gpu.relative_difference, on_cpu.relative_difference, 1e-3 * on_cpu.relative_difference);
    std::printf(
        "[   bloom  ] ringing of a 40^2 Gaussian in 160x120: stray light %.3g (exact %.2g), bilinear vs "
        "exact %.3g, "
        "frame luminance %.6f (exact %.6f)\n",
        on_gpu.stray_light, on_gpu.exact_stray_light, on_gpu.relative_difference, on_gpu.bilinear_luminance,
        on_gpu.exact_luminance);
}

TEST(BloomGpu, RefusesAKernelWithoutLight) {
    EXPECT_THROW(GpuBloom(test_device(), Image(8, 8), 64, 64, BloomSettings{}), Error);
}

}  // namespace
}  // namespace prism::bloom
