// The two passes of a four-step split N = N1 * N2 as axis problems (plan/solver_four_step.cpp has
// the algorithm): the columns pass (N2 FFTs of length N1, strided, twiddled on store) and the rows
// pass (N1 FFTs of length N2 over the columns' output, transposed on store). Shared by the
// two-kernel four-step and its one-kernel form on a thread-block cluster.
#pragma once

#include <cstdint>
#include <vector>

#include "plan/planner.hpp"

namespace prism::plan {

struct Split {
    std::int64_t n1 = 0, n2 = 0;
};

// The divisors of n, ascending.
std::vector<std::int64_t> divisors(std::int64_t n);

// Cluster sizes to try for a sequence of this many bytes, fewest blocks first: those whose blocks
// hold it within the tuning's preferred budget each, then within the largest.
std::vector<int> cluster_sizes(std::int64_t sequence_bytes, const ClusterTuning& t);
// Splits of n with both factors divisible by the cluster size, the most balanced (N1 <= N2) first.
std::vector<Split> splits_for(std::int64_t n, int blocks);

// How pass 1 lays out the temp that pass 2 reads.
enum class TempOrder {
    // [outer...][k1][n2]: pass 2 reads whole sequences. Right for a contiguous axis, and what the
    // one-kernel forms on clusters expect.
    sequences_contiguous,
    // Where the axis has faster dims, it keeps its place among the dims by input stride,
    // [slower...][k1][n2][faster...], so that both passes move whole rows of the faster dims (a 2-D
    // transform's columns) instead of one pass writing, or the other reading, single elements N
    // apart; elsewhere as sequences_contiguous (planner.hpp's temp_layout).
    like_source,
};

// Pass 1: reads the parent's source, writes `scratch` laid out as `order` says, the four-step
// twiddle on its store, computed in the kernel where `computed_twiddle` (tuning.hpp's
// computes_four_step_twiddle for the parent's length) and read from tables elsewhere.
AxisProblem columns_pass(const AxisProblem& ap, Split s, BufferRole scratch, bool computed_twiddle,
                         TempOrder order = TempOrder::sequences_contiguous);
// Pass 2: reads `scratch` (laid out as pass 1 left it), writes the parent's target.
AxisProblem rows_pass(const AxisProblem& ap, Split s, BufferRole scratch, bool index64,
                      TempOrder order = TempOrder::sequences_contiguous);

// Bluestein's whole convolution of M = N1 * N2 points on a thread-block cluster, from `pass`, the
// one-kernel convolution (load_op and store_op chirps, convolution_op the spectrum, length M):
//   columns: the forward columns pass, chirp on its read, four-step twiddle on its store;
//   rows:    forward rows FFT, product by the spectrum at frequency k1 + N1 k2, inverse rows FFT;
//   back:    the inverse columns pass, which reads the rows with the conjugate twiddle (its
//            load_op) and writes y[m2 + N2 m1] through the chirp (its store_op).
// Inverting M = N1 * N2 by columns after rows undoes the forward's transposition, so the result
// lands in natural order without a transpose. The three keep the batch dims in one order (the
// columns pass's, by input strides) so the columns and the back pass of a block hold one sequence.
struct ConvolutionPasses {
    AxisProblem columns, rows, back;
};
ConvolutionPasses convolution_passes(const AxisProblem& pass, Split s, bool computed_twiddle);
// The same three passes as three kernels through `scratch`, which holds each sequence's M points
// contiguous ([outer...][k1][n2]): the columns write it, the rows work on it in place, the back
// pass reads it. Wants the parent's sequences contiguous in the temp's order (no faster dims).
// With `spectrum_in_rows`, the rows read B from a table in their own order (ElementOp::table_rows).
ConvolutionPasses convolution_passes_through(const AxisProblem& pass, Split s, BufferRole scratch,
                                             bool computed_twiddle, bool spectrum_in_rows);

}  // namespace prism::plan
