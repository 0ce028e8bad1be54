// The reference itself must be right before anything is held against it: FFTW in long double is
// compared with a direct O(N^2) sum, with exact identities, and the helpers with hand-worked values.
#include "common/reference.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <stdexcept>

namespace ref = prism::reference;
using ref::cld;

namespace {

std::vector<std::int64_t> strides_of(const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> s(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;) s[i - 1] = s[i] * shape[i];
    return s;
}

// The textbook sum along one axis, twiddles reduced mod n first so the angle stays exact.
std::vector<cld> naive_axis(const std::vector<cld>& in, const std::vector<std::int64_t>& shape, int axis,
                            int sign) {
    const auto s = strides_of(shape);
    const std::int64_t n = shape[static_cast<std::size_t>(axis)];
    const std::int64_t stride = s[static_cast<std::size_t>(axis)];
    std::vector<cld> out(in.size());
    for (std::int64_t flat = 0; flat < static_cast<std::int64_t>(in.size()); ++flat) {
        const std::int64_t k = (flat / stride) % n;
        const std::int64_t base = flat - k * stride;
        cld sum = 0;
        for (std::int64_t j = 0; j < n; ++j) {
            const long double angle = sign * 2.0L * std::numbers::pi_v<long double> *
                                      static_cast<long double>((j * k) % n) / static_cast<long double>(n);
            sum += in[static_cast<std::size_t>(base + j * stride)] * cld(std::cos(angle), std::sin(angle));
        }
        out[static_cast<std::size_t>(flat)] = sum;
    }
    return out;
}

std::vector<cld> naive_dft(std::vector<cld> x, const std::vector<std::int64_t>& shape,
                           const std::vector<int>& axes, int sign) {
    for (int a : axes) x = naive_axis(x, shape, a, sign);
    return x;
}

std::int64_t product(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

long double relative_error_ld(const std::vector<cld>& got, const std::vector<cld>& want) {
    long double diff = 0, norm = 0;
    for (std::size_t i = 0; i < want.size(); ++i) {
        diff += std::norm(got[i] - want[i]);
        norm += std::norm(want[i]);
    }
    return std::sqrt(diff / norm);
}

// Long double has a 64-bit mantissa; a direct sum of a few hundred terms stays far below this.
constexpr long double k_long_double_tolerance = 1e-16L;

struct DftCase {
    std::vector<std::int64_t> shape;
    std::vector<int> axes;
};

}  // namespace

TEST(Reference, MatchesNaiveDftOverAxes) {
    const std::vector<DftCase> cases = {
        {{1}, {0}},
        {{2}, {0}},
        {{17}, {0}},
        {{64}, {0}},
        {{12, 10}, {0, 1}},
        {{12, 10}, {1}},
        {{12, 10}, {0}},
        {{12, 10}, {1, 0}},
        {{3, 4, 5}, {2, 0}},
        {{3, 4, 5}, {1}},
        {{7, 1, 6}, {0, 1, 2}},
        {{2, 3, 4, 5}, {1, 3}},
        {{5, 9}, {}},
    };
    std::uint64_t seed = 1;
    for (const auto& c : cases) {
        for (int sign : {-1, 1}) {
            const auto x = ref::random_complex(static_cast<std::size_t>(product(c.shape)), seed++);
            const auto got = ref::dft(x, c.shape, c.axes, sign);
            const auto want = naive_dft(x, c.shape, c.axes, sign);
            EXPECT_LE(relative_error_ld(got, want), k_long_double_tolerance)
                << "shape " << ::testing::PrintToString(c.shape) << " axes "
                << ::testing::PrintToString(c.axes) << " sign " << sign;
        }
    }
}

TEST(Reference, RoundTripIsNTimesIdentity) {
    const std::vector<std::int64_t> shape = {6, 8, 5};
    const auto x = ref::random_complex(240, 99);
    const auto y = ref::dft(ref::dft(x, shape, {0, 1, 2}, -1), shape, {0, 1, 2}, +1);
    std::vector<cld> scaled(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) scaled[i] = x[i] * 240.0L;
    EXPECT_LE(relative_error_ld(y, scaled), k_long_double_tolerance);
}

TEST(Reference, ImpulseGivesPhaseRamp) {
    const std::int64_t n = 30;
    for (std::int64_t p : {std::int64_t{0}, std::int64_t{7}, n - 1}) {
        std::vector<cld> x(static_cast<std::size_t>(n), 0);
        x[static_cast<std::size_t>(p)] = 1;
        const auto got = ref::dft(x, {n}, {0}, -1);
        std::vector<cld> want(x.size());
        for (std::int64_t k = 0; k < n; ++k) {
            const long double angle = -2.0L * std::numbers::pi_v<long double> *
                                      static_cast<long double>((p * k) % n) / static_cast<long double>(n);
            want[static_cast<std::size_t>(k)] = cld(std::cos(angle), std::sin(angle));
        }
        EXPECT_LE(relative_error_ld(got, want), k_long_double_tolerance) << "impulse at " << p;
    }
}

TEST(Reference, BatchedEqualsDftOverTrailingAxes) {
    const auto x = ref::random_complex(3 * 4 * 6, 5);
    const auto batched = ref::dft_batched(x, {4, 6}, 3, +1);
    const auto direct = ref::dft(x, {3, 4, 6}, {1, 2}, +1);
    ASSERT_EQ(batched.size(), direct.size());
    for (std::size_t i = 0; i < x.size(); ++i) EXPECT_EQ(batched[i], direct[i]) << "element " << i;
}

TEST(Reference, RejectsBadArguments) {
    const auto x = ref::random_complex(12, 1);
    EXPECT_THROW(ref::dft(x, {3, 4}, {2}, -1), std::invalid_argument);
    EXPECT_THROW(ref::dft(x, {3, 4}, {0, 0}, -1), std::invalid_argument);
    EXPECT_THROW(ref::dft(x, {3, 5}, {0}, -1), std::invalid_argument);
    EXPECT_THROW(ref::dft(x, {3, 4}, {0}, 0), std::invalid_argument);
}

TEST(Reference, RandomIsSplitmix64InUnitRange) {
    // The first splitmix64 output for seed 0 is 0xE220A8397B1DCDAF: pins the generator across platforms.
    const auto v = ref::random_complex(1000, 0);
    const double expected_first = 2.0 * (static_cast<double>(0xE220A8397B1DCDAFull >> 11) * 0x1.0p-53) - 1.0;
    EXPECT_EQ(static_cast<double>(v[0].real()), expected_first);
    for (const auto& z : v) {
        EXPECT_GE(z.real(), -1.0L);
        EXPECT_LE(z.real(), 1.0L);
        EXPECT_GE(z.imag(), -1.0L);
        EXPECT_LE(z.imag(), 1.0L);
    }
    EXPECT_EQ(ref::random_complex(1000, 0), v);
    EXPECT_NE(ref::random_complex(1000, 1), v);
}

TEST(Reference, RelativeErrorAndBounds) {
    const std::vector<cld> want = {{1, 2}, {-3, 0.5L}, {0, 0}};
    const std::vector<std::complex<double>> got = {{1.001, 2.002}, {-3.003, 0.5005}, {0, 0}};
    EXPECT_NEAR(ref::relative_l2_error(got.data(), want), 1e-3, 1e-12);
    const std::vector<std::complex<float>> exact = {{1, 2}, {-3, 0.5f}, {0, 0}};
    EXPECT_EQ(ref::relative_l2_error(exact.data(), want), 0.0);
    const std::vector<cld> zeros(2, 0);
    const std::vector<std::complex<float>> zero_got(2, 0);
    EXPECT_EQ(ref::relative_l2_error(zero_got.data(), zeros), 0.0);
    const std::vector<std::complex<float>> nonzero_got(2, 1);
    EXPECT_TRUE(std::isinf(ref::relative_l2_error(nonzero_got.data(), zeros)));

    EXPECT_EQ(ref::epsilon(false), 0x1.0p-24);
    EXPECT_EQ(ref::epsilon(true), 0x1.0p-53);
    EXPECT_DOUBLE_EQ(ref::error_bound(4, false, 1024), 4 * 0x1.0p-24 * 10);
    EXPECT_DOUBLE_EQ(ref::error_bound(2, true, 1), 2 * 0x1.0p-53);
}
