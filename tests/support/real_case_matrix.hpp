// The real-transform test matrix: R2C/C2R and R2R cases over sizes, ranks, layouts, placements,
// norms, precisions and kinds. Same tier scheme as the C2C matrix (case_matrix.hpp): the smoke tier
// is a fixed sample small enough for CI on PoCL (about 90 configs in all), the full tier is meant
// for the GPU machine. Cases of one config are adjacent so they share a compiled plan.
#pragma once

#include <cstdint>
#include <vector>

#include "support/case.hpp"
#include "support/test_env.hpp"

namespace prism::test {

// A packed R2C config; in place sets real_padded (the layout in-place execution needs).
CaseConfig r2c_config(Precision precision, std::vector<std::int64_t> shape, std::int64_t batch = 1,
                      cases::Placement placement = cases::Placement::out_of_place);
CaseConfig r2r_config(Precision precision, std::vector<std::int64_t> shape, std::vector<R2RKind> kinds,
                      std::int64_t batch = 1, cases::Placement placement = cases::Placement::out_of_place);

// The runs every real config gets, seeded from its token: random input forward and inverse
// (Hermitian data for C2R), impulses at the first, the last and a pseudo-random logical position,
// and for R2C a C2R of non-Hermitian complex data (numpy's irfftn semantics).
std::vector<Case> real_standard_runs(const CaseConfig& config);

// R2C / C2R groups.
std::vector<Case> r2c_size_cases(
    Tier tier);  // 1-D: a sample of 1..4096, 4099, 10007, 2^16 (full: every n <= 4096 and more)
// Even n = 2 ... 256 with a prime batch (523: no block shape divides it, so the last block is
// ragged), in place and out of place, each norm in turn: the half-length kernels' staged copies of
// the real pairs and the Hermitian side (n = 4 ... 128), their direct vector pair accesses (256),
// and n = 2, which takes the full-length path. Not in all_real_cases: its own 22 smoke configs.
std::vector<Case> r2c_staged_cases(Tier tier);
std::vector<Case> r2c_rank_cases(Tier tier);  // ranks 2 and 3, batches, odd/even/1/prime last axes
std::vector<Case> r2c_layout_cases(
    Tier tier);  // strided, padded and interleaved sides; in place with real_padded
std::vector<Case> r2c_norm_cases(Tier tier);           // backward, ortho, forward
std::vector<Case> r2c_destroy_input_cases(Tier tier);  // multi-axis C2R out of place with destroy_input
// R2R groups.
std::vector<Case> r2r_kind_cases(
    Tier tier);  // each kind alone at odd, even and long lengths (full: 1..128, 200 more to 4096)
std::vector<Case> r2r_mixed_kind_cases(Tier tier);  // different kinds on different axes
std::vector<Case> r2r_norm_cases(Tier tier);        // ortho for every kind, backward and forward
std::vector<Case> r2r_layout_cases(Tier tier);      // strided, padded and interleaved, both placements

// Every group above, for the size check of the smoke tier.
std::vector<Case> all_real_cases(Tier tier);

// Configs for the property suite, drawn from the matrix (so the suites share compiled kernels).
std::vector<CaseConfig> real_property_configs(Tier tier, Precision precision, Transform transform);

// The cases of every count-th config starting at index.
std::vector<Case> real_chunk(const std::vector<Case>& cases, int index, int count);

}  // namespace prism::test
