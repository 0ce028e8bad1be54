#include "gen/butterflies.hpp"

#include <algorithm>
#include <stdexcept>

#include "gen/mixed_radix_dft.hpp"
#include "gen/rader.hpp"
#include "gen/twiddles.hpp"
#include "plan/factorize.hpp"

namespace prism::gen {
namespace {

// e^{sign 2 pi i m / n}
std::complex<long double> root(std::int64_t m, std::int64_t n, int sign) {
    auto w = unit_root(m, n);  // e^{-2 pi i m/n}
    return sign < 0 ? w : std::conj(w);
}

// Powers of two: radix-2 decimation in time, recursively; the inner twiddles are constants that
// cmul_const folds (all of them for R <= 4, all but two pairs for R = 8), in the given form.
std::vector<Complex> power_of_two(StmtBuilder& b, const std::vector<Complex>& x, int sign,
                                  ast::Scalar scalar, ConstantForm form) {
    std::size_t r = x.size();
    if (r == 1) return x;
    std::vector<Complex> even, odd;
    for (std::size_t n = 0; n < r; n += 2) even.push_back(x[n]), odd.push_back(x[n + 1]);
    even = power_of_two(b, even, sign, scalar, form);
    odd = power_of_two(b, odd, sign, scalar, form);
    std::vector<Complex> y(r);
    for (std::size_t k = 0; k < r / 2; ++k) {
        Complex t = b.materialize(cmul_const(
            odd[k], root(static_cast<std::int64_t>(k), static_cast<std::int64_t>(r), sign), scalar, form));
        y[k] = b.materialize(cadd(even[k], t));
        y[k + r / 2] = b.materialize(csub(even[k], t));
    }
    return y;
}

// Odd primes: pair x_j with x_{R-j}. With a_j = x_j + x_{R-j}, b_j = x_j - x_{R-j} and theta = 2 pi/R,
//   y_k     = x_0 + sum_j a_j cos(jk theta) + sign * i * sum_j b_j sin(jk theta)
//   y_{R-k} = x_0 + sum_j a_j cos(jk theta) - sign * i * sum_j b_j sin(jk theta)
// about half the multiplies of the direct sum.
std::vector<Complex> odd_prime(StmtBuilder& b, const std::vector<Complex>& x, int sign, ast::Scalar scalar,
                               ConstantForm form) {
    int r = static_cast<int>(x.size()), h = (r - 1) / 2;
    std::vector<Complex> a(h + 1), d(h + 1);
    Complex sum = x[0];
    for (int j = 1; j <= h; ++j) {
        a[j] = b.materialize(cadd(x[j], x[r - j]));
        d[j] = b.materialize(csub(x[j], x[r - j]));
        sum = cadd(sum, a[j]);
    }
    std::vector<Complex> y(r);
    y[0] = b.materialize(sum);
    for (int k = 1; k <= h; ++k) {
        Complex even = x[0], odd{nullptr, nullptr};
        for (int j = 1; j <= h; ++j) {
            auto w = unit_root(static_cast<std::int64_t>(j) * k, r);  // cos(jk theta) - i sin(jk theta)
            even = {add_product(even.re, a[j].re, w.real(), scalar, form),
                    add_product(even.im, a[j].im, w.real(), scalar, form)};
            odd = {add_product(odd.re, d[j].re, -w.imag(), scalar, form),
                   add_product(odd.im, d[j].im, -w.imag(), scalar, form)};
        }
        even = b.materialize(even);
        odd = b.materialize(odd);
        Complex i_odd{neg(odd.im), odd.re};  // i * odd
        y[k] = b.materialize(sign < 0 ? csub(even, i_odd) : cadd(even, i_odd));
        y[r - k] = b.materialize(sign < 0 ? cadd(even, i_odd) : csub(even, i_odd));
    }
    return y;
}

}  // namespace

// Odd primes take the pairs up to style.largest_pairs_prime, 61 unless the kernel asks otherwise.
// Rader's two DFTs of p - 1 points round about 1.3x as much as the pairs' sums, and the pairs are
// what cuFFT computes: in fp32 and fp64 on an H100 its error at every prime from 29 to 59 equals the
// pairs' to three digits, Rader's 1.19-1.55x it (Rader.PairsErrLessThanRaderAtRegisterPrimes models
// the same ratios). Up to 23 the pairs also take fewer operations (23: 1056 against 1300); from 29
// they take more (37: 2736 against 1728, 53: 5616 against 3848) and hold more values at once.
std::vector<Complex> butterfly(StmtBuilder& b, const std::vector<Complex>& x, int sign, ast::Scalar scalar,
                               ButterflyStyle style) {
    const ConstantForm form = style.constants;
    std::size_t r = x.size();
    if ((r & (r - 1)) == 0)
        return power_of_two(b, x, sign, scalar, style.split_powers_of_two ? form : ConstantForm::rounded);
    auto factors = plan::prime_factors(static_cast<std::int64_t>(r));
    if (factors.size() == 1 &&
        static_cast<int>(r) <= std::max(style.largest_pairs_prime, k_pairs_everywhere_up_to))
        return odd_prime(b, x, sign, scalar, form);
    if (factors.size() == 1)
        return rader_butterfly(b, x, sign, scalar, style.largest_pairs_prime, style.rader_constants);
    // Composites of small primes (6, 9, 10, 12, 14, 15): one stage instead of two, by Cooley-Tukey
    // in registers with constant inner twiddles.
    if (factors.size() > 1 && factors.back() <= 13) return mixed_radix_dft(b, x, sign, scalar, style);
    throw std::logic_error("no butterfly for radix " + std::to_string(r));
}

}  // namespace prism::gen
