// The GPU pipeline against the CPU reference, on the test backend (PRISM_TEST_BACKEND, PoCL in
// CI). Small images, so PoCL compiles and runs every case in seconds.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "backend/device.hpp"
#include "bloom/gpu_bloom.hpp"
#include "bloom/luminance.hpp"
#include "bloom/reference.hpp"
#include "bloom_test_images.hpp"
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
        backend::CacheSettings cache;
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
    return std::to_string(c.width) + "x" + std::to_string(c.height) + " kernel " + std::to_string(c.kernel_width) + "x" +
           std::to_string(c.kernel_height) + (c.settings.padding == Padding::mirror ? " mirror" : " zero") +
           (c.settings.mode == SpectrumMode::exact ? " exact" : " bilinear") +
           (c.settings.first_axis == FirstAxis::x ? " x-first" : " y-first") + " wg<=" + std::to_string(c.max_workgroup);
}

void expect_matches_reference(const Case& c) {
    const Image image = random_image(c.width, c.height, 7), kernel = asymmetric_kernel(c.kernel_width, c.kernel_height);
    GpuBloom bloom(test_device(), kernel, c.width, c.height, c.settings, c.max_workgroup);
    const Image gpu = bloom.apply(image);
    const double error = relative_error(gpu, reference_bloom(image, kernel, c.settings));
    EXPECT_LT(error, k_error_bound) << name(c);
    ::testing::Test::RecordProperty(name(c), std::to_string(error));
}

TEST(BloomGpu, ZeroPaddingBilinearYFirst) { expect_matches_reference({45, 30, 20, 12, {Padding::zero, SpectrumMode::bilinear, FirstAxis::y}, 32}); }
TEST(BloomGpu, ZeroPaddingExactXFirst) { expect_matches_reference({45, 30, 20, 12, {Padding::zero, SpectrumMode::exact, FirstAxis::x}, 32}); }
TEST(BloomGpu, MirrorPaddingBilinearXFirst) { expect_matches_reference({30, 51, 9, 33, {Padding::mirror, SpectrumMode::bilinear, FirstAxis::x}, 32}); }
TEST(BloomGpu, MirrorPaddingExactYFirst) { expect_matches_reference({30, 51, 9, 33, {Padding::mirror, SpectrumMode::exact, FirstAxis::y}, 32}); }
// More elements per thread than two: the FFT's accessor stages and several mirror trades.
TEST(BloomGpu, FourElementsPerThread) { expect_matches_reference({100, 70, 40, 40, {Padding::zero, SpectrumMode::bilinear, FirstAxis::y}, 32}); }

}  // namespace
}  // namespace prism::bloom
