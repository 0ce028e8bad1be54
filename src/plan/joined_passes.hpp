// Two passes in one kernel, meeting in shared memory (KernelSpec::cluster_rows): a column pass whose
// last stage leaves its columns in shared memory, batch-major, and a row pass whose first stage
// reads them there. On a thread-block cluster of K > 1 blocks (CUDA, sm_90) each block holds 1 / K
// of the columns and the rows read across the cluster; with K = 1 one block holds them all, which
// any backend runs. The cluster four-step (a long axis, twiddled between the passes) and the fused
// plane (two axes of a multi-dimensional transform) are built on it.
#pragma once

#include <cstdint>
#include <optional>

#include "plan/planner.hpp"

namespace prism::plan {

struct JoinedShape {
    int blocks = 1;                       // K, the blocks sharing one sequence's columns and rows
    std::int64_t columns_per_block = 1;   // the column pass's sequences per block
    std::int64_t rows_per_block = 1;      // the row pass's
};

// The fewest sequences a column block takes side by side: half a memory line of elements (the
// tuning's strided row bytes / 2). Fewer leave each row of the block part of a sector: 13^4's 13
// fp32 columns per block (104 bytes) ran 1.7x slower than two kernels.
std::int64_t half_line_sequences(const BlockShapeTuning& t, Precision precision);

// The kernel of the two passes, or nullopt where they do not share one block shape: the column
// pass must be batch-major with its columns as the fastest outer dim and the row pass must have
// the rows as its; neither may stage its shared side or run a shared Rader stage. Both passes get
// the same threads per block: the more of the two, within the device's limit and divisible by both
// passes' sequences per block (a pass then gives each sequence more threads, or each thread more
// butterflies).
std::optional<KernelSpec> join_passes(const AxisProblem& columns, const AxisProblem& rows, const JoinedShape& shape,
                                      Planner& planner);

}  // namespace prism::plan
