// ptxas' report read back (backend/cuda/kernel_resources.hpp), the occupancy calculator's residency
// (backend/cuda/residency.hpp), and both over a real plan compiled by NVRTC for sm_90 (no GPU needed).
#include <gtest/gtest.h>

#include "api/introspection.hpp"
#include "backend/cuda/cuda_backend.hpp"
#include "backend/cuda/kernel_resources.hpp"
#include "backend/cuda/residency.hpp"

using namespace prism;
using backend::cuda::KernelResources;

// A report as NVRTC 13.0 logs it: the entries in ptxas' order, a spilling one first.
TEST(KernelResources, ReadsEachEntryOfPtxasReport) {
    const std::string report =
        "ptxas info    : 0 bytes gmem\n"
        "ptxas info    : Compiling entry function 'prism_k0_inv' for 'sm_90'\n"
        "ptxas info    : Function properties for prism_k0_inv\n"
        "ptxas         .     24 bytes stack frame, 20 bytes spill stores, 16 bytes spill loads\n"
        "ptxas info    : Used 255 registers, used 1 barriers, 4096 bytes smem\n"
        "ptxas info    : Compile time = 3.228 ms\n"
        "ptxas info    : Compiling entry function 'prism_k0_fwd' for 'sm_90'\n"
        "ptxas info    : Function properties for prism_k0_fwd\n"
        "ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
        "ptxas info    : Used 64 registers, used 1 barriers\n";
    const std::vector<KernelResources> kernels = backend::cuda::parse_ptxas_report(report);
    ASSERT_EQ(kernels.size(), 2u);
    EXPECT_EQ(kernels[0].name, "prism_k0_inv");
    EXPECT_EQ(kernels[0].registers, 255);
    EXPECT_EQ(kernels[0].stack_bytes, 24);
    EXPECT_EQ(kernels[0].spill_store_bytes, 20);
    EXPECT_EQ(kernels[0].spill_load_bytes, 16);
    EXPECT_EQ(kernels[0].static_shared_bytes, 4096);
    EXPECT_EQ(kernels[1].name, "prism_k0_fwd");
    EXPECT_EQ(kernels[1].registers, 64);
    EXPECT_EQ(kernels[1].spill_store_bytes, 0);
    EXPECT_EQ(kernels[1].static_shared_bytes, 0);
    EXPECT_TRUE(backend::cuda::parse_ptxas_report("").empty());
    EXPECT_TRUE(backend::cuda::parse_ptxas_report("Used 12 registers\n").empty());  // no entry named
}

// Hand-counted with the occupancy calculator's rules for compute capability 9.0.
TEST(Residency, FollowsTheOccupancyCalculatorOnSm90) {
    const auto limits = backend::cuda::multiprocessor_limits("sm_90");
    ASSERT_TRUE(limits.has_value());
    // 256 threads of 64 registers: 8 warps x 2048 registers, 4 blocks fill the 65536.
    auto r = backend::cuda::resident_blocks(*limits, 256, 64, 0);
    EXPECT_EQ(r.blocks, 4);
    EXPECT_EQ(r.limited_by, "registers");
    EXPECT_EQ(r.warps, 32);
    EXPECT_DOUBLE_EQ(r.occupancy, 0.5);
    // 194 threads (7 warps) of 80 registers: 2560 a warp, 17920 a block: 3 blocks.
    EXPECT_EQ(backend::cuda::resident_blocks(*limits, 194, 80, 42000).blocks, 3);
    // 72 registers round up to 2304 a warp: 256 threads take 18432, 3 blocks.
    EXPECT_EQ(backend::cuda::resident_blocks(*limits, 256, 72, 0).blocks, 3);
    // Shared memory: 70000 B + 1 KB reserved a block, 228 KB a multiprocessor: 3 blocks.
    r = backend::cuda::resident_blocks(*limits, 128, 32, 70000);
    EXPECT_EQ(r.blocks, 3);
    EXPECT_EQ(r.limited_by, "shared memory");
    // Threads: 1024-thread blocks of few registers, two a multiprocessor.
    r = backend::cuda::resident_blocks(*limits, 1024, 32, 0);
    EXPECT_EQ(r.blocks, 2);
    EXPECT_EQ(r.limited_by, "threads");
    // The block limit: 32 one-warp blocks.
    r = backend::cuda::resident_blocks(*limits, 32, 16, 0);
    EXPECT_EQ(r.blocks, 32);
    EXPECT_EQ(r.limited_by, "blocks");
    // A block over the multiprocessor's shared memory does not fit at all.
    EXPECT_EQ(backend::cuda::resident_blocks(*limits, 256, 32, 240 * 1024).blocks, 0);
    EXPECT_FALSE(backend::cuda::multiprocessor_limits("sm_75").has_value());
    EXPECT_FALSE(backend::cuda::multiprocessor_limits("OpenCL 1.2").has_value());
    EXPECT_EQ(backend::cuda::multiprocessor_limits("compute_90")->compute_capability, 90);
}

// A plan of two kernels (2^20 runs as a four-step on the H100) compiles with ptxas' report: every
// entry of every kernel is listed with its registers and blocks a multiprocessor.
TEST(KernelResources, ExplainsEveryKernelOfAPlanForSm90) {
    if (backend::cuda::nvrtc_version().empty()) GTEST_FAIL() << "NVRTC could not be loaded: install the CUDA toolkit";
    Config c;
    c.shape = {1 << 20};
    const std::string text = api::explain_resources(c, api::reference_device(Backend::cuda));
    for (const char* entry : {"prism_k0_fwd: ", "prism_k0_inv: ", "prism_k1_fwd: ", "prism_k1_inv: "})
        EXPECT_NE(text.find(entry), std::string::npos) << entry << " missing from\n" << text;
    EXPECT_NE(text.find(" registers, "), std::string::npos) << text;
    EXPECT_NE(text.find(" blocks a multiprocessor (limited by "), std::string::npos) << text;
    const auto source = api::generate_source(c, api::reference_device(Backend::cuda), backend::Dialect::cuda);
    for (const KernelResources& k : backend::cuda::kernel_resources(source, "sm_90")) {
        EXPECT_GT(k.registers, 0) << k.name;
        EXPECT_LE(k.registers, 255) << k.name;
    }
    EXPECT_THROW(backend::cuda::kernel_resources(source, "compute_90"), Error);
}

TEST(KernelResources, RefusesNonCudaDevices) {
    Config c;
    c.shape = {64};
    try {
        api::explain_resources(c, api::reference_device(Backend::opencl));
        FAIL() << "an OpenCL device was explained";
    } catch (const Error& e) {
        EXPECT_EQ(e.status(), Status::invalid_argument);
        EXPECT_NE(std::string(e.what()).find("--backend cuda"), std::string::npos) << e.what();
    }
}
