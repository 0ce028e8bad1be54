// Enqueueing one kernel of a module.
#pragma once

#include <cstdint>
#include <vector>

#include "backend/device.hpp"
#include "backend/opencl/opencl_module.hpp"

namespace prism::backend::opencl {

// 1-D NDRange: global = blocks * threads_per_block, local = threads_per_block. Each buffer
// argument is a cl_mem. shape.shared_bytes is ignored: OpenCL kernels declare __local statically.
// Checks the shape against the kernel's limits first, so errors name the limit rather than
// a bare CL_INVALID_WORK_GROUP_SIZE.
void enqueue_kernel(const Api& cl, cl_command_queue queue, const OpenClModule& module, int kernel,
                    const LaunchShape& shape, const std::vector<std::uint64_t>& buffer_args);

}  // namespace prism::backend::opencl
