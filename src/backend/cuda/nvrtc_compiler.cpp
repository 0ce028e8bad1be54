#include "backend/cuda/nvrtc_compiler.hpp"

#include <algorithm>

#include "backend/cuda/compile_failure.hpp"
#include "backend/cuda/nvrtc_api.hpp"
#include "prism/prism.hpp"

namespace prism::backend::cuda {
namespace {

// Owns an nvrtcProgram for the length of one compilation.
class Program {
public:
    Program(const NvrtcApi& api, const std::string& source) : api_(api) {
        nvrtcResult result = api.nvrtcCreateProgram(&program_, source.c_str(), "prism_kernels.cu", 0, nullptr, nullptr);
        if (result != NVRTC_SUCCESS)
            throw Error(result == NVRTC_ERROR_OUT_OF_MEMORY ? Status::out_of_host_memory : Status::compile_failed,
                        std::string("nvrtcCreateProgram failed: ") + api.nvrtcGetErrorString(result));
    }
    ~Program() { api_.nvrtcDestroyProgram(&program_); }
    Program(const Program&) = delete;
    Program& operator=(const Program&) = delete;
    nvrtcProgram get() const { return program_; }

private:
    const NvrtcApi& api_;
    nvrtcProgram program_ = nullptr;
};

std::string program_log(const NvrtcApi& api, nvrtcProgram program) {
    std::size_t size = 0;
    if (api.nvrtcGetProgramLogSize(program, &size) != NVRTC_SUCCESS || size == 0) return {};
    std::string log(size, '\0');
    if (api.nvrtcGetProgramLog(program, log.data()) != NVRTC_SUCCESS) return {};
    log.resize(log.find('\0') == std::string::npos ? size : log.find('\0'));
    return log;
}

// The cubin, or the PTX (with its terminating NUL, which cuModuleLoadData needs).
std::vector<std::uint8_t> program_image(const NvrtcApi& api, nvrtcProgram program, bool cubin) {
    std::size_t size = 0;
    nvrtcResult result = cubin ? api.nvrtcGetCUBINSize(program, &size) : api.nvrtcGetPTXSize(program, &size);
    std::vector<std::uint8_t> image(size);
    if (result == NVRTC_SUCCESS && size > 0) {
        char* bytes = reinterpret_cast<char*>(image.data());
        result = cubin ? api.nvrtcGetCUBIN(program, bytes) : api.nvrtcGetPTX(program, bytes);
    }
    if (result != NVRTC_SUCCESS || size == 0)
        throw Error(Status::compile_failed, std::string(cubin ? "nvrtcGetCUBIN" : "nvrtcGetPTX") +
                                                " returned no binary: " + api.nvrtcGetErrorString(result));
    return image;
}

[[noreturn]] void throw_nvrtc_failure(const NvrtcApi& api, nvrtcResult result, const std::string& source,
                                      const std::string& log, const std::string& options) {
    if (result == NVRTC_ERROR_COMPILATION) throw_compile_failure(source, log, options);
    std::string what = std::string("nvrtcCompileProgram failed with ") + api.nvrtcGetErrorString(result) +
                       " (options: " + options + ")\n" + first_lines(log, 30);
    if (result == NVRTC_ERROR_INVALID_OPTION)
        throw Error(Status::invalid_argument, what + "Check the target architecture against NVRTC's list.");
    if (result == NVRTC_ERROR_BUILTIN_OPERATION_FAILURE)
        throw Error(Status::backend_unavailable, what + "NVRTC could not load libnvrtc-builtins; reinstall it.");
    throw Error(Status::compile_failed, what);
}

// Compiles `source` with prism's options plus `extra`; throws as compile_with_nvrtc documents.
void compile_program(const NvrtcApi& api, const Program& program, const std::string& source,
                     const std::string& target, const std::vector<std::string>& extra) {
    std::vector<std::string> options = compile_options(target);
    options.insert(options.end(), extra.begin(), extra.end());
    std::vector<const char*> option_pointers;
    for (const std::string& option : options) option_pointers.push_back(option.c_str());
    nvrtcResult result =
        api.nvrtcCompileProgram(program.get(), static_cast<int>(option_pointers.size()), option_pointers.data());
    if (result != NVRTC_SUCCESS)
        throw_nvrtc_failure(api, result, source, program_log(api, program.get()), options_text(options));
}

}  // namespace

std::string nvrtc_version_text() {
    const NvrtcLibrary& library = nvrtc_library();
    int major = 0, minor = 0;
    if (!library.loaded || library.api.nvrtcVersion(&major, &minor) != NVRTC_SUCCESS) return {};
    return "NVRTC " + std::to_string(major) + "." + std::to_string(minor);
}

std::string target_for(int cc) {
    const NvrtcApi& api = loaded_nvrtc();
    int count = 0;
    api.nvrtcGetNumSupportedArchs(&count);
    std::vector<int> archs(static_cast<std::size_t>(std::max(count, 0)));
    if (count > 0) api.nvrtcGetSupportedArchs(archs.data());
    if (std::find(archs.begin(), archs.end(), cc) != archs.end()) return "sm_" + std::to_string(cc);
    int best = 0;
    for (int arch : archs)
        if (arch < cc) best = std::max(best, arch);
    if (best == 0)
        throw Error(Status::unsupported_device, nvrtc_version_text() + " cannot compile for sm_" + std::to_string(cc) +
                                                    ", older than every architecture it supports; use an older "
                                                    "CUDA toolkit's NVRTC (set CUDA_HOME).");
    return "compute_" + std::to_string(best);
}

std::vector<std::string> compile_options(const std::string& target) {
    return {"--gpu-architecture=" + target, "-std=c++17", "--fmad=true"};
}

std::string options_text(const std::vector<std::string>& options) {
    std::string text;
    for (const std::string& option : options) text += (text.empty() ? "" : " ") + option;
    return text;
}

std::vector<std::uint8_t> compile_with_nvrtc(const std::string& source, const std::string& target) {
    const NvrtcApi& api = loaded_nvrtc();
    Program program(api, source);
    compile_program(api, program, source, target, {});
    return program_image(api, program.get(), target.rfind("sm_", 0) == 0);
}

std::string ptxas_report(const std::string& source, const std::string& target) {
    if (target.rfind("sm_", 0) != 0)
        throw Error(Status::invalid_argument, "ptxas reports resources only for machine code (an sm_ target), not " +
                                                  target + ": NVRTC leaves PTX for the driver to assemble");
    const NvrtcApi& api = loaded_nvrtc();
    Program program(api, source);
    compile_program(api, program, source, target, {"--ptxas-options=-v"});
    return program_log(api, program.get());
}

}  // namespace prism::backend::cuda
