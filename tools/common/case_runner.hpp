// Running cases through prism's public API: upload a logical input into the case's layout, execute,
// download, check the memory the transform must not touch, and compare with FFTW in long double
// (common/case_values.hpp). One runner serves every transform the case token names.
#pragma once

#include <cstdint>
#include <list>
#include <optional>
#include <string>
#include <vector>

#include "common/case_token.hpp"
#include "common/case_values.hpp"

namespace prism::cases {

// One transform's result on the logical array of the side it writes.
struct Execution {
    Scalars output;  // exact conversions of the device's values
    // Non-empty when the transform touched memory it must not: a gap between elements, the guard
    // after a layout's span, or an out-of-place input (only C2R with destroy_input may change it).
    std::string memory_violation;
    bool input_changed = false;  // out of place: the input buffer no longer holds what was uploaded
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
    // Transforms `input` (the logical values of the side the direction reads; rounded to the
    // precision on upload).
    Execution transform(const CaseConfig& config, Direction direction, const Scalars& input);

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

// Runs the case and holds its error to c * eps * log2(N), N = config.transform_size(). A device
// without fp64 passes an fp64 case only by refusing it with unsupported_device.
AccuracyResult run_accuracy_case(CaseRunner& runner, const Case& c, double c_bound);

// "status_name: message", the message cut to a readable length (compile logs can be long).
std::string describe_error(const Error& e);

}  // namespace prism::cases
