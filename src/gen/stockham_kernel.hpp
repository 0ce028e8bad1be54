// Builds the syntax tree of a single-upload Stockham kernel from its KernelSpec.
#pragma once

#include "gen/ast.hpp"
#include "plan/kernel_graph.hpp"
#include "prism/prism.hpp"

namespace prism::gen {

// Entry point names: spec.name + "_fwd" / "_inv".
std::string entry_name(const plan::KernelSpec& spec, Direction direction);

ast::Kernel build_stockham_kernel(const plan::KernelSpec& spec, Direction direction);

// Every kernel of a graph, both directions, in graph order (forward then inverse per kernel).
ast::Module build_module(const plan::KernelGraph& graph);

}  // namespace prism::gen
