// The table `prism bench` prints on stdout, and its summary lines.
#pragma once

#include <string>
#include <vector>

#include "bench/bench_result.hpp"

namespace prism::cli::bench {

void print_table_header(const std::string& title, const CopyResult& copy);
void print_table_row(const CaseResult& r);
// Geometric-mean and worst ratio (prism / cuFFT; R2R: prism / prism's R2C), counts of unsupported and failed
// cases, and each failure's message (rows only say "error").
void print_summary(const std::vector<CaseResult>& results);

// Geometric mean of the ratio over the cases held against `reference` (CaseResult::reference_name:
// "cufft", or "prism_r2c" for R2R cases) where both ran; NaN when none did.
double geometric_mean_ratio(const std::vector<CaseResult>& results, const std::string& reference = "cufft");

}  // namespace prism::cli::bench
