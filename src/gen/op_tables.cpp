#include "gen/op_tables.hpp"

#include "core/int128.hpp"
#include "gen/host_fft.hpp"

namespace prism::gen {

std::vector<cld> chirp_table(std::int64_t n) {
    std::vector<cld> h(static_cast<std::size_t>(n));
    const core::int128 two_n = 2 * static_cast<core::int128>(n);
    for (std::int64_t f = 0; f < n; ++f) {
        // e^{-i pi f^2/n} = e^{-2 pi i (f^2 mod 2n) / 2n}; f^2 can pass 2^63, so reduce in 128 bits.
        auto e = static_cast<std::int64_t>(static_cast<core::int128>(f) * f % two_n);
        h[static_cast<std::size_t>(f)] = unit_root(e, 2 * n);
    }
    return h;
}

namespace {

template <class T>
std::vector<cld> spectrum_in(const std::vector<cld>& h, std::int64_t m) {
    std::vector<std::complex<T>> b(static_cast<std::size_t>(m));
    const auto n = static_cast<std::int64_t>(h.size());
    auto put = [&](std::int64_t j, cld v) { b[static_cast<std::size_t>(j)] = {static_cast<T>(v.real()), static_cast<T>(v.imag())}; };
    for (std::int64_t j = 0; j < n; ++j) put(j, std::conj(h[static_cast<std::size_t>(j)]));
    for (std::int64_t j = 1; j < n; ++j) put(m - j, std::conj(h[static_cast<std::size_t>(j)]));
    auto spectrum = host_fft(std::move(b));
    std::vector<cld> out(spectrum.size());
    const long double inv_m = 1.0L / static_cast<long double>(m);
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k] = cld(static_cast<long double>(spectrum[k].real()), static_cast<long double>(spectrum[k].imag())) * inv_m;
    return out;
}

}  // namespace

std::vector<cld> chirp_spectrum(std::int64_t n, std::int64_t m, bool long_double) {
    auto h = chirp_table(n);
    return long_double ? spectrum_in<long double>(h, m) : spectrum_in<double>(h, m);
}

std::int64_t twiddle_fine_size(std::int64_t n) {
    std::int64_t fine = 1;
    while (fine * fine < n) fine *= 2;
    return fine;
}

std::vector<cld> split_twiddle_table(std::int64_t n) {
    const std::int64_t fine = twiddle_fine_size(n);
    std::vector<cld> table;
    for (std::int64_t i = 0; i * fine < n; ++i) table.push_back(unit_root(i * fine, n));
    for (std::int64_t j = 0; j < fine; ++j) table.push_back(unit_root(j, n));
    return table;
}

// Long double costs ~4x double on the host; past 2^20 points the spectrum is computed in double.
constexpr std::int64_t k_long_double_spectrum_limit = std::int64_t{1} << 20;

namespace {

// B(g) moved to (g % rows) * (m / rows) + g / rows (plan::ElementOp::table_rows).
std::vector<cld> in_rows(const std::vector<cld>& natural, std::int64_t rows) {
    const auto m = static_cast<std::int64_t>(natural.size()), row_length = m / rows;
    std::vector<cld> out(natural.size());
    for (std::int64_t g = 0; g < m; ++g)
        out[static_cast<std::size_t>(g % rows * row_length + g / rows)] =
            natural[static_cast<std::size_t>(g)];
    return out;
}

}  // namespace

std::vector<cld> element_op_table(const plan::ElementOp& op, Precision precision) {
    switch (op.kind) {
        case plan::ElementOpKind::none: return {};
        case plan::ElementOpKind::chirp: return chirp_table(op.length);
        case plan::ElementOpKind::spectrum: {
            auto b = chirp_spectrum(op.chirp_length, op.length,
                                    precision == Precision::F64 && op.length <= k_long_double_spectrum_limit);
            return op.table_rows > 0 ? in_rows(b, op.table_rows) : b;
        }
        case plan::ElementOpKind::twiddle:
            return op.computed ? std::vector<cld>{} : split_twiddle_table(op.length);
    }
    return {};
}

}  // namespace prism::gen
