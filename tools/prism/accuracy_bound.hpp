// The accuracy bound `prism demo` and `prism fft --precision-check` hold results to.
#pragma once

namespace prism::cli {

// c in reference::error_bound: relative L2 error <= c * eps * log2(N). A correct Stockham FFT with
// table twiddles typically lands near eps * sqrt(log2 N), so 5 leaves headroom without hiding a
// wrong twiddle or a lost digit (those give errors orders of magnitude larger).
inline constexpr double k_error_bound_factor = 5.0;

}  // namespace prism::cli
