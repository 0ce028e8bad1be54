// Running cases through prism's public API: upload a logical input into the case's layout, execute,
// download, and compare with FFTW in long double over the transformed axes of each batch.
#pragma once

#include <cstdint>
#include <list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/case_token.hpp"
#include "common/reference.hpp"

namespace prism::cases {

using reference::cld;

// One transform's result on the logical array.
struct Execution {
    std::vector<cld> output;  // exact conversions of the device's T values
    // Non-empty when the transform touched memory it must not: an out-of-place input, a gap between
    // output elements, or the guard elements after the layout's span.
    std::string memory_violation;
};

// Keeps the plans of the most recent configs, so cases that differ only in direction or input
// reuse one compiled plan (PoCL compiles each new kernel in 0.1-1 s).
class CaseRunner {
public:
    explicit CaseRunner(const Context& context) : context_(context) {}

    const Context& context() const { return context_; }
    // The config's plan, planned on first use; throws what Context::plan throws (a refusal is
    // remembered too, so a config that fails to compile is not recompiled for each of its cases).
    const Plan& plan_for(const CaseConfig& config);
    // Transforms `input` (logical, batch * N values; rounded to the precision on upload).
    Execution transform(const CaseConfig& config, Direction direction, const std::vector<cld>& input);

private:
    struct Entry {
        std::string key;  // config_token
        std::optional<Plan> plan;
        std::optional<Error> error;
    };
    static constexpr std::size_t k_plans_kept = 8;
    const Context& context_;
    std::list<Entry> plans_;  // most recently used first
};

// The logical input a case describes, already rounded to the case's precision.
std::vector<cld> case_input(const Case& c);
// Values as the device stores them: rounded to float or double, back in long double.
std::vector<cld> round_to(Precision precision, std::vector<cld> values);
// The factor prism applies for the norm setting and direction (1, 1/N or 1/sqrt(N)).
long double norm_scale(const CaseConfig& config, Direction direction);
// What prism should return for the input: FFTW long double over the shape axes, scaled by the norm.
std::vector<cld> expected_output(const CaseConfig& config, Direction direction,
                                 const std::vector<cld>& input);
// ||got - want|| / ||want|| at the case's precision, with reference::relative_l2_error.
double relative_error(Precision precision, const std::vector<cld>& got, const std::vector<cld>& want);

// The outcome of an accuracy case.
struct AccuracyResult {
    std::string token;
    bool passed = false;
    std::optional<Status> status;  // set when prism threw
    double error = 0;              // relative L2 error
    double ratio = 0;              // error / (eps * log2 N): the constant the case achieved
    double bound = 0;              // c * eps * log2 N
    std::string message;           // why it failed, for people; empty when passed
};

// Runs the case and holds its error to c * eps * log2(N). A device without fp64 passes an fp64
// case only by refusing it with unsupported_device.
AccuracyResult run_accuracy_case(CaseRunner& runner, const Case& c, double c_bound);

// "status_name: message", the message cut to a readable length (compile logs can be long).
std::string describe_error(const Error& e);

}  // namespace prism::cases
