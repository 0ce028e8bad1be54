// Program builds (see opencl_build.hpp). Diagnostics for failed builds are in opencl_build_log.cpp.
#include "backend/opencl/opencl_build.hpp"

#include "backend/opencl/opencl_build_log.hpp"
#include "backend/opencl/opencl_cache_key.hpp"
#include "backend/opencl/opencl_errors.hpp"

namespace prism::backend::opencl {

Owned<cl_program> build_from_source(const BuildTarget& target, const std::string& source) {
    const char* text = source.c_str();
    std::size_t length = source.size();
    cl_int code = CL_SUCCESS;
    Owned<cl_program> program(target.cl.clCreateProgramWithSource(target.context, 1, &text, &length, &code));
    check(code, "clCreateProgramWithSource", Status::compile_failed);
    code = target.cl.clBuildProgram(program.get(), 1, &target.device, k_build_options, nullptr, nullptr);
    if (code != CL_SUCCESS)
        throw_error("clBuildProgram", code, Status::compile_failed,
                    describe_build_failure(target.cl, program.get(), target.device, source));
    return program;
}

Owned<cl_program> build_from_binary(const BuildTarget& target,
                                    const std::vector<std::uint8_t>& binary) noexcept {
    if (binary.empty()) return nullptr;
    const unsigned char* bytes = binary.data();
    std::size_t length = binary.size();
    cl_int binary_status = CL_SUCCESS;
    cl_int code = CL_SUCCESS;
    Owned<cl_program> program(target.cl.clCreateProgramWithBinary(target.context, 1, &target.device, &length,
                                                                  &bytes, &binary_status, &code));
    if (code != CL_SUCCESS || binary_status != CL_SUCCESS) return nullptr;
    // Building a binary program finishes it for the device (PoCL links its work-group code here).
    code = target.cl.clBuildProgram(program.get(), 1, &target.device, k_build_options, nullptr, nullptr);
    if (code != CL_SUCCESS) return nullptr;
    return program;
}

std::optional<std::vector<std::uint8_t>> program_binary(const Api& cl, cl_program program) noexcept {
    try {
        // The program was built for exactly one device, so both queries return one-element arrays.
        std::size_t size = 0;
        if (cl.clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, nullptr) !=
                CL_SUCCESS ||
            size == 0)
            return std::nullopt;
        std::vector<std::uint8_t> binary(size);
        unsigned char* destination = binary.data();
        if (cl.clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof destination, &destination, nullptr) !=
            CL_SUCCESS)
            return std::nullopt;
        return binary;
    } catch (...) {  // a binary too large to copy on the host is simply not cached
        return std::nullopt;
    }
}

}  // namespace prism::backend::opencl
