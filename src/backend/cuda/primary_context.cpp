#include "backend/cuda/primary_context.hpp"

#include "backend/cuda/cuda_error.hpp"

namespace prism::backend::cuda {

PrimaryContext::PrimaryContext(const DriverApi& api, CUdevice device) : api_(api), device_(device) {
    check(api_, api_.cuDevicePrimaryCtxRetain(&context_, device_), "cuDevicePrimaryCtxRetain",
          Status::device_error, "the GPU may be in exclusive-process mode and used by another process");
}

PrimaryContext::~PrimaryContext() {
    // Nothing to do about a failure while tearing down; the driver reclaims it at exit.
    (void)api_.cuDevicePrimaryCtxRelease(device_);
}

void PrimaryContext::make_current() const {
    check(api_, api_.cuCtxSetCurrent(context_), "cuCtxSetCurrent", Status::device_error,
          "the CUDA context is unusable (an earlier kernel may have faulted); restart the process");
}

}  // namespace prism::backend::cuda
