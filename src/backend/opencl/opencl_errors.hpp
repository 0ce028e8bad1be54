// Turning OpenCL error codes into prism::Error: every message names the call, the error's name
// and what the user can do about it.
#pragma once

#include <CL/cl.h>

#include <string_view>

#include "prism/prism.hpp"

namespace prism::backend::opencl {

// "CL_INVALID_VALUE" for -30; "unknown OpenCL error" for codes outside the table.
const char* error_name(cl_int code) noexcept;

// The status a code means whatever the call (a bad cl_mem is invalid_buffer everywhere), else
// `fallback`, the status of the operation that failed.
Status status_for(cl_int code, Status fallback) noexcept;

// Throws Error(status_for(code, fallback)) with "<call> failed with <NAME> (<code>): <advice>",
// followed by general advice for that code when there is some.
[[noreturn]] void throw_error(std::string_view call, cl_int code, Status fallback,
                              std::string_view advice = {});

inline void check(cl_int code, std::string_view call, Status fallback, std::string_view advice = {}) {
    if (code != CL_SUCCESS) throw_error(call, code, fallback, advice);
}

}  // namespace prism::backend::opencl
