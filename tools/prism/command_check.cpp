// `prism check`: the precision suite. Each case of a size set (or a case token from a failing test)
// against FFTW in long double, held to the bound the test suites use; exit status 1 on a failure.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>

#include "bench/check_cases.hpp"
#include "bench/check_report.hpp"
#include "bench/size_set.hpp"
#include "commands.hpp"
#include "common/case_runner.hpp"
#include "common/reference.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "output_file.hpp"

namespace prism::cli {
namespace {

using namespace bench;

struct CheckOptions {
    DeviceOptions device;
    std::string set;
    std::vector<std::string> cases;
    std::string precision;  // "" keeps each case's own
    int sample = 1;
    std::int64_t max_batch = 4;
    std::int64_t max_elements = 1 << 22;
    std::string json;
};

std::vector<CheckCase> chosen_cases(const CheckOptions& o) {
    if (o.set.empty() == o.cases.empty()) throw UsageError("give either --set NAME or --case TOKEN");
    CheckLimits limits;
    limits.max_batch = o.max_batch;
    limits.max_elements = o.max_elements;
    if (!o.precision.empty()) limits.precision = o.precision == "f64" ? Precision::F64 : Precision::F32;
    if (!o.set.empty()) return check_cases_from_set(every_kth(load_size_set(o.set).cases, o.sample), limits);
    std::vector<CheckCase> checks;
    for (const auto& text : o.cases) checks.push_back(check_case_from_text(text, limits));
    return checks;
}

CheckRow run_check_case(cases::CaseRunner& runner, const CheckCase& check) {
    CheckRow row;
    if (!check.skip_reason.empty()) {
        row.result = "skipped";
        row.note = check.skip_reason;
        row.accuracy.token = cases::token(check.accuracy_case);
        return row;
    }
    row.accuracy = cases::run_accuracy_case(runner, check.accuracy_case, reference::k_suite_bound_factor);
    const bool refused_size = row.accuracy.status == Status::unsupported_size;
    row.result = refused_size ? "unsupported" : row.accuracy.passed ? "pass" : "fail";
    return row;
}

int run_check(const CheckOptions& o) {
    const auto checks = chosen_cases(o);
    if (!o.json.empty()) check_destination(o.json);
    const Context context = Context::create(context_options(o.device));
    cases::CaseRunner runner(context);
    print_check_header(context.device(), reference::k_suite_bound_factor);
    std::vector<CheckRow> rows;
    for (const auto& check : checks) {
        rows.push_back(run_check_case(runner, check));
        print_check_row(rows.back());
    }
    print_check_summary(rows);
    if (!o.json.empty())
        write_check_json(o.json, context.device(), describe_environment(), reference::k_suite_bound_factor,
                         rows);
    for (const auto& row : rows)
        if (row.result == "fail") return k_exit_check_failed;
    return k_exit_success;
}

}  // namespace

Command add_check_command(CLI::App& prism) {
    auto* command = prism.add_subcommand(
        "check",
        "Precision suite: each case against FFTW in long double, held to the test suites' error bound");
    auto o = std::make_shared<CheckOptions>();
    add_device_options(*command, o->device);
    command->add_option("--set", o->set,
                        "Size set: a name in bench/sets or a file (batches are cut to --max-batch)");
    command->add_option("--case", o->cases,
                        "A case token as the tests print it (c2c, r2c or r2r), or a size-set line (repeatable)")
        ->allow_extra_args(false);  // one quoted token per --case
    command->add_option("--precision", o->precision, "Run every case in this precision")
        ->check(CLI::IsMember({"f32", "f64"}));
    command->add_option("--sample", o->sample, "Check every K-th case of the set")
        ->check(CLI::PositiveNumber);
    command->add_option("--max-batch", o->max_batch, "Transforms per set case")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    command
        ->add_option("--max-elements", o->max_elements,
                     "Largest case (values) checked; larger ones are skipped")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    command->add_option("--json", o->json, "Also write the results to this JSON file");
    add_exit_status_help(*command);
    return {command, [o] { return run_check(*o); }};
}

}  // namespace prism::cli
