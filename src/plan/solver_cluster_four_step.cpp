// Cluster four-step solver (CUDA, compute capability 9.0 and later). An axis a little too long for
// one block's shared memory, N = N1 * N2, runs the four-step's two passes (four_step_passes.hpp) in
// one kernel on a thread-block cluster of K blocks, whose shared memories together hold a sequence:
//   columns: each block takes N2 / K of the N2 columns of N1 points, transforms them and leaves them,
//            twiddled, in its own shared memory;
//   rows:    after the cluster's barrier each block takes N1 / K of the N1 rows of N2 points, reads
//            them from the blocks holding their columns (distributed shared memory), transforms
//            them and writes the output with row stores (an even r2c's half takes rows k1 and
//            N1 - k1 in one block and splits them first: kernel_graph.hpp's mirror_dim).
// Device memory is read once and written once, where the two-kernel four-step reads and writes it
// twice through a temp: on an H100, fp32 32768 and fp64 16384 were at 0.49 of copy bandwidth, the
// most two passes allow.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "plan/four_step_passes.hpp"
#include "plan/joined_passes.hpp"
#include "plan/measured_radices.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

// The blocks of both passes must walk one sequence's columns and rows in order, so that block g
// of a cluster holds columns [g S1, (g + 1) S1) and takes rows [g S2, (g + 1) S2): the column
// pass is batch-major with the columns as its fastest dim, the row pass has the rows as its.
// (join_passes has checked the mapping and that both passes have outer dims.)
bool passes_line_up(const KernelSpec& columns, const KernelSpec& rows, const AxisProblem& ap, Split s) {
    const auto& column_dim = columns.outer.back();
    const auto& row_dim = rows.outer.back();
    return column_dim.length == s.n2 && column_dim.in_stride == ap.layout.in_stride &&
           row_dim.length == s.n1 && row_dim.in_stride == s.n2;
}

// The one kernel for a split, or nullopt where the passes do not fit one block shape.
std::optional<KernelSpec> cluster_kernel(const AxisProblem& ap, Planner& planner, Split s, int blocks,
                                         const ClusterTuning& tuning) {
    const std::int64_t columns_per_block = s.n2 / blocks, rows_per_block = s.n1 / blocks;
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
    const std::int64_t least = half_line_sequences(t, ap.precision);
    if (columns_per_block < least || rows_per_block < least) return std::nullopt;
    const bool computed = computes_four_step_twiddle(planner.device_class(), ap.precision, s.n1 * s.n2);
    const AxisProblem columns = columns_pass(ap, s, ap.target, computed);
    const AxisProblem rows = rows_pass(ap, s, ap.source, columns.index64);
    auto k = join_passes(columns, rows, {blocks, columns_per_block, rows_per_block}, planner);
    if (!k || !passes_line_up(*k, k->cluster_rows.front(), ap, s)) return std::nullopt;
    k->min_resident_blocks =
        resident_blocks_for_registers(k->threads_per_block(), tuning.registers_per_thread);
    return k;
}

// The first cluster size and split that gives a kernel, as a plan node.
std::optional<PlanNode> plan_on_clusters(const char* solver, const AxisProblem& ap, Planner& planner,
                                         const ClusterTuning& t) {
    const std::int64_t n = ap.layout.length;
    for (int blocks : cluster_sizes(n * core::complex_bytes(ap.precision), t)) {
        for (Split s : splits_for(n, blocks)) {
            auto k = cluster_kernel(ap, planner, s, blocks, t);
            if (!k) continue;
            std::ostringstream summary;
            summary << "axis " << ap.axis << ", N = " << n << " = " << s.n1 << " x " << s.n2
                    << " in one kernel on clusters of " << blocks << " blocks, through their shared memory";
            PlanNode columns{"columns", describe_single_pass(*k, ap.axis), std::nullopt, {}};
            PlanNode rows{"rows", describe_single_pass(k->cluster_rows.front(), ap.axis), std::nullopt, {}};
            return PlanNode{solver, summary.str(), *k, {columns, rows}};
        }
    }
    return std::nullopt;
}

// A listed length that a measured row covers as a one-block pass of this kind: the row was timed
// against the cluster and won. The list still holds the length for the passes no row covers
// (Bluestein's, with their chirp ops).
bool measured_as_one_block(const AxisProblem& ap, const Planner& planner) {
    const std::optional<MeasuredKernel> kind = measured_kind(ap);
    return kind && measured_row(planner.device_class(), ap.precision, *kind, ap.layout.length,
                                planner.device().name) != nullptr;
}

class ClusterFourStepSolver final : public AxisSolver {
public:
    explicit ClusterFourStepSolver(ClusterScope scope) : scope_(scope) {}
    const char* name() const override { return "cluster_four_step"; }

    std::optional<PlanNode> solve(const AxisProblem& ap, Planner& planner) const override {
        if (!supports_clusters(planner.device())) return std::nullopt;
        // An even real transform's half splits over mirrored rows in the row pass (r2c) and reads
        // X[f] with X[m-f] in the column pass (c2r), as the two-kernel four-step does; the other
        // half maps pair what the passes hold apart.
        const bool halves = even_real_halves_through_passes(ap.read_map, ap.write_map);
        if (ap.convolution_op || ap.store_op.kind == ElementOpKind::twiddle ||
            (!halves && (ap.read_map.half() || ap.write_map.half())))
            return std::nullopt;
        const ClusterTuning& t = cluster_tuning(planner.device_class(), ap.precision);
        const bool one_block = scope_ == ClusterScope::listed_lengths;
        const auto& listed = one_block ? t.instead_of_one_block : t.instead_of_two_kernels;
        if (std::find(listed.begin(), listed.end(), ap.layout.length) == listed.end() ||
            (one_block && measured_as_one_block(ap, planner)))
            return std::nullopt;
        return plan_on_clusters(name(), ap, planner, t);
    }

private:
    ClusterScope scope_;
};

}  // namespace

std::unique_ptr<AxisSolver> make_cluster_four_step_solver(ClusterScope scope) {
    return std::make_unique<ClusterFourStepSolver>(scope);
}

}  // namespace prism::plan
