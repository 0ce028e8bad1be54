// `prism tune`: times every radix list the planner could give a 1-D C2C length or an even R2C's
// half-length kernels (a size set or cases, as `prism bench` takes them), or with --shapes a few block shapes of its radices, and
// prints the fastest, as a table and as rows for the planner's measured table
// (src/plan/measured_radices.cpp). FFTW_MEASURE's idea, run once per device class by the
// maintainers instead of at every plan.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>

#include "bench/bench_json.hpp"
#include "bench/progress.hpp"
#include "bench/size_set.hpp"
#include "bench/tune_report.hpp"
#include "commands.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "output_file.hpp"
#include "plan/stage_radices.hpp"

namespace prism::cli {
namespace {

using namespace bench;

struct TuneOptions {
    DeviceOptions device;
    std::string set;
    std::vector<std::string> cases;
    int candidates = 12;
    int max_radix = 0;
    double margin = 1.03;
    int repeats = 5;
    double min_loop_ms = 10;
    std::string json;
    std::string rows;
    std::string gpu_rows;
    bool quiet = false;
    double time_limit_s = 0;
    bool shapes = false;
    bool compile_only = false;
    std::string cache;
};

BenchSettings settings_from(const TuneOptions& o) {
    BenchSettings s;
    s.backend = backend_from_name(o.device.backend);
    s.device = o.device.device;
    s.timing.repeats = o.repeats;
    s.timing.min_loop_ms = o.min_loop_ms;
    s.cufft = false;
    return s;
}

void write_text(const std::string& path, const std::string& text) {
    PendingOutputFile file(path);
    std::ofstream(file.path()) << text;
    file.commit();
}

// What the header says each case times.
std::string timed_per_case(const TuneOptions& o) {
    const std::string lists = "up to " + std::to_string(o.candidates) + " radix lists each";
    if (!o.shapes) return lists;
    return o.max_radix > 0 ? lists + ", on 2-3 block shapes" : "up to 7 block shapes each";
}

int run_tune(const TuneOptions& o) {
    const auto cases =
        chosen_size_set(o.set, o.cases, "give either --set NAME or --case \"c2c f32 1890 fill=256MiB\"")
            .cases;
    if (!o.json.empty()) check_destination(o.json);
    if (!o.rows.empty()) check_destination(o.rows);
    BenchSession session(settings_from(o));
    const DeviceInfo& d = session.device_info();
    if (!o.gpu_rows.empty() && d.name.find(o.gpu_rows) == std::string::npos)
        throw UsageError("--gpu-rows " + o.gpu_rows + ": the device is " + d.name +
                         ", whose name does not hold it; give a part of the name, e.g. H100");
    print_tune_header("prism tune: " + std::to_string(cases.size()) + " cases on " + d.name + " [" +
                      backend_name(d.backend) + "], " + timed_per_case(o));
    TuneSettings settings;
    settings.candidates = static_cast<std::size_t>(o.candidates);
    settings.max_radix = o.max_radix;
    settings.shapes = o.shapes;
    settings.compile_only = o.compile_only;
    settings.cache_dir = o.cache;
    Progress progress(cases.size(), o.quiet);
    std::vector<TunedCase> tuned;
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        if (o.time_limit_s > 0 && spent.count() > o.time_limit_s) {
            std::printf("time limit of %g s reached: the last %zu cases were not tuned\n", o.time_limit_s, cases.size() - i);
            break;
        }
        progress.start(i, cases[i].text());
        tuned.push_back(tune_case(session, cases[i], settings));
        print_tune_row(tuned.back());
    }
    progress.finish();
    print_tune_summary(tuned, o.margin);
    const std::string rows = measured_rows(tuned, d, o.margin, o.gpu_rows);
    std::printf("rows for src/plan/measured_radices.cpp:\n%s", rows.empty() ? "        (none)\n" : rows.c_str());
    if (!o.rows.empty()) write_text(o.rows, rows);
    if (!o.json.empty()) write_json(o.json, tune_document(session, describe_environment(), o.set.empty() ? "case" : o.set, tuned));
    return k_exit_success;
}

void add_options(CLI::App& command, TuneOptions& o) {
    command.add_option("--set", o.set, "Size set: a name in bench/sets (composite, pow2, set1000, ...) or a file");
    command.add_option("--case", o.cases, "One case, e.g. \"c2c f32 1890 fill=256MiB\" (repeatable)")
        ->allow_extra_args(false);
    command.add_option("--candidates", o.candidates, "Radix lists timed per length, the model's first")
        ->check(CLI::Range(1, 256))
        ->capture_default_str();
    command.add_option("--max-radix", o.max_radix,
                       "Largest stage radix of the lists timed (default: the device's tuning row); up to " +
                           std::to_string(plan::k_largest_composite_radix) + " offers composites such as 25 and 49")
        ->check(CLI::Range(2, plan::k_largest_composite_radix));
    command.add_option("--margin", o.margin, "A row is written where the fastest list beats the model's by this factor")
        ->check(CLI::Range(1.0, 10.0))
        ->capture_default_str();
    command.add_option("--repeats", o.repeats, "Timed loops per list; the median is kept")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    command.add_option("--min-loop-ms", o.min_loop_ms, "Shortest timed loop in ms")->check(CLI::PositiveNumber)->capture_default_str();
    command.add_option("--json", o.json, "Write every list's figures to this JSON file");
    command.add_option("--rows", o.rows, "Write the measured-table rows to this file");
    command.add_option("--gpu-rows", o.gpu_rows,
                       "Key the rows to GPUs whose name holds this (e.g. H100): they then take over the class's "
                       "rows of their lengths on those GPUs only");
    command.add_flag("--quiet", o.quiet, "No progress on stderr");
    command.add_option("--time-limit", o.time_limit_s, "Seconds after which no new case starts")
        ->check(CLI::NonNegativeNumber);
    command.add_flag(
        "--shapes", o.shapes,
        "Time block shapes (threads per sequence, launch bound) of the planner's radices instead of radix "
        "lists; "
        "with --max-radix, the lists under that radix each on its own thread count, unbounded and bounded");
    command.add_flag("--compile-only", o.compile_only,
                     "Plan and compile every candidate, time none (fills --cache for a later timed run)");
    command.add_option("--cache", o.cache, "Kernel cache folder to use and keep (default: a fresh one per case)");
}

}  // namespace

Command add_tune_command(CLI::App& prism) {
    auto* command = prism.add_subcommand(
        "tune", "Time every radix list the planner could use for 1-D C2C lengths (and even R2C lengths, through their half-length kernels); print the fastest as measured-table rows");
    auto options = std::make_shared<TuneOptions>();
    add_device_options(*command, options->device);
    add_options(*command, *options);
    add_exit_status_help(*command);
    return {command, [options] { return run_tune(*options); }};
}

}  // namespace prism::cli
