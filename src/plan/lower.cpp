#include "plan/lower.hpp"

#include "gen/twiddles.hpp"

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

}  // namespace prism::plan
