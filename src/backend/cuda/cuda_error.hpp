// Turning a failed driver call into a prism::Error whose message names the call, the CUDA error
// and what the user can do about it.
#pragma once

#include <cuda.h>

#include <string>
#include <string_view>

#include "backend/cuda/driver_api.hpp"
#include "prism/prism.hpp"

namespace prism::backend::cuda {

// "CUDA_ERROR_OUT_OF_MEMORY", or "CUresult 123" when the driver does not know the code.
std::string error_name(const DriverApi& api, CUresult result);

// Who is to blame for an invalid value or handle: a pointer the user gave us (invalid_buffer), a
// stream the user gave us (invalid_stream), or prism's own use of the API (the fallback status).
enum class Blame { prism, user_pointer, user_stream };

// The status a failed call maps to: out of memory is always out_of_device_memory.
Status status_for(CUresult result, Status fallback, Blame blame);

// Throws when result is not CUDA_SUCCESS; `advice` says what the user can do.
void check(const DriverApi& api, CUresult result, std::string_view call, Status fallback,
           std::string_view advice, Blame blame = Blame::prism);

}  // namespace prism::backend::cuda
