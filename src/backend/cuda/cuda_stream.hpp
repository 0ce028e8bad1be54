// A CUDA stream of prism's own (backend::SideStream), non-blocking: it does not wait for the
// legacy default stream, so order with other streams comes only from CudaDevice::wait_for.
#pragma once

#include <cuda.h>

#include <memory>

#include "backend/cuda/primary_context.hpp"
#include "backend/device.hpp"

namespace prism::backend::cuda {

class CudaStream final : public SideStream {
public:
    explicit CudaStream(std::shared_ptr<const PrimaryContext> context);  // throws Error(device_error)
    ~CudaStream() override;  // waits for the stream's work first
    CudaStream(const CudaStream&) = delete;
    CudaStream& operator=(const CudaStream&) = delete;

    void* native() const override { return stream_; }

private:
    std::shared_ptr<const PrimaryContext> context_;  // the stream dies with its context
    CUstream stream_ = nullptr;
};

// Makes `waiter` wait, on the device, for what `signaller` holds now: an event recorded on one
// and waited on by the other (destroyed at once; the driver keeps it until the wait is done).
void wait_on_device(const PrimaryContext& context, CUstream waiter, CUstream signaller);

}  // namespace prism::backend::cuda
