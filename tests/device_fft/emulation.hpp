// Runs the CUDA workgroup FFT on the host: one std::thread per invocation, std::barrier for
// __syncthreads, and a per-warp exchange for __shfl_xor_sync. Slow, but it executes the very
// template code NVRTC compiles, barriers and shuffles included, with no GPU.
//
// Include this before workgroup_fft.cuh (it defines the hooks the header looks for).
#pragma once

#include <functional>

namespace prism::device_fft_test::emulation {

constexpr unsigned k_warp_size = 32;

// The calling invocation's index in its workgroup.
unsigned thread_index();
// __shfl_xor_sync over the calling invocation's warp: every lane of the warp must call it.
float shuffle_xor(float value, unsigned mask);
double shuffle_xor(double value, unsigned mask);
// __syncthreads over the calling invocation's workgroup.
void workgroup_barrier();

// Runs body on `threads` invocations (a multiple of the warp size) and waits for them all.
void run_workgroup(unsigned threads, const std::function<void()>& body);

}  // namespace prism::device_fft_test::emulation

#define PRISM_DEVICE_THREAD_INDEX() ::prism::device_fft_test::emulation::thread_index()
#define PRISM_DEVICE_SHUFFLE_XOR(value, mask) \
    ::prism::device_fft_test::emulation::shuffle_xor((value), (mask))
// Invocations only ever read back their own writes to the data accessor; no fence is needed.
#define PRISM_TEST_THREAD_FENCE() ((void)0)
