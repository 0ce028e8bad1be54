#include "plan/lower.hpp"

#include "gen/twiddles.hpp"
#include "plan/planner.hpp"

namespace prism::plan {

KernelGraph lower(const PlanNode& root) {
    KernelGraph graph;
    int index = 0;
    for (const KernelSpec* spec : kernels_in_order(root)) {
        KernelSpec k = *spec;
        k.name = "prism_k" + std::to_string(index++);
        k.lut_offset = static_cast<std::int64_t>(graph.lut.size());
        if (k.twiddles == TwiddleSource::table) {
            auto table = gen::stockham_twiddles(k);
            graph.lut.insert(graph.lut.end(), table.begin(), table.end());
        }
        graph.kernels.push_back(k);
    }
    return graph;
}

LoweredPlan plan_and_lower(const core::Problem& problem, const DeviceInfo& device) {
    Planner planner(device);
    LoweredPlan result{planner.plan(problem), {}};
    result.graph = lower(result.tree);
    return result;
}

}  // namespace prism::plan
