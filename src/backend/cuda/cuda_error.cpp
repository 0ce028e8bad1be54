#include "backend/cuda/cuda_error.hpp"

namespace prism::backend::cuda {

std::string error_name(const DriverApi& api, CUresult result) {
    const char* name = nullptr;
    if (api.cuGetErrorName && api.cuGetErrorName(result, &name) == CUDA_SUCCESS && name) return name;
    return "CUresult " + std::to_string(static_cast<int>(result));
}

Status status_for(CUresult result, Status fallback, Blame blame) {
    if (result == CUDA_ERROR_OUT_OF_MEMORY) return Status::out_of_device_memory;
    bool invalid = result == CUDA_ERROR_INVALID_VALUE || result == CUDA_ERROR_INVALID_HANDLE;
    if (invalid && blame == Blame::user_pointer) return Status::invalid_buffer;
    if (invalid && blame == Blame::user_stream) return Status::invalid_stream;
    return fallback;
}

namespace {

std::string error_text(const DriverApi& api, CUresult result) {
    const char* text = nullptr;
    if (api.cuGetErrorString && api.cuGetErrorString(result, &text) == CUDA_SUCCESS && text) return text;
    return "no description";
}

}  // namespace

void check(const DriverApi& api, CUresult result, std::string_view call, Status fallback,
           std::string_view advice, Blame blame) {
    if (result == CUDA_SUCCESS) return;
    std::string message = std::string(call) + " failed with " + error_name(api, result) + " (" +
                          error_text(api, result) + ")";
    if (!advice.empty()) message += ": " + std::string(advice);
    throw Error(status_for(result, fallback, blame), std::move(message));
}

}  // namespace prism::backend::cuda
