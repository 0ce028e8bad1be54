// Device time between two points of a stream, from a pair of CUDA events.
#pragma once

#include <cuda.h>

#include <memory>

#include "backend/cuda/primary_context.hpp"
#include "backend/device.hpp"

namespace prism::backend::cuda {

class CudaTimer final : public Timer {
public:
    explicit CudaTimer(std::shared_ptr<const PrimaryContext> context);  // throws Error(device_error)
    ~CudaTimer() override;
    CudaTimer(const CudaTimer&) = delete;
    CudaTimer& operator=(const CudaTimer&) = delete;

    void start(void* stream) override;
    void stop(void* stream) override;
    double elapsed_ms() override;

private:
    void record(CUevent event, void* stream);

    std::shared_ptr<const PrimaryContext> context_;  // events die with their context
    CUevent start_ = nullptr;
    CUevent stop_ = nullptr;
};

}  // namespace prism::backend::cuda
