#include "gen/mixed_radix_dft.hpp"

#include "gen/butterflies.hpp"
#include "gen/twiddles.hpp"
#include "plan/factorize.hpp"

namespace prism::gen {

std::vector<int> mixed_radix_factors(int length) {
    std::vector<int> radices;
    int power_of_two = 1;
    for (std::int64_t p : plan::prime_factors(length)) {
        if (p != 2) {
            radices.push_back(static_cast<int>(p));
            continue;
        }
        power_of_two *= 2;
        if (power_of_two == 16) radices.insert(radices.begin(), 16), power_of_two = 1;
    }
    if (power_of_two == 2 && !radices.empty() && radices.front() == 16)
        radices.front() = 8, power_of_two = 4;  // 16 * 2 as 8 * 4: radix 2 does the least per stage
    if (power_of_two > 1) radices.insert(radices.begin(), power_of_two);
    return radices;
}

namespace {

// L = R * M with R = radices[first]: R DFTs of length M over x[r + R m], then M butterflies of radix
// R over the twiddled results, X[k2 + M k1] = sum_r w_L^{r k2} Z_r[k2] w_R^{r k1}.
std::vector<Complex> split_dft(StmtBuilder& b, const std::vector<Complex>& x, const std::vector<int>& radices,
                               std::size_t first, int sign, ast::Scalar scalar, ButterflyStyle style) {
    const int length = static_cast<int>(x.size()), r_count = radices[first], m_count = length / r_count;
    if (first + 1 == radices.size()) return butterfly(b, x, sign, scalar, style);
    std::vector<std::vector<Complex>> z(r_count);
    for (int r = 0; r < r_count; ++r) {
        std::vector<Complex> column(m_count);
        for (int m = 0; m < m_count; ++m) column[m] = x[r + r_count * m];
        z[r] = split_dft(b, column, radices, first + 1, sign, scalar, style);
    }
    std::vector<Complex> y(length);
    for (int k2 = 0; k2 < m_count; ++k2) {
        std::vector<Complex> u(r_count);
        for (int r = 0; r < r_count; ++r) {
            auto w = unit_root(static_cast<std::int64_t>(r) * k2, length);  // e^{-2 pi i r k2 / L}
            u[r] = b.materialize(cmul_const(z[r][k2], sign < 0 ? w : std::conj(w), scalar, style.constants));
        }
        auto v = butterfly(b, u, sign, scalar, style);
        for (int k1 = 0; k1 < r_count; ++k1) y[k2 + m_count * k1] = v[k1];
    }
    return y;
}

}  // namespace

std::vector<Complex> mixed_radix_dft(StmtBuilder& b, const std::vector<Complex>& x, int sign,
                                     ast::Scalar scalar, ButterflyStyle style) {
    if (x.size() <= 1) return x;
    return split_dft(b, x, mixed_radix_factors(static_cast<int>(x.size())), 0, sign, scalar, style);
}

}  // namespace prism::gen
