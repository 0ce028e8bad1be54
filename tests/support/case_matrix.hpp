// The test matrix: sizes x ranks x layouts x placement x norms x precisions, as lists of cases.
// The smoke tier samples it deterministically (the same cases on every run and machine); the full
// tier takes everything. Cases of one config are adjacent so they share a compiled plan.
#pragma once

#include <cstdint>
#include <vector>

#include "support/case.hpp"
#include "support/test_env.hpp"

namespace prism::test {

// The radices prism's kernels implement directly.
inline constexpr std::int64_t k_radices[] = {2, 3, 4, 5, 7, 8, 11, 13, 16};

// Sizes in [lo, hi] whose prime factors are all <= largest_prime, ascending.
std::vector<std::int64_t> smooth_sizes(std::int64_t lo, std::int64_t hi, std::int64_t largest_prime = 13);

// `count` values, one from each of `count` equal slices of `all` (pseudo-random within the slice,
// fixed by `seed`), in order; all of them when count >= all.size().
std::vector<std::int64_t> sample_evenly(const std::vector<std::int64_t>& all, std::size_t count,
                                        std::uint64_t seed);

CaseConfig packed_config(Precision precision, std::vector<std::int64_t> shape, std::int64_t batch = 1,
                         Placement placement = Placement::in_place);

// The runs every config gets: random input forward and inverse, and impulses at the first, the
// last and a pseudo-random logical position. Seeds derive from the config token.
std::vector<Case> standard_runs(const CaseConfig& config);

// Accuracy groups.
std::vector<Case> radix_cases(Tier tier);        // each radix alone and its small powers
std::vector<Case> mixed_radix_cases(Tier tier);  // products of distinct radices
std::vector<Case> size_cases(Tier tier);         // 13-smooth sizes 1..4096
std::vector<Case> rank_cases(Tier tier);         // ranks 2 and 3, with batch
std::vector<Case> layout_cases(Tier tier);       // strided, padded and interleaved, both placements
std::vector<Case> norm_cases(Tier tier);         // none, backward, ortho, forward and normalize=true
std::vector<Case> large_cases(Tier tier);        // single-pass sizes above 4096
// Any size: lengths with a prime factor above 13 (Rader in registers up to 59 in fp32 and 31 in
// fp64, Rader through shared memory past that when p - 1 factors into those, Bluestein for the
// rest), primes up to 10^6 + 3, multi-pass lengths (powers of two to 2^20 in the smoke tier,
// 2^24 in the full one, and Bluestein inside multi-pass), and shapes mixing all of them.
std::vector<Case> non_smooth_size_cases(Tier tier);  // every non-13-smooth N <= 4096 (full), a sample (smoke)
std::vector<Case> prime_cases(Tier tier);
std::vector<Case> multi_pass_cases(Tier tier);
std::vector<Case> mixed_any_size_cases(Tier tier);  // ranks 2-3, batches and strides with the above
// Sizes with a prime factor above 13, both precisions: small, quick, always run.
std::vector<Case> unsupported_size_cases();
// Primes that take a shared-memory Rader stage, alone, with other radices before and after them
// (the stage first, in the middle, last), on strided axes and in four-step passes; and primes next
// to them that still go to Bluestein (p - 1 has a prime factor past the register limit).
std::vector<Case> shared_rader_cases(Tier tier);

// Configs for the property suite: 1-D, batched and multi-dimensional configs of the accuracy matrix.
std::vector<CaseConfig> property_configs(Tier tier, Precision precision);

// The cases of every count-th config starting at index: chunks for ctest to run in parallel.
std::vector<Case> chunk(const std::vector<Case>& cases, int index, int count);

}  // namespace prism::test
