// The real-transform references (common/real_reference.hpp) checked before anything is held
// against them: FFTW's r2c, c2r and r2r in long double against the textbook O(N^2) sums, exact
// identities (round trips, ignored imaginary parts), orthonormality, and values from scipy.fft.
#include "common/real_reference.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <stdexcept>

namespace ref = prism::reference;
using prism::R2RKind;
using ref::cld;
using ref::real_values;

namespace {

constexpr long double k_pi = std::numbers::pi_v<long double>;
// Long double has a 64-bit mantissa; a direct sum of a few hundred terms stays far below this.
constexpr long double k_tolerance = 1e-16L;

const R2RKind k_all_kinds[] = {R2RKind::dct1, R2RKind::dct2, R2RKind::dct3, R2RKind::dct4,
                               R2RKind::dst1, R2RKind::dst2, R2RKind::dst3, R2RKind::dst4};

std::int64_t product(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

std::int64_t stride_of(const std::vector<std::int64_t>& shape, std::size_t axis) {
    std::int64_t s = 1;
    for (std::size_t a = axis + 1; a < shape.size(); ++a) s *= shape[a];
    return s;
}

// cos(pi p / q) and sin(pi p / q) with p reduced mod 2q first, so the angle stays exact.
long double cos_pi(std::int64_t p, std::int64_t q) {
    return std::cos(k_pi * static_cast<long double>(p % (2 * q)) / q);
}
long double sin_pi(std::int64_t p, std::int64_t q) {
    return std::sin(k_pi * static_cast<long double>(p % (2 * q)) / q);
}

// Applies `row(in, n, k)` (output k of one 1-D line of n values) along `axis` of every array.
template <class T, class Row>
std::vector<T> along_axis(const std::vector<T>& in, const std::vector<std::int64_t>& shape, std::size_t axis,
                          std::int64_t out_length, Row row) {
    const std::int64_t n = shape[axis], stride = stride_of(shape, axis);
    const std::int64_t outer = static_cast<std::int64_t>(in.size()) / (n * stride);
    std::vector<T> out(static_cast<std::size_t>(outer * out_length * stride));
    std::vector<T> line(static_cast<std::size_t>(n));
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t s = 0; s < stride; ++s) {
            for (std::int64_t j = 0; j < n; ++j)
                line[j] = in[static_cast<std::size_t>((o * n + j) * stride + s)];
            for (std::int64_t k = 0; k < out_length; ++k)
                out[static_cast<std::size_t>((o * out_length + k) * stride + s)] = row(line, n, k);
        }
    return out;
}

cld naive_dft_row(const std::vector<cld>& x, std::int64_t n, std::int64_t k, int sign) {
    cld sum = 0;
    for (std::int64_t j = 0; j < n; ++j) sum += x[j] * cld(cos_pi(2 * j * k, n), sign * sin_pi(2 * j * k, n));
    return sum;
}

// numpy's irfft of one line of m = n/2 + 1 values: bins 1..(n-1)/2 count twice, bins 0 and n/2 once,
// and only their real parts.
long double naive_c2r_row(const std::vector<cld>& x, std::int64_t n, std::int64_t j) {
    long double sum = x[0].real();
    if (n % 2 == 0) sum += (j % 2 == 0 ? 1 : -1) * x[static_cast<std::size_t>(n / 2)].real();
    for (std::int64_t k = 1; k <= (n - 1) / 2; ++k)
        sum += 2 * (x[k] * cld(cos_pi(2 * j * k, n), sin_pi(2 * j * k, n))).real();
    return sum;
}

// FFTW's definitions of REDFT00..RODFT11 (the manual's "1d Real-even DFTs" / "Real-odd DFTs").
long double naive_r2r_row(R2RKind kind, const real_values& x, std::int64_t n, std::int64_t k) {
    long double y = 0;
    const auto sign = [](std::int64_t i) { return i % 2 == 0 ? 1.0L : -1.0L; };
    switch (kind) {
        case R2RKind::dct1:
            y = x[0] + sign(k) * x[n - 1];
            for (std::int64_t j = 1; j < n - 1; ++j) y += 2 * x[j] * cos_pi(j * k, n - 1);
            return y;
        case R2RKind::dct2:
            for (std::int64_t j = 0; j < n; ++j) y += 2 * x[j] * cos_pi((2 * j + 1) * k, 2 * n);
            return y;
        case R2RKind::dct3:
            y = x[0];
            for (std::int64_t j = 1; j < n; ++j) y += 2 * x[j] * cos_pi(j * (2 * k + 1), 2 * n);
            return y;
        case R2RKind::dct4:
            for (std::int64_t j = 0; j < n; ++j) y += 2 * x[j] * cos_pi((2 * j + 1) * (2 * k + 1), 4 * n);
            return y;
        case R2RKind::dst1:
            for (std::int64_t j = 0; j < n; ++j) y += 2 * x[j] * sin_pi((j + 1) * (k + 1), n + 1);
            return y;
        case R2RKind::dst2:
            for (std::int64_t j = 0; j < n; ++j) y += 2 * x[j] * sin_pi((2 * j + 1) * (k + 1), 2 * n);
            return y;
        case R2RKind::dst3:
            y = sign(k) * x[n - 1];
            for (std::int64_t j = 0; j < n - 1; ++j) y += 2 * x[j] * sin_pi((j + 1) * (2 * k + 1), 2 * n);
            return y;
        case R2RKind::dst4:
            for (std::int64_t j = 0; j < n; ++j) y += 2 * x[j] * sin_pi((2 * j + 1) * (2 * k + 1), 4 * n);
            return y;
    }
    return 0;
}

// The batch axis in front of the shape, so along_axis treats batches as one more outer axis.
std::vector<std::int64_t> with_batch(std::int64_t batch, const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> full{batch};
    full.insert(full.end(), shape.begin(), shape.end());
    return full;
}

std::vector<cld> naive_r2c(const real_values& x, const std::vector<std::int64_t>& shape, std::int64_t batch) {
    std::vector<cld> c(x.begin(), x.end());
    auto full = with_batch(batch, shape);
    for (std::size_t a = full.size(); a-- > 1;) {
        // The last axis keeps only its first n/2 + 1 outputs; the others see the cut array.
        const std::int64_t out = a + 1 == full.size() ? ref::half_length(full[a]) : full[a];
        c = along_axis(c, full, a, out, [](const std::vector<cld>& l, std::int64_t n, std::int64_t k) {
            return naive_dft_row(l, n, k, -1);
        });
        full[a] = out;
    }
    return c;
}

real_values naive_c2r(const std::vector<cld>& x, const std::vector<std::int64_t>& shape, std::int64_t batch) {
    auto full = with_batch(batch, ref::half_shape(shape));
    std::vector<cld> c = x;
    for (std::size_t a = 1; a + 1 < full.size(); ++a)
        c = along_axis(c, full, a, full[a], [](const std::vector<cld>& l, std::int64_t n, std::int64_t k) {
            return naive_dft_row(l, n, k, +1);
        });
    const std::int64_t n = shape.back();
    const auto rows =
        along_axis(c, full, full.size() - 1, n, [n](const std::vector<cld>& l, std::int64_t, std::int64_t j) {
            return cld(naive_c2r_row(l, n, j), 0);
        });
    real_values out;
    for (const cld& v : rows) out.push_back(v.real());
    return out;
}

real_values naive_r2r(real_values x, const std::vector<std::int64_t>& shape, std::int64_t batch,
                      const std::vector<R2RKind>& kinds) {
    const auto full = with_batch(batch, shape);
    for (std::size_t a = 0; a < kinds.size(); ++a)
        x = along_axis(x, full, a + 1, shape[a],
                       [kind = kinds[a]](const real_values& l, std::int64_t n, std::int64_t k) {
                           return naive_r2r_row(kind, l, n, k);
                       });
    return x;
}

long double relative_error(const std::vector<cld>& got, const std::vector<cld>& want) {
    long double diff = 0, norm = 0;
    for (std::size_t i = 0; i < want.size(); ++i)
        diff += std::norm(got[i] - want[i]), norm += std::norm(want[i]);
    return std::sqrt(diff / norm);
}

long double relative_error(const real_values& got, const real_values& want) {
    return ref::relative_l2_error_real(got.data(), want);
}

std::string describe(const std::vector<std::int64_t>& shape, std::int64_t batch) {
    return "shape " + ::testing::PrintToString(shape) + " batch " + std::to_string(batch);
}

struct ShapeCase {
    std::vector<std::int64_t> shape;
    std::int64_t batch;
};

const std::vector<ShapeCase> k_shapes = {{{1}, 1},       {{2}, 3},      {{7}, 1},    {{8}, 2},
                                         {{17}, 1},      {{6, 5}, 1},   {{5, 6}, 2}, {{1, 4}, 1},
                                         {{3, 4, 5}, 1}, {{4, 1, 7}, 2}};

}  // namespace

