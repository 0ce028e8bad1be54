// Real-to-complex solver (Transform::R2C). The last axis carries the real data:
//   forward: r2c on the last axis (real side -> complex side), then C2C passes in place on the
//            complex side for the other axes;
//   inverse: C2C passes over the other axes first (into a temp, so the input stays untouched, or in
//            the input with destroy_input), then c2r on the last axis into the real side.
// The r2c / c2r pass is a complex FFT with element maps fused into its reads and writes: of length
// n/2 with the split-spectrum post-processing where n is even and n/2 fits one pass; for odd n, two
// rows in one FFT of length n where one kernel holds it (Bluestein's convolution counts); past one
// kernel, whichever moves the least device memory (plan_real_axis) of length n on real data (any
// n, any number of passes), paired rows (odd n) and length n/2 (even n): the even half's four-step
// pairs mirrors inside its passes (solver_four_step.cpp), and either may pair them in a pass of its
// own (real_split_passes.hpp).
#include <sstream>

#include "plan/plan_tree.hpp"
#include "plan/planner.hpp"
#include "plan/real_split_passes.hpp"

namespace prism::plan {
namespace {

// The paired rows' problem: two rows a, b as one FFT of a + i b, the fastest outer dim halved so
// that its rows pair up with their neighbours.
AxisProblem paired_rows(const AxisProblem& ap, bool forward) {
    const std::int64_t n = ap.layout.length;
    AxisProblem paired = ap;
    paired.read_map =
        ElementMap::of(forward ? ElementMapKind::real_pair_rows : ElementMapKind::hermitian_pair_rows, n,
                       ap.layout.in_stride);
    paired.write_map =
        ElementMap::of(forward ? ElementMapKind::split_pair_spectra : ElementMapKind::pair_rows_out, n,
                       ap.layout.out_stride);
    pair_fastest_outer_rows(paired);
    return paired;
}

// The pairs x[2f], x[2f+1] of an even-length real side are aligned complex elements when the axis
// is contiguous and every row starts at an even offset (real_split_passes.hpp). The half-length pass
// then sees that side as complex data with its strides counted in pairs: one vector load or store
// per pair, and the block-wide staged copies of complex data apply to it.
void align_real_pairs(AxisProblem& half, bool forward) {
    if (!real_side_in_pairs(half, forward)) return;
    for (auto& d : half.outer) (forward ? d.in_stride : d.out_stride) /= 2;
    (forward ? half.read_map : half.write_map).aligned_pairs = true;
}

// The plan runs a kernel on a thread-block cluster.
bool on_cluster(const std::optional<PlanNode>& node) {
    if (!node) return false;
    for (const KernelSpec* k : kernels_in_order(*node))
        if (k->cluster_blocks > 1) return true;
    return false;
}

// The plan among `candidates` whose kernels move the fewest elements; the first of equals.
std::optional<PlanNode> least_traffic(const std::vector<std::optional<PlanNode>>& candidates) {
    std::optional<PlanNode> best;
    for (const auto& c : candidates)
        if (c && (!best || elements_moved(*c) < elements_moved(*best))) best = c;
    return best;
}

// The last-axis pass of one direction. In one kernel where that plans: the half-length FFT with its
// split fused (even n; a single pass, or Bluestein's convolution in one block), or two rows as one
// (odd n, more than one row; a single pass, or Bluestein's convolution in one block or on a
// cluster). Past one kernel, whichever moves the least device memory of: the full-length FFT on
// single real rows (any n); for odd n, paired rows through the passes, the r2c with a split pass;
// for even n, the half-length four-step with the split in its last pass (r2c) or the combine in its
// first (c2r), or the half-length FFT with a split or combine pass of its own. In units of n
// complex elements a row, through K kernels that move whole sequences: single rows 2K - 1 (the real
// side half), paired rows K (c2r) or K + 1 (r2c), half length K' for the K' kernels of n/2 points
// with the split fused, K' + 1 with its own pass.
// Bluestein's kernels move its padded M, about 2n, in between.
std::optional<PlanNode> plan_real_axis(const AxisProblem& ap, bool forward, Planner& planner) {
    const std::int64_t n = ap.layout.length;
    const std::int64_t in_stride = ap.layout.in_stride, out_stride = ap.layout.out_stride;
    const bool even = n % 2 == 0 && n >= 4, pairs_rows = n % 2 == 1 && n >= 3 && !ap.outer.empty();
    std::optional<PlanNode> halved;
    if (even) {
        AxisProblem half = ap;
        half.layout.length = n / 2;
        half.read_map = ElementMap::of(forward ? ElementMapKind::real_pairs : ElementMapKind::hermitian_pairs,
                                       n, in_stride);
        half.write_map = ElementMap::of(
            forward ? ElementMapKind::split_spectrum : ElementMapKind::real_pairs_out, n, out_stride);
        align_real_pairs(half, forward);
        halved = planner.plan_axis(half);
        if (one_kernel(halved)) return halved;
    }
    std::optional<PlanNode> paired;
    if (pairs_rows) {
        const AxisProblem rows = paired_rows(ap, forward);
        paired = planner.plan_axis(rows);
        if (one_kernel(paired)) return paired;
        if (forward) paired = paired_rows_with_split(rows, planner);
    }
    AxisProblem single = ap;
    single.read_map =
        ElementMap::of(forward ? ElementMapKind::real : ElementMapKind::hermitian, n, in_stride);
    single.write_map =
        ElementMap::of(forward ? ElementMapKind::half_spectrum : ElementMapKind::real_part, n, out_stride);
    const std::optional<PlanNode> single_rows = planner.plan_axis(single);
    // The count takes a cluster kernel for one pass, but clusters run at 0.4-0.7 of copy bandwidth
    // where the even half's two fused passes run near it, so those passes go before single rows on
    // a cluster (session 26, H100: fp32 r2c 131072 1.65x, fp64 32768 1.19x, before their halves
    // took clusters themselves; it still decides where the half is not listed for one).
    if (halved && on_cluster(single_rows)) return halved;
    return least_traffic({single_rows, paired, even ? half_length_with_split(ap, forward, planner) : std::nullopt,
                          halved});
}

AxisProblem base_pass(const core::Problem& p, int axis, Direction direction) {
    AxisProblem ap;
    ap.axis = axis;
    ap.precision = p.precision;
    ap.twiddles = p.twiddles;
    ap.index64 = p.index64;
    ap.only_direction = direction;
    return ap;
}

// One side's dims (every axis but `skip`, then the batch), as (length, stride on the source,
// stride on the target).
struct SideStrides {
    std::vector<std::int64_t> axis, batch;  // per axis of the problem / per batch dim
};

std::vector<core::AxisLayout> outer_dims(const core::Problem& p, int skip, const SideStrides& from, const SideStrides& to,
                                          bool complex_lengths) {
    std::vector<core::AxisLayout> outer;
    for (int a = 0; a < static_cast<int>(p.axes.size()); ++a)
        if (a != skip)
            outer.push_back({complex_lengths ? p.out_length(static_cast<std::size_t>(a)) : p.axes[a].length,
                             from.axis[a], to.axis[a]});
    for (std::size_t b = 0; b < p.batch.size(); ++b) outer.push_back({p.batch[b].length, from.batch[b], to.batch[b]});
    return simplify_outer(outer);
}

// The user's strides on one side: the real side (in_*) or the complex side (out_*).
SideStrides user_side(const core::Problem& p, bool real) {
    SideStrides s;
    for (const auto& a : p.axes) s.axis.push_back(real ? a.in_stride : a.out_stride);
    for (const auto& b : p.batch) s.batch.push_back(real ? b.in_stride : b.out_stride);
    return s;
}

// A packed temp holding the complex side (batch dims slowest).
SideStrides packed_complex(const core::Problem& p) {
    SideStrides s;
    s.axis.resize(p.axes.size());
    s.batch.resize(p.batch.size());
    std::int64_t stride = 1;
    for (std::size_t a = p.axes.size(); a-- > 0;) s.axis[a] = stride, stride *= p.out_length(a);
    for (std::size_t b = p.batch.size(); b-- > 0;) s.batch[b] = stride, stride *= p.batch[b].length;
    return s;
}

class RealSolver final : public ProblemSolver {
public:
    const char* name() const override { return "real"; }

