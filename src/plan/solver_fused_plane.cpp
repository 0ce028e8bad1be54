// Fused plane: the two innermost axes of a multi-dimensional C2C in one kernel. A plane of
// n0 x n1 elements (column axis n0, row axis n1) is read once: the column pass transforms its n1
// columns into shared memory, the row pass transforms its n0 rows from there and writes them out
// (plan/joined_passes.hpp). One block holds the plane where it fits, a thread-block cluster where
// it does not (CUDA sm_90); past the tuning's limits each axis takes its own pass.
// A 2-D transform becomes one kernel instead of two, a 3-D one two instead of three: half the
// device-memory traffic of those axes, and one launch fewer where small transforms are bound by
// launches (on an H100, cuLaunchKernel takes 3.5 us of host time, about as long as a 64 x 64
// kernel runs). plan/tuning.cpp has the measurements behind the limits.
#include <sstream>

#include "plan/joined_passes.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

struct Plane {
    AxisProblem columns, rows;
};

// The passes of the plane of axes (column_axis, row_axis), each with the other axes and the batch
// as its slower outer dims and the plane's other axis as its fastest one. The row pass reads
// nothing from device memory; its input strides describe a packed plane and go unused.
Plane plane_passes(const core::Problem& p, int column_axis, int row_axis, NormScales scales) {
    std::vector<core::AxisLayout> rest;
    for (int a = 0; a < static_cast<int>(p.axes.size()); ++a)
        if (a != column_axis && a != row_axis) rest.push_back(p.axes[a]);
    rest.insert(rest.end(), p.batch.begin(), p.batch.end());
    rest = simplify_outer(rest);
    const core::AxisLayout column = p.axes[column_axis], row = p.axes[row_axis];
    Plane plane;
    for (AxisProblem* ap : {&plane.columns, &plane.rows}) {
        ap->precision = p.precision;
        ap->twiddles = p.twiddles;
        ap->index64 = p.index64;
        ap->outer = rest;
    }
    plane.columns.axis = column_axis;
    plane.columns.layout = column;
    plane.columns.outer.push_back(row);
    plane.rows.axis = row_axis;
    plane.rows.layout = {row.length, 1, row.out_stride};
    plane.rows.outer.push_back({column.length, row.length, column.out_stride});
    const auto packed = temp_strides(rest, row.length * column.length);
    for (std::size_t d = 0; d < rest.size(); ++d) plane.rows.outer[d].in_stride = packed[d];
    plane.rows.forward_scale = scales.forward, plane.rows.inverse_scale = scales.inverse;
    return plane;
}

// Blocks per plane to try, fewest first: one where one block holds the plane, then the cluster
// sizes that divide both axes; past the small planes, only where the planes' blocks fill the device.
std::vector<int> block_counts(std::int64_t plane_bytes, std::int64_t planes, std::int64_t n0, std::int64_t n1,
                              const DeviceInfo& device, const FusedPlaneTuning& t) {
    if (plane_bytes <= static_cast<std::int64_t>(t.any_count_up_to_bytes)) return {1};
    auto fills = [&](int k) { return static_cast<double>(planes * k) >= t.min_blocks_per_unit * device.compute_units; };
    std::vector<int> counts;
    if (plane_bytes <= static_cast<std::int64_t>(t.one_block_bytes) && fills(1)) counts.push_back(1);
    if (!supports_clusters(device)) return counts;
    for (int k = 2; k <= t.max_cluster_blocks; ++k)
        if (n0 % k == 0 && n1 % k == 0 && plane_bytes <= k * static_cast<std::int64_t>(t.cluster_block_bytes) &&
            fills(k))
            counts.push_back(k);
    return counts;
}

}  // namespace

std::optional<PlanNode> plan_fused_plane(const core::Problem& p, int column_axis, int row_axis, NormScales scales,
                                         Planner& planner) {
    if (p.transform != Transform::C2C) return std::nullopt;
    const std::int64_t n0 = p.axes[column_axis].length, n1 = p.axes[row_axis].length;
    const std::int64_t element = core::complex_bytes(p.precision);
    const FusedPlaneTuning& t = fused_plane_tuning(planner.device_class(), p.precision);
    // Each row of a column block is its columns side by side, half a memory line at least.
    const std::int64_t least_columns =
        half_line_sequences(block_shape_tuning(planner.device_class(), p.precision), p.precision);
    const Plane plane = plane_passes(p, column_axis, row_axis, scales);
    const std::int64_t planes = sequences_of(plane.columns.outer) / n1;
    for (int k : block_counts(n0 * n1 * element, planes, n0, n1, planner.device(), t)) {
        if (n1 / k < least_columns) continue;
        auto kernel = join_passes(plane.columns, plane.rows, {k, n1 / k, n0 / k}, planner);
        if (!kernel) continue;
        std::ostringstream summary;
        summary << "axes " << column_axis << " and " << row_axis << ", " << n0 << " x " << n1
                << " planes in one kernel, " << (k == 1 ? "one block" : "clusters of " + std::to_string(k) + " blocks")
                << " per plane, through shared memory";
        PlanNode columns{"columns", describe_single_pass(*kernel, column_axis), std::nullopt, {}};
        PlanNode rows{"rows", describe_single_pass(kernel->cluster_rows.front(), row_axis), std::nullopt, {}};
        return PlanNode{"fused_plane", summary.str(), *kernel, {columns, rows}};
    }
    return std::nullopt;
}

}  // namespace prism::plan
