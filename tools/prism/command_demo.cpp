// `prism demo`: a first look for a new user. Runs a handful of transforms on the device, checks
// each against FFTW in long double, and prints how long they took and how accurate they were.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>

#include "accuracy_bound.hpp"
#include "commands.hpp"
#include "demo_cases.hpp"
#include "demo_run.hpp"
#include "demo_table.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "text_format.hpp"

namespace prism::cli {
namespace {

void print_introduction(const Context& context) {
    const DeviceInfo& device = context.device();
    std::printf("prism demo\n");
    std::printf("  backend  %s\n", backend_name(context.backend()));
    std::printf("  device   %d: %s (%s)\n\n", device.index, device.name.c_str(), device.vendor.c_str());
    std::printf("Each transform: random input in [-1, 1], prism forward, compared with FFTW in long double.\n");
    std::printf("  rel. error  ||prism - FFTW||_2 / ||FFTW||_2\n");
    std::printf("  bound       %g * eps * log2(N); eps = 2^-24 (f32) or 2^-53 (f64), N = transform size\n",
                k_error_bound_factor);
    std::printf("  time        wall clock around execute + synchronize, median of %d runs after a warm-up\n\n",
                k_demo_timed_runs);
}

void print_progress(std::size_t index, std::size_t count, const DemoCase& demo_case) {
    std::fprintf(stderr, "[%zu/%zu] %s, batch %lld, %s, %s\n", index + 1, count,
                 shape_text(demo_case.config.shape).c_str(), static_cast<long long>(demo_case.config.batch),
                 demo_case.config.precision == Precision::F64 ? "f64" : "f32", demo_case.layout.c_str());
}

int summarize(const std::vector<DemoResult>& results) {
    int counts[3] = {0, 0, 0};
    for (const auto& result : results) ++counts[static_cast<int>(result.outcome)];
    std::printf("\n%d OK, %d FAIL, %d SKIP\n", counts[static_cast<int>(Outcome::ok)],
                counts[static_cast<int>(Outcome::fail)], counts[static_cast<int>(Outcome::skip)]);
    return counts[static_cast<int>(Outcome::fail)] > 0 ? k_exit_check_failed : k_exit_success;
}

int run_demo(const DeviceOptions& options) {
    const Context context = Context::create(context_options(options));
    print_introduction(context);
    std::fflush(stdout);  // the progress lines on stderr come after the introduction
    const auto cases = demo_cases();
    std::vector<DemoResult> results;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        print_progress(i, cases.size(), cases[i]);
        results.push_back(run_demo_case(context, cases[i], /*seed=*/i + 1));
    }
    std::fprintf(stderr, "\n");
    print_demo_table(cases, results, backend_name(context.backend()));
    return summarize(results);
}

}  // namespace

Command add_demo_command(CLI::App& prism) {
    auto* command = prism.add_subcommand(
        "demo", "Run a few transforms on the device, check them against FFTW in long double, and time them");
    auto options = std::make_shared<DeviceOptions>();
    add_device_options(*command, *options);
    add_exit_status_help(*command);
    return {command, [options] { return run_demo(*options); }};
}

}  // namespace prism::cli
