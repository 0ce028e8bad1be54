// `prism bench`: prism against cuFFT (on CUDA) on a size set or one case, in one process, on the
// same buffers, with the method of DESIGN.md §6; DCT/DST cases against prism's own R2C of the same
// size. Prints a table, writes every figure to JSON.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>

#include "bench/bench_json.hpp"
#include "bench/bench_table.hpp"
#include "bench/case_run.hpp"
#include "bench/progress.hpp"
#include "bench/size_set.hpp"
#include "commands.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "output_file.hpp"

namespace prism::cli {
namespace {

using namespace bench;

struct BenchOptions {
    DeviceOptions device;
    std::string set;
    std::vector<std::string> cases;
    int sample = 1;
    std::string json;
    int repeats = 5;
    double min_loop_ms = 0;  // 0: 20, or 5 with --quick
    bool quick = false;
    int copy_mib = 1024;
    std::int64_t error_max_elements = 0;  // 0: 2^22, or 2^20 with --quick
    bool no_cufft = false;
    bool quiet = false;
    double time_limit_s = 0;
    bool list = false;
};

std::vector<BenchCase> chosen_cases(const BenchOptions& o, RunDescription& run) {
    SizeSet set = chosen_size_set(o.set, o.cases,
                                  "give either --set NAME or --case \"c2c f32 4096 batch=...\" (or r2c, dct2, ...)");
    run.quick = o.quick;
    run.sample = o.sample;
    run.set = set.name;
    run.set_file = set.path;
    return o.set.empty() ? set.cases : every_kth(set.cases, o.sample);
}

BenchSettings settings_from(const BenchOptions& o) {
    BenchSettings s;
    s.backend = backend_from_name(o.device.backend);
    s.device = o.device.device;
    s.timing.repeats = o.repeats;
    s.timing.min_loop_ms = o.min_loop_ms > 0 ? o.min_loop_ms : (o.quick ? 5.0 : 20.0);
    s.error_sequences = o.quick ? 1 : 4;
    s.error_max_elements = o.error_max_elements > 0 ? o.error_max_elements : (o.quick ? 1 << 20 : 1 << 22);
    s.copy_bytes = static_cast<std::size_t>(o.copy_mib) << 20;
    s.cufft = !o.no_cufft;
    return s;
}

// A case that fails in a way CaseRunner does not expect is reported and the run goes on.
CaseResult run_case_reporting(CaseRunner& runner, const BenchCase& c) {
    try {
        return runner.run(c);
    } catch (const std::exception& e) {
        CaseResult r;
        r.bench_case = c;
        r.skipped = true;
        r.skip_reason = std::string("failed: ") + e.what();
        r.prism.message = r.skip_reason;
        return r;
    }
}

std::string title(const BenchSession& session, const RunDescription& run, std::size_t count) {
    const DeviceInfo& d = session.device_info();
    std::string cufft =
        session.cufft() ? "cuFFT " + session.cufft()->version() : "no cuFFT: " + session.cufft_message();
    return "prism bench: " + run.set + " (" + std::to_string(count) + " cases) on " + d.name + " [" +
           backend_name(d.backend) + ", driver " + d.driver_version + ", " + d.compiler_version + "]; " +
           cufft.substr(0, cufft.find('\n'));
}

bool out_of_time(std::chrono::steady_clock::time_point start, double limit_s) {
    return limit_s > 0 &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > limit_s;
}

std::vector<CaseResult> run_cases(BenchSession& session, const std::vector<BenchCase>& cases,
                                  const BenchOptions& o, RunDescription& run) {
    const auto start = std::chrono::steady_clock::now();
    Progress progress(cases.size(), o.quiet);
    CaseRunner runner(session);
    std::vector<CaseResult> results;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        if (out_of_time(start, o.time_limit_s)) {
            run.not_run = static_cast<int>(cases.size() - i);
            break;
        }
        progress.start(i, cases[i].text());
        results.push_back(run_case_reporting(runner, cases[i]));
        print_table_row(results.back());
    }
    progress.finish();
    if (run.not_run)
        std::printf("time limit of %g s reached: the last %d cases were not run\n", o.time_limit_s,
                    run.not_run);
    return results;
}

// --list: what would run, with each batch resolved, and no device needed.
int list_cases(const std::vector<BenchCase>& cases) {
    for (const auto& c : cases) std::printf("%s\n", c.text().c_str());
    return k_exit_success;
}

int run_bench(const BenchOptions& o) {
    RunDescription run;
    run.time_limit_s = o.time_limit_s;
    const auto cases = chosen_cases(o, run);
    if (o.list) return list_cases(cases);
    if (!o.json.empty()) check_destination(o.json);
    BenchSession session(settings_from(o));
    if (!o.quiet) std::fprintf(stderr, "measuring the device-to-device copy bandwidth...\n");
    session.measure_copy();
    print_table_header(title(session, run, cases.size()), session.copy());
    const auto results = run_cases(session, cases, o, run);
    print_summary(results);
    if (!o.json.empty()) write_json(o.json, bench_document(session, describe_environment(), run, results));
    for (const auto& r : results)
        if (r.prism.status == "error" || (r.prism_r2c && r.prism_r2c->status == "error") ||
            r.skip_reason.rfind("failed", 0) == 0)
            return k_exit_check_failed;
    return k_exit_success;
}

void add_options(CLI::App& command, BenchOptions& o) {
    command.add_option(
        "--set", o.set,
        "Size set: a name in bench/sets (set0, set1, set3, set1000, radix, multipass, primes, real_even, "
        "real_odd, dct, smoke) or a file");
    command
        .add_option(
            "--case", o.cases,
            "One case, e.g. \"c2c f32 4096 batch=32768\", \"c2c f64 480x720 fill=1GiB\", \"r2c f32 4096 "
            "fill=512MiB\" or \"dct2 f64 1024 batch=64\" (repeatable)")
        ->allow_extra_args(false);  // one quoted case per --case
    command.add_option("--sample", o.sample, "Run every K-th case of the set")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    command.add_option("--json", o.json, "Write every figure and the environment to this JSON file");
    command.add_option("--repeats", o.repeats, "Timed loops per measurement; the median is reported")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    command.add_flag(
        "--quick", o.quick,
        "Shorter loops (5 ms), the error on one sequence of at most 2^20 values: faster, rougher");
    command
        .add_option("--min-loop-ms", o.min_loop_ms, "Shortest timed loop in ms (default 20, 5 with --quick)")
        ->check(CLI::PositiveNumber);
    command.add_option("--copy-mib", o.copy_mib, "MiB copied to measure the copy bandwidth")
        ->check(CLI::Range(1, 1 << 16))
        ->capture_default_str();
    command
        .add_option(
            "--error-max-elements", o.error_max_elements,
            "Most values checked against FFTW long double per case (default 2^22; at 2^22 the reference "
            "takes seconds); larger transforms get no error figure")
        ->check(CLI::PositiveNumber);
    command.add_flag("--no-cufft", o.no_cufft, "Do not time cuFFT");
    command.add_flag("--quiet", o.quiet, "No progress on stderr");
    command.add_flag("--list", o.list, "Print the cases (batches resolved) and stop; needs no device");
    command
        .add_option("--time-limit", o.time_limit_s,
                    "Seconds after which no new case starts (the JSON counts the cases left as not_run)")
        ->check(CLI::NonNegativeNumber);
}

}  // namespace

Command add_bench_command(CLI::App& prism) {
    auto* command = prism.add_subcommand("bench",
                                         "Time prism (and cuFFT, on CUDA) on a size set or one case; GB/s, "
                                         "copy bandwidth, errors, plan times; C2C, R2C and DCT/DST");
    auto options = std::make_shared<BenchOptions>();
    add_device_options(*command, options->device);
    add_options(*command, *options);
    command->footer(
        std::string("Exit status: 0 every case ran (unsupported sizes included); 1 prism failed on a case; "
                    "2 bad usage; 3 the library failed outside a case.\n") +
        "Size sets and the JSON format: bench/sets/README.md.");
    return {command, [options] { return run_bench(*options); }};
}

}  // namespace prism::cli
