// Reference-free properties of prism's transforms, checked on its own outputs; they catch what a
// wrong reference could hide, and need no FFTW. Every transform: forward then inverse is N times
// the identity (for R2R N is the product of FFTW's logical sizes) and linearity. C2C: impulse
// response, time shift <-> phase ramp, Parseval. R2C: the exact zeros a real input's spectrum has.
// Real transforms: out of place, the input is left alone.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <ostream>
#include <sstream>

#include "common/real_reference.hpp"
#include "support/case_matrix.hpp"
#include "support/case_runner.hpp"

// Names the parameters in test listings ("f32", "r2c") instead of gtest's byte dump.
namespace prism {
void PrintTo(Precision p, std::ostream* os) { *os << (p == Precision::F64 ? "f64" : "f32"); }
void PrintTo(Transform t, std::ostream* os) {
    const char* names[] = {"c2c", "r2c", "r2r"};
    *os << names[static_cast<int>(t)];
}
}  // namespace prism

namespace {

using namespace prism::test;
using prism::Direction;
using prism::Precision;
using prism::Transform;

// The one constant of the bound c * eps * log2(N) for every property here. Comparisons of two
// prism outputs carry both their errors, which c = 4 leaves room for (measured ratios stay < 1).
constexpr double k_c = prism::reference::k_suite_bound_factor;

// The coefficients of the linearity check. Real inputs take real ones (their real parts), and so
// does C2R, which reads only the real parts of bins 0 and n/2 and is linear over the reals only.
const cld k_a{0.625L, -0.375L};
const cld k_b{-0.8125L, 0.25L};

double bound(const CaseConfig& c) { return prism::reference::error_bound(k_c, c.fp64(), c.transform_size()); }

std::string describe(const CaseConfig& c, Direction d, std::uint64_t seed, const std::string& what) {
    return token(Case{c, d, Input{Input::Kind::random, seed, 0}}) + " (" + what + ")";
}

// The logical input of a run with a random input of this seed (Hermitian data for C2R).
Scalars random_input(const CaseConfig& c, Direction d, std::uint64_t seed) {
    return case_input(Case{c, d, Input{Input::Kind::random, seed, 0}});
}

// Runs one transform, failing the test (and returning nothing) if prism throws or strays.
std::optional<Execution> run(CaseRunner& runner, const CaseConfig& c, Direction d, const Scalars& x,
                             const std::string& what) {
    try {
        Execution e = runner.transform(c, d, x);
        if (!e.memory_violation.empty()) {
            ADD_FAILURE() << what << "\n  " << e.memory_violation;
            return std::nullopt;
        }
        return e;
    } catch (const prism::Error& e) {
        ADD_FAILURE() << what << "\n  prism threw " << describe_error(e);
        return std::nullopt;
    }
}

// The property suite's configs of one precision and transform, on the test runner.
class PropertyTest : public ::testing::TestWithParam<std::tuple<Precision, Transform>> {
protected:
    void SetUp() override {
        runner_ = test_runner();
        ASSERT_NE(runner_, nullptr) << context_failure();
        // Visible in the report as skipped; devices with fp64 (PoCL, every CUDA GPU) run these.
        if (precision() == Precision::F64 && !runner_->context().device().fp64)
            GTEST_SKIP() << "the device has no fp64";
    }
    Precision precision() const { return std::get<0>(GetParam()); }
    std::vector<CaseConfig> configs() const {
        return property_configs(test_tier(), precision(), std::get<1>(GetParam()));
    }
    CaseRunner* runner_ = nullptr;
};

std::string param_name(const ::testing::TestParamInfo<PropertyTest::ParamType>& info) {
    const char* transform[] = {"C2C", "R2C", "R2R"};
    return std::string(std::get<0>(info.param) == Precision::F32 ? "F32" : "F64") +
           transform[static_cast<int>(std::get<1>(info.param))];
}

const auto k_precisions = ::testing::Values(Precision::F32, Precision::F64);

// Properties of every transform.
class Property : public PropertyTest {};

// The factor a forward-then-inverse round trip applies: N times both norm scales, or 1 for R2R's
// orthonormal transforms.
long double round_trip_scale(const CaseConfig& c) {
    if (c.transform == Transform::R2R && c.norm == prism::Norm::ortho) return 1;
    return static_cast<long double>(c.transform_size()) * norm_scale(c, Direction::forward) *
           norm_scale(c, Direction::inverse);
}

// C2C: inverse(forward(x)) = N x; R2C: C2R(R2C(x)) = N x; R2R: the inverse kinds after the kinds
// = (product of logical sizes) x.
TEST_P(Property, ForwardThenInverseIsNTimesIdentity) {
    for (const CaseConfig& c : configs()) {
        const auto x = random_input(c, Direction::forward, 41);
        const std::string what =
            describe(c, Direction::forward, 41, "then inverse of the result: N x expected");
        const auto fx = run(*runner_, c, Direction::forward, x, what);
        if (!fx) continue;
        const auto back = run(*runner_, c, Direction::inverse, fx->output, what);
        if (!back) continue;
        Scalars want(x.size());
        const long double scale = round_trip_scale(c);
        for (std::size_t i = 0; i < x.size(); ++i) want[i] = x[i] * scale;
        EXPECT_LE(relative_error(back->output, want), bound(c)) << what;
    }
}

// a x + b y: complex coefficients on (re, im) pairs for C2C, their real parts otherwise.
Scalars combination(const CaseConfig& c, const Scalars& x, const Scalars& y) {
    if (c.c2c()) {
        const auto cx = to_complex(x), cy = to_complex(y);
        std::vector<cld> z(cx.size());
        for (std::size_t i = 0; i < z.size(); ++i) z[i] = k_a * cx[i] + k_b * cy[i];
        return to_scalars(z);
    }
    Scalars z(x.size());
    for (std::size_t i = 0; i < z.size(); ++i) z[i] = k_a.real() * x[i] + k_b.real() * y[i];
    return z;
}

// The directions linearity is checked in. The real transforms' inverses are kernels of their own
// (C2R, the inverse kinds); C2C's inverse is left to ImpulseResponse and the round trip, which
// already run it, to keep the suite's CI time (both directions cost 0.2 s more on PoCL).
std::vector<Direction> linearity_directions(const CaseConfig& c) {
    if (c.c2c()) return {Direction::forward};
    return {Direction::forward, Direction::inverse};
}

// T(a x + b y) = a T(x) + b T(y) (for C2R on Hermitian x and y).
TEST_P(Property, Linearity) {
    for (const CaseConfig& c : configs())
        for (Direction d : linearity_directions(c)) {
            const auto x = random_input(c, d, 11), y = random_input(c, d, 12);
            const Scalars z = round_to(c.precision, combination(c, x, y));
            const std::string what =
                describe(c, d, 11, "linearity: T(a x + b y) vs a T(x) + b T(y), y seed 12");
            const auto tx = run(*runner_, c, d, x, what), ty = run(*runner_, c, d, y, what);
            const auto tz = run(*runner_, c, d, z, what);
            if (!tx || !ty || !tz) continue;
            const Scalars want = combination(c, tx->output, ty->output);
            EXPECT_LE(relative_error(tz->output, want), bound(c)) << what;
        }
}

INSTANTIATE_TEST_SUITE_P(Transforms, Property,
                         ::testing::Combine(k_precisions, ::testing::Values(Transform::C2C, Transform::R2C,
                                                                            Transform::R2R)),
                         param_name);

// Properties of the complex DFT, on complex values.
class DftProperty : public PropertyTest {
protected:
    // One transform of complex values; nothing when it failed (run() reports why).
    std::optional<std::vector<cld>> transform(const CaseConfig& c, Direction d, const std::vector<cld>& x,
                                              const std::string& what) {
        const auto e = run(*runner_, c, d, to_scalars(x), what);
        if (!e) return std::nullopt;
        return to_complex(e->output);
    }
    static std::vector<cld> random_complex(const CaseConfig& c, std::uint64_t seed) {
        return to_complex(random_input(c, Direction::forward, seed));
    }
};

double complex_error(const std::vector<cld>& got, const std::vector<cld>& want) {
    return relative_error(to_scalars(got), to_scalars(want));
}

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
cld phase(const std::vector<std::int64_t>& p, const std::vector<std::int64_t>& k,
          const std::vector<std::int64_t>& shape, int sign) {
    long double turns = 0;
    for (std::size_t a = 0; a < shape.size(); ++a)
        turns += static_cast<long double>((p[a] * k[a]) % shape[a]) / static_cast<long double>(shape[a]);
    const long double angle = 2 * std::numbers::pi_v<long double> * turns;
    return {std::cos(angle), sign * std::sin(angle)};
}

// An impulse at a different position p_b in each batch transforms to the phase ramp of p_b: also
// catches batches that leak into one another.
TEST_P(DftProperty, ImpulseResponse) {
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
            const auto got = transform(c, d, x, what);
            if (got) {
                EXPECT_LE(complex_error(*got, want), bound(c)) << what;
            }
        }
    }
}

