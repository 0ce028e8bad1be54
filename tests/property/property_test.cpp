// Reference-free properties of the DFT, checked on prism's own outputs: linearity, impulse
// response, time shift <-> phase ramp, Parseval, and forward then inverse = N * identity.
// They catch what a wrong reference could hide, and need no FFTW.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <ostream>
#include <sstream>

#include "support/case_matrix.hpp"
#include "support/case_runner.hpp"

// Names the parameter in test listings ("f32") instead of gtest's byte dump.
namespace prism {
void PrintTo(Precision p, std::ostream* os) { *os << (p == Precision::F64 ? "f64" : "f32"); }
}  // namespace prism

namespace {

using namespace prism::test;
using prism::Direction;
using prism::Precision;

// The one constant of the bound c * eps * log2(N) for every property here. Comparisons of two
// prism outputs carry both their errors, which c = 4 leaves room for (measured ratios stay < 1).
constexpr double k_c = prism::reference::k_suite_bound_factor;

const cld k_a{0.625L, -0.375L};
const cld k_b{-0.8125L, 0.25L};

std::vector<std::int64_t> digits(std::int64_t flat, const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> d(shape.size());
    for (std::size_t a = shape.size(); a-- > 0;) {
        d[a] = flat % shape[a];
        flat /= shape[a];
    }
    return d;
}

std::int64_t flatten(const std::vector<std::int64_t>& d, const std::vector<std::int64_t>& shape) {
    std::int64_t flat = 0;
    for (std::size_t a = 0; a < shape.size(); ++a) flat = flat * shape[a] + d[a];
    return flat;
}

// e^{sign 2 pi i sum_a p_a k_a / n_a}, each product reduced mod n_a so the angle stays exact.
cld phase(const std::vector<std::int64_t>& p, const std::vector<std::int64_t>& k,
          const std::vector<std::int64_t>& shape, int sign) {
    long double turns = 0;
    for (std::size_t a = 0; a < shape.size(); ++a)
        turns += static_cast<long double>((p[a] * k[a]) % shape[a]) / static_cast<long double>(shape[a]);
    const long double angle = 2 * std::numbers::pi_v<long double> * turns;
    return {std::cos(angle), sign * std::sin(angle)};
}

double bound(const CaseConfig& c) { return prism::reference::error_bound(k_c, c.fp64(), c.transform_size()); }

std::string describe(const CaseConfig& c, Direction d, std::uint64_t seed, const std::string& more) {
    return token(Case{c, d, Input{Input::Kind::random, seed, 0}}) + (more.empty() ? "" : " (" + more + ")");
}

// The runner's values are scalars, (re, im) pairs here; these properties read complexes.
std::vector<cld> complex_round_to(Precision precision, const std::vector<cld>& values) {
    return to_complex(round_to(precision, to_scalars(values)));
}

double complex_error(const std::vector<cld>& got, const std::vector<cld>& want) {
    return relative_error(to_scalars(got), to_scalars(want));
}

std::vector<cld> random_input(const CaseConfig& c, std::uint64_t seed) {
    return complex_round_to(c.precision, prism::reference::random_complex(
                                             static_cast<std::size_t>(c.transform_size() * c.batch), seed));
}

// Runs one transform, failing the test (and returning nothing) if prism throws or strays.
std::optional<std::vector<cld>> run(CaseRunner& runner, const CaseConfig& c, Direction d,
                                    const std::vector<cld>& x, const std::string& what) {
    try {
        Execution e = runner.transform(c, d, to_scalars(x));
        if (!e.memory_violation.empty()) {
            ADD_FAILURE() << what << "\n  " << e.memory_violation;
            return std::nullopt;
        }
        return to_complex(e.output);
    } catch (const prism::Error& e) {
        ADD_FAILURE() << what << "\n  prism threw " << describe_error(e);
        return std::nullopt;
    }
}

class Property : public ::testing::TestWithParam<Precision> {
protected:
    void SetUp() override {
        runner_ = test_runner();
        ASSERT_NE(runner_, nullptr) << context_failure();
        // Visible in the report as skipped; devices with fp64 (PoCL, every CUDA GPU) run these.
        if (GetParam() == Precision::F64 && !runner_->context().device().fp64)
            GTEST_SKIP() << "the device has no fp64";
    }
    std::vector<CaseConfig> configs() const {
        return property_configs(test_tier(), GetParam(), prism::Transform::C2C);
    }
    CaseRunner* runner_ = nullptr;
};

TEST_P(Property, Linearity) {
    for (const CaseConfig& c : configs()) {
        const auto x = random_input(c, 11), y = random_input(c, 12);
        std::vector<cld> z(x.size());
        for (std::size_t i = 0; i < x.size(); ++i) z[i] = k_a * x[i] + k_b * y[i];
        z = complex_round_to(c.precision, z);
        const std::string what =
            describe(c, Direction::forward, 11, "linearity: F(a x + b y) vs a F(x) + b F(y), y seed 12");
        const auto fx = run(*runner_, c, Direction::forward, x, what);
        const auto fy = run(*runner_, c, Direction::forward, y, what);
        const auto fz = run(*runner_, c, Direction::forward, z, what);
        if (!fx || !fy || !fz) continue;
        std::vector<cld> want(x.size());
        for (std::size_t i = 0; i < x.size(); ++i) want[i] = k_a * (*fx)[i] + k_b * (*fy)[i];
        const double err = complex_error(*fz, want);
        EXPECT_LE(err, bound(c)) << what;
    }
}

// An impulse at a different position p_b in each batch transforms to the phase ramp of p_b: also
// catches batches that leak into one another.
TEST_P(Property, ImpulseResponse) {
    for (const CaseConfig& c : configs()) {
        const std::int64_t n = c.transform_size();
        for (Direction d : {Direction::forward, Direction::inverse}) {
            std::vector<cld> x(static_cast<std::size_t>(n * c.batch), 0), want(x.size());
            for (std::int64_t b = 0; b < c.batch; ++b) {
                const std::int64_t at = (b * 7919 + 3) % n;
                x[static_cast<std::size_t>(b * n + at)] = 1;
                for (std::int64_t k = 0; k < n; ++k)
                    want[static_cast<std::size_t>(b * n + k)] = phase(
                        digits(at, c.shape), digits(k, c.shape), c.shape, d == Direction::forward ? -1 : 1);
            }
            const std::string what = token(Case{c, d, Input{Input::Kind::impulse, 0, 3}}) +
                                     " (impulse response; batch b has its impulse at (b * 7919 + 3) mod N)";
            const auto got = run(*runner_, c, d, x, what);
            if (got) {
                EXPECT_LE(complex_error(*got, want), bound(c)) << what;
            }
        }
    }
}

// Shifting x cyclically by s along every axis multiplies its transform by e^{-2 pi i s.k / n}.
TEST_P(Property, TimeShiftIsPhaseRamp) {
    for (const CaseConfig& c : configs()) {
        const std::int64_t n = c.transform_size();
        std::vector<std::int64_t> s(c.shape.size());
        for (std::size_t a = 0; a < s.size(); ++a) s[a] = (3 * static_cast<std::int64_t>(a) + 1) % c.shape[a];
        const auto x = random_input(c, 21);
        std::vector<cld> shifted(x.size());
        for (std::int64_t b = 0; b < c.batch; ++b)
            for (std::int64_t e = 0; e < n; ++e) {
                auto d = digits(e, c.shape);
                for (std::size_t a = 0; a < d.size(); ++a) d[a] = (d[a] + s[a]) % c.shape[a];
                shifted[static_cast<std::size_t>(b * n + flatten(d, c.shape))] =
                    x[static_cast<std::size_t>(b * n + e)];
            }
        std::ostringstream shift;
        for (auto v : s) shift << (shift.tellp() > 0 ? "," : "") << v;
        const std::string what = describe(c, Direction::forward, 21, "time shift by " + shift.str());
        const auto fx = run(*runner_, c, Direction::forward, x, what);
        const auto fs = run(*runner_, c, Direction::forward, shifted, what);
        if (!fx || !fs) continue;
        std::vector<cld> want(x.size());
        for (std::int64_t b = 0; b < c.batch; ++b)
            for (std::int64_t k = 0; k < n; ++k) {
                const auto i = static_cast<std::size_t>(b * n + k);
                want[i] = (*fx)[i] * phase(s, digits(k, c.shape), c.shape, -1);
            }
        EXPECT_LE(complex_error(*fs, want), bound(c)) << what;
    }
}

long double energy(const std::vector<cld>& v, std::size_t begin, std::size_t end) {
    long double sum = 0;
    for (std::size_t i = begin; i < end; ++i) sum += std::norm(v[i]);
    return sum;
}

// sum |X|^2 = N sum |x|^2 for each batch. An L2 error d moves the energy by up to 2d + d^2, hence
// twice the bound.
TEST_P(Property, Parseval) {
    for (const CaseConfig& c : configs()) {
        const auto n = static_cast<std::size_t>(c.transform_size());
        const auto x = random_input(c, 31);
        const std::string what = describe(c, Direction::forward, 31, "Parseval");
        const auto fx = run(*runner_, c, Direction::forward, x, what);
        if (!fx) continue;
        for (std::size_t b = 0; b < static_cast<std::size_t>(c.batch); ++b) {
            const long double in = energy(x, b * n, (b + 1) * n) * static_cast<long double>(n);
            const long double out = energy(*fx, b * n, (b + 1) * n);
            EXPECT_LE(static_cast<double>(std::abs(out - in) / in), 2 * bound(c)) << what << " batch " << b;
        }
    }
}

TEST_P(Property, ForwardThenInverseIsNTimesIdentity) {
    for (const CaseConfig& c : configs()) {
        const auto x = random_input(c, 41);
        const std::string what =
            describe(c, Direction::forward, 41, "then inverse of the result: N x expected");
        const auto fx = run(*runner_, c, Direction::forward, x, what);
        if (!fx) continue;
        const auto back = run(*runner_, c, Direction::inverse, *fx, what);
        if (!back) continue;
        std::vector<cld> want(x.size());
        const auto n = static_cast<long double>(c.transform_size());
        for (std::size_t i = 0; i < x.size(); ++i) want[i] = x[i] * n;
        EXPECT_LE(complex_error(*back, want), bound(c)) << what;
    }
}

INSTANTIATE_TEST_SUITE_P(Precision, Property, ::testing::Values(Precision::F32, Precision::F64),
                         [](const auto& info) { return info.param == Precision::F32 ? "F32" : "F64"; });

}  // namespace
