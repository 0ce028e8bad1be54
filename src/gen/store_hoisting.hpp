// Moves stores to shared memory, and the register assignments they read, up to just after the
// values they need. A butterfly names all its outputs before the stage stores any, so without this
// every output of a wide butterfly stays live to the end: with one thread a sequence (no barrier
// between a stage's reads and its stores) ptxas spilled 164 bytes of fp64 31's pair butterfly and
// 340 of fp32 59's, and none once each output went to shared memory as it was computed.
#pragma once

#include <vector>

#include "gen/ast.hpp"

namespace prism::gen {

// Hoists, within the kernel's top-level statements, each assignment of a value computed in registers
// to a variable declared without a value and assigned once, and each store to shared memory, past
// the statements before it that it does not depend on. An assignment passes any statement that
// neither reads nor writes its target nor writes what it reads. A store also stops at a barrier, a branch, a
// read of shared memory and a shared store it cannot prove lands elsewhere (the same index plus a different
// constant). `shared` names the arrays in shared memory (and the views of them).
void hoist_shared_stores(std::vector<ast::Stmt>& body, const std::vector<std::string>& shared);

}  // namespace prism::gen
