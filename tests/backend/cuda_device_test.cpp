// The CUDA device. Without a driver only probe() is checked; the rest runs on a GPU machine.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <random>
#include <thread>
#include <vector>

#include "backend/cache/kernel_cache.hpp"
#include "backend/cuda/cuda_backend.hpp"
#include "backend/cuda/launch_grid.hpp"
#include "prism/prism.hpp"

namespace {

namespace cuda = prism::backend::cuda;
using prism::backend::CompileRequest;
using prism::backend::LaunchShape;
using prism::backend::Memory;

const char* const k_double_source = R"(
extern "C" __global__ void prism_test_double(float* __restrict__ out, const float* __restrict__ in) {
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < 4096) out[i] = 2.0f * in[i];
}
// Uses every byte of shared memory the launch grants, to prove the opt-in above 48 KB works.
extern "C" __global__ void prism_test_shared(float* out) {
    extern __shared__ float scratch[];
    scratch[threadIdx.x] = (float)threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = scratch[blockDim.x - 1 - threadIdx.x];
}
)";
// Writes after spinning about 10 ms, so a reader that does not wait for it sees the old values.
const char* const k_late_write_source = R"(
extern "C" __global__ void prism_test_late_write(float* out) {
    const long long start = clock64();
    while (clock64() - start < 20000000) {}
    out[threadIdx.x] = 1.0f + threadIdx.x;
}
)";

constexpr std::size_t k_count = 4096;

bool driver_library_present() {
    for (const char* name : {"libcuda.so.1", "libcuda.so"}) {
        if (void* handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)) {
            dlclose(handle);
            return true;
        }
    }
    return false;
}

std::filesystem::path fresh_temp_directory() {
    std::random_device seed;
    auto path = std::filesystem::temp_directory_path() / ("prism-cuda-test-" + std::to_string(seed()));
    std::filesystem::create_directories(path);
    return path;
}

TEST(CudaProbe, NeverThrowsAndExplainsItself) {
    prism::BackendReport report;
    ASSERT_NO_THROW(report = cuda::probe());
    EXPECT_EQ(report.backend, prism::Backend::cuda);
    EXPECT_FALSE(report.message.empty());
    if (!report.available) {
        EXPECT_TRUE(report.devices.empty());
    }
    if (!driver_library_present()) {
        EXPECT_FALSE(report.available);
        EXPECT_NE(report.message.find("driver library was not found"), std::string::npos) << report.message;
    }
}

TEST(CudaProbe, OpenWithoutDeviceThrowsPrismError) {
    if (cuda::probe().available) GTEST_SKIP() << "a CUDA device is present";
    try {
        cuda::open(0, nullptr);
        FAIL() << "open() succeeded without a usable CUDA device";
    } catch (const prism::Error& error) {
        EXPECT_TRUE(error.status() == prism::Status::backend_unavailable || error.status() == prism::Status::no_device)
            << error.what();
    }
}

TEST(CudaLaunchGrid, SpreadsBlocksBeyondTheXLimit) {
    EXPECT_EQ(cuda::grid_for(1)->x, 1u);
    EXPECT_EQ(cuda::grid_for(cuda::k_max_grid_x)->y, 1u);
    for (std::uint64_t blocks : {cuda::k_max_grid_x + 1, 3 * cuda::k_max_grid_x + 7, std::uint64_t{1} << 40,
                                 cuda::k_max_grid_x * cuda::k_max_grid_yz * cuda::k_max_grid_yz}) {
        auto grid = cuda::grid_for(blocks);
        ASSERT_TRUE(grid.has_value()) << blocks;
        std::uint64_t total = std::uint64_t{grid->x} * grid->y * grid->z;
        EXPECT_GE(total, blocks);
        EXPECT_LT(total - blocks, std::uint64_t{grid->y} * grid->z);
        EXPECT_LE(grid->x, cuda::k_max_grid_x);
        EXPECT_LE(grid->y, cuda::k_max_grid_yz);
        EXPECT_LE(grid->z, cuda::k_max_grid_yz);
    }
    EXPECT_FALSE(cuda::grid_for(cuda::k_max_grid_x * cuda::k_max_grid_yz * cuda::k_max_grid_yz + 1).has_value());
}

class CudaDevice : public ::testing::Test {
protected:
    void SetUp() override {
        prism::BackendReport report = cuda::probe();
        if (!report.available || report.devices.empty()) GTEST_SKIP() << "no CUDA device: " << report.message;
        device_ = cuda::open(0, nullptr);
    }
    std::unique_ptr<prism::backend::Device> device_;
};

