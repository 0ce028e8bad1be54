// The bloom's CUDA kernels, run on host threads (cuda_emulation.hpp) against the CPU reference.
// The OpenCL tests run the same pass code through the OpenCL FFT header; this runs it through
// the CUDA one, warp shuffles included, so a CUDA-only mistake shows up without a GPU.
#include "cuda_emulation.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "bloom/module_geometry.hpp"
#include "bloom/reference.hpp"
#include "bloom_test_images.hpp"
#include "emulated_modules.hpp"

namespace prism::bloom::test {
namespace {

using Complex = std::array<float, 2>;

// What GpuBloom does on a device, on host memory.
Image run_emulated(const EmulatedModule& kernel_module, const EmulatedModule& image_module,
                   const Image& image, const Image& kernel) {
    auto launch = [](const EmulatedModule& m, BloomKernel which, unsigned long long blocks, unsigned threads,
                     void* a, void* b) {
        emulation::launch(static_cast<unsigned>(blocks), threads, [&] { m.kernels[which](a, b); });
    };
    const ModuleGeometry& k = kernel_module.geometry;
    std::vector<float> kernel_pixels = kernel.pixels;
    std::vector<Complex> kernel_lines(row_groups(k) * k.extent2), raw(3 * (k.table1 / 2 + 1) * k.table2),
        table(raw.size());
    launch(kernel_module, columns_forward, pair_groups(k), columns_threads(k), kernel_pixels.data(),
           kernel_lines.data());
    launch(kernel_module, rows_spectrum, row_groups(k), 1u << k.w2, kernel_lines.data(), raw.data());
    launch(kernel_module, spectrum_normalise, (raw.size() + 255) / 256, 256, raw.data(), table.data());

    const ModuleGeometry& m = image_module.geometry;
    std::vector<float> pixels = image.pixels;
    std::vector<Complex> lines(row_groups(m) * m.extent2);
    Image out(image.width, image.height);
    launch(image_module, columns_forward, pair_groups(m), columns_threads(m), pixels.data(), lines.data());
    launch(image_module, rows_multiply, row_groups(m), 1u << m.w2, lines.data(), table.data());
    launch(image_module, columns_inverse, pair_groups(m), columns_threads(m), lines.data(),
           out.pixels.data());
    return out;
}

void expect_matches_reference(const EmulatedModule& kernel_module, const EmulatedModule& image_module,
                              int width, int height, int kernel_width, int kernel_height,
                              const BloomSettings& settings, int max_workgroup) {
    const BloomGeometry g = make_geometry(width, height, kernel_width, kernel_height, settings);
    ASSERT_TRUE(image_module.geometry == image_module_geometry(g, settings.padding, max_workgroup))
        << "tests/bloom/emulated_*.cpp no longer match module_geometry.cpp";
    ASSERT_TRUE(kernel_module.geometry == kernel_module_geometry(g, max_workgroup));
    const Image image = random_image(width, height, 11),
                kernel = asymmetric_kernel(kernel_width, kernel_height);
    const Image out = run_emulated(kernel_module, image_module, image, kernel);
    EXPECT_LT(relative_error(out, reference_bloom(image, kernel, settings)), 8 * 0x1.0p-24 * 12);
}

TEST(BloomCudaEmulation, ZeroPaddingBilinearYFirstOnShuffles) {
    expect_matches_reference(case_a_kernel(), case_a_image(), 60, 30, 20, 12,
                             {Padding::zero, SpectrumMode::bilinear, FirstAxis::y}, 32);
}

TEST(BloomCudaEmulation, MirrorPaddingExactXFirstThroughSharedMemory) {
    expect_matches_reference(case_b_kernel(), case_b_image(), 30, 51, 9, 33,
                             {Padding::mirror, SpectrumMode::exact, FirstAxis::x}, 64);
}

}  // namespace
}  // namespace prism::bloom::test
