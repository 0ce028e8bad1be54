// Running one `prism demo` case: prism's forward transform against FFTW in long double.
#pragma once

#include <cstdint>
#include <limits>
#include <string>

#include "demo_cases.hpp"
#include "prism/prism.hpp"

namespace prism::cli {

enum class Outcome { ok, fail, skip };

struct DemoResult {
    Outcome outcome = Outcome::fail;
    double time_ms = std::numeric_limits<double>::quiet_NaN();  // median wall time of execute + synchronize
    double relative_error = std::numeric_limits<double>::quiet_NaN();
    double bound = std::numeric_limits<double>::quiet_NaN();
    std::string reason;  // why it was skipped or failed, if not for its error
};

inline constexpr int k_demo_timed_runs = 5;  // after one warm-up run

// Plans, runs and checks one case on the context's device. A size or capability prism does not
// support yet is a skip, not a failure; any other library error is a failure with its reason.
DemoResult run_demo_case(const Context& context, const DemoCase& demo_case, std::uint64_t seed);

}  // namespace prism::cli
