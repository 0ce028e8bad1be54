// The CUDA driver API as a table of function pointers filled from a dlopen()ed libcuda.
#pragma once

#include <cuda.h>

#include <string>

namespace prism::backend::cuda {

// cuda.h #defines each plain API name to the versioned symbol it currently means (cuMemAlloc ->
// cuMemAlloc_v2, cuMemcpyHtoDAsync -> cuMemcpyHtoDAsync_v2, cuEventElapsedTime ->
// cuEventElapsedTime_v2). The table is written with the plain names so that those #defines apply
// to it too: each member's type, its name and the symbol looked up are the versioned ones, and
// call sites read `api.cuMemAlloc(...)` like ordinary driver code.
#define PRISM_CUDA_DRIVER_FUNCTIONS(X)                                                          \
    X(cuGetErrorName) X(cuGetErrorString) X(cuInit) X(cuDriverGetVersion) X(cuDeviceGetCount)   \
    X(cuDeviceGet) X(cuDeviceGetName) X(cuDeviceGetAttribute) X(cuDeviceTotalMem)               \
    X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxRelease) X(cuCtxSetCurrent)                 \
    X(cuModuleLoadData) X(cuModuleUnload) X(cuModuleGetFunction) X(cuFuncGetAttribute)          \
    X(cuFuncSetAttribute) X(cuLaunchKernel) X(cuLaunchKernelEx) X(cuMemAlloc) X(cuMemFree) X(cuMemGetAddressRange)  \
    X(cuMemcpyHtoDAsync) X(cuMemcpyDtoHAsync) X(cuMemcpyDtoDAsync) X(cuStreamSynchronize)       \
    X(cuEventCreate) X(cuEventRecord) X(cuEventSynchronize) X(cuEventElapsedTime)               \
    X(cuEventDestroy) X(cuStreamCreate) X(cuStreamDestroy) X(cuStreamWaitEvent)

struct DriverApi {
#define PRISM_CUDA_DECLARE_MEMBER(name) decltype(&::name) name = nullptr;
    PRISM_CUDA_DRIVER_FUNCTIONS(PRISM_CUDA_DECLARE_MEMBER)
#undef PRISM_CUDA_DECLARE_MEMBER
};

// libcuda and its entry points, loaded once per process on first use (thread-safe).
struct DriverLibrary {
    DriverApi api;
    bool loaded = false;  // every entry point resolved
    std::string file;     // the library that loaded
    std::string message;  // why it is unusable, when !loaded
};
const DriverLibrary& driver_library();

// The table once cuInit has succeeded. Throws Error(backend_unavailable) when libcuda is missing,
// old or a stub, and Error(no_device) when the driver sees no GPU.
const DriverApi& initialized_driver();

}  // namespace prism::backend::cuda
