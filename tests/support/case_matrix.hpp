// The test matrix: C2C, R2C (with its C2R inverse) and R2R cases over sizes, ranks, layouts,
// placements, norms, precisions and kinds, as lists of cases. The smoke tier samples it
// deterministically (the same cases on every run and machine) and stays small enough for CI on
// PoCL; the full tier takes everything and is meant for a GPU machine. Cases of one config are
// adjacent so they share a compiled plan. The groups live in c2c_case_groups.cpp and
// real_case_groups.cpp, the configs of the property suite in property_configs.cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "support/case.hpp"
#include "support/test_env.hpp"

namespace prism::test {

// The radices prism's kernels implement directly.
inline constexpr std::int64_t k_radices[] = {2, 3, 4, 5, 7, 8, 11, 13, 16};
inline constexpr R2RKind k_all_kinds[] = {R2RKind::dct1, R2RKind::dct2, R2RKind::dct3, R2RKind::dct4,
                                          R2RKind::dst1, R2RKind::dst2, R2RKind::dst3, R2RKind::dst4};

// Sizes in [lo, hi] whose prime factors are all <= largest_prime, ascending.
std::vector<std::int64_t> smooth_sizes(std::int64_t lo, std::int64_t hi, std::int64_t largest_prime = 13);

// `count` values, one from each of `count` equal slices of `all` (pseudo-random within the slice,
// fixed by `seed`), in order; all of them when count >= all.size().
std::vector<std::int64_t> sample_evenly(const std::vector<std::int64_t>& all, std::size_t count,
                                        std::uint64_t seed);

// Packed configs of each transform. In place, an R2C sets real_padded (the layout in-place
// execution needs).
CaseConfig c2c_config(Precision precision, std::vector<std::int64_t> shape, std::int64_t batch = 1,
                      Placement placement = Placement::in_place);
CaseConfig r2c_config(Precision precision, std::vector<std::int64_t> shape, std::int64_t batch = 1,
                      Placement placement = Placement::out_of_place);
CaseConfig r2r_config(Precision precision, std::vector<std::int64_t> shape, std::vector<R2RKind> kinds,
                      std::int64_t batch = 1, Placement placement = Placement::out_of_place);

// The runs every config gets, seeded from its token: random input forward and inverse (Hermitian
// data for C2R), impulses at the first, the last and a pseudo-random logical position, and for R2C
// a C2R of non-Hermitian complex data (numpy's irfftn semantics).
std::vector<Case> standard_runs(const CaseConfig& config);

// C2C groups.
std::vector<Case> radix_cases(Tier tier);        // each radix alone and its small powers
std::vector<Case> mixed_radix_cases(Tier tier);  // products of distinct radices
std::vector<Case> size_cases(Tier tier);         // 13-smooth sizes 1..4096
std::vector<Case> rank_cases(Tier tier);         // ranks 2 and 3, with batch
std::vector<Case> plane_cases(Tier tier);        // planes in one block and on clusters (fused plane)
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
// Every C2C group above, for the size check of the smoke tier.
std::vector<Case> all_c2c_cases(Tier tier);

// R2C / C2R groups.
// 1-D: a sample of 1..4096, 4099, 10007, 2^16 (full: every n <= 4096 and more).
std::vector<Case> r2c_size_cases(Tier tier);
// Even n = 2 ... 256 with a prime batch (523: no block shape divides it, so the last block is
// ragged), in place and out of place, each norm in turn: the half-length kernels' staged copies of
// the real pairs and the Hermitian side (n = 4 ... 128), their direct vector pair accesses (256),
// and n = 2, which takes the full-length path. Not in all_real_cases: its own 22 smoke configs.
std::vector<Case> r2c_staged_cases(Tier tier);
// Odd n = 3 ... 243, whose r2c and c2r pair rows a, b into one FFT of a + i b (staged through
// shared memory up to 105, read and written directly at 243), with 523 rows, so that the last pair
// has no row b and the last block is ragged, in place and out of place; rows that all pair up;
// 2-D shapes with an odd and a merged row count; padded rows, a spare row per batch, a strided
// real side and an interleaved complex side. Not in all_real_cases: its own 23 smoke configs.
std::vector<Case> r2c_paired_rows_cases(Tier tier);
// R2C past one kernel: odd rows paired through the passes, even rows as half-length FFTs with a
// split or combine pass (both tiers: a dozen configs).
std::vector<Case> r2c_past_one_kernel_cases();
std::vector<Case> r2c_rank_cases(Tier tier);  // ranks 2 and 3, batches, odd/even/1/prime last axes
std::vector<Case> r2c_layout_cases(
    Tier tier);  // strided, padded and interleaved sides; in place with real_padded
std::vector<Case> r2c_norm_cases(Tier tier);           // backward, ortho, forward
std::vector<Case> r2c_destroy_input_cases(Tier tier);  // multi-axis C2R out of place with destroy_input
// R2R groups.
// Each kind alone at odd, even and long lengths (full: 1..128, 200 more to 4096).
std::vector<Case> r2r_kind_cases(Tier tier);
std::vector<Case> r2r_mixed_kind_cases(Tier tier);  // different kinds on different axes
std::vector<Case> r2r_norm_cases(Tier tier);        // ortho for every kind, backward and forward
std::vector<Case> r2r_layout_cases(Tier tier);      // strided, padded and interleaved, both placements
std::vector<Case> r2r_paired_rows_cases(Tier tier);  // types I, II and III, two rows as one FFT
// Every real group above but the staged one, for the size check of the smoke tier.
std::vector<Case> all_real_cases(Tier tier);

// Configs for the property suite of one transform, drawn from the matrix of the same tier: 1-D,
// batched and multi-dimensional configs (so the suites share compiled kernels).
std::vector<CaseConfig> property_configs(Tier tier, Precision precision, Transform transform);

// The cases of every count-th config starting at index: chunks for ctest to run in parallel.
std::vector<Case> chunk(const std::vector<Case>& cases, int index, int count);

// Building blocks of the groups.
Placement alternate_placement(std::size_t i);  // in place for even i
// Appends the standard runs of the config, in its own precision: for a config that exists to
// reach a path one precision takes (a tuning row, a cluster kernel).
void append_runs(std::vector<Case>& cases, const CaseConfig& config);
// Smoke: the config in one precision, alternating with i, whatever precision it names; full: in
// both. (Session 22's cluster R2C configs went through it and ran, in the smoke tier, in the
// precision that does not take the cluster: a bug there passed the suite.)
void append_config(std::vector<Case>& cases, Tier tier, std::size_t i, CaseConfig config);
// The config with these layouts and placement (in place, `out` is `in`).
CaseConfig with_layouts(CaseConfig c, Layout in, Layout out, Placement placement);

}  // namespace prism::test
