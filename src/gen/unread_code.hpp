// Drops what a kernel computes and never reads. The builder names every computed value, and a
// butterfly computes all its outputs even where the stage stores only some (a Bluestein
// convolution's truncated tail): NVRTC drops that code too, but the source carried it, with one
// "declared but never referenced" warning per temporary.
#pragma once

#include <vector>

#include "gen/ast.hpp"

namespace prism::gen {

// Removes the declarations and assignments of variables that no expression, store or condition
// reads, until none is left. Every expression is free of side effects, so dropping an unread one
// changes nothing the kernel does.
void remove_unread_variables(std::vector<ast::Stmt>& body);

}  // namespace prism::gen
