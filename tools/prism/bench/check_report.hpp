// What `prism check` prints and writes: one row per case (result, error, bound, ratio, token), the
// tokens of failures as commands that rerun them, and an optional JSON file.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "bench/run_environment.hpp"
#include "common/case_runner.hpp"
#include "prism/prism.hpp"

namespace prism::cli::bench {

// result: "pass", "fail", "unsupported" (prism refused the size: not a failure yet), "skipped".
struct CheckRow {
    std::string result;
    cases::AccuracyResult accuracy;
    std::string note;  // the skip reason
};

void print_check_header(const DeviceInfo& device, double bound_factor);
void print_check_row(const CheckRow& row);
void print_check_summary(const std::vector<CheckRow>& rows);
void write_check_json(const std::filesystem::path& path, const DeviceInfo& device, const RunEnvironment& env,
                      double bound_factor, const std::vector<CheckRow>& rows);

}  // namespace prism::cli::bench
