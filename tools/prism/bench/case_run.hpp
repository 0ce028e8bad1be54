// One case of `prism bench`, start to end: its own device and kernel cache, prism, then cuFFT on
// the same buffers and the same input.
#pragma once

#include "bench/bench_result.hpp"
#include "bench/bench_session.hpp"

namespace prism::cli::bench {

// Never throws for a case prism or cuFFT cannot run: that goes into the result. A case whose
// buffers would take more than k_memory_share of device memory is skipped.
inline constexpr double k_memory_share = 0.75;
CaseResult run_case(BenchSession& session, const BenchCase& c);

}  // namespace prism::cli::bench
