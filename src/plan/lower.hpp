// Lowering: PlanTree -> KernelGraph. Names the kernels, lays their twiddles out in one table.
#pragma once

#include "plan/kernel_graph.hpp"
#include "plan/plan_tree.hpp"

namespace prism::plan {

KernelGraph lower(const PlanNode& root);

}  // namespace prism::plan
