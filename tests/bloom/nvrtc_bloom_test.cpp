// NVRTC compiles the bloom's CUDA modules (no GPU needed), so a CUDA error in the kernels or in
// the way they use the device FFT header fails here even on machines without a GPU.
#include <gtest/gtest.h>

#include <vector>

#include "backend/cuda/cuda_backend.hpp"
#include "bloom/device_source.hpp"
#include "bloom/module_geometry.hpp"

namespace prism::bloom {
namespace {

// Every module `prism bloom --bench` builds on an H100: 1280x720 with 256^2 and 512^2 kernels, both
// axis orders, workgroups of 256 to 1024 (1024- and 2048-point lines, 1 to 8 elements per thread).
TEST(BloomNvrtc, EveryBenchModuleCompiles) {
    if (backend::cuda::nvrtc_version().empty()) GTEST_SKIP() << "NVRTC cannot be loaded on this machine";
    for (int kernel : {256, 512})
        for (FirstAxis axis : {FirstAxis::y, FirstAxis::x})
            for (int workgroup : {256, 512, 1024}) {
                const BloomGeometry g =
                    make_geometry(1280, 720, kernel, kernel, {Padding::zero, SpectrumMode::bilinear, axis});
                std::vector<ModuleGeometry> modules = {image_module_geometry(g, Padding::zero, workgroup)};
                if (workgroup == 512)
                    modules.push_back(kernel_module_geometry(g, workgroup));  // the same code, smaller
                for (const ModuleGeometry& m : modules) {
                    const auto cubin =
                        backend::cuda::compile_cubin(bloom_source(backend::Dialect::cuda, m), "sm_90");
                    EXPECT_GT(cubin.size(), 1000u) << kernel << " " << workgroup;
                }
            }
}

// Mirror padding and exact mode change the source (the padding branch, the table lookup).
TEST(BloomNvrtc, MirrorPaddingAndExactModeCompile) {
    if (backend::cuda::nvrtc_version().empty()) GTEST_SKIP() << "NVRTC cannot be loaded on this machine";
    const BloomGeometry g =
        make_geometry(1280, 720, 256, 256, {Padding::mirror, SpectrumMode::exact, FirstAxis::automatic});
    const auto cubin = backend::cuda::compile_cubin(
        bloom_source(backend::Dialect::cuda, image_module_geometry(g, Padding::mirror, 512)), "sm_90");
    EXPECT_GT(cubin.size(), 1000u);
}

}  // namespace
}  // namespace prism::bloom
