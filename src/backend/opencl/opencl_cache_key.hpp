// What identifies a compiled OpenCL program in the kernel cache. Free of CL/cl.h, so tests can
// build the same key (to plant a bad entry, for example).
#pragma once

#include "backend/cache/kernel_cache.hpp"
#include "backend/device.hpp"

namespace prism::backend::opencl {

// The options every program is built with. Never -cl-fast-relaxed-math, -cl-mad-enable or
// -cl-unsafe-math-optimizations: they trade the last bits of accuracy an FFT library promises.
inline constexpr const char* k_build_options = "-cl-std=CL1.2";

// OpenCL binaries are only valid for the same device, driver and compiler, so all of them are in
// the key; the driver version catches a driver upgrade that keeps the device version string.
cache::CacheKey cache_key(const DeviceInfo& device, const CompileRequest& request);

}  // namespace prism::backend::opencl
