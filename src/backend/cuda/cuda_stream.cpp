#include "backend/cuda/cuda_stream.hpp"

#include "backend/cuda/cuda_error.hpp"

namespace prism::backend::cuda {

CudaStream::CudaStream(std::shared_ptr<const PrimaryContext> context) : context_(std::move(context)) {
    const DriverApi& api = context_->api();
    context_->make_current();
    check(api, api.cuStreamCreate(&stream_, CU_STREAM_NON_BLOCKING), "cuStreamCreate", Status::device_error,
          "the device may be out of resources");
}

CudaStream::~CudaStream() {
    const DriverApi& api = context_->api();
    if (api.cuCtxSetCurrent(context_->context()) != CUDA_SUCCESS) return;
    (void)api.cuStreamSynchronize(stream_);  // errors are moot here; the work must not outlive us
    (void)api.cuStreamDestroy(stream_);
}

void wait_on_device(const PrimaryContext& context, CUstream waiter, CUstream signaller) {
    const DriverApi& api = context.api();
    context.make_current();
    CUevent event = nullptr;
    check(api, api.cuEventCreate(&event, CU_EVENT_DISABLE_TIMING), "cuEventCreate", Status::device_error,
          "the device may be out of resources");
    CUresult result = api.cuEventRecord(event, signaller);
    if (result == CUDA_SUCCESS) result = api.cuStreamWaitEvent(waiter, event, 0);
    (void)api.cuEventDestroy(event);
    check(api, result, "cuEventRecord / cuStreamWaitEvent", Status::invalid_stream,
          "pass CUstreams of this device's primary context, or null for the default");
}

}  // namespace prism::backend::cuda