TEST(RealReference, R2cMatchesNaiveSum) {
    std::uint64_t seed = 1;
    for (const auto& [shape, batch] : k_shapes) {
        const auto x = ref::random_real(static_cast<std::size_t>(product(shape) * batch), seed++);
        const auto got = ref::r2c(x, shape, batch);
        const auto want = naive_r2c(x, shape, batch);
        ASSERT_EQ(got.size(), want.size()) << describe(shape, batch);
        EXPECT_LE(relative_error(got, want), k_tolerance) << describe(shape, batch);
    }
}

// The r2c output is the first n/2 + 1 columns of the complex DFT of the same (real) data.
TEST(RealReference, R2cIsTheHalfOfTheComplexDft) {
    const std::vector<std::int64_t> shape = {6, 9};
    const auto x = ref::random_real(54, 3);
    const auto full = ref::dft(std::vector<cld>(x.begin(), x.end()), shape, {0, 1}, -1);
    const auto half = ref::r2c(x, shape, 1);
    ASSERT_EQ(half.size(), 6u * 5u);
    for (std::int64_t i = 0; i < 6; ++i)
        for (std::int64_t k = 0; k < 5; ++k)
            EXPECT_LE(std::abs(half[i * 5 + k] - full[i * 9 + k]), 1e-17L) << i << "," << k;
}