TEST_F(CudaDevice, DescribesItself) {
    const prism::DeviceInfo& info = device_->info();
    EXPECT_EQ(info.vendor, "NVIDIA");
    EXPECT_EQ(info.architecture.rfind("sm_", 0), 0u) << info.architecture;
    EXPECT_EQ(info.compiler_version, cuda::nvrtc_version());
    EXPECT_GT(info.shared_memory_per_block, 48u * 1024);
    EXPECT_EQ(info.warp_size, 32);
    EXPECT_GT(info.compute_units, 0);
    EXPECT_NE(device_->native_context(), nullptr);
    EXPECT_EQ(device_->native_queue(), nullptr);
}

TEST_F(CudaDevice, UploadDownloadAndMemorySize) {
    std::vector<float> host(k_count), back(k_count);
    for (std::size_t i = 0; i < k_count; ++i) host[i] = static_cast<float>(i) - 7.5f;
    Memory memory = device_->allocate(k_count * sizeof(float));
    device_->upload(memory, 0, host.data(), k_count * sizeof(float), nullptr);
    device_->download(back.data(), memory, 0, k_count * sizeof(float), nullptr);
    EXPECT_EQ(host, back);
    EXPECT_EQ(device_->memory_size(memory.handle), k_count * sizeof(float));
    EXPECT_EQ(device_->memory_size(memory.handle + 64), k_count * sizeof(float) - 64);
    EXPECT_THROW(device_->upload(memory, 8, host.data(), k_count * sizeof(float), nullptr), prism::Error);
    device_->release(memory);
    EXPECT_FALSE(device_->memory_size(0x10).has_value());
}

TEST_F(CudaDevice, TooLargeAllocationIsOutOfDeviceMemory) {
    try {
        device_->allocate(std::size_t{1} << 60);
        FAIL() << "a 2^60-byte allocation succeeded";
    } catch (const prism::Error& error) {
        EXPECT_EQ(error.status(), prism::Status::out_of_device_memory) << error.what();
        EXPECT_NE(std::string(error.what()).find("CUDA_ERROR_OUT_OF_MEMORY"), std::string::npos) << error.what();
    }
}

TEST_F(CudaDevice, LaunchesATimedKernel) {
    auto module = device_->compile({k_double_source, {"prism_test_double", "prism_test_shared"}, "test"});
    ASSERT_EQ(module->kernel_count(), 2);
    EXPECT_FALSE(module->from_cache());
    std::vector<float> host(k_count), back(k_count);
    for (std::size_t i = 0; i < k_count; ++i) host[i] = 0.25f * static_cast<float>(i);
    Memory in = device_->allocate(k_count * sizeof(float)), out = device_->allocate(k_count * sizeof(float));
    device_->upload(in, 0, host.data(), k_count * sizeof(float), nullptr);
    auto timer = device_->create_timer();
    timer->start(nullptr);
    device_->launch(*module, 0, LaunchShape{k_count / 256, 256, 0}, {out.handle, in.handle}, nullptr);
    timer->stop(nullptr);
    device_->synchronize(nullptr);
    EXPECT_GE(timer->elapsed_ms(), 0.0);
    device_->download(back.data(), out, 0, k_count * sizeof(float), nullptr);
    for (std::size_t i = 0; i < k_count; ++i) ASSERT_EQ(back[i], 2.0f * host[i]) << i;
    device_->release(in);
    device_->release(out);
}

// Each kernel's own block limit (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK): positive, at most the
// device's.
TEST_F(CudaDevice, ReportsEachKernelsBlockLimit) {
    auto module = device_->compile({k_double_source, {"prism_test_double", "prism_test_shared"}, "test"});
    for (int k = 0; k < module->kernel_count(); ++k) {
        EXPECT_GE(module->max_threads_per_block(k), 1u);
        EXPECT_LE(module->max_threads_per_block(k), static_cast<std::size_t>(device_->info().max_threads_per_block));
    }
}

TEST_F(CudaDevice, LaunchesWithAllOptInSharedMemory) {
    auto module = device_->compile({k_double_source, {"prism_test_double", "prism_test_shared"}, "test"});
    Memory out = device_->allocate(1024 * sizeof(float));
    std::size_t shared = device_->info().shared_memory_per_block;
    device_->launch(*module, 1, LaunchShape{1, 1024, shared}, {out.handle}, nullptr);
    std::vector<float> back(1024);
    device_->download(back.data(), out, 0, back.size() * sizeof(float), nullptr);
    EXPECT_EQ(back[0], 1023.0f);
    EXPECT_THROW(device_->launch(*module, 1, LaunchShape{1, 1024, shared + 1}, {out.handle}, nullptr), prism::Error);
    device_->release(out);
}

