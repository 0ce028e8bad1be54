// compile(): the kernel cache first, the OpenCL C compiler otherwise.
#pragma once

#include <memory>

#include "backend/cache/kernel_cache.hpp"
#include "backend/device.hpp"
#include "backend/opencl/opencl_build.hpp"

namespace prism::backend::opencl {

// Loads the program's binary from `cache` (may be null) when an entry exists and the driver
// accepts it; otherwise compiles the source and stores the resulting binary.
std::shared_ptr<Module> compile_program(const BuildTarget& target, const DeviceInfo& info,
                                        const cache::KernelCache* cache, const CompileRequest& request);

}  // namespace prism::backend::opencl