TEST(RealReference, C2rMatchesNaiveSumOnAnyInput) {
    std::uint64_t seed = 100;
    for (const auto& [shape, batch] : k_shapes) {
        // Random complex values: not Hermitian, so this also pins numpy's irfftn semantics.
        const auto x =
            ref::random_complex(static_cast<std::size_t>(product(ref::half_shape(shape)) * batch), seed++);
        const auto got = ref::c2r(x, shape, batch);
        const auto want = naive_c2r(x, shape, batch);
        ASSERT_EQ(got.size(), want.size()) << describe(shape, batch);
        EXPECT_LE(relative_error(got, want), k_tolerance) << describe(shape, batch);
    }
}

TEST(RealReference, C2rOfR2cIsNTimesIdentity) {
    std::uint64_t seed = 200;
    for (const auto& [shape, batch] : k_shapes) {
        const auto x = ref::random_real(static_cast<std::size_t>(product(shape) * batch), seed++);
        const auto back = ref::c2r(ref::r2c(x, shape, batch), shape, batch);
        real_values want(x.size());
        for (std::size_t i = 0; i < x.size(); ++i) want[i] = x[i] * static_cast<long double>(product(shape));
        EXPECT_LE(relative_error(back, want), k_tolerance) << describe(shape, batch);
    }
}

// numpy's irfft reads only the real parts of bin 0 and, for even n, bin n/2 of each row. (On more
// axes it is the rows after the complex passes whose parts are ignored, which the naive sum pins.)
TEST(RealReference, C2rIgnoresImaginaryPartsOfBinZeroAndNyquist) {
    for (std::int64_t n : {6, 7}) {
        const std::int64_t m = ref::half_length(n), batch = 3;
        auto x = ref::random_complex(static_cast<std::size_t>(batch * m), static_cast<std::uint64_t>(n));
        const auto before = ref::c2r(x, {n}, batch);
        for (std::int64_t r = 0; r < batch; ++r) {
            x[r * m].imag(x[r * m].imag() + 5);
            if (n % 2 == 0) x[r * m + n / 2].imag(-7);
        }
        EXPECT_EQ(ref::c2r(x, {n}, batch), before) << "n = " << n;
        x[1].imag(x[1].imag() + 1);  // any other bin counts
        EXPECT_NE(ref::c2r(x, {n}, batch), before) << "n = " << n;
    }
}

TEST(RealReference, R2rMatchesNaiveSumForEveryKind) {
    std::uint64_t seed = 300;
    for (R2RKind kind : k_all_kinds)
        for (std::int64_t n : {1, 2, 3, 4, 7, 16, 33}) {
            if (kind == R2RKind::dct1 && n < 2) continue;
            const auto x = ref::random_real(static_cast<std::size_t>(2 * n), seed++);
            const auto got = ref::r2r(x, {n}, 2, {kind});
            const auto want = naive_r2r(x, {n}, 2, {kind});
            EXPECT_LE(relative_error(got, want), k_tolerance) << prism::r2r_kind_name(kind) << " n = " << n;
        }
}

