// The PlanTree: how the planner decomposed a problem, solver by solver. Immutable once built and
// printable, so `prism plan --explain` shows exactly what will run.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "plan/kernel_graph.hpp"

namespace prism::plan {

struct PlanNode {
    std::string solver;                 // the solver that produced this node
    std::string summary;                // one line: what this node computes and how
    std::optional<KernelSpec> kernel;   // leaves that are one kernel launch
    std::vector<PlanNode> children;     // sub-plans, executed in order
};

// Depth-first, children in order: the kernels of the tree in launch order.
std::vector<const KernelSpec*> kernels_in_order(const PlanNode& root);
// A plan that launches exactly one kernel (false for none).
bool one_kernel(const std::optional<PlanNode>& node);

std::string render_tree(const PlanNode& root);

}  // namespace prism::plan
