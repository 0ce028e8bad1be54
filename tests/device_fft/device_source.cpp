#include "device_source.hpp"

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>

namespace prism::device_fft_test {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& file) {
    std::ifstream stream(file);
    if (!stream) throw std::runtime_error("cannot read " + file.string());
    std::ostringstream text;
    text << stream.rdbuf();
    return text.str();
}

fs::path resolve_include(const fs::path& including, const std::string& name) {
    const fs::path beside = including.parent_path() / name;
    if (fs::exists(beside)) return beside;
    const fs::path under_include = fs::path(PRISM_INCLUDE_DIR) / name;
    if (fs::exists(under_include)) return under_include;
    throw std::runtime_error(including.string() + " includes \"" + name + "\", which is nowhere to be found");
}

std::string inline_file(const fs::path& file, std::set<fs::path>& included_once) {
    const fs::path canonical = fs::canonical(file);
    const std::string text = read_text(canonical);
    if (text.find("#pragma once") != std::string::npos) {
        if (!included_once.insert(canonical).second) return {};
    }
    static const std::regex include_line(R"(^\s*#\s*include\s*"([^"]+)\".*$)");
    std::istringstream lines(text);
    std::string out, line;
    std::smatch match;
    while (std::getline(lines, line)) {
        if (std::regex_match(line, match, include_line))
            out += inline_file(resolve_include(canonical, match[1].str()), included_once);
        else
            out += line + "\n";
    }
    return out;
}

bool has_preloaded(const FftConfig& config) { return config.e <= k_max_preloaded_e; }

std::string scalar(const FftConfig& config) { return config.fp64 ? "double" : "float"; }

}  // namespace

std::string inline_includes(const fs::path& file) {
    std::set<fs::path> included_once;
    return inline_file(file, included_once);
}

fs::path kernel_file(const std::string& name) { return fs::path(PRISM_DEVICE_FFT_KERNEL_DIR) / name; }

std::vector<std::string> kernel_names(const std::vector<FftConfig>& configs, bool opencl) {
    std::vector<std::string> names;
    for (const FftConfig& config : configs) {
        names.push_back("c2c_global_" + config.tag());
        if (opencl && has_half_storage(config)) names.push_back("c2c_half_" + config.tag());
        if (!has_preloaded(config)) continue;
        names.push_back("c2c_preloaded_" + config.tag());
        names.push_back("real_" + config.tag());
    }
    return names;
}

std::string cuda_test_source(const std::vector<FftConfig>& configs) {
    std::string source = inline_includes(kernel_file("cuda_test_kernels.cu"));
    for (const FftConfig& config : configs) {
        const std::string args = std::to_string(config.e) + ", " + std::to_string(config.w) + ", " +
                                 scalar(config) + ", " + config.tag() + ")\n";
        source += "PRISM_TEST_GLOBAL_KERNELS(" + args;
        if (has_preloaded(config)) source += "PRISM_TEST_PRELOADED_KERNELS(" + args;
    }
    return source;
}

std::string opencl_test_source(const std::vector<FftConfig>& configs) {
    bool fp64 = false;
    for (const FftConfig& config : configs) fp64 = fp64 || config.fp64;
    std::string source = fp64 ? "#define PRISM_TEST_FP64 1\n" : "";
    source += inline_includes(kernel_file("opencl_test_prelude.cl"));
    const std::string global_kernels = inline_includes(kernel_file("opencl_global_kernels.cl"));
    const std::string preloaded_kernels = inline_includes(kernel_file("opencl_preloaded_kernels.cl"));
    const std::string half_kernels = inline_includes(kernel_file("opencl_half_kernels.cl"));
    for (const FftConfig& config : configs) {
        source += "#define TEST_TAG " + config.tag() + "\n#define TEST_E " + std::to_string(config.e) +
                  "\n#define TEST_W " + std::to_string(config.w) + "\n#define TEST_SCALAR " + scalar(config) +
                  "\n";
        source += global_kernels;
        if (has_half_storage(config)) source += half_kernels;
        if (has_preloaded(config)) source += preloaded_kernels;
        source += "#undef TEST_TAG\n#undef TEST_E\n#undef TEST_W\n#undef TEST_SCALAR\n";
    }
    return source;
}

}  // namespace prism::device_fft_test
