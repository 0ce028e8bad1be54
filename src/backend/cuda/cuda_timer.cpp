#include "backend/cuda/cuda_timer.hpp"

#include "backend/cuda/cuda_error.hpp"

namespace prism::backend::cuda {

CudaTimer::CudaTimer(std::shared_ptr<const PrimaryContext> context) : context_(std::move(context)) {
    const DriverApi& api = context_->api();
    context_->make_current();
    // Default flags: timing stays enabled (CU_EVENT_DISABLE_TIMING would make them useless here).
    check(api, api.cuEventCreate(&start_, CU_EVENT_DEFAULT), "cuEventCreate", Status::device_error,
          "the device may be out of resources");
    CUresult result = api.cuEventCreate(&stop_, CU_EVENT_DEFAULT);
    if (result != CUDA_SUCCESS) {
        (void)api.cuEventDestroy(start_);  // the destructor will not run for a throwing constructor
        check(api, result, "cuEventCreate", Status::device_error, "the device may be out of resources");
    }
}

CudaTimer::~CudaTimer() {
    const DriverApi& api = context_->api();
    if (api.cuCtxSetCurrent(context_->context()) != CUDA_SUCCESS) return;
    (void)api.cuEventDestroy(start_);
    (void)api.cuEventDestroy(stop_);
}

void CudaTimer::record(CUevent event, void* stream) {
    context_->make_current();
    check(context_->api(), context_->api().cuEventRecord(event, static_cast<CUstream>(stream)), "cuEventRecord",
          Status::invalid_stream, "pass a CUstream of this device's primary context, or null for the default");
}

void CudaTimer::start(void* stream) { record(start_, stream); }

void CudaTimer::stop(void* stream) { record(stop_, stream); }

double CudaTimer::elapsed_ms() {
    const DriverApi& api = context_->api();
    context_->make_current();
    check(api, api.cuEventSynchronize(stop_), "cuEventSynchronize", Status::device_error,
          "a kernel before the timer's stop failed; see the earlier error");
    float milliseconds = 0;
    check(api, api.cuEventElapsedTime(&milliseconds, start_, stop_), "cuEventElapsedTime", Status::device_error,
          "call start() and stop() before elapsed_ms()");
    return milliseconds;
}

}  // namespace prism::backend::cuda
