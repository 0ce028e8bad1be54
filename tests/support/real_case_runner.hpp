// Running real-transform cases through prism's public API: upload a logical input into the case's
// layout (reals, or complexes as re/im pairs), execute, download, check the memory the transform
// must not touch, and compare with FFTW in long double (common/real_reference.hpp).
#pragma once

#include <cstdint>
#include <list>
#include <optional>
#include <string>
#include <vector>

#include "common/case_runner.hpp"
#include "common/case_token.hpp"
#include "common/real_reference.hpp"

namespace prism::cases {

// Logical values as scalars: reals as they are, complexes as (re, im) pairs, batch-major then
// row-major over the side's shape (the real shape, or half_shape for the complex side).
using Scalars = std::vector<long double>;

// Where each logical scalar of one side lives in a buffer of T scalars, and how many it spans.
struct SideLayout {
    std::vector<std::int64_t> offsets;
    std::int64_t span = 0;
};

// The real side laid out as `layout` (reals); an empty layout of an R2C case with real_padded pads
// each row to 2(n/2 + 1) reals.
SideLayout real_side(const CaseConfig& c, const Layout& layout);
// The complex side of an R2C case, laid out as c.out (complexes).
SideLayout complex_side(const CaseConfig& c);
// The sides a run reads and writes: R2C forward reads the real side (in) and writes the complex
// one (out), inverse the other way round; R2R reads in and writes out in both directions.
SideLayout input_side(const CaseConfig& c, Direction d);
SideLayout output_side(const CaseConfig& c, Direction d);

struct RealExecution {
    Scalars output;  // exact conversions of the device's values
    // Non-empty when the transform touched memory it must not: a gap between elements, the guard
    // after a layout's span, or an out-of-place input (C2R with destroy_input may change it).
    std::string memory_violation;
    bool input_changed = false;  // out of place: the input buffer no longer holds what was uploaded
};

// Keeps the plans of the most recent configs, like CaseRunner.
class RealCaseRunner {
public:
    explicit RealCaseRunner(const Context& context) : context_(context) {}

    const Context& context() const { return context_; }
    const Plan& plan_for(const CaseConfig& config);
    RealExecution transform(const CaseConfig& config, Direction direction, const Scalars& input);

private:
    struct Entry {
        std::string key;
        std::optional<Plan> plan;
        std::optional<Error> error;
    };
    static constexpr std::size_t k_plans_kept = 8;
    const Context& context_;
    std::list<Entry> plans_;
};

// The logical input a case describes, rounded to the case's precision.
Scalars real_case_input(const Case& c);
Scalars round_scalars(Precision precision, Scalars values);
// The factor the norm applies in this direction on top of FFTW's unnormalized transform (R2C; for
// R2R ortho is not a single factor, see expected_real_output).
long double real_norm_scale(const CaseConfig& config, Direction direction);
// What prism should return: FFTW long double (r2c, numpy-style c2r, r2r of the kinds or their
// inverses), scaled by the norm (scipy's orthonormal transforms for R2R ortho).
Scalars expected_real_output(const CaseConfig& config, Direction direction, const Scalars& input);
// Relative L2 error over the scalars (for complexes the same as over the complex values).
double scalar_relative_error(const Scalars& got, const Scalars& want);

std::vector<cld> to_complex(const Scalars& pairs);
Scalars to_scalars(const std::vector<cld>& values);

// Runs the case and holds its error to c * eps * log2(N), N = config.transform_size().
AccuracyResult run_real_accuracy_case(RealCaseRunner& runner, const Case& c, double c_bound);

}  // namespace prism::cases
