// The DFT of a composite number of values held in registers, by Cooley-Tukey over the butterflies:
// Rader's convolution (src/gen/rader.cpp) runs two of them, of length p - 1.
#pragma once

#include <vector>

#include "gen/butterflies.hpp"

namespace prism::gen {

// The radices, outermost first, that mixed_radix_dft splits a length into: powers of two in
// chunks of at most 16 (a lone 2 with a 16 becomes 8 * 4), then the odd primes in ascending order.
// Every radix has a butterfly.
std::vector<int> mixed_radix_factors(int length);

// y_k = sum_n x_n e^{sign 2 pi i n k / L}, L = x.size() >= 1, unrolled: decimation in time, the
// inner twiddles constants that cmul_const folds.
std::vector<Complex> mixed_radix_dft(StmtBuilder& b, const std::vector<Complex>& x, int sign,
                                     ast::Scalar scalar, ButterflyStyle style);

}  // namespace prism::gen
