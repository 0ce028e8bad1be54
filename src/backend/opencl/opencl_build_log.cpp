// Build-failure diagnostics (see opencl_build_log.hpp).
#include "backend/opencl/opencl_build_log.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "backend/cache/kernel_cache.hpp"
#include "backend/opencl/opencl_device_info.hpp"

namespace prism::backend::opencl {
namespace {

constexpr int k_log_lines_shown = 30;

std::string first_lines(const std::string& text, int count, int& total) {
    std::istringstream in(text);
    std::string line, head;
    total = 0;
    while (std::getline(in, line)) {
        if (total++ < count) head += "    " + line + "\n";
    }
    return head;
}

// Named by the source's digest, so failing again on the same kernel reuses one file.
std::string save_source(const std::string& source) {
    std::error_code error;
    std::filesystem::path directory = std::filesystem::temp_directory_path(error);
    if (error) return "(not saved: no temporary directory: " + error.message() + ")";
    std::filesystem::path path = directory / ("prism-opencl-" + cache::hex_digest(source) + ".cl");
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << source;
    out.close();
    if (!out) return "(not saved: cannot write " + path.string() + ")";
    return path.string();
}

}  // namespace

std::string build_log(const Api& cl, cl_program program, cl_device_id device) {
    std::size_t size = 0;
    if (cl.clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) != CL_SUCCESS)
        return "(the driver gave no build log)";
    std::string log(size, '\0');
    if (cl.clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr) !=
        CL_SUCCESS)
        return "(the driver gave no build log)";
    log.resize(std::min(log.find('\0'), log.size()));
    return log;
}

std::string describe_build_failure(const Api& cl, cl_program program, cl_device_id device,
                                   const std::string& source) {
    int total = 0;
    std::string head = first_lines(build_log(cl, program, device), k_log_lines_shown, total);
    std::string message = "the OpenCL C compiler of " + device_string(cl, device, CL_DEVICE_NAME) +
                          " rejected a generated kernel; build log";
    if (total > k_log_lines_shown)
        message +=
            " (first " + std::to_string(k_log_lines_shown) + " of " + std::to_string(total) + " lines)";
    message += ":\n" + head;
    message += "full source: " + save_source(source) + "\n";
    message += "if prism generated this source, please report it with that file";
    return message;
}

}  // namespace prism::backend::opencl
