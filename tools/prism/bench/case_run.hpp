// One case of `prism bench`, start to end: its own device and kernel cache, prism, then cuFFT on
// the same buffers and the same input; for an R2R case, prism's R2C of the same shape and batch as
// the figure it is held against (cuFFT has no DCT or DST).
#pragma once

#include <map>
#include <string>

#include "bench/bench_result.hpp"
#include "bench/bench_session.hpp"

namespace prism::cli::bench {

// A case whose buffers would take more than k_memory_share of device memory is skipped.
inline constexpr double k_memory_share = 0.75;

class CaseRunner {
public:
    explicit CaseRunner(BenchSession& session) : session_(session) {}

    // Never throws for a case prism or cuFFT cannot run: that goes into the result.
    CaseResult run(const BenchCase& c);

private:
    // prism alone on c's R2C twin, measured once per run for each twin (dct2 and dct3 of one size
    // share it).
    const LibraryResult& r2c_reference(const BenchCase& c);

    BenchSession& session_;
    std::map<std::string, LibraryResult> r2c_references_;  // by the twin's case text
};

}  // namespace prism::cli::bench
