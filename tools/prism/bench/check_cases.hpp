// The cases `prism check` runs: a size set's cases turned into accuracy cases (small batches, since
// the reference is FFTW in long double on the host), or case tokens as the test suites print them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bench/bench_case.hpp"
#include "common/case_token.hpp"

namespace prism::cli::bench {

struct CheckLimits {
    std::int64_t max_batch = 4;           // transforms per case checked against the reference
    std::int64_t max_elements = 1 << 22;  // values per case (batch shrinks to fit; 1 at least)
    std::optional<Precision> precision;   // overrides the set's or the token's precision
};

struct CheckCase {
    cases::Case accuracy_case;
    std::string skip_reason;  // non-empty: not run (a transform larger than max_elements)
};

// Every kind of the set (c2c, r2c, the DCT/DST kinds), planned as `prism bench` plans it: packed,
// unnormalized, r2c out of place and the others in place. Forward, random input in [-1, 1] (complexes
// for c2c, reals otherwise) with seed = position + 1.
std::vector<CheckCase> check_cases_from_set(const std::vector<BenchCase>& set, const CheckLimits& limits);

// A test token of any transform ("c2c f32 shape=16x12 batch=3 ... input=random:seed=7",
// "r2r f64 kinds=dct2 shape=64 ..."), or a size-set line ("c2c f32 4096 batch=4"). Throws
// UsageError with both parsers' complaints.
CheckCase check_case_from_text(const std::string& text, const CheckLimits& limits);

}  // namespace prism::cli::bench
