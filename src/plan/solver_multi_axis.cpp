// Multi-axis solver: a rank-d transform as one single-axis pass per axis, the innermost two fused
// into one pass where a plane of them fits (solver_fused_plane.cpp). The first pass reads the
// user's input and writes the output buffer; every later pass works in place on the output, so
// out-of-place transforms never touch their input. The innermost axis goes first.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "plan/planner.hpp"

namespace prism::plan {
namespace {

class MultiAxisSolver final : public ProblemSolver {
public:
    const char* name() const override { return "multi_axis"; }

    std::optional<PlanNode> solve(const core::Problem& p, Planner& planner) const override {
        if (p.transform != Transform::C2C) return std::nullopt;
        std::vector<int> order;
        for (int a = static_cast<int>(p.axes.size()) - 1; a >= 0; --a)
            if (p.axes[a].length > 1) order.push_back(a);
        if (order.empty()) order.push_back(static_cast<int>(p.axes.size()) - 1);  // all length 1: a copy
        PlanNode root{name(), p.describe(), std::nullopt, {}};
        NormScales scales = norm_scales(p.norm, static_cast<long double>(p.transform_size()));
        std::size_t first = 0;  // the first axis of `order` still to plan
        if (order.size() >= 2) {
            const NormScales plane_scales = order.size() == 2 ? scales : NormScales{};
            if (auto plane = plan_fused_plane(p, order[1], order[0], plane_scales, planner)) {
                root.children.push_back(*plane);
                first = 2;
            }
        }
        for (std::size_t i = first; i < order.size(); ++i) {
            AxisProblem ap = axis_pass(p, order[i], i == 0);
            if (i + 1 == order.size()) ap.forward_scale = scales.forward, ap.inverse_scale = scales.inverse;
            auto child = planner.plan_axis(ap);
            if (!child) throw Error(Status::unsupported_size, unsupported_axis_reason(ap, planner.device()));
            root.children.push_back(*child);
        }
        return root;
    }
};

}  // namespace

std::unique_ptr<ProblemSolver> make_multi_axis_solver() { return std::make_unique<MultiAxisSolver>(); }

}  // namespace prism::plan
