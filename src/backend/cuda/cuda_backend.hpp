// The CUDA backend's entry points: what the backend registry and the tools call. Nothing here
// needs cuda.h, so callers outside src/backend/cuda/ can include it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "backend/cache/kernel_cache.hpp"
#include "backend/device.hpp"

namespace prism::backend::cuda {

// Never throws: available=false + message when libcuda/libnvrtc can't be loaded or no device.
BackendReport probe();

// Opens device `index` on its primary context. `cache` may be null (no kernel cache).
// Throws Error(backend_unavailable / no_device / invalid_device / unsupported_device).
std::unique_ptr<Device> open(int index, std::shared_ptr<const cache::KernelCache> cache);

// NVRTC alone, no driver/GPU needed (CI uses it to check generated CUDA compiles). arch like "sm_90".
// Throws prism::Error(compile_failed) with the log on a compile error, backend_unavailable if NVRTC
// can't load.
std::vector<std::uint8_t> compile_cubin(const std::string& source, const std::string& arch);

// "NVRTC 13.0", or "" if NVRTC can't be loaded.
std::string nvrtc_version();

}  // namespace prism::backend::cuda
