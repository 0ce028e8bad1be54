// Runs the bloom's CUDA kernels on the host: one std::thread per CUDA thread, a std::barrier for
// __syncthreads, a per-warp exchange for __shfl_xor_sync, workgroups one after another (so a
// kernel's __shared__ array, a function-local static here, is the running block's own). Slow,
// but it executes the exact source NVRTC compiles, with the CUDA workgroup FFT, on no GPU.
#pragma once

#include <functional>

namespace prism::bloom::emulation {

struct Index3 {
    unsigned x = 0, y = 0, z = 0;
};
const Index3& thread_index();
const Index3& block_index();
void barrier();
float shuffle_xor(float value, unsigned mask);

// Runs kernel(...) as `blocks` blocks of `threads` threads (a multiple of 32).
void launch(unsigned blocks, unsigned threads, const std::function<void()>& kernel);

}  // namespace prism::bloom::emulation
