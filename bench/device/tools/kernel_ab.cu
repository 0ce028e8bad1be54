// Times generated kernels taken out of prism, side by side on the same buffers: variants of one
// kernel (hand-edited sources, or another generator's) compiled to cubins here, timed on the GPU
// machine without a prism build. Each kernel takes prism's parameters (in, out, lut); the lut is
// 1 MiB of zeros. Prints, per kernel, registers, resident blocks per SM, the median time of 7
// rounds of 20 launches, (in + out bytes) / time, and the largest difference of its output from
// the first kernel's (set KAB_F32 for fp32 data).
//   prism codegen ... > k.cu && nvcc -arch=sm_90 -cubin -o k.cubin k.cu
//   nvcc -O2 -o kernel_ab bench/device/tools/kernel_ab.cu -L/usr/local/cuda/lib64/stubs -lcuda
//   ./kernel_ab IN_BYTES OUT_BYTES GRID BLOCK SHARED_BYTES a.cubin:prism_k0_fwd b.cubin:prism_k0_fwd ...
// GRID, BLOCK and SHARED_BYTES are the kernel's launch, as `prism plan --explain` lists it.
#include <cuda.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CHECK(x)                                               \
    do {                                                       \
        CUresult r = (x);                                      \
        if (r != CUDA_SUCCESS) {                               \
            const char* text = nullptr;                        \
            cuGetErrorString(r, &text);                        \
            std::fprintf(stderr, "%s failed: %s\n", #x, text); \
            std::exit(1);                                      \
        }                                                      \
    } while (0)

namespace {

const std::size_t k_slack = 4 << 20;  // past each buffer, for kernels whose last block reads beyond it

struct Launch {
    unsigned grid, block, shared;
};

// The largest elementwise difference of two outputs, read as fp32 or fp64 values.
double largest_difference(const std::vector<char>& a, const std::vector<char>& b, bool f32) {
    double worst = 0;
    const std::size_t size = f32 ? 4 : 8;
    for (std::size_t i = 0; i + size <= a.size(); i += size) {
        double x, y;
        if (f32) {
            float u, v;
            std::memcpy(&u, &a[i], 4), std::memcpy(&v, &b[i], 4), x = u, y = v;
        } else {
            std::memcpy(&x, &a[i], 8), std::memcpy(&y, &b[i], 8);
        }
        worst = std::max(worst, std::fabs(x - y));
    }
    return worst;
}

float median_launch_ms(CUfunction f, const Launch& l, void** params) {
    CUevent start, stop;
    CHECK(cuEventCreate(&start, 0));
    CHECK(cuEventCreate(&stop, 0));
    std::vector<float> times;
    const int launches = 20;
    for (int round = 0; round < 7; ++round) {
        CHECK(cuEventRecord(start, 0));
        for (int i = 0; i < launches; ++i)
            CHECK(cuLaunchKernel(f, l.grid, 1, 1, l.block, 1, 1, l.shared, 0, params, 0));
        CHECK(cuEventRecord(stop, 0));
        CHECK(cuEventSynchronize(stop));
        float ms = 0;
        CHECK(cuEventElapsedTime(&ms, start, stop));
        times.push_back(ms / launches);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 7) {
        std::fprintf(stderr, "usage: %s IN_BYTES OUT_BYTES GRID BLOCK SHARED_BYTES CUBIN:KERNEL...\n",
                     argv[0]);
        return 2;
    }
    const std::size_t in_bytes = std::strtoull(argv[1], nullptr, 10),
                      out_bytes = std::strtoull(argv[2], nullptr, 10);
    const Launch launch{unsigned(std::atoi(argv[3])), unsigned(std::atoi(argv[4])),
                        unsigned(std::atoi(argv[5]))};
    const bool f32 = std::getenv("KAB_F32") != nullptr;
    CHECK(cuInit(0));
    CUdevice device;
    CHECK(cuDeviceGet(&device, 0));
    CUcontext context;
    CHECK(cuDevicePrimaryCtxRetain(&context, device));
    CHECK(cuCtxSetCurrent(context));
    CUdeviceptr in, out, lut;
    CHECK(cuMemAlloc(&in, in_bytes + k_slack));
    CHECK(cuMemAlloc(&out, out_bytes + k_slack));
    CHECK(cuMemAlloc(&lut, 1 << 20));
    CHECK(cuMemsetD8(lut, 0, 1 << 20));
    std::vector<char> data(in_bytes);
    std::srand(1);
    for (std::size_t i = 0; i + 8 <= in_bytes; i += 8) {
        const double value = std::rand() / double(RAND_MAX) - 0.5;
        const float pair[2] = {float(value), float(std::rand() / double(RAND_MAX) - 0.5)};
        if (f32)
            std::memcpy(&data[i], pair, 8);
        else
            std::memcpy(&data[i], &value, 8);
    }
    CHECK(cuMemcpyHtoD(in, data.data(), in_bytes));
    std::vector<char> first;
    for (int a = 6; a < argc; ++a) {
        const std::string spec = argv[a];
        const std::size_t colon = spec.find(':');
        CUmodule module;
        CHECK(cuModuleLoad(&module, spec.substr(0, colon).c_str()));
        CUfunction f;
        CHECK(cuModuleGetFunction(&f, module, spec.substr(colon + 1).c_str()));
        CHECK(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, int(launch.shared)));
        int registers = 0, blocks = 0;
        CHECK(cuFuncGetAttribute(&registers, CU_FUNC_ATTRIBUTE_NUM_REGS, f));
        CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, int(launch.block), launch.shared));
        void* params[] = {&in, &out, &lut};
        CHECK(cuMemsetD8(out, 0, out_bytes));
        CHECK(cuLaunchKernel(f, launch.grid, 1, 1, launch.block, 1, 1, launch.shared, 0, params, 0));
        CHECK(cuCtxSynchronize());
        std::vector<char> result(out_bytes);
        CHECK(cuMemcpyDtoH(result.data(), out, out_bytes));
        if (first.empty()) first = result;
        const double difference = largest_difference(result, first, f32);
        const float ms = median_launch_ms(f, launch, params);
        std::printf("%-44s regs %3d blocks/SM %2d %9.2f us %8.1f GB/s  differs by %.3g\n", spec.c_str(),
                    registers, blocks, ms * 1e3, (in_bytes + out_bytes) / (ms * 1e-3) / 1e9, difference);
        std::fflush(stdout);
        CHECK(cuModuleUnload(module));
    }
    return 0;
}
