// Compiling generated CUDA C++ with NVRTC: the options prism always uses, the target for a device,
// and the binary image that cuModuleLoadData takes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace prism::backend::cuda {

// "NVRTC 13.0", or "" when NVRTC cannot be loaded. Part of every cache key.
std::string nvrtc_version_text();

// The target for a device of compute capability `cc` (major * 10 + minor, e.g. 90): "sm_90" when
// NVRTC can emit machine code for it, else "compute_XY" of the newest older architecture it knows,
// whose PTX the driver compiles at load time. Throws Error(unsupported_device) when the device is
// older than every architecture this NVRTC supports.
std::string target_for(int cc);

// The full option list for a target ("sm_90" or "compute_90"). Never fast math: prism's accuracy
// bounds assume IEEE division, square root and denormals.
std::vector<std::string> compile_options(const std::string& target);
std::string options_text(const std::vector<std::string>& options);  // space-separated, for cache keys

// A cubin for an "sm_" target, NUL-terminated PTX for a "compute_" target. Throws
// Error(compile_failed) with the log and a saved copy of the source when NVRTC rejects it,
// Error(invalid_argument) when it rejects an option, Error(backend_unavailable) without NVRTC.
std::vector<std::uint8_t> compile_with_nvrtc(const std::string& source, const std::string& target);

// Compiles like compile_with_nvrtc with ptxas' verbose report on, and returns that report (NVRTC's
// program log: each entry's registers, stack, spills and static shared memory). `target` must be an
// "sm_" one (ptxas runs only there): else Error(invalid_argument).
std::string ptxas_report(const std::string& source, const std::string& target);

}  // namespace prism::backend::cuda
