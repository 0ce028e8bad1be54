// The CUDA workgroup FFT (workgroup_fft.cuh) through the CUDA backend.
// - NVRTC compiles the header and the test kernels for sm_90 (no GPU needed: CI runs it), and the
//   preloaded kernels keep their values in registers (no local memory in the PTX).
// - On a GPU: the same checks as the OpenCL suite, for every legal configuration (W >= 5); they
//   skip when no CUDA device is present.
//   PRISM_TEST_TIER  smoke (default): E <= k_smoke_max_e; full: every E up to length 2^16
#include <gtest/gtest.h>

#include <memory>
#include <regex>
#include <string>

#include "backend/cuda/cuda_backend.hpp"
#include "device_runner.hpp"
#include "device_source.hpp"
#include "fft_checks.hpp"
#include "support/test_env.hpp"

namespace prism::device_fft_test {
namespace {

constexpr unsigned k_max_length_log2 = 16, k_smoke_max_e = 6, k_max_w = 10;

// What CI compiles with NVRTC (a few seconds each): one warp and the largest workgroup at two
// values per thread, more values per thread through shared memory and the accessor, and fp64.
std::vector<FftConfig> nvrtc_configs() {
    return selected_configs({{1, 5, false},
                             {1, 10, false},
                             {2, 8, false},
                             {3, 6, false},
                             {4, 5, false},
                             {1, 6, true},
                             {3, 5, true}});
}

std::vector<FftConfig> cuda_configs() {
    const bool full = prism::test::test_tier() == prism::test::Tier::full;
    return selected_configs(legal_configs(5, k_max_w, k_max_length_log2, full ? 31 : k_smoke_max_e));
}

TEST(CudaWorkgroupFftNvrtc, CompilesForSm90) {
    if (backend::cuda::nvrtc_version().empty()) GTEST_SKIP() << "NVRTC cannot be loaded here";
    const std::vector<std::uint8_t> cubin =
        backend::cuda::compile_cubin(cuda_test_source(nvrtc_configs()), "sm_90");
    EXPECT_GT(cubin.size(), 0u);
}

// Preloaded accessors only pay off if their arrays stay in registers: a dynamic index anywhere in
// the FFT would put them in local memory (a "__local_depot" in the PTX).
TEST(CudaWorkgroupFftNvrtc, PreloadedKernelsUseNoLocalMemory) {
    if (backend::cuda::nvrtc_version().empty()) GTEST_SKIP() << "NVRTC cannot be loaded here";
    const std::vector<FftConfig> configs = nvrtc_configs();
    const std::vector<std::uint8_t> image =
        backend::cuda::compile_cubin(cuda_test_source(configs), "compute_90");
    const std::string ptx(image.begin(), image.end());
    const std::regex entry(R"(\.entry\s+(\w+)\()");
    std::size_t checked = 0;
    for (auto it = std::sregex_iterator(ptx.begin(), ptx.end(), entry); it != std::sregex_iterator(); ++it) {
        const std::string name = (*it)[1].str();
        const std::size_t begin = static_cast<std::size_t>(it->position());
        const std::size_t end = ptx.find(".entry", begin + 1);
        const std::string body =
            ptx.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
        if (name.rfind("c2c_preloaded_", 0) != 0 && name.rfind("real_", 0) != 0) continue;
        EXPECT_EQ(body.find("__local_depot"), std::string::npos) << name << " spills to local memory";
        ++checked;
    }
    EXPECT_EQ(checked, 2 * configs.size());  // c2c_preloaded and real
}

class CudaWorkgroupFft : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        const BackendReport report = backend::cuda::probe();
        if (!report.available) {
            skip_reason_ = "no CUDA device: " + report.message;
            return;
        }
        device_ = backend::cuda::open(0, nullptr);
        configs_ = cuda_configs();
        runner_ = std::make_unique<DeviceRunner>(*device_, &cuda_test_source, configs_);
    }
    static void TearDownTestSuite() {
        runner_.reset();
        device_.reset();
    }
    void SetUp() override {
        if (!skip_reason_.empty()) GTEST_SKIP() << skip_reason_;
    }

    static inline std::string skip_reason_;
    static inline std::unique_ptr<backend::Device> device_;
    static inline std::vector<FftConfig> configs_;
    static inline std::unique_ptr<DeviceRunner> runner_;
};

TEST_F(CudaWorkgroupFft, ComplexTransformsMatchFftwInNablaOrder) {
    for (const FftConfig& config : configs_)
        for (const char* kind : {"global", "preloaded"}) {
            if (std::string(kind) == "preloaded" && config.e > k_max_preloaded_e) continue;
            expect_within_bounds(check_c2c(*runner_, config, kind, 3), config.tag() + " " + kind);
        }
    std::printf("[ coverage ] %zu configurations on %s\n", configs_.size(), device_->info().name.c_str());
    report_worst_case("CUDA ComplexTransformsMatchFftwInNablaOrder");
}

TEST_F(CudaWorkgroupFft, RealHelpersMatchFftwR2c) {
    for (const FftConfig& config : configs_)
        if (config.e <= k_max_preloaded_e)
            expect_within_bounds(check_real(*runner_, config, 2), config.tag() + " real");
    report_worst_case("CUDA RealHelpersMatchFftwR2c");
}

}  // namespace
}  // namespace prism::device_fft_test
