// A device's primary context: the one the CUDA runtime uses too, so memory a user got from
// cudaMalloc is valid here and ours is valid there.
#pragma once

#include <cuda.h>

#include "backend/cuda/driver_api.hpp"

namespace prism::backend::cuda {

// Retains the primary context for as long as anything prism made on it lives: the device, and the
// modules and timers that may outlive it (each holds a shared_ptr to this).
class PrimaryContext {
public:
    PrimaryContext(const DriverApi& api, CUdevice device);  // throws Error(device_error)
    ~PrimaryContext();
    PrimaryContext(const PrimaryContext&) = delete;
    PrimaryContext& operator=(const PrimaryContext&) = delete;

    // The driver API acts on the calling thread's current context, and each thread has its own,
    // so every entry point that may run on a new thread calls this first. Throws Error(device_error).
    void make_current() const;

    const DriverApi& api() const { return api_; }
    CUcontext context() const { return context_; }
    CUdevice device() const { return device_; }

private:
    const DriverApi& api_;
    CUdevice device_;
    CUcontext context_ = nullptr;
};

}  // namespace prism::backend::cuda
