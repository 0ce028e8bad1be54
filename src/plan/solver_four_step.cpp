// Four-step solver: an axis of length N = N1 * N2 too long for one pass becomes
//   pass 1: N2 FFTs of length N1 over stride N2 (the columns), each output multiplied by
//           w_N^(n2 * k1), written to a temp as [k1][n2];
//   pass 2: N1 FFTs of length N2 over the temp's rows, output k2 of row k1 written to k1 + N1 * k2,
//           the transposition done by the block's row stores.
// Pass 1 is one single-upload kernel; pass 2 goes back through the planner, so a length past two
// passes' reach becomes three. Ops fused into the parent's first read and last write move to
// pass 1's read and pass 2's write, their element indices rewritten for the slices.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "plan/factorize.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

struct Split {
    std::int64_t n1 = 0, n2 = 0;
};

std::vector<std::int64_t> divisors(std::int64_t n) {
    std::vector<std::int64_t> out{1};
    for (std::int64_t p : prime_factors(n)) {
        std::size_t count = out.size();
        for (std::size_t i = 0; i < count; ++i) out.push_back(out[i] * p);
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }
    return out;
}

// Longest sequence one pass takes with a block of a full memory sector's worth of sequences (the
// least that keeps a strided pass's accesses whole sectors).
std::int64_t longest_pass(const AxisProblem& ap, const DeviceInfo& device, const BlockShapeTuning& t) {
    const std::int64_t element = ap.precision == Precision::F64 ? 16 : 8;
    constexpr std::int64_t k_sector_bytes = 32;  // the least a row may be; blocks take more where they fit
    const std::int64_t rows = std::max<std::int64_t>(1, std::min<std::int64_t>(static_cast<std::int64_t>(t.min_row_bytes_strided), k_sector_bytes) / element);
    // A row-storing block of `rows` sequences, padded as the kernels pad it.
    auto block_bytes = [&](std::int64_t length) {
        KernelSpec k;
        k.length = length;
        k.shared_pad_group = KernelSpec::pad_group_for(ap.precision);
        k.stage_output_by_rows = true;
        return k.padded_length() * element * rows;
    };
    std::int64_t n = 1;
    while (block_bytes(2 * n) <= static_cast<std::int64_t>(device.shared_memory_per_block)) n *= 2;
    return t.max_single_pass > 0 ? std::min(n, t.max_single_pass) : n;
}

// Two passes when both factors fit one pass, the most balanced split with N1 <= N2; else N1 near
// the cube root, leaving N2 to split again.
std::optional<Split> choose_split(std::int64_t n, std::int64_t longest) {
    std::optional<Split> best;
    double best_score = 0;
    const double target = n <= longest * longest ? std::sqrt(static_cast<double>(n)) : std::cbrt(static_cast<double>(n));
    for (std::int64_t d : divisors(n)) {
        std::int64_t rest = n / d;
        if (d < 2 || d > longest || rest < 2) continue;
        if (n <= longest * longest ? rest > longest : rest > longest * longest) continue;
        double score = std::abs(std::log(static_cast<double>(d) / target)) + (d > rest ? 1e-3 : 0);
        if (!best || score < best_score) best = Split{d, rest}, best_score = score;
    }
    return best;
}

// f = pos * s + rest in the parent becomes, for a slice element, pos' * (inner * s) + coord * s + rest.
ElementIndex slice_index(const ElementIndex& parent, std::int64_t inner, std::size_t new_dim) {
    ElementIndex ix;
    ix.pos_scale = parent.pos_scale * inner;
    ix.coord_scales = parent.coord_scales;
    ix.coord_scales.resize(new_dim + 1, 0);
    ix.coord_scales[new_dim] = parent.pos_scale;
    return ix;
}

// Moves the dims so the one with the smallest stride on the side that must coalesce is fastest,
// and keeps the ops' per-dim fields in step.
void order_outer(AxisProblem& p, bool by_input) {
    std::vector<std::size_t> order(p.outer.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    auto stride = [&](std::size_t i) { return by_input ? p.outer[i].in_stride : p.outer[i].out_stride; };
    std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return stride(a) > stride(b); });
    auto permute_index = [&](ElementIndex& index) {
        auto old = index.coord_scales;
        old.resize(order.size(), 0);
        index.coord_scales.assign(order.size(), 0);
        for (std::size_t i = 0; i < order.size(); ++i) index.coord_scales[i] = old[order[i]];
    };
    auto permute = [&](ElementOp& op) {
        if (op.twiddle_dim >= 0)
            op.twiddle_dim = static_cast<int>(std::find(order.begin(), order.end(), op.twiddle_dim) - order.begin());
        permute_index(op.index);
    };
    std::vector<core::AxisLayout> outer;
    for (auto i : order) outer.push_back(p.outer[i]);
    p.outer = outer;
    permute(p.load_op);
    permute(p.store_op);
    permute_index(p.read_map.index);
    permute_index(p.write_map.index);
}

