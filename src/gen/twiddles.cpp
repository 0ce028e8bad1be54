#include "gen/twiddles.hpp"

#include <cmath>

#include "core/int128.hpp"
#include "gen/rader_stage.hpp"

namespace prism::gen {

std::vector<cld> stage_twiddles(const std::vector<int>& radices) {
    std::vector<cld> table;
    std::int64_t p = 1;
    for (int r : radices) {
        if (p > 1)
            for (int t = 1; t < r; ++t)
                for (std::int64_t k = 0; k < p; ++k) table.push_back(unit_root(t * k, p * r));
        p *= r;
    }
    return table;
}

cld unit_root(std::int64_t m, std::int64_t n) {
    m %= n;
    if (m < 0) m += n;
    // angle = 2 pi m / n = quadrant * pi/2 + phi with 4m = quadrant * n + r and phi = (pi/2) r / n.
    // Folding into [0, pi/4] keeps the long-double sine and cosine on small arguments, and makes
    // multiples of pi/4 exact.
    core::int128 four_m = static_cast<core::int128>(m) * 4;
    int quadrant = static_cast<int>(four_m / n);
    long double r = static_cast<long double>(four_m - static_cast<core::int128>(quadrant) * n);
    long double nn = static_cast<long double>(n);
    const long double half_pi = 1.570796326794896619231321691639751442L;
    long double c, s;
    if (2 * r == nn) {
        c = s = 0.707106781186547524400844362104849039L;
    } else if (2 * r < nn) {
        c = std::cos(half_pi * r / nn), s = std::sin(half_pi * r / nn);
    } else {
        long double psi = half_pi * (nn - r) / nn;
        c = std::sin(psi), s = std::cos(psi);
    }
    long double re = 0, im = 0;  // e^{+i angle}
    switch (quadrant) {
        case 0: re = c, im = s; break;
        case 1: re = -s, im = c; break;
        case 2: re = -c, im = -s; break;
        default: re = s, im = -c; break;
    }
    return {re, -im};
}

std::vector<cld> stockham_twiddles(const plan::KernelSpec& spec) {
    std::vector<cld> table =
        stage_twiddles(spec.twiddles == TwiddleSource::table ? spec.radices : std::vector<int>{});
    table.reserve(static_cast<std::size_t>(spec.twiddle_count()));
    for (const plan::SharedRader& r : spec.shared_rader) {
        auto rader = shared_rader_table(r);
        table.insert(table.end(), rader.begin(), rader.end());
    }
    return table;
}

}  // namespace prism::gen
