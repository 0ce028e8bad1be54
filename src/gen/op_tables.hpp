// The tables behind fused element ops (plan/kernel_graph.hpp: ElementOp), computed on the host
// when a plan is lowered: Bluestein's chirp and chirp spectrum, and the four-step twiddles.
#pragma once

#include <cstdint>
#include <vector>

#include "gen/twiddles.hpp"
#include "plan/kernel_graph.hpp"

namespace prism::gen {

// h(f) = e^{-i pi f^2 / n}, f < n, from exact roots of unity of order 2n.
std::vector<cld> chirp_table(std::int64_t n);

// B = FFT_m(b) / m with b(j) = conj h(|j|) for |j| < n (indices mod m), the forward transform's
// spectrum; the inverse uses conj B(-k). Computed in long double where that is cheap, otherwise in
// double (still far below fp32's and on a par with fp64's own rounding).
std::vector<cld> chirp_spectrum(std::int64_t n, std::int64_t m, bool long_double);

// The four-step twiddle w_n^e = coarse[e / fine] * fine_table[e % fine], a power-of-two `fine`
// near sqrt(n), laid out coarse first. Both factors are exact roots, so the product is within a
// couple of ulps.
std::int64_t twiddle_fine_size(std::int64_t n);
std::vector<cld> split_twiddle_table(std::int64_t n);

// The table an op reads, or empty for none.
std::vector<cld> element_op_table(const plan::ElementOp& op, Precision precision);

}  // namespace prism::gen
