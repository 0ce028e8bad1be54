#include "fft_config.hpp"

#include <algorithm>
#include <cstdlib>

namespace prism::device_fft_test {

std::string FftConfig::tag() const {
    return std::string(fp64 ? "f64" : "f32") + "_e" + std::to_string(e) + "_w" + std::to_string(w);
}

std::vector<FftConfig> legal_configs(unsigned min_w, unsigned max_w, unsigned max_length_log2,
                                     unsigned max_e) {
    std::vector<FftConfig> configs;
    for (bool fp64 : {false, true})
        for (unsigned w = min_w; w <= max_w; ++w)
            for (unsigned e = 1; e <= max_e && e + w <= max_length_log2; ++e) configs.push_back({e, w, fp64});
    std::stable_sort(configs.begin(), configs.end(), [](const FftConfig& a, const FftConfig& b) {
        return a.length_log2() < b.length_log2();
    });
    return configs;
}

std::vector<FftConfig> selected_configs(std::vector<FftConfig> configs) {
    const char* listed = std::getenv("PRISM_TEST_DEVICE_FFT_CONFIGS");
    if (!listed || !*listed) return configs;
    const std::string tags = std::string(",") + listed + ",";
    std::erase_if(configs,
                  [&](const FftConfig& c) { return tags.find("," + c.tag() + ",") == std::string::npos; });
    return configs;
}

}  // namespace prism::device_fft_test