TEST(RealReference, R2rMixedKindsPerAxisMatchNaiveSum) {
    struct MixedCase {
        std::vector<std::int64_t> shape;
        std::vector<R2RKind> kinds;
        std::int64_t batch;
    };
    const std::vector<MixedCase> cases = {
        {{6, 5}, {R2RKind::dct2, R2RKind::dst1}, 1},
        {{5, 6}, {R2RKind::dst1, R2RKind::dct2}, 2},
        {{4, 3, 5}, {R2RKind::dct1, R2RKind::dst3, R2RKind::dct4}, 1},
        {{3, 8}, {R2RKind::dst4, R2RKind::dct3}, 1},
        {{2, 2, 2}, {R2RKind::dst2, R2RKind::dct1, R2RKind::dst4}, 3},
    };
    std::uint64_t seed = 400;
    for (const auto& c : cases) {
        const auto x = ref::random_real(static_cast<std::size_t>(product(c.shape) * c.batch), seed++);
        EXPECT_LE(
            relative_error(ref::r2r(x, c.shape, c.batch, c.kinds), naive_r2r(x, c.shape, c.batch, c.kinds)),
            k_tolerance)
            << describe(c.shape, c.batch);
    }
}

TEST(RealReference, InverseKindsAndLogicalSizes) {
    EXPECT_EQ(ref::r2r_inverse(R2RKind::dct2), R2RKind::dct3);
    EXPECT_EQ(ref::r2r_inverse(R2RKind::dct3), R2RKind::dct2);
    EXPECT_EQ(ref::r2r_inverse(R2RKind::dst2), R2RKind::dst3);
    EXPECT_EQ(ref::r2r_inverse(R2RKind::dst3), R2RKind::dst2);
    for (R2RKind self : {R2RKind::dct1, R2RKind::dct4, R2RKind::dst1, R2RKind::dst4})
        EXPECT_EQ(ref::r2r_inverse(self), self);
    EXPECT_EQ(ref::r2r_logical_size(R2RKind::dct1, 9), 16);
    EXPECT_EQ(ref::r2r_logical_size(R2RKind::dst1, 9), 20);
    EXPECT_EQ(ref::r2r_logical_size(R2RKind::dct2, 9), 18);
    EXPECT_EQ(ref::r2r_logical_size({R2RKind::dct1, R2RKind::dst4}, {5, 3}), 8 * 6);

    // The inverse kind after the kind multiplies by the logical size, on every axis at once.
    const std::vector<std::int64_t> shape = {5, 4, 3};
    std::uint64_t seed = 500;
    for (R2RKind a : k_all_kinds)
        for (R2RKind b : {R2RKind::dst1, R2RKind::dct2, R2RKind::dst4}) {
            const std::vector<R2RKind> kinds = {a, b, ref::r2r_inverse(a)};
            const std::vector<R2RKind> inverse = {ref::r2r_inverse(a), ref::r2r_inverse(b), a};
            const auto x = ref::random_real(60, seed++);
            const auto back = ref::r2r(ref::r2r(x, shape, 1, kinds), shape, 1, inverse);
            real_values want(x.size());
            const auto scale = static_cast<long double>(ref::r2r_logical_size(kinds, shape));
            for (std::size_t i = 0; i < x.size(); ++i) want[i] = x[i] * scale;
            EXPECT_LE(relative_error(back, want), k_tolerance)
                << prism::r2r_kind_name(a) << " " << prism::r2r_kind_name(b);
        }
}

