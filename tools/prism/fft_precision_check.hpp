// `prism fft --precision-check`: the result held against FFTW in long double.
#pragma once

#include <vector>

#include "npy.hpp"
#include "prism/prism.hpp"

namespace prism::cli {

struct PrecisionCheck {
    double relative_error = 0;  // relative L2 error of the output against the reference
    double bound = 0;           // reference::error_bound(k_error_bound_factor, fp64, N)
    bool passed() const { return relative_error <= bound; }
};

// Recomputes the transform of `input` over `axes` (numpy semantics, with `norm`) in long double
// and compares `output` with it.
PrecisionCheck check_precision(const NpyArray& input, const NpyArray& output, const std::vector<int>& axes,
                               Direction direction, Norm norm);

}  // namespace prism::cli
