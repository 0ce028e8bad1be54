// The CUDA side of the bloom's kernels: what bloom_kernels.h needs from the dialect, built on
// prism's workgroup FFT (include/prism/device/workgroup_fft.cuh). The host prepends the geometry
// (BLOOM_* macros, see examples/bloom/device_source.cpp) and pastes the includes in.
#include "workgroup_fft.cuh"

#define BLOOM_FN static __device__ __forceinline__
// tests/bloom runs this very file on host threads; it names the kernels itself there.
// BLOOM_KERNEL_RESIDENT asks ptxas to fit `per_sm` threads per SM (65536 / per_sm registers a
// thread): these passes are latency-bound, and resident blocks hide it. Without a budget ptxas
// sizes a kernel for its rarest path (the multiply pass's row-0 branch alone once took it to 106
// registers). The kernels pass budgets that fit without spills (measured with ptxas on sm_90);
// not for all kernels: a minimum lets ptxas grow the others.
#ifndef BLOOM_KERNEL
#define BLOOM_KERNEL(name, threads) extern "C" __global__ void __launch_bounds__(threads) name
#define BLOOM_KERNEL_RESIDENT(name, threads, per_sm) \
    extern "C" __global__ void __launch_bounds__(threads, (threads) <= (per_sm) ? (per_sm) / (threads) : 1) name
#else
#define BLOOM_KERNEL_RESIDENT(name, threads, per_sm) BLOOM_KERNEL(name, threads)
#endif
#define BLOOM_GLOBAL
#define BLOOM_UNROLL PRISM_FFT_UNROLL  // #pragma unroll under NVRTC, nothing on the host
#define BLOOM_RESTRICT __restrict__
#define BLOOM_SHARED_ARRAY(name, count) __shared__ float2 name[count]
#define BLOOM_SHARED_POINTER(type) type*
#define BLOOM_THREAD ((unsigned)threadIdx.x)
#define BLOOM_GROUP ((unsigned)blockIdx.x)
#define BLOOM_BARRIER() __syncthreads()
#define bloom_complex(re, im) make_float2((re), (im))
typedef unsigned int uint;

// The kernels keep float2 (one 8-byte load or store per value); the FFT speaks complex_t.
struct BloomShared {
    float2* memory;
    __device__ void get(uint index, prism::device::complex_t<float>& value) const {
        const float2 v = memory[index];
        value = {v.x, v.y};
    }
    __device__ void set(uint index, const prism::device::complex_t<float>& value) {
        memory[index] = make_float2(value.re, value.im);
    }
    __device__ void workgroupExecutionAndMemoryBarrier() { __syncthreads(); }
};

// A preloaded accessor: one line's elements in this thread's registers. The FFT only asks for
// indices congruent to the thread mod the workgroup size, so index >> log2(workgroup) is a
// constant once the FFT's loops are unrolled and the array never leaves registers.
template <uint ElementsLog2, uint WorkgroupLog2>
struct BloomLine {
    float2 values[1u << ElementsLog2];
    __device__ void get(uint index, prism::device::complex_t<float>& value) const {
        const float2 v = values[index >> WorkgroupLog2];
        value = {v.x, v.y};
    }
    __device__ void set(uint index, const prism::device::complex_t<float>& value) {
        values[index >> WorkgroupLog2] = make_float2(value.re, value.im);
    }
    __device__ void memoryBarrier() {}
};
typedef BloomLine<BLOOM_E1, BLOOM_W1> BloomLine1;
// Elements the device FFT's shared accessor needs (two halves, a round of blocks each).
#define BLOOM_FFT_SHARED1 \
    (prism::device::ConstevalParameters<BLOOM_E1, BLOOM_W1, float>::SharedMemoryElements)
#define BLOOM_FFT_SHARED2 \
    (prism::device::ConstevalParameters<BLOOM_E2, BLOOM_W2, float>::SharedMemoryElements)
typedef BloomLine<BLOOM_E2, BLOOM_W2> BloomLine2;

template <bool Inverse, uint E, uint W>
BLOOM_FN void bloom_fft(BloomLine<E, W>* line, BloomShared* shared) {
    prism::device::FFT<Inverse, prism::device::ConstevalParameters<E, W, float>>::call(*line, *shared);
}
BLOOM_FN void bloom_forward1(BloomLine1* line, BloomShared* shared) { bloom_fft<false>(line, shared); }
BLOOM_FN void bloom_inverse1(BloomLine1* line, BloomShared* shared) { bloom_fft<true>(line, shared); }
BLOOM_FN void bloom_forward2(BloomLine2* line, BloomShared* shared) { bloom_fft<false>(line, shared); }
BLOOM_FN void bloom_inverse2(BloomLine2* line, BloomShared* shared) { bloom_fft<true>(line, shared); }
BLOOM_FN uint bloom_min(uint a, uint b) { return a < b ? a : b; }
