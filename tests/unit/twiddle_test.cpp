// Host-only tests of the twiddle tables: exact at multiples of pi/4, accurate everywhere.
#include <gtest/gtest.h>

#include <cmath>

#include "gen/twiddles.hpp"

using prism::gen::unit_root;

TEST(Twiddles, ExactAtEighthsOfTheCircle) {
    const long double h = 0.707106781186547524400844362104849039L;
    EXPECT_EQ(unit_root(0, 8), std::complex<long double>(1, 0));
    EXPECT_EQ(unit_root(1, 8), std::complex<long double>(h, -h));
    EXPECT_EQ(unit_root(2, 8), std::complex<long double>(0, -1));
    EXPECT_EQ(unit_root(4, 8), std::complex<long double>(-1, 0));
    EXPECT_EQ(unit_root(6, 8), std::complex<long double>(0, 1));
    EXPECT_EQ(unit_root(24, 32), std::complex<long double>(0, 1));
    EXPECT_EQ(unit_root(-2, 8), std::complex<long double>(0, 1));
}

TEST(Twiddles, MatchTheDefinitionToLongDoublePrecision) {
    for (std::int64_t n : {3, 7, 12, 13, 1000, 4096, 30030}) {
        for (std::int64_t m = 0; m < n; m += 1 + n / 97) {
            long double angle = -2.0L * 3.141592653589793238462643383279502884L * m / n;
            auto w = unit_root(m, n);
            EXPECT_NEAR(static_cast<double>(w.real() - std::cos(angle)), 0.0, 1e-18) << m << "/" << n;
            EXPECT_NEAR(static_cast<double>(w.imag() - std::sin(angle)), 0.0, 1e-18) << m << "/" << n;
        }
    }
}
