// The source of one bloom module: the geometry as macros, then the dialect's prelude, the device
// FFT header and the bloom's kernels, pasted together from the embedded files.
#pragma once

#include <string>
#include <vector>

#include "backend/device.hpp"

namespace prism::bloom {

// One compiled module's compile-time constants (see device/bloom_kernels.h). "1" is the axis
// transformed first. The kernel-spectrum module uses the same kernels with the kernel image as
// the image and its table size as the padded size.
struct ModuleGeometry {
    unsigned e1 = 1, w1 = 5, e2 = 1, w2 = 5;  // log2 elements per thread, log2 workgroup size
    int extent1 = 0, offset1 = 0, extent2 = 0, offset2 = 0;
    int stride1 = 0, stride2 = 0, plane = 0;  // image element strides and plane size
    bool mirror = false;
    int table1 = 0, table2 = 0;            // kernel spectrum size
    int ratio1_log2 = 0, ratio2_log2 = 0;  // log2(padded / table)
    unsigned pairs1 = 1;                   // line pairs (FFTs) per workgroup in passes 1 and 3
    unsigned normalise_group = 256;        // threads per workgroup of bloom_spectrum_normalise

    bool operator==(const ModuleGeometry&) const = default;
};

// The entry points, in the order bloom modules index them.
enum BloomKernel { columns_forward, rows_multiply, columns_inverse, rows_spectrum, spectrum_normalise };
std::vector<std::string> bloom_kernel_names();

std::string bloom_source(backend::Dialect dialect, const ModuleGeometry& geometry);

// Replaces each #include "name" of an embedded file by that file's text, recursively. A file
// that says #pragma once is pasted once; the OpenCL FFT header is meant to be pasted repeatedly.
std::string expand_includes(const std::string& text);

}  // namespace prism::bloom