    std::optional<PlanNode> solve(const core::Problem& p, Planner& planner) const override {
        if (p.transform != Transform::R2C) return std::nullopt;
        const int last = static_cast<int>(p.axes.size()) - 1;
        std::vector<int> others;
        for (int a = last - 1; a >= 0; --a)
            if (p.axes[a].length > 1) others.push_back(a);
        const NormScales scales = norm_scales(p.norm, static_cast<long double>(p.transform_size()));
        PlanNode root{name(), p.describe(), std::nullopt, {}};
        const SideStrides real = user_side(p, true), cplx = user_side(p, false);

        // forward: r2c into the output, then C2C in place there
        AxisProblem r2c = base_pass(p, last, Direction::forward);
        r2c.layout = {p.axes[last].length, real.axis[last], cplx.axis[last]};
        r2c.outer = outer_dims(p, last, real, cplx, false);
        r2c.forward_scale = others.empty() ? scales.forward : 1.0L;
        add(root, plan_real_axis(r2c, true, planner), r2c, planner);
        for (std::size_t i = 0; i < others.size(); ++i) {
            AxisProblem ap = c2c_pass(p, others[i], Direction::forward, cplx, cplx, BufferRole::user_output, BufferRole::user_output);
            if (i + 1 == others.size()) ap.forward_scale = scales.forward;
            add(root, planner.plan_axis(ap), ap, planner);
        }

        // inverse: C2C over the other axes into the work buffer, then c2r from it
        const bool in_input = p.destroy_input;
        const BufferRole work = others.empty() || in_input ? BufferRole::user_input : BufferRole::temp_d;
        const SideStrides work_strides = work == BufferRole::temp_d ? packed_complex(p) : cplx;
        for (std::size_t i = 0; i < others.size(); ++i) {
            const SideStrides& from = i == 0 ? cplx : work_strides;
            AxisProblem ap = c2c_pass(p, others[i], Direction::inverse, from, work_strides, i == 0 ? BufferRole::user_input : work, work);
            add(root, planner.plan_axis(ap), ap, planner);
        }
        AxisProblem c2r = base_pass(p, last, Direction::inverse);
        c2r.layout = {p.axes[last].length, work_strides.axis[last], real.axis[last]};
        c2r.outer = outer_dims(p, last, work_strides, real, false);
        c2r.source = work;
        c2r.inverse_scale = scales.inverse;
        add(root, plan_real_axis(c2r, false, planner), c2r, planner);
        return root;
    }

private:
    static AxisProblem c2c_pass(const core::Problem& p, int axis, Direction direction, const SideStrides& from,
                                const SideStrides& to, BufferRole source, BufferRole target) {
        AxisProblem ap = base_pass(p, axis, direction);
        ap.layout = {p.axes[axis].length, from.axis[axis], to.axis[axis]};
        ap.outer = outer_dims(p, axis, from, to, true);
        ap.source = source;
        ap.target = target;
        return ap;
    }

    static void add(PlanNode& root, const std::optional<PlanNode>& child, const AxisProblem& ap, Planner& planner) {
        if (!child) throw Error(Status::unsupported_size, unsupported_axis_reason(ap, planner.device()));
        root.children.push_back(*child);
    }
};

}  // namespace

std::unique_ptr<ProblemSolver> make_real_solver() { return std::make_unique<RealSolver>(); }

}  // namespace prism::plan
