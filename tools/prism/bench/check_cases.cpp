#include "bench/check_cases.hpp"

#include <algorithm>
#include <stdexcept>

#include "common/case_layout.hpp"
#include "exit_codes.hpp"

namespace prism::cli::bench {
namespace {

CheckCase limited(cases::Case c, const CheckLimits& limits, bool shrink_batch) {
    if (limits.precision) c.config.precision = *limits.precision;
    CheckCase checked;
    // The values one transform holds (for R2R not FFTW's logical size, up to 2^rank times larger).
    const std::int64_t n = cases::element_count(c.config.shape);
    if (n > limits.max_elements) {
        checked.skip_reason = "a transform of " + std::to_string(n) + " values exceeds --max-elements " +
                              std::to_string(limits.max_elements) +
                              " (the long double reference would be slow)";
    } else if (shrink_batch) {
        c.config.batch =
            std::clamp<std::int64_t>(std::min(c.config.batch, limits.max_elements / n), 1, limits.max_batch);
    }
    checked.accuracy_case = std::move(c);
    return checked;
}

// A set line as an accuracy case, planned as `prism bench` plans it (BenchCase::config), so the plan
// checked is the plan timed: C2C and R2R in place, R2C out of place (its destroy_input only lets the
// C2R overwrite its input; the forward checked here reads the reals).
cases::Case from_bench_case(const BenchCase& b, std::uint64_t seed) {
    const Config plan = b.config();
    cases::Case c;
    c.config.transform = plan.transform;
    c.config.kinds = plan.r2r_kinds;
    c.config.precision = plan.precision;
    c.config.shape = plan.shape;
    c.config.batch = plan.batch;
    c.config.destroy_input = plan.destroy_input;
    if (plan.transform == Transform::R2C) c.config.placement = cases::Placement::out_of_place;
    c.direction = Direction::forward;
    c.input.kind = cases::Input::Kind::random;
    c.input.seed = seed;
    return c;
}

// A set line's check, every kind alike: its batch cut to the limits, or skipped past max_elements.
CheckCase check_of(const BenchCase& b, std::uint64_t seed, const CheckLimits& limits) {
    return limited(from_bench_case(b, seed), limits, true);
}

}  // namespace

std::vector<CheckCase> check_cases_from_set(const std::vector<BenchCase>& set, const CheckLimits& limits) {
    std::vector<CheckCase> checks;
    for (std::size_t i = 0; i < set.size(); ++i) checks.push_back(check_of(set[i], i + 1, limits));
    return checks;
}

CheckCase check_case_from_text(const std::string& text, const CheckLimits& limits) {
    std::string token_problem;
    try {
        // A token names its batch on purpose (a failing test case is reproduced as it was).
        return limited(cases::parse_token(text), limits, false);
    } catch (const std::invalid_argument& e) {
        token_problem = e.what();
    }
    try {
        return check_of(parse_bench_case(text), 1, limits);
    } catch (const UsageError& e) {
        throw UsageError("--case \"" + text + "\" is neither a test token (" + token_problem +
                         ") nor a size-set line (" + e.what() + ")");
    }
}

}  // namespace prism::cli::bench
