// NVRTC without a driver or GPU: what CI relies on to catch CUDA syntax errors in generated code.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>

#include "backend/cuda/cuda_backend.hpp"
#include "prism/prism.hpp"

namespace {

using prism::backend::cuda::compile_cubin;
using prism::backend::cuda::nvrtc_version;

// Shaped like prism's generated code: extern "C" entry points, built-in vector types and their
// make_ functions with no #include, dynamic shared memory, __restrict__ buffers.
const char* const k_generated_style = R"(
extern "C" __global__ void __launch_bounds__(256) prism_test_radix2_f32(float2* __restrict__ data) {
    extern __shared__ float2 exchange[];
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    float2 a = data[2 * i], b = data[2 * i + 1];
    float2 sum = make_float2(a.x + b.x, a.y + b.y);
    float2 diff = make_float2(a.x - b.x, a.y - b.y);
    float s, c;
    sincospif(0.25f, &s, &c);
    exchange[threadIdx.x] = make_float2(diff.x * c - diff.y * s, diff.x * s + diff.y * c);
    __syncthreads();
    data[2 * i] = sum;
    data[2 * i + 1] = exchange[threadIdx.x ^ 1u];
}
extern "C" __global__ void prism_test_scale_f64(double2* data, const double2* __restrict__ twiddles) {
    const unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    double2 v = data[i], w = twiddles[i];
    data[i] = make_double2(fma(v.x, w.x, -v.y * w.y), fma(v.x, w.y, v.y * w.x));
}
)";

bool is_elf(const std::vector<std::uint8_t>& image) {
    return image.size() > 4 && image[0] == 0x7f && image[1] == 'E' && image[2] == 'L' && image[3] == 'F';
}

class CudaNvrtc : public ::testing::Test {
protected:
    void SetUp() override {
        if (nvrtc_version().empty()) GTEST_SKIP() << "NVRTC cannot be loaded on this machine";
    }
};

TEST_F(CudaNvrtc, VersionNamesNvrtc) {
    EXPECT_TRUE(std::regex_match(nvrtc_version(), std::regex(R"(NVRTC \d+\.\d+)"))) << nvrtc_version();
}

TEST_F(CudaNvrtc, GeneratedStyleSourceCompilesToElfCubin) {
    std::vector<std::uint8_t> cubin = compile_cubin(k_generated_style, "sm_90");
    EXPECT_TRUE(is_elf(cubin));
}

// prism's generator emits float2/double2/make_float2/make_double2 without any #include.
TEST_F(CudaNvrtc, BuiltInVectorTypesNeedNoInclude) {
    const char* source = R"(
extern "C" __global__ void k(float2* f, double2* d) {
    f[0] = make_float2(1.0f, 2.0f);
    d[0] = make_double2(f[0].x, f[0].y);
})";
    EXPECT_TRUE(is_elf(compile_cubin(source, "sm_90")));
}

TEST_F(CudaNvrtc, SyntaxErrorThrowsCompileFailedWithLogAndSavedSource) {
    const std::string source = "extern \"C\" __global__ void broken(float2* p) { p[0] = make_float2(1.0f, 2.0f) }\n";
    try {
        compile_cubin(source, "sm_90");
        FAIL() << "compile_cubin accepted a syntax error";
    } catch (const prism::Error& error) {
        EXPECT_EQ(error.status(), prism::Status::compile_failed);
        std::string message = error.what();
        EXPECT_NE(message.find("prism_kernels.cu(1): error"), std::string::npos) << message;
        EXPECT_NE(message.find("expected a \";\""), std::string::npos) << message;
        std::smatch saved;
        ASSERT_TRUE(std::regex_search(message, saved, std::regex(R"(full source: (\S+\.cu))"))) << message;
        EXPECT_TRUE(std::filesystem::exists(saved[1].str())) << saved[1].str();
        std::filesystem::remove(saved[1].str());
    }
}

TEST_F(CudaNvrtc, UnknownArchitectureIsAnInvalidArgument) {
    try {
        compile_cubin(k_generated_style, "sm_1");
        FAIL() << "compile_cubin accepted sm_1";
    } catch (const prism::Error& error) {
        EXPECT_EQ(error.status(), prism::Status::invalid_argument) << error.what();
    }
}

TEST_F(CudaNvrtc, PtxForVirtualArchitecture) {
    std::vector<std::uint8_t> ptx = compile_cubin(k_generated_style, "compute_90");
    std::string text(ptx.begin(), ptx.end());
    EXPECT_NE(text.find(".entry prism_test_radix2_f32"), std::string::npos);
    EXPECT_EQ(ptx.back(), 0u) << "cuModuleLoadData needs PTX NUL-terminated";
}

// Accuracy depends on IEEE-rounded division and square root, which fast math would replace.
TEST_F(CudaNvrtc, NoFastMath) {
    const char* source = R"(
extern "C" __global__ void k(float* p) { p[0] = sqrtf(p[1]) / p[2]; })";
    std::vector<std::uint8_t> ptx = compile_cubin(source, "compute_90");
    std::string text(ptx.begin(), ptx.end());
    EXPECT_NE(text.find("div.rn.f32"), std::string::npos) << text;
    EXPECT_NE(text.find("sqrt.rn.f32"), std::string::npos) << text;
    EXPECT_EQ(text.find(".approx"), std::string::npos) << text;
    EXPECT_EQ(text.find(".ftz"), std::string::npos) << text;
}

}  // namespace
