// Looking inside a plan without a device: what `prism plan --explain` and `prism codegen` print.
#pragma once

#include <string>

#include "backend/device.hpp"
#include "prism/prism.hpp"

namespace prism::api {

// A typical device of the backend, for planning offline: an H100 (sm_90) for CUDA, a generic
// GPU-like OpenCL device for OpenCL.
DeviceInfo reference_device(Backend backend);

// The problem, the plan tree and the kernel list, as text (what Plan::explain prints).
std::string explain(const Config& config, const DeviceInfo& device);

// The generated source of the plan's kernels in one dialect.
std::string generate_source(const Config& config, const DeviceInfo& device, backend::Dialect dialect);

// A CUDA plan's kernels as ptxas builds them for the device's architecture: registers, spills,
// stack and shared memory of each entry, and the blocks a multiprocessor holds (and what limits
// them). NVRTC only, no GPU. Throws Error(invalid_argument) for a non-CUDA device,
// Error(backend_unavailable) without NVRTC.
std::string explain_resources(const Config& config, const DeviceInfo& device);

}  // namespace prism::api