// norm="ortho" makes every kind an orthogonal matrix: transforming the identity's rows gives a
// matrix M with M M^T = I. Wrong endpoint factors break that.
TEST(RealReference, OrthoKindsAreOrthogonal) {
    for (R2RKind kind : k_all_kinds)
        for (std::int64_t n : {1, 2, 3, 5, 8}) {
            if (kind == R2RKind::dct1 && n < 2) continue;
            real_values identity(static_cast<std::size_t>(n * n), 0);
            for (std::int64_t i = 0; i < n; ++i) identity[i * n + i] = 1;
            const auto m = ref::r2r_ortho(identity, {n}, n, {kind});  // row b: the transform of e_b
            for (std::int64_t a = 0; a < n; ++a)
                for (std::int64_t b = 0; b < n; ++b) {
                    long double dot = 0;
                    for (std::int64_t k = 0; k < n; ++k) dot += m[a * n + k] * m[b * n + k];
                    EXPECT_NEAR(static_cast<double>(dot), a == b ? 1.0 : 0.0, 1e-15)
                        << prism::r2r_kind_name(kind) << " n = " << n << " rows " << a << ", " << b;
                }
        }
}

// scipy.fft.dct/dst(x, type=T, norm="ortho") for x = [0.5, -1, 0.25, 2, -0.75], from scipy 1.10.1.
// dst2 and dst3 are scipy 1.11's orthonormal ones (earlier versions scale index 0: scipy issue
// 18452), computed as dst(..., orthogonalize=False) with the factor on index n-1 by hand.
TEST(RealReference, OrthoMatchesScipy) {
    const real_values x = {0.5L, -1.0L, 0.25L, 2.0L, -0.75L};
    const std::vector<std::pair<R2RKind, std::vector<double>>> scipy = {
        {R2RKind::dct1,
         {0.5366116523516816, -0.8750000000000002, -0.3017766952966369, 2.1250000000000004,
          -0.46338834764831854}},
        {R2RKind::dct2,
         {0.447213595499958, -0.36336790962112137, -0.48147020899369675, 2.2691879080978676,
          -0.4024132674894875}},
        {R2RKind::dct3,
         {0.3469390993745846, -1.0162525684202413, -0.40884873428369706, 2.1332473205303106,
          0.06294887154893791}},
        {R2RKind::dct4,
         {0.360670095031689, -0.9629715466207525, 1.118033988749895, 1.5005539449416687, -1.147144603469268}},
        {R2RKind::dst1,
         {0.5721687836487032, -0.8750000000000001, -0.28867513459481287, 2.125, -0.42783121635129673}},
        {R2RKind::dst2,
         {0.6209212797138981, -1.3398178219474062, -0.0905911938239875, 1.8671202971399856,
          -0.4472135954999579}},
        {R2RKind::dst3,
         {0.7214802511227888, -0.7048933136058861, -0.17729631361654952, 1.9851007342499432,
          -0.9410274999870247}},
        {R2RKind::dst4,
         {0.5326858116328351, -0.14453533618913483, -1.565247584249853, 1.7335799587483183,
          0.33919889342971227}},
    };
    for (const auto& [kind, want] : scipy) {
        const auto got = ref::r2r_ortho(x, {5}, 1, {kind});
        for (std::size_t k = 0; k < 5; ++k)
            EXPECT_NEAR(static_cast<double>(got[k]), want[k], 1e-14)
                << prism::r2r_kind_name(kind) << " k = " << k;
    }
}

TEST(RealReference, RejectsBadArguments) {
    const auto x = ref::random_real(12, 1);
    EXPECT_THROW(ref::r2r(ref::random_real(1, 1), {1}, 1, {R2RKind::dct1}), std::invalid_argument);
    EXPECT_THROW(ref::r2r(x, {3, 4}, 1, {R2RKind::dct2}), std::invalid_argument);
    EXPECT_THROW(ref::r2r(x, {3, 5}, 1, {R2RKind::dct2, R2RKind::dct2}), std::invalid_argument);
    EXPECT_THROW(ref::r2c(x, {5}, 2), std::invalid_argument);
    EXPECT_THROW(ref::c2r(ref::random_complex(6, 1), {12}, 1), std::invalid_argument);  // n = 12 needs 7
    EXPECT_EQ(ref::c2r(ref::random_complex(7, 1), {12}, 1).size(), 12u);
}

TEST(RealReference, RandomRealIsDeterministicInUnitRange) {
    const auto v = ref::random_real(1001, 9);
    EXPECT_EQ(v, ref::random_real(1001, 9));
    EXPECT_NE(v, ref::random_real(1001, 10));
    const auto pairs = ref::random_complex(501, 9);
    EXPECT_EQ(v[0], pairs[0].real());
    EXPECT_EQ(v[1], pairs[0].imag());
    for (long double value : v) {
        EXPECT_GE(value, -1.0L);
        EXPECT_LE(value, 1.0L);
    }
}
