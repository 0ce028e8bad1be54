// Host cost of the driver calls on prism's launch path, per call, on the machine it runs on:
// cuCtxSetCurrent, cuMemGetAddressRange and cuLaunchKernel of an empty kernel (enqueue only, the
// stream drained between batches). For deciding which of them an execute() should avoid.
//   nvcc -O2 -o launch_costs bench/device/tools/launch_costs.cu -lcuda && ./launch_costs
#include <cuda.h>

#include <chrono>
#include <cstdio>

__global__ void empty_kernel(const float2*, float2*, const float2*) {}

#define CHECK(x)                                                    \
    do {                                                            \
        CUresult r = (x);                                           \
        if (r != CUDA_SUCCESS) {                                    \
            std::fprintf(stderr, "%s failed: %d\n", #x, int(r));    \
            return 1;                                               \
        }                                                           \
    } while (0)

template <class F>
double nanoseconds_per_call(int calls, F&& f) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) f();
    return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() / calls;
}

int main() {
    CHECK(cuInit(0));
    CUdevice device;
    CHECK(cuDeviceGet(&device, 0));
    CUcontext context;
    CHECK(cuDevicePrimaryCtxRetain(&context, device));
    CHECK(cuCtxSetCurrent(context));
    CUdeviceptr buffer;
    CHECK(cuMemAlloc(&buffer, 1 << 20));
    void* args_host[3];
    CUdeviceptr values[3] = {buffer, buffer, buffer};
    for (int i = 0; i < 3; ++i) args_host[i] = &values[i];
    cudaFree(nullptr);  // the runtime shares the primary context
    // The runtime's handle of the kernel is a driver CUfunction.
    cudaFunction_t runtime_function;
    if (cudaGetFuncBySymbol(&runtime_function, reinterpret_cast<const void*>(empty_kernel)) != cudaSuccess) return 1;
    CUfunction function = reinterpret_cast<CUfunction>(runtime_function);
    const int calls = 20000;
    for (int round = 0; round < 3; ++round) {
        double set = nanoseconds_per_call(calls, [&] { cuCtxSetCurrent(context); });
        CUdeviceptr base;
        size_t size;
        double range = nanoseconds_per_call(calls, [&] { cuMemGetAddressRange(&base, &size, buffer + 64); });
        double launch = 0;
        for (int batch = 0; batch < 10; ++batch) {
            launch += nanoseconds_per_call(1000, [&] {
                cuLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, nullptr, args_host, nullptr);
            }) / 10;
            cuCtxSynchronize();
        }
        std::printf("round %d: cuCtxSetCurrent %.0f ns, cuMemGetAddressRange %.0f ns, cuLaunchKernel %.0f ns\n", round,
                    set, range, launch);
    }
    return 0;
}
