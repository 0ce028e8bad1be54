#include "plan/four_step_passes.hpp"

#include <algorithm>
#include <cmath>

#include "plan/factorize.hpp"

namespace prism::plan {

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

// Any size, not only powers of two: 13^4 takes 13.
std::vector<int> cluster_sizes(std::int64_t sequence_bytes, const ClusterTuning& t) {
    std::vector<int> sizes;
    for (std::size_t budget : {t.preferred_block_bytes, t.largest_block_bytes})
        for (int blocks = 2; blocks <= t.max_blocks; ++blocks)
            if (sequence_bytes <= static_cast<std::int64_t>(blocks * budget) &&
                std::find(sizes.begin(), sizes.end(), blocks) == sizes.end())
                sizes.push_back(blocks);
    return sizes;
}

std::vector<Split> splits_for(std::int64_t n, int blocks) {
    std::vector<Split> out;
    for (std::int64_t d : divisors(n))
        if (d % blocks == 0 && (n / d) % blocks == 0) out.push_back({d, n / d});
    const double root = std::sqrt(static_cast<double>(n));
    std::stable_sort(out.begin(), out.end(), [&](const Split& a, const Split& b) {
        auto score = [&](const Split& s) {
            return std::abs(std::log(static_cast<double>(s.n1) / root)) + (s.n1 > s.n2 ? 1e-3 : 0);
        };
        return score(a) < score(b);
    });
    return out;
}

namespace {

// f = pos * s + rest in the parent becomes, for a slice element, pos' * (inner * s) + coord * s + rest.
ElementIndex slice_index(const ElementIndex& parent, std::int64_t inner, std::size_t new_dim) {
    ElementIndex ix;
    ix.pos_scale = parent.pos_scale * inner;
    ix.coord_scales = parent.coord_scales;
    ix.coord_scales.resize(new_dim + 1, 0);
    ix.coord_scales[new_dim] = parent.pos_scale;
    return ix;
}

// An element op or index map of the parent, indexed for one slice (slice_index).
template <class Op>
Op sliced(Op op, std::int64_t inner, std::size_t new_dim) {
    op.index = slice_index(op.index, inner, new_dim);
    return op;
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
    auto moved = [&](int dim) {
        return dim < 0 ? dim : static_cast<int>(std::find(order.begin(), order.end(), dim) - order.begin());
    };
    auto permute = [&](ElementOp& op) {
        op.twiddle_dim = moved(op.twiddle_dim);
        permute_index(op.index);
    };
    std::vector<core::AxisLayout> outer;
    for (auto i : order) outer.push_back(p.outer[i]);
    p.outer = outer;
    permute(p.load_op);
    permute(p.store_op);
    for (ElementMap* map : {&p.read_map, &p.write_map}) {
        map->pair_dim = moved(map->pair_dim);
        map->mirror_dim = moved(map->mirror_dim);
        permute_index(map->index);
    }
}

AxisProblem sub_problem(const AxisProblem& ap) {
    AxisProblem p = ap;
    p.load_op = p.store_op = p.convolution_op = {};
    p.read_map = p.write_map = {};
    p.forward_scale = p.inverse_scale = 1.0L;
    return p;
}

// The temp's strides for the parent's outer dims and for n2 (k1's is N2 times n2's).
TempLayout four_step_temp(const AxisProblem& ap, TempOrder order) {
    const std::int64_t n = ap.layout.length;
    return order == TempOrder::like_source ? temp_layout(ap, n) : TempLayout{temp_strides(ap.outer, n), 1};
}

}  // namespace

AxisProblem columns_pass(const AxisProblem& ap, Split s, BufferRole scratch, bool computed_twiddle,
                         TempOrder order) {
    AxisProblem p = sub_problem(ap);
    const TempLayout temp = four_step_temp(ap, order);
    for (std::size_t d = 0; d < p.outer.size(); ++d) p.outer[d].out_stride = temp.outer[d];
    p.layout = {s.n1, ap.layout.in_stride * s.n2, temp.axis * s.n2};
    p.outer.push_back({s.n2, ap.layout.in_stride, temp.axis});
    p.target = scratch;
    p.index64 = needs_index64(ap, ap.layout.length * sequences_of(ap.outer));
    if (ap.load_op) p.load_op = sliced(ap.load_op, s.n2, ap.outer.size());
    if (ap.read_map) p.read_map = sliced(ap.read_map, s.n2, ap.outer.size());
    p.store_op.kind = ElementOpKind::twiddle;
    p.store_op.length = ap.layout.length;
    p.store_op.twiddle_dim = static_cast<int>(ap.outer.size());
    p.store_op.computed = computed_twiddle;
    order_outer(p, true);
    return p;
}

AxisProblem rows_pass(const AxisProblem& ap, Split s, BufferRole scratch, bool index64, TempOrder order) {
    AxisProblem p = sub_problem(ap);
    const TempLayout temp = four_step_temp(ap, order);
    for (std::size_t d = 0; d < p.outer.size(); ++d) p.outer[d].in_stride = temp.outer[d];
    p.layout = {s.n2, temp.axis, ap.layout.out_stride * s.n1};
    p.outer.push_back({s.n1, temp.axis * s.n2, ap.layout.out_stride});
    p.source = scratch;
    p.index64 = index64;
    p.forward_scale = ap.forward_scale, p.inverse_scale = ap.inverse_scale;
    if (ap.store_op) p.store_op = sliced(ap.store_op, s.n1, ap.outer.size());
    if (ap.write_map) p.write_map = sliced(ap.write_map, s.n1, ap.outer.size());
    // An even r2c's split pairs rows k1 and N1 - k1 (kernel_graph.hpp's mirror_dim).
    if (ap.write_map.kind == ElementMapKind::split_spectrum)
        p.write_map.mirror_dim = static_cast<int>(ap.outer.size());
    order_outer(p, false);
    return p;
}

namespace {

// The forward columns pass: columns_pass of the convolution without its store op and write map
// (the back pass takes those), writing `target`, always forward.
AxisProblem forward_columns(const AxisProblem& pass, Split s, BufferRole target, bool computed_twiddle) {
    AxisProblem columns_side = pass;
    columns_side.store_op = {};
    columns_side.write_map = {};
    AxisProblem columns = columns_pass(columns_side, s, target, computed_twiddle);
    columns.fixed_direction = Direction::forward;
    return columns;
}

// The back pass: the columns pass's geometry, reading `source` at the columns' output strides
// (`in_outer` for the outer dims, `in_axis` for n2; k1's is N2 times that), writing the parent's
// target through its store op and write map.
AxisProblem back_pass(const AxisProblem& pass, Split s, const AxisProblem& columns, BufferRole source,
                      const std::vector<std::int64_t>& in_outer, std::int64_t in_axis) {
    AxisProblem back = sub_problem(pass);
    for (std::size_t d = 0; d < back.outer.size(); ++d) back.outer[d].in_stride = in_outer[d];
    back.layout = {s.n1, in_axis * s.n2, pass.layout.out_stride * s.n2};
    back.outer.push_back({s.n2, in_axis, pass.layout.out_stride});
    back.source = source;
    back.index64 = columns.index64;
    back.fixed_direction = Direction::inverse;
    back.forward_scale = pass.forward_scale, back.inverse_scale = pass.inverse_scale;
    back.load_op = columns.store_op;  // the twiddle, on the unordered dims; reordered below
    back.load_op.twiddle_dim = static_cast<int>(pass.outer.size());
    back.store_op = sliced(pass.store_op, s.n2, pass.outer.size());
    if (pass.write_map) back.write_map = sliced(pass.write_map, s.n2, pass.outer.size());
    order_outer(back, true);
    return back;
}

std::vector<std::int64_t> input_strides(const std::vector<core::AxisLayout>& outer) {
    std::vector<std::int64_t> strides;
    for (const core::AxisLayout& d : outer) strides.push_back(d.in_stride);
    return strides;
}

}  // namespace

ConvolutionPasses convolution_passes(const AxisProblem& pass, Split s, bool computed_twiddle) {
    ConvolutionPasses c{forward_columns(pass, s, pass.target, computed_twiddle), {}, {}};

    AxisProblem inner = sub_problem(pass);
    c.rows = rows_pass(inner, s, pass.source, c.columns.index64);
    c.rows.source = c.rows.target = pass.target;
    c.rows.forward_scale = c.rows.inverse_scale = 1.0L;
    c.rows.convolution_op = sliced(pass.convolution_op, s.n1, pass.outer.size());

    // The back pass: columns_pass's geometry on both sides, the output's strides on the write side.
    c.back = back_pass(pass, s, c.columns, pass.source, input_strides(pass.outer), pass.layout.in_stride);
    return c;
}

ConvolutionPasses convolution_passes_through(const AxisProblem& pass, Split s, BufferRole scratch,
                                             bool computed_twiddle, bool spectrum_in_rows) {
    ConvolutionPasses c{forward_columns(pass, s, scratch, computed_twiddle), {}, {}};

    // The rows in place on the temp, [outer...][k1][n2]: the outer dims stay slowest first (the
    // temp's strides fall with them), so the convolution op's slice dim is the last, as sliced says.
    const std::vector<std::int64_t> temp = temp_strides(pass.outer, pass.layout.length);
    AxisProblem rows = sub_problem(pass);
    for (std::size_t d = 0; d < rows.outer.size(); ++d)
        rows.outer[d].in_stride = rows.outer[d].out_stride = temp[d];
    rows.layout = {s.n2, 1, 1};
    rows.outer.push_back({s.n1, s.n2, s.n2});
    rows.source = rows.target = scratch;
    rows.index64 = c.columns.index64;
    rows.convolution_op = sliced(pass.convolution_op, s.n1, pass.outer.size());
    if (spectrum_in_rows) rows.convolution_op.table_rows = s.n1;  // f = pos * N1 + k1: the temp's rows
    c.rows = rows;

    c.back = back_pass(pass, s, c.columns, scratch, temp, 1);
    return c;
}

}  // namespace prism::plan