// x shifted cyclically by s along every axis.
std::vector<cld> shifted(const CaseConfig& c, const std::vector<cld>& x, const std::vector<std::int64_t>& s) {
    const std::int64_t n = c.transform_size();
    std::vector<cld> y(x.size());
    for (std::int64_t b = 0; b < c.batch; ++b)
        for (std::int64_t e = 0; e < n; ++e) {
            auto d = digits(e, c.shape);
            for (std::size_t a = 0; a < d.size(); ++a) d[a] = (d[a] + s[a]) % c.shape[a];
            y[static_cast<std::size_t>(b * n + flatten(d, c.shape))] = x[static_cast<std::size_t>(b * n + e)];
        }
    return y;
}

// Shifting x cyclically by s along every axis multiplies its transform by e^{-2 pi i s.k / n}.
TEST_P(DftProperty, TimeShiftIsPhaseRamp) {
    for (const CaseConfig& c : configs()) {
        const std::int64_t n = c.transform_size();
        std::vector<std::int64_t> s(c.shape.size());
        for (std::size_t a = 0; a < s.size(); ++a) s[a] = (3 * static_cast<std::int64_t>(a) + 1) % c.shape[a];
        const auto x = random_complex(c, 21);
        std::ostringstream shift;
        for (auto v : s) shift << (shift.tellp() > 0 ? "," : "") << v;
        const std::string what = describe(c, Direction::forward, 21, "time shift by " + shift.str());
        const auto fx = transform(c, Direction::forward, x, what);
        const auto fs = transform(c, Direction::forward, shifted(c, x, s), what);
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
TEST_P(DftProperty, Parseval) {
    for (const CaseConfig& c : configs()) {
        const auto n = static_cast<std::size_t>(c.transform_size());
        const auto x = random_complex(c, 31);
        const std::string what = describe(c, Direction::forward, 31, "Parseval");
        const auto fx = transform(c, Direction::forward, x, what);
        if (!fx) continue;
        for (std::size_t b = 0; b < static_cast<std::size_t>(c.batch); ++b) {
            const long double in = energy(x, b * n, (b + 1) * n) * static_cast<long double>(n);
            const long double out = energy(*fx, b * n, (b + 1) * n);
            EXPECT_LE(static_cast<double>(std::abs(out - in) / in), 2 * bound(c)) << what << " batch " << b;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Precision, DftProperty,
                         ::testing::Combine(k_precisions, ::testing::Values(Transform::C2C)), param_name);

// Properties of the real transforms' outputs and buffers.
class RealProperty : public PropertyTest {};
class R2cProperty : public PropertyTest {};

// The spectrum of real data is real at bin 0 and, for even n, at bin n/2: prism must write exact
// zeros there, as FFTW and numpy do. (On more than one axis those bins are complex in general: only
// the corners of the spectrum are real, so this holds the 1-D configs to it.)
TEST_P(R2cProperty, ImaginaryPartsAtBinZeroAndNyquistAreExactlyZero) {
    int checked = 0;
    for (const CaseConfig& c : configs()) {
        if (c.shape.size() != 1) continue;
        const std::int64_t n = c.shape[0], m = prism::reference::half_length(n);
        const std::string what = describe(c, Direction::forward, 51, "imaginary parts of bins 0 and n/2");
        const auto fx = run(*runner_, c, Direction::forward, random_input(c, Direction::forward, 51), what);
        if (!fx) continue;
        ++checked;
        for (std::int64_t b = 0; b < c.batch; ++b) {
            const auto imag = [&](std::int64_t k) {
                return fx->output[static_cast<std::size_t>(2 * (b * m + k) + 1)];
            };
            EXPECT_EQ(imag(0), 0.0L) << what << " batch " << b << " bin 0";
            if (n % 2 == 0) {
                EXPECT_EQ(imag(n / 2), 0.0L) << what << " batch " << b << " bin " << n / 2;
            }
        }
    }
    EXPECT_GT(checked, 0) << "no 1-D R2C config ran";
}

// Out of place, C2R (and every other real transform) leaves its input buffer byte for byte as it
// was, unless destroy_input allows a multi-axis C2R to work in it.
TEST_P(RealProperty, OutOfPlaceLeavesItsInputUntouched) {
    int checked = 0;
    for (CaseConfig c : configs()) {
        c.placement = Placement::out_of_place;
        c.real_padded = false;
        c.in = c.out = {};
        for (bool destroy : {false, true}) {
            if (destroy && !(c.r2c() && c.shape.size() > 1)) continue;
            c.destroy_input = destroy;
            const std::string what =
                describe(c, Direction::inverse, 61, "input buffer after an out-of-place inverse");
            const auto x = random_input(c, Direction::inverse, 61);
            const auto e = run(*runner_, c, Direction::inverse, x, what);
            if (!e) continue;
            ++checked;
            if (!destroy) {
                EXPECT_FALSE(e->input_changed) << what;
            }
            // With destroy_input the input may change, but the result may not.
            EXPECT_LE(relative_error(e->output, expected_output(c, Direction::inverse, x)), bound(c)) << what;
        }
    }
    EXPECT_GT(checked, 0);
}

INSTANTIATE_TEST_SUITE_P(Precision, R2cProperty,
                         ::testing::Combine(k_precisions, ::testing::Values(Transform::R2C)), param_name);
INSTANTIATE_TEST_SUITE_P(Real, RealProperty,
                         ::testing::Combine(k_precisions, ::testing::Values(Transform::R2C, Transform::R2R)),
                         param_name);

}  // namespace
