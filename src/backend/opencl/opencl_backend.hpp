// The OpenCL backend's entry points, for the backend registry. Free of CL/cl.h.
#pragma once

#include <memory>

#include "backend/cache/kernel_cache.hpp"
#include "backend/device.hpp"

namespace prism::backend::opencl {
BackendReport probe();  // never throws; lists every device of every platform, GPUs first
std::unique_ptr<Device> open(int index,
                             std::shared_ptr<const cache::KernelCache> cache);  // cache may be null
}  // namespace prism::backend::opencl
