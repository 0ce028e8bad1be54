// What `prism tune` prints and writes: a table line per case, the measured-table rows for
// src/plan/measured_radices.cpp, and the JSON document of every candidate's figures.
#pragma once

#include <string>
#include <vector>

#include "bench/bench_session.hpp"
#include "bench/json_value.hpp"
#include "bench/radix_tuning.hpp"
#include "bench/run_environment.hpp"

namespace prism::cli::bench {

void print_tune_header(const std::string& title);
void print_tune_row(const TunedCase& t);
void print_tune_summary(const std::vector<TunedCase>& tuned, double margin);

// One C++ row per case whose best list beat the model's by `margin` or more (1.03: 3 %), with the
// GPU and the gain as a comment; "" when none did. A non-empty `gpu` (a fragment of the device's
// name, "H100") keys every row to the GPUs whose name holds it (MeasuredRadices::gpu).
std::string measured_rows(const std::vector<TunedCase>& tuned, const DeviceInfo& device, double margin,
                          const std::string& gpu = {});

JsonValue tune_document(const BenchSession& session, const RunEnvironment& env, const std::string& set,
                        const std::vector<TunedCase>& tuned);

}  // namespace prism::cli::bench
