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

ModuleGeometry image_module_geometry(const BloomGeometry& geometry, Padding padding, int max_workgroup);
ModuleGeometry kernel_module_geometry(const BloomGeometry& geometry, int max_workgroup);

// Work-groups each pass launches.
inline unsigned long long pair_groups(const ModuleGeometry& g) { return 3ull * ((g.extent2 + 1) / 2); }
inline unsigned long long row_groups(const ModuleGeometry& g) { return 3ull * (1ull << (g.e1 + g.w1 - 1)); }

}  // namespace prism::bloom
