// One workgroup-FFT configuration under test, and the sets of them each suite runs.
#pragma once

#include <string>
#include <vector>

namespace prism::device_fft_test {

struct FftConfig {
    unsigned e = 1;  // ElementsPerInvocationLog2
    unsigned w = 5;  // WorkgroupSizeLog2
    bool fp64 = false;

    unsigned length_log2() const { return e + w; }
    unsigned length() const { return 1u << (e + w); }
    unsigned threads() const { return 1u << w; }
    // "f32_e1_w5": the suffix of this configuration's kernel names, and its name in test output.
    std::string tag() const;
};

// Every (e, w) with e >= 1, min_w <= w <= max_w and e + w <= max_length_log2, e <= max_e, in
// both precisions, shortest first.
std::vector<FftConfig> legal_configs(unsigned min_w, unsigned max_w, unsigned max_length_log2,
                                     unsigned max_e);

// Keeps the configurations whose tag is listed in PRISM_TEST_DEVICE_FFT_CONFIGS (comma-separated,
// e.g. "f32_e1_w5,f64_e3_w7"), to reproduce one case; all of them when it is unset.
std::vector<FftConfig> selected_configs(std::vector<FftConfig> configs);

// Preloaded accessors keep ElementsPerInvocation values per array in registers; beyond this many
// a GPU spills them and compilers take long to unroll, so those kernels are built only up to it.
constexpr unsigned k_max_preloaded_e = 5;

// The OpenCL suite also runs fp16 storage (fp32 math) on small fp32 configurations.
inline bool has_half_storage(const FftConfig& config) {
    return !config.fp64 && config.e <= 3 && config.w <= 8;
}

}  // namespace prism::device_fft_test
