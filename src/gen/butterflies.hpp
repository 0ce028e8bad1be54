// Butterflies: the DFT of R values held in registers, unrolled, for the radices prism generates.
#pragma once

#include <vector>

#include "gen/builder.hpp"

namespace prism::gen {

// How butterflies are built: the form of their constants (builder.hpp), and the largest odd prime
// that takes the pairs (gen/butterflies.cpp says why they are the default up to 61); a larger one
// takes Rader's convolution, whose two DFTs of p - 1 points hold fewer values at once. Kernels
// whose stages must finish every output before storing any take Rader from a lower prime
// (gen/stockham_context.hpp's largest_pairs_prime).
inline constexpr int k_largest_pairs_prime = 61;
// Up to this the pairs take fewer operations than Rader as well, so every kernel takes them.
inline constexpr int k_pairs_everywhere_up_to = 23;
struct ButterflyStyle {
    ConstantForm constants;
    int largest_pairs_prime;
    // Whether powers of two take `constants` too (their 8- and 16-point twiddles); by default they
    // keep rounded ones (butterfly() says why).
    bool split_powers_of_two = false;
    // The form Rader's butterflies take for their two DFTs and spectrum product: rounded by
    // default (butterfly() says why), split where the kernel asks (KernelSpec::split_rader_constants).
    ConstantForm rader_constants = ConstantForm::rounded;
    // Implicit from a ConstantForm, so that callers which choose only the constants say only that.
    ButterflyStyle(ConstantForm form = ConstantForm::rounded,
                   int pairs_up_to = k_largest_pairs_prime, bool powers_of_two_too = false)  // NOLINT
        : constants(form), largest_pairs_prime(pairs_up_to), split_powers_of_two(powers_of_two_too) {}
};

// y_k = sum_n x_n e^{sign 2 pi i n k / R}, sign = -1 forward, +1 inverse. R is 1, a power of two up
// to 16, an odd prime (the pairs or Rader, src/gen/rader.hpp, as `style` says), or a composite of
// primes up to 13 (6, 9, 12, ..., by mixed_radix_dft). Which primes a kernel may use is the
// planner's choice (plan/tuning.hpp). Intermediate values are named through `b`. The constants'
// form applies to the odd-prime butterflies and the composites' inner twiddles; powers of two
// (exact constants to radix 4, and at 8 and 16 already below cuFFT's error) keep rounded constants
// unless style.split_powers_of_two, and Rader (whose register-heavy kernels have no arithmetic to
// spare) takes style.rader_constants.
std::vector<Complex> butterfly(StmtBuilder& b, const std::vector<Complex>& x, int sign, ast::Scalar scalar,
                               ButterflyStyle style);

}  // namespace prism::gen
