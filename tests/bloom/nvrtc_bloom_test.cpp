// NVRTC compiles the bloom's CUDA modules (no GPU needed), so a CUDA error in the kernels or in
// the way they use the device FFT header fails here even on machines without a GPU.
#include <gtest/gtest.h>

#include "backend/cuda/cuda_backend.hpp"
#include "bloom/device_source.hpp"
#include "bloom/module_geometry.hpp"

namespace prism::bloom {
namespace {

TEST(BloomNvrtc, ImageAndKernelModulesCompile) {
    if (backend::cuda::nvrtc_version().empty()) GTEST_SKIP() << "NVRTC cannot be loaded on this machine";
    // 1280x720 with a 256^2 kernel, as the benchmark runs it: 1024- and 2048-point lines.
    const BloomGeometry g = make_geometry(1280, 720, 256, 256, BloomSettings{});
    for (const ModuleGeometry& m : {image_module_geometry(g, Padding::mirror, 512), kernel_module_geometry(g, 512)}) {
        const auto cubin = backend::cuda::compile_cubin(bloom_source(backend::Dialect::cuda, m), "sm_90");
        EXPECT_GT(cubin.size(), 1000u);
    }
}

}  // namespace
}  // namespace prism::bloom
