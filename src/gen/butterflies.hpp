// Butterflies: the DFT of R values held in registers, unrolled, for the radices prism generates.
#pragma once

#include <vector>

#include "gen/builder.hpp"

namespace prism::gen {

// y_k = sum_n x_n e^{sign 2 pi i n k / R}, sign = -1 forward, +1 inverse. R is 1, a power of two up
// to 16, an odd prime up to 23 (direct), a prime from 29 up (Rader, src/gen/rader.hpp), or a
// composite of primes up to 13 (6, 9, 12, ..., by mixed_radix_dft). Which
// primes a kernel may use is the planner's choice (plan/tuning.hpp). Intermediate values are named
// through `b`. `form` applies to the odd-prime butterflies and the composites' inner twiddles;
// powers of two (exact constants to radix 4, and at 8 and 16 already below cuFFT's error) and Rader
// (whose register-heavy kernels have no arithmetic to spare) keep rounded constants.
std::vector<Complex> butterfly(StmtBuilder& b, const std::vector<Complex>& x, int sign, ast::Scalar scalar,
                               ConstantForm form);

}  // namespace prism::gen
