// From the bloom's geometry to the constants of its two GPU modules: the kernel-spectrum module
// (run once per kernel) and the image module (run per image).
#pragma once

#include "device_source.hpp"
#include "geometry.hpp"

namespace prism::bloom {

// The workgroup FFT's parameters for a power-of-two length: optimalFFTParameters from the device
// FFT header (two elements per thread, the largest workgroup up to max_workgroup, more elements
// per thread only when the workgroup cannot grow). Throws if the length does not fit.
struct FftShape {
    unsigned elements_log2 = 1;
    unsigned workgroup_log2 = 5;
};
FftShape fft_shape(int length, int max_workgroup);

// What bounds the line pairs one workgroup of passes 1 and 3 transforms side by side
// (device/bloom_pass_columns.h): its threads, its static shared memory, and a cap.
struct GroupLimits {
    int max_threads = 1024;
    int max_shared_bytes = 48 << 10;
    int max_pairs = 4;
};
GroupLimits group_limits(const backend::Device& device, int max_pairs);

ModuleGeometry image_module_geometry(const BloomGeometry& geometry, Padding padding, int max_workgroup,
                                     const GroupLimits& limits = {});
ModuleGeometry kernel_module_geometry(const BloomGeometry& geometry, int max_workgroup,
                                      const GroupLimits& limits = {});

// Work-groups each pass launches, and the threads of the workgroups of passes 1 and 3.
inline unsigned long long pair_groups(const ModuleGeometry& g) {
    const unsigned pairs = static_cast<unsigned>(g.extent2 + 1) / 2;
    return 3ull * ((pairs + g.pairs1 - 1) / g.pairs1);
}
inline unsigned columns_threads(const ModuleGeometry& g) { return g.pairs1 << g.w1; }
inline unsigned long long row_groups(const ModuleGeometry& g) { return 3ull * (1ull << (g.e1 + g.w1 - 1)); }

}  // namespace prism::bloom
