// What a user needs when the OpenCL compiler rejects a generated kernel.
#pragma once

#include <string>

#include "backend/opencl/opencl_api.hpp"

namespace prism::backend::opencl {

// The build log, or a note that the driver gave none.
std::string build_log(const Api& cl, cl_program program, cl_device_id device);

// "the OpenCL C compiler of <device> rejected ...", the first lines of the log, and the path of a
// temporary file holding the full source (saved so the user can reproduce and report it).
std::string describe_build_failure(const Api& cl, cl_program program, cl_device_id device,
                                   const std::string& source);

}  // namespace prism::backend::opencl
