// Lowering: PlanTree -> KernelGraph. Names the kernels, lays their twiddles out in one table.
#pragma once

#include "core/problem.hpp"
#include "plan/kernel_graph.hpp"
#include "plan/plan_tree.hpp"

namespace prism::plan {

KernelGraph lower(const PlanNode& root);

// A problem planned for a device and lowered: what ExecPlan builds from and what
// `prism plan --explain` and `prism codegen` print.
struct LoweredPlan {
    PlanNode tree;
    KernelGraph graph;
};
LoweredPlan plan_and_lower(const core::Problem& problem, const DeviceInfo& device);

}  // namespace prism::plan
