// Reference-free properties of the real transforms, on prism's own outputs: C2R after R2C is
// N * identity, each R2R kind's inverse after it is (logical N) * identity, linearity, the exact
// zeros a real input's spectrum has, and out-of-place C2R leaving its input alone.
#include <gtest/gtest.h>

#include <cstring>
#include <ostream>

#include "common/real_reference.hpp"
#include "support/case_matrix.hpp"
#include "support/case_runner.hpp"

namespace prism {
void PrintTo(Precision p, std::ostream* os) { *os << (p == Precision::F64 ? "f64" : "f32"); }
}  // namespace prism

namespace {

using namespace prism::test;
using prism::Direction;
using prism::Precision;
using prism::Transform;
using prism::cases::Scalars;

constexpr double k_c = prism::reference::k_suite_bound_factor;

// Real coefficients: C2R reads only the real parts of bin 0 and n/2, so it is linear over the reals.
constexpr long double k_a = 0.625L;
constexpr long double k_b = -0.8125L;

double bound(const CaseConfig& c) { return prism::reference::error_bound(k_c, c.fp64(), c.transform_size()); }

std::string describe(const CaseConfig& c, Direction d, const std::string& what) {
    return prism::cases::token(Case{c, d, Input{}}) + " (" + what + ")";
}

// The logical input of a run with a random input of this seed (Hermitian data for C2R).
Scalars random_input(const CaseConfig& c, Direction d, std::uint64_t seed) {
    return prism::cases::case_input(Case{c, d, Input{Input::Kind::random, seed, 0}});
}

std::optional<prism::cases::Execution> run(CaseRunner& runner, const CaseConfig& c, Direction d,
                                           const Scalars& x, const std::string& what) {
    try {
        auto e = runner.transform(c, d, x);
        if (!e.memory_violation.empty()) {
            ADD_FAILURE() << what << "\n  " << e.memory_violation;
            return std::nullopt;
        }
        return e;
    } catch (const prism::Error& e) {
        ADD_FAILURE() << what << "\n  prism threw " << prism::cases::describe_error(e);
        return std::nullopt;
    }
}

// The factor a forward-then-inverse round trip applies: N times both norm scales, or 1 for
// R2R's orthonormal transforms.
long double round_trip_scale(const CaseConfig& c) {
    if (!c.r2c() && c.norm == prism::Norm::ortho) return 1;
    return static_cast<long double>(c.transform_size()) * prism::cases::norm_scale(c, Direction::forward) *
           prism::cases::norm_scale(c, Direction::inverse);
}

class RealProperty : public ::testing::TestWithParam<std::tuple<Precision, Transform>> {
protected:
    void SetUp() override {
        runner_ = test_runner();
        ASSERT_NE(runner_, nullptr) << context_failure();
        if (precision() == Precision::F64 && !runner_->context().device().fp64)
            GTEST_SKIP() << "the device has no fp64";
    }
    Precision precision() const { return std::get<0>(GetParam()); }
    Transform transform() const { return std::get<1>(GetParam()); }
    std::vector<CaseConfig> configs() const {
        return property_configs(test_tier(), precision(), transform());
    }
    CaseRunner* runner_ = nullptr;
};

// R2C: C2R(R2C(x)) = N x. R2R: the inverse kinds after the kinds = (product of logical sizes) x.
TEST_P(RealProperty, ForwardThenInverseIsNTimesIdentity) {
    for (const CaseConfig& c : configs()) {
        const auto x = random_input(c, Direction::forward, 41);
        const std::string what = describe(c, Direction::forward, "then inverse of the result, seed 41");
        const auto fx = run(*runner_, c, Direction::forward, x, what);
        if (!fx) continue;
        const auto back = run(*runner_, c, Direction::inverse, fx->output, what);
        if (!back) continue;
        Scalars want(x.size());
        const long double scale = round_trip_scale(c);
        for (std::size_t i = 0; i < x.size(); ++i) want[i] = x[i] * scale;
        EXPECT_LE(prism::cases::relative_error(back->output, want), bound(c)) << what;
    }
}

// T(a x + b y) = a T(x) + b T(y) in both directions (for C2R on Hermitian x and y).
TEST_P(RealProperty, Linearity) {
    for (const CaseConfig& c : configs())
        for (Direction d : {Direction::forward, Direction::inverse}) {
            const auto x = random_input(c, d, 11), y = random_input(c, d, 12);
            Scalars z(x.size());
            for (std::size_t i = 0; i < x.size(); ++i) z[i] = k_a * x[i] + k_b * y[i];
            z = prism::cases::round_to(c.precision, z);
            const std::string what =
                describe(c, d, "linearity: T(a x + b y) vs a T(x) + b T(y), seeds 11, 12");
            const auto tx = run(*runner_, c, d, x, what), ty = run(*runner_, c, d, y, what);
            const auto tz = run(*runner_, c, d, z, what);
            if (!tx || !ty || !tz) continue;
            Scalars want(tx->output.size());
            for (std::size_t i = 0; i < want.size(); ++i) want[i] = k_a * tx->output[i] + k_b * ty->output[i];
            EXPECT_LE(prism::cases::relative_error(tz->output, want), bound(c)) << what;
        }
}

// The R2C-only properties.
class RealR2cProperty : public ::testing::TestWithParam<Precision> {
protected:
    void SetUp() override {
        runner_ = test_runner();
        ASSERT_NE(runner_, nullptr) << context_failure();
        if (GetParam() == Precision::F64 && !runner_->context().device().fp64)
            GTEST_SKIP() << "the device has no fp64";
    }
    CaseRunner* runner_ = nullptr;
};

// The spectrum of real data is real at bin 0 and, for even n, at bin n/2: prism must write exact
// zeros there, as FFTW and numpy do. (On more than one axis those bins are complex in general: only
// the corners of the spectrum are real, so this holds the 1-D configs to it.)
TEST_P(RealR2cProperty, ImaginaryPartsAtBinZeroAndNyquistAreExactlyZero) {
    int checked = 0;
    for (const CaseConfig& c : property_configs(test_tier(), GetParam(), Transform::R2C)) {
        if (c.shape.size() != 1) continue;
        const std::int64_t n = c.shape[0], m = prism::reference::half_length(n);
        const std::string what =
            describe(c, Direction::forward, "imaginary parts of bins 0 and n/2, seed 51");
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
        c.placement = prism::cases::Placement::out_of_place;
        c.real_padded = false;
        c.in = c.out = {};
        for (bool destroy : {false, true}) {
            if (destroy && !(c.r2c() && c.shape.size() > 1)) continue;
            c.destroy_input = destroy;
            const std::string what =
                describe(c, Direction::inverse, "input buffer after an out-of-place inverse");
            const auto x = random_input(c, Direction::inverse, 61);
            const auto e = run(*runner_, c, Direction::inverse, x, what);
            if (!e) continue;
            ++checked;
            if (!destroy) {
                EXPECT_FALSE(e->input_changed) << what;
            }
            // With destroy_input the input may change, but the result may not.
            const auto want = prism::cases::expected_output(c, Direction::inverse, x);
            EXPECT_LE(prism::cases::relative_error(e->output, want), bound(c)) << what;
        }
    }
    EXPECT_GT(checked, 0);
}

INSTANTIATE_TEST_SUITE_P(Precision, RealR2cProperty, ::testing::Values(Precision::F32, Precision::F64),
                         [](const auto& info) { return info.param == Precision::F32 ? "F32" : "F64"; });

INSTANTIATE_TEST_SUITE_P(Real, RealProperty,
                         ::testing::Combine(::testing::Values(Precision::F32, Precision::F64),
                                            ::testing::Values(Transform::R2C, Transform::R2R)),
                         [](const auto& info) {
                             return std::string(std::get<0>(info.param) == Precision::F32 ? "F32" : "F64") +
                                    (std::get<1>(info.param) == Transform::R2C ? "R2C" : "R2R");
                         });

}  // namespace
