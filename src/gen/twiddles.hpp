// Twiddle factors and butterfly constants, computed on the host in long double.
#pragma once

#include <complex>
#include <cstdint>
#include <vector>

#include "plan/kernel_graph.hpp"

namespace prism::gen {

using cld = std::complex<long double>;

// e^{-2 pi i m / n}, with m reduced mod n and the angle folded into the first octant so the
// long-double sine and cosine see small arguments.
cld unit_root(std::int64_t m, std::int64_t n);

// The forward twiddles of Stockham stages of these radices, stage by stage: for a stage of radix R
// after earlier stages of product p, entry (t - 1) * p + k holds e^{-2 pi i t k / (p R)}, t in
// 1..R-1, k in 0..p-1.
std::vector<cld> stage_twiddles(const std::vector<int>& radices);

// A kernel's table: its stage twiddles (when it reads them from the table), then one table per
// shared Rader prime (src/gen/rader_stage.hpp), in the order of spec.shared_rader.
std::vector<cld> stockham_twiddles(const plan::KernelSpec& spec);

}  // namespace prism::gen
