#include "plan/plan_tree.hpp"

#include <sstream>

namespace prism::plan {

static void collect(const PlanNode& node, std::vector<const KernelSpec*>& out) {
    if (node.kernel) out.push_back(&*node.kernel);
    for (const auto& child : node.children) collect(child, out);
}

std::vector<const KernelSpec*> kernels_in_order(const PlanNode& root) {
    std::vector<const KernelSpec*> out;
    collect(root, out);
    return out;
}

bool one_kernel(const std::optional<PlanNode>& node) { return node && kernels_in_order(*node).size() == 1; }

static void render(const PlanNode& node, const std::string& indent, bool last, std::ostringstream& s) {
    s << indent << (indent.empty() ? "" : (last ? "`- " : "|- ")) << node.solver << ": " << node.summary << "\n";
    std::string next = indent + (indent.empty() ? "  " : (last ? "   " : "|  "));
    for (std::size_t i = 0; i < node.children.size(); ++i)
        render(node.children[i], next, i + 1 == node.children.size(), s);
}

std::string render_tree(const PlanNode& root) {
    std::ostringstream s;
    render(root, "", true, s);
    return s.str();
}

}  // namespace prism::plan
