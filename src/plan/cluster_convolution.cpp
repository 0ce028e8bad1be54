#include "plan/cluster_convolution.hpp"

#include "plan/four_step_passes.hpp"
#include "plan/joined_passes.hpp"

namespace prism::plan {
namespace {

// Block g of a cluster must hold columns [g S, (g + 1) S) of one sequence in the columns and the
// back pass alike, and rows [g R, (g + 1) R) in the row pass: each pass's fastest outer dim is its
// own split dim, and the back pass writes where the columns read.
bool passes_line_up(const KernelSpec& k, const AxisProblem& pass, Split s) {
    const KernelSpec &rows = k.cluster_rows[0], &back = k.cluster_rows[1];
    const auto &column_dim = k.outer.back(), &row_dim = rows.outer.back(), &back_dim = back.outer.back();
    return column_dim.length == s.n2 && column_dim.in_stride == pass.layout.in_stride &&
           row_dim.length == s.n1 && back_dim.length == s.n2 &&
           back_dim.out_stride == pass.layout.out_stride && back.outer.size() == k.outer.size();
}

// The back pass as a kernel of the columns' block shape (the same sequences per block and threads).
std::optional<KernelSpec> back_kernel(const AxisProblem& back, const KernelSpec& columns, Planner& planner) {
    auto k = single_pass_kernel(back, planner, columns.sequences_per_block);
    if (!k || k->mapping != ThreadMapping::batch_major || k->radices.empty() || !k->shared_rader.empty())
        return std::nullopt;
    k->stage_input = k->stage_output = k->stage_output_by_rows = false;
    k->threads_per_sequence = columns.threads_per_block() / k->sequences_per_block;
    return k;
}

// The kernel for one split on clusters of `blocks` blocks, or nullopt where a block would take
// less than half a memory line of columns or rows, the passes share no block shape, or they do not
// line up.
std::optional<KernelSpec> cluster_kernel(const AxisProblem& pass, Planner& planner, Split s, int blocks,
                                         const ClusterTuning& tuning, int resident_blocks) {
    const std::int64_t columns_per_block = s.n2 / blocks, rows_per_block = s.n1 / blocks;
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), pass.precision);
    const std::int64_t least = half_line_sequences(t, pass.precision);
    if (columns_per_block < least || rows_per_block < least) return std::nullopt;
    const bool computed = computes_four_step_twiddle(planner.device_class(), pass.precision, s.n1 * s.n2);
    const ConvolutionPasses passes = convolution_passes(pass, s, computed);
    auto k = join_passes(passes.columns, passes.rows, {blocks, columns_per_block, rows_per_block}, planner);
    if (!k) return std::nullopt;
    k->cluster_rows.front().stage_output = k->cluster_rows.front().stage_output_by_rows = false;
    auto back = back_kernel(passes.back, *k, planner);
    if (!back) return std::nullopt;
    k->cluster_rows.push_back(*back);
    k->target = back->target;
    if (!passes_line_up(*k, pass, s) || k->shared_bytes() > planner.device().shared_memory_per_block)
        return std::nullopt;
    k->min_resident_blocks = resident_blocks > 0 ? resident_blocks
                                                 : resident_blocks_for_registers(k->threads_per_block(),
                                                                                 tuning.registers_per_thread);
    return k;
}

}  // namespace

std::optional<KernelSpec> convolution_on_clusters(const AxisProblem& pass, Planner& planner,
                                                  const ClusteredConvolution& row) {
    if (!supports_clusters(planner.device())) return std::nullopt;
    ClusterTuning t = cluster_tuning(planner.device_class(), pass.precision);
    if (row.block_bytes > 0) t.preferred_block_bytes = t.largest_block_bytes = row.block_bytes;
    const std::int64_t m = pass.layout.length;
    for (int blocks : cluster_sizes(m * core::complex_bytes(pass.precision), t))
        for (Split s : splits_for(m, blocks))
            if (auto k = cluster_kernel(pass, planner, s, blocks, t, row.resident_blocks)) return k;
    return std::nullopt;
}

}  // namespace prism::plan
