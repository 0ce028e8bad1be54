// Stockham autosort on the host: for each factor p of N (largest powers of 4 and 2 first, then odd
// primes), one pass of N/p butterflies of radix p. Twiddles come from a two-level table of exact
// roots (coarse * fine), so their error is a few ulps of T whatever N is. Radices above 5 use the
// direct O(p^2) DFT; Bluestein's padded lengths are 2/3/5-smooth, so that path is rare.
#include "gen/host_fft.hpp"

#include "gen/twiddles.hpp"

namespace prism::gen {
namespace {

template <class T>
class RootTable {
public:
    explicit RootTable(std::int64_t n) : n_(n) {
        while (fine_size_ * fine_size_ < n) fine_size_ *= 2;
        for (std::int64_t j = 0; j < fine_size_; ++j) fine_.push_back(convert(unit_root(j, n)));
        for (std::int64_t i = 0; i * fine_size_ < n; ++i) coarse_.push_back(convert(unit_root(i * fine_size_, n)));
    }
    // e^{-2 pi i m / n}, 0 <= m < n
    std::complex<T> operator()(std::int64_t m) const { return coarse_[m / fine_size_] * fine_[m % fine_size_]; }

private:
    static std::complex<T> convert(cld w) { return {static_cast<T>(w.real()), static_cast<T>(w.imag())}; }
    std::int64_t n_, fine_size_ = 1;
    std::vector<std::complex<T>> fine_, coarse_;
};

std::vector<std::int64_t> radices_of(std::int64_t n) {
    std::vector<std::int64_t> radices;
    while (n % 4 == 0) radices.push_back(4), n /= 4;
    while (n % 2 == 0) radices.push_back(2), n /= 2;
    for (std::int64_t p = 3; p * p <= n; p += 2)
        while (n % p == 0) radices.push_back(p), n /= p;
    if (n > 1) radices.push_back(n);
    return radices;
}

// Plain complex product: std::complex's operator* checks for infinities through a library call.
template <class T>
std::complex<T> times(std::complex<T> a, std::complex<T> b) {
    return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}

// One Stockham pass: for butterfly j (k = j mod s, s = product of earlier radices), inputs
// x[j + t*N/p] twiddled by w_{s p}^{t k}, outputs to y[(j - k) p + k + t s].
template <class T>
void stockham_pass(const std::vector<std::complex<T>>& x, std::vector<std::complex<T>>& y, std::int64_t p,
                   std::int64_t s, const RootTable<T>& roots) {
    const std::int64_t n = static_cast<std::int64_t>(x.size()), m = n / p, step = n / (s * p);
    std::vector<std::complex<T>> u(p), v(p), dft(p);
    for (std::int64_t r = 0; r < p; ++r) dft[r] = roots(r * m);
    for (std::int64_t j = 0; j < m; ++j) {
        std::int64_t k = j % s;
        u[0] = x[j];
        for (std::int64_t t = 1; t < p; ++t) u[t] = k == 0 ? x[j + t * m] : times(x[j + t * m], roots(t * k * step));
        for (std::int64_t q = 0; q < p; ++q) {
            std::complex<T> sum = u[0];
            for (std::int64_t t = 1; t < p; ++t) sum += times(u[t], dft[t * q % p]);
            v[q] = sum;
        }
        for (std::int64_t q = 0; q < p; ++q) y[(j - k) * p + k + q * s] = v[q];
    }
}

}  // namespace

template <class T>
std::vector<std::complex<T>> host_fft(std::vector<std::complex<T>> x) {
    const std::int64_t n = static_cast<std::int64_t>(x.size());
    if (n <= 1) return x;
    RootTable<T> roots(n);
    std::vector<std::complex<T>> y(x.size());
    std::int64_t s = 1;
    for (std::int64_t p : radices_of(n)) {
        stockham_pass(x, y, p, s, roots);
        x.swap(y);
        s *= p;
    }
    return x;
}

template std::vector<std::complex<double>> host_fft(std::vector<std::complex<double>>);
template std::vector<std::complex<long double>> host_fft(std::vector<std::complex<long double>>);

}  // namespace prism::gen