// Work on a side stream is ordered against the default stream only by wait_for: the download on
// the default stream must see the side stream's late write.
TEST_F(CudaDevice, SideStreamJoinsTheDefaultStreamThroughWaitFor) {
    auto module = device_->compile({k_late_write_source, {"prism_test_late_write"}, "test"});
    const std::vector<float> zeros(256, 0.0f);
    Memory out = device_->allocate(256 * sizeof(float));
    device_->upload(out, 0, zeros.data(), 256 * sizeof(float), nullptr);
    const std::unique_ptr<prism::backend::SideStream> side = device_->create_stream();
    ASSERT_NE(side, nullptr);
    ASSERT_NE(side->native(), nullptr);
    device_->wait_for(side->native(), nullptr);  // fork: after the upload
    device_->launch(*module, 0, LaunchShape{1, 256, 0}, {out.handle}, side->native());
    device_->wait_for(nullptr, side->native());  // join
    std::vector<float> back(256);
    device_->download(back.data(), out, 0, 256 * sizeof(float), nullptr);
    for (std::size_t i = 0; i < back.size(); ++i) ASSERT_EQ(back[i], 1.0f + static_cast<float>(i)) << i;
    device_->wait_for(side->native(), side->native());  // one stream: nothing to do
    EXPECT_EQ(device_->view_alignment(), 1u);
    device_->release(out);
}

TEST_F(CudaDevice, SecondCompileComesFromTheCache) {
    std::filesystem::path directory = fresh_temp_directory();
    auto cache = std::make_shared<const prism::backend::cache::KernelCache>(directory);
    auto cached_device = cuda::open(0, cache);
    CompileRequest request{k_double_source, {"prism_test_double", "prism_test_shared"}, "cache-test"};
    EXPECT_FALSE(cached_device->compile(request)->from_cache());
    EXPECT_TRUE(cached_device->compile(request)->from_cache());
    std::filesystem::remove_all(directory);
}

// A cached binary the driver will not load (say, after a driver change) is compiled afresh and replaced.
// The key spelled out here is the one CudaDevice::compile documents.
TEST_F(CudaDevice, UnloadableCacheEntryIsRecompiledAndReplaced) {
    std::filesystem::path directory = fresh_temp_directory();
    auto cache = std::make_shared<const prism::backend::cache::KernelCache>(directory);
    auto cached_device = cuda::open(0, cache);
    const prism::DeviceInfo& info = cached_device->info();
    CompileRequest request{k_double_source, {"prism_test_double", "prism_test_shared"}, "stale-test"};
    prism::backend::cache::CacheKey key{prism::backend::cache::hex_digest(request.source), request.generator_version,
                                        info.name + " " + info.architecture, cuda::nvrtc_version(),
                                        "--gpu-architecture=" + info.architecture + " -std=c++17 --fmad=true"};
    cache->store(key, std::vector<std::uint8_t>(64, 0xab));
    ASSERT_TRUE(cache->load(key).has_value());
    EXPECT_FALSE(cached_device->compile(request)->from_cache());
    EXPECT_TRUE(cached_device->compile(request)->from_cache());
    std::filesystem::remove_all(directory);
}

TEST_F(CudaDevice, CompileErrorIsCompileFailed) {
    try {
        device_->compile({"extern \"C\" __global__ void k() { oops }", {"k"}, "test"});
        FAIL() << "a broken kernel compiled";
    } catch (const prism::Error& error) {
        EXPECT_EQ(error.status(), prism::Status::compile_failed);
    }
}

// Each thread has its own current context; every method must set it.
TEST_F(CudaDevice, WorksFromManyThreads) {
    std::atomic<int> failures{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            try {
                std::vector<int> host(1000, t), back(1000);
                Memory memory = device_->allocate(host.size() * sizeof(int));
                device_->upload(memory, 0, host.data(), host.size() * sizeof(int), nullptr);
                device_->download(back.data(), memory, 0, back.size() * sizeof(int), nullptr);
                device_->release(memory);
                if (back != host) ++failures;
            } catch (const prism::Error&) {
                ++failures;
            }
        });
    }
    for (std::thread& thread : threads) thread.join();
    EXPECT_EQ(failures.load(), 0);
}

}  // namespace
