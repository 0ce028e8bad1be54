#include "gen/rader.hpp"

#include <stdexcept>
#include <string>

#include "gen/host_fft.hpp"
#include "gen/mixed_radix_dft.hpp"
#include "plan/factorize.hpp"

namespace prism::gen {

std::int64_t power_mod(std::int64_t base, std::int64_t exponent, std::int64_t p) {
    std::int64_t result = 1;
    for (base %= p; exponent > 0; exponent >>= 1, base = base * base % p)
        if (exponent & 1) result = result * base % p;
    return result;
}

// g generates the group when g^((p-1)/q) != 1 for every prime q dividing p - 1.
int primitive_root(int p) {
    auto factors = plan::prime_factors(p - 1);
    for (int g = 2; g < p; ++g) {
        bool generates = true;
        for (std::int64_t q : factors) generates = generates && power_mod(g, (p - 1) / q, p) != 1;
        if (generates) return g;
    }
    throw std::logic_error("no primitive root mod " + std::to_string(p) + ": not an odd prime");
}

RaderTables rader_tables(int p, int sign) {
    const int length = p - 1;
    RaderTables t;
    t.root = primitive_root(p);
    const std::int64_t inverse = power_mod(t.root, length - 1, p);  // g^-1 = g^(p-2)
    std::vector<cld> c(length);
    for (int q = 0; q < length; ++q) {
        t.gather.push_back(static_cast<int>(power_mod(t.root, q, p)));
        t.scatter.push_back(static_cast<int>(power_mod(inverse, q, p)));
        auto w = unit_root(t.scatter.back(), p);  // e^{-2 pi i g^-q / p}
        c[q] = sign < 0 ? w : std::conj(w);
    }
    t.spectrum = host_fft(c);
    for (auto& v : t.spectrum) v /= static_cast<long double>(length);
    t.spectrum[0] = -1.0L / length;  // sum of all p-th roots but 1, exactly
    return t;
}

// With A = DFT_{-1}(a), a_q = x[g^q], the convolution is DFT_{+1}(A . C), unnormalised since C
// carries the 1/(p - 1). Adding x_0 to its zero-frequency term adds it to every output; y_0 =
// x_0 + A_0. Twiddles, products and both DFTs fold into straight-line code of constants.
std::vector<Complex> rader_butterfly(StmtBuilder& b, const std::vector<Complex>& x, int sign,
                                     ast::Scalar scalar, int largest_pairs_prime, ConstantForm form) {
    ButterflyStyle inner(form, largest_pairs_prime);
    inner.rader_constants = form;  // a prime factor of p - 1 past the pairs nests Rader
    const int p = static_cast<int>(x.size()), length = p - 1;
    const RaderTables t = rader_tables(p, sign);
    b.comment("Rader, p = " + std::to_string(p) + ": inputs permuted by the primitive root " +
              std::to_string(t.root) + ", cyclic convolution of length " + std::to_string(length));
    std::vector<Complex> a(length);
    for (int q = 0; q < length; ++q) a[q] = x[t.gather[q]];
    std::vector<Complex> spectrum = mixed_radix_dft(b, a, -1, scalar, inner);
    std::vector<Complex> product(length);
    product[0] = b.materialize(cadd(x[0], cscale(spectrum[0], t.spectrum[0].real(), scalar)));
    for (int k = 1; k < length; ++k)
        product[k] = b.materialize(cmul_const(spectrum[k], t.spectrum[k], scalar, form));
    std::vector<Complex> convolution = mixed_radix_dft(b, product, 1, scalar, inner);
    std::vector<Complex> y(p);
    y[0] = b.materialize(cadd(x[0], spectrum[0]));
    for (int m = 0; m < length; ++m) y[t.scatter[m]] = convolution[m];
    return y;
}

}  // namespace prism::gen
