// Host-only tests of the plan-time tables behind fused ops: the host FFT, Bluestein's chirp and
// chirp spectrum, the split four-step twiddles, and the shared Rader stage's table.
#include "gen/op_tables.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "gen/host_fft.hpp"
#include "gen/rader_stage.hpp"

using namespace prism::gen;

namespace {

std::vector<cld> naive_dft(const std::vector<cld>& x) {
    const auto n = static_cast<std::int64_t>(x.size());
    std::vector<cld> y(x.size());
    for (std::int64_t k = 0; k < n; ++k)
        for (std::int64_t j = 0; j < n; ++j) y[static_cast<std::size_t>(k)] += x[static_cast<std::size_t>(j)] * unit_root(j * k, n);
    return y;
}

long double max_error(const std::vector<cld>& a, const std::vector<cld>& b) {
    long double worst = 0;
    for (std::size_t i = 0; i < a.size(); ++i) worst = std::max(worst, std::abs(a[i] - b[i]));
    return worst;
}

}  // namespace

TEST(HostFft, MatchesTheDefinitionForMixedLengths) {
    for (std::int64_t n : {1, 2, 3, 4, 6, 8, 12, 17, 36, 96, 243, 250, 1024}) {
        std::vector<cld> x(static_cast<std::size_t>(n));
        for (std::int64_t i = 0; i < n; ++i) x[static_cast<std::size_t>(i)] = cld(std::sin(1.0L + i), std::cos(3.0L * i));
        auto fast = host_fft(x);
        EXPECT_LT(max_error(fast, naive_dft(x)), 1e-15L * n) << n;
    }
}

TEST(OpTables, ChirpIsExactAtItsDefinition) {
    const std::int64_t n = 4099;
    auto h = chirp_table(n);
    ASSERT_EQ(h.size(), 4099u);
    for (std::int64_t f : {0, 1, 2, 100, 4098}) {
        long double angle = -3.141592653589793238462643383279502884L * f * f / n;
        EXPECT_NEAR(static_cast<double>(std::abs(h[static_cast<std::size_t>(f)] - cld(std::cos(angle), std::sin(angle)))), 0, 1e-15);
    }
}

// B * (FFT of a) then the inverse FFT is the cyclic convolution with conj h, divided by nothing:
// the 1/M is in B. Checked through the identity B(k) = (1/M) sum_j b(j) w^{jk}.
TEST(OpTables, ChirpSpectrumIsTheScaledDftOfTheWrappedConjugateChirp) {
    const std::int64_t n = 17, m = 36;
    auto h = chirp_table(n);
    std::vector<cld> b(static_cast<std::size_t>(m));
    for (std::int64_t j = 0; j < n; ++j) b[static_cast<std::size_t>(j)] = std::conj(h[static_cast<std::size_t>(j)]);
    for (std::int64_t j = 1; j < n; ++j) b[static_cast<std::size_t>(m - j)] = std::conj(h[static_cast<std::size_t>(j)]);
    auto expected = naive_dft(b);
    for (auto& v : expected) v /= static_cast<long double>(m);
    EXPECT_LT(max_error(chirp_spectrum(n, m, true), expected), 1e-17L);
    EXPECT_LT(max_error(chirp_spectrum(n, m, false), expected), 1e-15L);
}

// A spectrum in rows (ElementOp::table_rows, Bluestein's three passes) holds B(g) at
// (g % rows) * (m / rows) + g / rows: row k1 holds B(k1), B(k1 + rows), ... side by side.
TEST(OpTables, ChirpSpectrumInRowsHoldsEachRowsEntriesSideBySide) {
    prism::plan::ElementOp op;
    op.kind = prism::plan::ElementOpKind::spectrum;
    op.length = 36;
    op.chirp_length = 17;
    const auto natural = element_op_table(op, prism::Precision::F32);
    op.table_rows = 4;
    const auto rows = element_op_table(op, prism::Precision::F32);
    ASSERT_EQ(rows.size(), natural.size());
    for (std::size_t g = 0; g < natural.size(); ++g) EXPECT_EQ(rows[g % 4 * 9 + g / 4], natural[g]) << g;
}

TEST(OpTables, SplitTwiddlesMultiplyToTheRoot) {
    for (std::int64_t n : {8748, 65536, 1000000}) {
        auto table = split_twiddle_table(n);
        const std::int64_t fine = twiddle_fine_size(n), coarse = (n + fine - 1) / fine;
        ASSERT_EQ(static_cast<std::int64_t>(table.size()), coarse + fine);
        for (std::int64_t e = 0; e < n; e += 1 + n / 301) {
            cld w = table[static_cast<std::size_t>(e / fine)] * table[static_cast<std::size_t>(coarse + e % fine)];
            EXPECT_LT(std::abs(w - unit_root(e, n)), 1e-18L) << e << "/" << n;
        }
    }
}

// Powers of the primitive root in both directions (exact integers), then B = DFT(b) / (p - 1) with
// b_q = e^{-2 pi i g^-q / p}, then the sub-stages' twiddles.
TEST(SharedRaderTable, HoldsThePowersTheConvolutionSpectrumAndTheSubStageTwiddles) {
    for (const prism::plan::SharedRader& r :
         {prism::plan::SharedRader{61, {5, 4, 3}}, prism::plan::SharedRader{4093, {31, 11, 4, 3}}}) {
        const std::int64_t p = r.prime, length = p - 1;
        const auto table = shared_rader_table(r);
        ASSERT_EQ(static_cast<std::int64_t>(table.size()), prism::plan::shared_rader_table_size(r));
        std::vector<bool> seen(static_cast<std::size_t>(p), false);
        std::vector<cld> b(static_cast<std::size_t>(length));
        for (std::int64_t q = 0; q < length; ++q) {
            const auto forward = static_cast<std::int64_t>(table[static_cast<std::size_t>(q)].real());
            const auto inverse = static_cast<std::int64_t>(table[static_cast<std::size_t>(q)].imag());
            EXPECT_EQ(forward * inverse % p, 1) << p << " q " << q;
            EXPECT_FALSE(seen[static_cast<std::size_t>(forward)]) << p << ": g^q repeats at " << q;
            seen[static_cast<std::size_t>(forward)] = true;
            b[static_cast<std::size_t>(q)] = unit_root(inverse, p);
        }
        std::vector<cld> spectrum(table.begin() + length, table.begin() + 2 * length);
        auto expected = naive_dft(b);
        for (auto& v : expected) v /= static_cast<long double>(length);
        EXPECT_LT(max_error(spectrum, expected), 1e-17L);
        EXPECT_EQ(spectrum[0], cld(-1.0L / length, 0));
        const auto twiddles = stage_twiddles(r.sub_radices);
        EXPECT_TRUE(std::equal(twiddles.begin(), twiddles.end(), table.begin() + 2 * length));
    }
}
