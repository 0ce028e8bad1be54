// What a CUDA device offers, read from the driver's attributes (no context needed).
#pragma once

#include <cuda.h>

#include <string>

#include "backend/cuda/driver_api.hpp"
#include "prism/prism.hpp"

namespace prism::backend::cuda {

// Compute capability as major * 10 + minor (90 for an H100).
int compute_capability(const DriverApi& api, CUdevice device);

// "13.0" from cuDriverGetVersion's 13000.
std::string driver_version_text(const DriverApi& api);

// The DeviceInfo of device `index`. Throws Error(device_error) when the driver will not say.
DeviceInfo query_device_info(const DriverApi& api, int index);

}  // namespace prism::backend::cuda