AxisProblem sub_problem(const AxisProblem& ap) {
    AxisProblem p = ap;
    p.load_op = p.store_op = {};
    p.read_map = p.write_map = {};
    p.forward_scale = p.inverse_scale = 1.0L;
    return p;
}

AxisProblem columns_pass(const AxisProblem& ap, Split s, BufferRole scratch) {
    const std::int64_t n = ap.layout.length;
    AxisProblem p = sub_problem(ap);
    auto strides = temp_strides(ap.outer, n);
    for (std::size_t d = 0; d < p.outer.size(); ++d) p.outer[d].out_stride = strides[d];
    p.layout = {s.n1, ap.layout.in_stride * s.n2, s.n2};
    p.outer.push_back({s.n2, ap.layout.in_stride, 1});
    p.target = scratch;
    p.index64 = needs_index64(ap, n * sequences_of(ap.outer));
    if (ap.load_op) {
        p.load_op = ap.load_op;
        p.load_op.index = slice_index(ap.load_op.index, s.n2, ap.outer.size());
    }
    if (ap.read_map) {
        p.read_map = ap.read_map;
        p.read_map.index = slice_index(ap.read_map.index, s.n2, ap.outer.size());
    }
    p.store_op.kind = ElementOpKind::twiddle;
    p.store_op.length = n;
    p.store_op.twiddle_dim = static_cast<int>(ap.outer.size());
    order_outer(p, true);
    return p;
}

AxisProblem rows_pass(const AxisProblem& ap, Split s, BufferRole scratch, bool index64) {
    AxisProblem p = sub_problem(ap);
    auto strides = temp_strides(ap.outer, ap.layout.length);
    for (std::size_t d = 0; d < p.outer.size(); ++d) p.outer[d].in_stride = strides[d];
    p.layout = {s.n2, 1, ap.layout.out_stride * s.n1};
    p.outer.push_back({s.n1, s.n2, ap.layout.out_stride});
    p.source = scratch;
    p.index64 = index64;
    p.forward_scale = ap.forward_scale, p.inverse_scale = ap.inverse_scale;
    if (ap.store_op) {
        p.store_op = ap.store_op;
        p.store_op.index = slice_index(ap.store_op.index, s.n1, ap.outer.size());
    }
    if (ap.write_map) {
        p.write_map = ap.write_map;
        p.write_map.index = slice_index(ap.write_map.index, s.n1, ap.outer.size());
    }
    order_outer(p, false);
    return p;
}

class FourStepSolver final : public AxisSolver {
public:
    const char* name() const override { return "four_step"; }

    std::optional<PlanNode> solve(const AxisProblem& ap, Planner& planner) const override {
        const std::int64_t n = ap.layout.length;
        const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
        if (!has_butterfly_factors(n, t.largest_rader_prime, t.largest_shared_rader_prime) ||
            ap.store_op.kind == ElementOpKind::twiddle || ap.convolution_op)
            return std::nullopt;
        if (ap.read_map.half() || ap.write_map.half()) return std::nullopt;  // mirrors must share a pass
        auto split = choose_split(n, longest_pass(ap, planner.device(), t));
        auto scratch = pick_scratch(ap.source, ap.target);
        if (!split || !scratch) return std::nullopt;
        AxisProblem columns = columns_pass(ap, *split, *scratch);
        auto first = planner.plan_axis(columns);
        auto second = planner.plan_axis(rows_pass(ap, *split, *scratch, columns.index64));
        if (!first || !second) return std::nullopt;
        std::ostringstream summary;
        summary << "axis " << ap.axis << ", N = " << n << " = " << split->n1 << " x " << split->n2
                << " in two steps through " << role_name(*scratch);
        return PlanNode{name(), summary.str(), std::nullopt, {*first, *second}};
    }
};

}  // namespace

std::unique_ptr<AxisSolver> make_four_step_solver() { return std::make_unique<FourStepSolver>(); }

}  // namespace prism::plan
