// What the bloom's CUDA sources expect from nvcc and the CUDA runtime, mapped onto the host
// emulation (cuda_emulation.hpp). Only the emulated_*.cpp translation units include this.
#pragma once

#include "cuda_emulation.hpp"

// What the CUDA sources expect from the compiler and runtime.
struct float2 {
    float x, y;
};
inline float2 make_float2(float x, float y) { return {x, y}; }
#define __device__
#define __host__
#define __global__
#define __forceinline__ inline
#define __launch_bounds__(threads)
#define __shared__ static
#define threadIdx (::prism::bloom::emulation::thread_index())
#define blockIdx (::prism::bloom::emulation::block_index())
#define __syncthreads() ::prism::bloom::emulation::barrier()
#define PRISM_DEVICE_THREAD_INDEX() (::prism::bloom::emulation::thread_index().x)
#define PRISM_DEVICE_SHUFFLE_XOR(value, mask) ::prism::bloom::emulation::shuffle_xor((value), (mask))
