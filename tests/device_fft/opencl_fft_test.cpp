// The OpenCL C workgroup FFT (workgroup_fft.cl.h) on the OpenCL backend (PoCL's CPU device in
// CI), against FFTW in long double, for every legal configuration the device and the tier allow.
//   PRISM_TEST_OPENCL_DEVICE   device index (default 0)
//   PRISM_TEST_REQUIRE_OPENCL  1: fail rather than skip without an OpenCL device (CI sets it)
//   PRISM_TEST_TIER            smoke (default): a sample (smoke_configs); full: every pair to 2^16
//   PRISM_TEST_DEVICE_FFT_CONFIGS  only these configurations, e.g. f32_e2_w6 (to reproduce one)
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

#include "backend/opencl/opencl_backend.hpp"
#include "device_runner.hpp"
#include "device_source.hpp"
#include "fft_checks.hpp"
#include "support/test_env.hpp"

namespace prism::device_fft_test {
namespace {

constexpr unsigned k_full_length_log2 = 16, k_full_max_e = 8;

bool opencl_required() {
    const char* value = std::getenv("PRISM_TEST_REQUIRE_OPENCL");
    return value && std::string(value) == "1";
}

int device_index() {
    const char* value = std::getenv("PRISM_TEST_OPENCL_DEVICE");
    return value ? std::atoi(value) : 0;
}

unsigned floor_log2(std::uint64_t x) {
    unsigned log = 0;
    while (x > 1) x >>= 1, ++log;
    return log;
}

// PoCL compiles each kernel when first launched, 0.1 s to seconds apiece (more with E): the smoke
// tier therefore samples. It runs E = 1 at every workgroup size the device launches (so the
// longest length a workgroup can hold at two values per thread), more values per invocation on
// one thread, a few threads and several warps' worth, and fp64 on a few; full runs every pair.
std::vector<FftConfig> smoke_configs(unsigned max_w) {
    std::vector<FftConfig> configs;
    for (unsigned w = 0; w <= max_w; ++w) configs.push_back({1, w, false});
    for (const FftConfig& extra : std::initializer_list<FftConfig>{{2, 0, false},
                                                                   {2, 1, false},
                                                                   {2, 3, false},
                                                                   {2, 6, false},
                                                                   {3, 0, false},
                                                                   {3, 2, false},
                                                                   {3, 5, false},
                                                                   {5, 2, false},
                                                                   {1, 5, true},
                                                                   {2, 6, true},
                                                                   {3, 3, true},
                                                                   {1, max_w, true}})
        if (extra.w <= max_w) configs.push_back(extra);
    return configs;
}

// The configurations this device runs: workgroups it can launch, lengths whose values fit in its
// shared memory (what "one workgroup can hold"), up to 2^16.
std::vector<FftConfig> device_configs(const DeviceInfo& info) {
    const unsigned max_w = std::min(floor_log2(static_cast<std::uint64_t>(info.max_threads_per_block)), 15u);
    if (prism::test::test_tier() != prism::test::Tier::full) return selected_configs(smoke_configs(max_w));
    const unsigned max_length_log2 =
        std::min(floor_log2(info.shared_memory_per_block / 16), k_full_length_log2);
    return selected_configs(legal_configs(0, max_w, max_length_log2, k_full_max_e));
}

class OpenClWorkgroupFft : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        const BackendReport report = backend::opencl::probe();
        if (!report.available) {
            skip_reason_ = "no OpenCL device: " + report.message;
            return;
        }
        device_ = backend::opencl::open(device_index(), nullptr);
        const std::vector<FftConfig> configs = device_configs(device_->info());
        runner_ = std::make_unique<DeviceRunner>(*device_, &opencl_test_source, configs);
        configs_ = runner_->launchable(configs);
        if (configs_.size() < configs.size())
            std::printf("[ coverage ] %zu of %zu configurations exceed a kernel's work-group limit on %s (not run)\n",
                        configs.size() - configs_.size(), configs.size(), device_->info().name.c_str());
    }
    static void TearDownTestSuite() {
        runner_.reset();
        device_.reset();
    }
    void SetUp() override {
        if (skip_reason_.empty()) return;
        if (opencl_required()) FAIL() << skip_reason_;
        GTEST_SKIP() << skip_reason_;
    }

    static inline std::string skip_reason_;
    static inline std::unique_ptr<backend::Device> device_;
    static inline std::vector<FftConfig> configs_;
    static inline std::unique_ptr<DeviceRunner> runner_;
};

TEST_F(OpenClWorkgroupFft, ComplexTransformsMatchFftwInNablaOrder) {
    for (const FftConfig& config : configs_)
        for (const char* kind : {"global", "preloaded"}) {
            if (std::string(kind) == "preloaded" && config.e > k_max_preloaded_e) continue;
            expect_within_bounds(check_c2c(*runner_, config, kind, 3), config.tag() + " " + kind);
        }
    std::printf("[ coverage ] %zu configurations on %s\n", configs_.size(), device_->info().name.c_str());
    report_worst_case("OpenCL ComplexTransformsMatchFftwInNablaOrder");
}

TEST_F(OpenClWorkgroupFft, HalfStorageWithFloatMathStaysWithinHalfPrecision) {
    std::size_t checked = 0;
    for (const FftConfig& config : configs_)
        if (has_half_storage(config)) {
            expect_within_bounds(check_half_storage(*runner_, config, 2), config.tag() + " fp16 storage");
            ++checked;
        }
    EXPECT_GT(checked, 0u);
    report_worst_case("OpenCL HalfStorageWithFloatMathStaysWithinHalfPrecision");
}

TEST_F(OpenClWorkgroupFft, RealHelpersMatchFftwR2c) {
    for (const FftConfig& config : configs_)
        if (config.e <= k_max_preloaded_e)
            expect_within_bounds(check_real(*runner_, config, 2), config.tag() + " real");
    report_worst_case("OpenCL RealHelpersMatchFftwR2c");
}

}  // namespace
}  // namespace prism::device_fft_test
