#include "plan/planner.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "plan/factorize.hpp"

namespace prism::plan {

namespace {

void append_key(std::ostringstream& s, const ElementOp& op) {
    s << '|' << static_cast<int>(op.kind);
    if (!op) return;
    s << ',' << op.length << ',' << op.chirp_length << ',' << op.twiddle_dim << ',' << op.index.pos_scale << ','
      << (op.direction ? static_cast<int>(*op.direction) + 1 : 0) << ',' << op.computed;
    for (auto c : op.index.coord_scales) s << ',' << c;
}

void append_key(std::ostringstream& s, const ElementMap& m) {
    s << '|' << static_cast<int>(m.kind);
    if (!m) return;
    s << ',' << m.n << ',' << static_cast<int>(m.r2r) << ',' << m.axis_stride << ','
      << static_cast<double>(m.weight_first) << ',' << static_cast<double>(m.weight_last) << ','
      << m.pair_stride << ',' << m.pair_rows << ',' << m.pair_dim << ',' << m.mirror_dim << ','
      << m.index.pos_scale << ',' << m.aligned_pairs << ',' << m.r2r_halves;
    for (auto c : m.index.coord_scales) s << ',' << c;
}

}  // namespace

std::string AxisProblem::key() const {
    std::ostringstream s;
    s << axis << ':' << layout.length << ',' << layout.in_stride << ',' << layout.out_stride << '|';
    for (const auto& d : outer) s << d.length << ',' << d.in_stride << ',' << d.out_stride << ';';
    s << '|' << static_cast<int>(precision) << static_cast<int>(twiddles) << index64 << static_cast<int>(source)
      << static_cast<int>(target) << (fixed_direction ? static_cast<int>(*fixed_direction) + 1 : 0) << '|'
      << static_cast<double>(forward_scale) << ',' << static_cast<double>(inverse_scale);
    append_key(s, load_op);
    append_key(s, store_op);
    append_key(s, convolution_op);
    append_key(s, read_map);
    append_key(s, write_map);
    s << '|' << (only_direction ? static_cast<int>(*only_direction) + 1 : 0);
    return s.str();
}

std::optional<BufferRole> pick_scratch(BufferRole source, BufferRole target) {
    for (BufferRole r : {BufferRole::temp_a, BufferRole::temp_b, BufferRole::temp_c, BufferRole::temp_d})
        if (r != source && r != target) return r;
    return std::nullopt;
}

std::int64_t sequences_of(const std::vector<core::AxisLayout>& outer) {
    std::int64_t count = 1;
    for (const auto& d : outer) count *= d.length;
    return count;
}

std::vector<std::int64_t> temp_strides(const std::vector<core::AxisLayout>& outer, std::int64_t length) {
    std::vector<std::int64_t> strides(outer.size());
    std::int64_t stride = length;
    for (std::size_t d = outer.size(); d-- > 0;) {
        strides[d] = stride;
        stride *= outer[d].length;
    }
    return strides;
}

TempLayout temp_layout_like_source(const AxisProblem& ap, std::int64_t length) {
    std::vector<std::size_t> fastest_first(ap.outer.size());
    for (std::size_t i = 0; i < fastest_first.size(); ++i) fastest_first[i] = i;
    std::stable_sort(fastest_first.begin(), fastest_first.end(),
                     [&](auto a, auto b) { return ap.outer[a].in_stride < ap.outer[b].in_stride; });
    TempLayout t{std::vector<std::int64_t>(ap.outer.size()), 0};
    std::int64_t stride = 1;
    for (std::size_t d : fastest_first) {
        if (t.axis == 0 && ap.outer[d].in_stride >= ap.layout.in_stride) t.axis = stride, stride *= length;
        t.outer[d] = stride;
        stride *= ap.outer[d].length;
    }
    if (t.axis == 0) t.axis = stride;
    return t;
}

TempLayout temp_layout(const AxisProblem& ap, std::int64_t length) {
    return has_faster_dim(ap) ? temp_layout_like_source(ap, length)
                              : TempLayout{temp_strides(ap.outer, length), 1};
}

std::int64_t faster_sequences(const AxisProblem& ap) {
    std::int64_t count = 1;
    for (const core::AxisLayout& d : ap.outer)
        if (d.in_stride < ap.layout.in_stride) count *= d.length;
    return count;
}

bool has_faster_dim(const AxisProblem& ap) { return faster_sequences(ap) > 1; }

std::vector<core::AxisLayout> simplify_outer(std::vector<core::AxisLayout> dims) {
    std::erase_if(dims, [](const core::AxisLayout& d) { return d.length == 1; });
    std::stable_sort(dims.begin(), dims.end(), [](const auto& a, const auto& b) {
        return a.out_stride != b.out_stride ? a.out_stride > b.out_stride : a.in_stride > b.in_stride;
    });
    std::vector<core::AxisLayout> fused;
    for (const auto& d : dims) {
        if (!fused.empty()) {
            auto& slow = fused.back();
            if (slow.in_stride == d.in_stride * d.length && slow.out_stride == d.out_stride * d.length) {
                slow = {slow.length * d.length, d.in_stride, d.out_stride};
                continue;
            }
        }
        fused.push_back(d);
    }
    return fused;
}

void pair_fastest_outer_rows(AxisProblem& ap) {
    core::AxisLayout& rows = ap.outer.back();
    ap.read_map.pair_stride = rows.in_stride;
    ap.write_map.pair_stride = rows.out_stride;
    ap.read_map.pair_rows = ap.write_map.pair_rows = rows.length;
    ap.read_map.pair_dim = ap.write_map.pair_dim = static_cast<int>(ap.outer.size()) - 1;
    rows = {(rows.length + 1) / 2, rows.in_stride * 2, rows.out_stride * 2};
}

AxisProblem axis_pass(const core::Problem& p, int axis, bool first) {
    AxisProblem ap;
    ap.axis = axis;
    auto view = [first](core::AxisLayout d) { return first ? d : core::AxisLayout{d.length, d.out_stride, d.out_stride}; };
    ap.layout = view(p.axes[axis]);
    std::vector<core::AxisLayout> outer;
    for (int a = 0; a < static_cast<int>(p.axes.size()); ++a)
        if (a != axis) outer.push_back(view(p.axes[a]));
    for (const auto& b : p.batch) outer.push_back(view(b));
    ap.outer = simplify_outer(outer);
    ap.precision = p.precision;
    ap.twiddles = p.twiddles;
    ap.index64 = p.index64;
    ap.source = first ? BufferRole::user_input : BufferRole::user_output;
    return ap;
}

NormScales norm_scales(Norm norm, long double n) {
    long double inv_n = 1.0L / n;
    switch (norm) {
        case Norm::none: return {};
        case Norm::backward: return {1.0L, inv_n};
        case Norm::ortho: return {std::sqrt(inv_n), std::sqrt(inv_n)};
        case Norm::forward: return {inv_n, 1.0L};
    }
    return {};
}

bool needs_index64(const AxisProblem& parent, std::int64_t elements) {
    return parent.index64 || elements > std::int64_t{2147483647};
}

Planner::Planner(const DeviceInfo& device) : device_(device), device_class_(classify(device)) {
    problem_solvers_.push_back(make_real_solver());
    problem_solvers_.push_back(make_r2r_solver());
    problem_solvers_.push_back(make_multi_axis_solver());
    axis_solvers_.push_back(make_cluster_four_step_solver(ClusterScope::listed_lengths));
    axis_solvers_.push_back(make_four_step_solver(FourStepScope::narrow_strided_rows));
    axis_solvers_.push_back(make_stockham_single_pass_solver());
    axis_solvers_.push_back(make_cluster_four_step_solver(ClusterScope::past_one_block));
    axis_solvers_.push_back(make_four_step_solver(FourStepScope::any_length));
    axis_solvers_.push_back(make_bluestein_solver());
}

PlanNode Planner::plan(const core::Problem& problem) {
    if (problem.stage_radices != requested_radices_ || problem.kernel_shapes != requested_shapes_) {
        axis_memo_.clear();  // the memo holds plans made with other radices or shapes
        requested_radices_ = problem.stage_radices;
        requested_shapes_ = problem.kernel_shapes;
    }
    for (const auto& solver : problem_solvers_)
        if (auto node = solver->solve(problem, *this)) return *node;
    throw Error(Status::internal_error, "no solver accepted the problem " + problem.describe());
}

const Config::KernelShape* Planner::requested_shape(std::int64_t length) const {
    for (const auto& shape : requested_shapes_)
        if (shape.length == length) return &shape;
    return nullptr;
}

const std::vector<int>* Planner::requested_radices(std::int64_t length) const {
    for (const auto& radices : requested_radices_) {
        std::int64_t product = 1;
        for (int r : radices) product *= r;
        if (product == length) return &radices;
    }
    return nullptr;
}

std::optional<PlanNode> Planner::plan_axis(const AxisProblem& problem) {
    auto key = problem.key();
    if (auto hit = axis_memo_.find(key); hit != axis_memo_.end()) return hit->second;
    std::optional<PlanNode> result;
    for (const auto& solver : axis_solvers_)
        if ((result = solver->solve(problem, *this))) break;
    axis_memo_.emplace(key, result);
    return result;
}

// Every length has a solver; a refusal means the decomposition ran out of temps or the device
// cannot hold even the smallest pass.
std::string unsupported_axis_reason(const AxisProblem& problem, const DeviceInfo& device) {
    std::ostringstream s;
    s << "axis " << problem.axis << " has length " << problem.layout.length
      << ", which no plan fits on " << device.name << " (" << device.shared_memory_per_block
      << " bytes of shared memory per block); please report this with the shape";
    return s.str();
}

}  // namespace prism::plan
