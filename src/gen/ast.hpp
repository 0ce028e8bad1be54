// The generator's syntax tree: typed expressions and statements, and nothing of any dialect's
// syntax. Kernels are built as trees (src/gen/stockham_kernel.cpp) and rendered by a printer per
// dialect (src/gen/printer_*.cpp), the only code that knows how CUDA or OpenCL C spell things.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace prism::gen::ast {

enum class Scalar { f32, f64, i32, i64, boolean };

// A scalar, or a pair of real scalars holding one complex number (float2 / double2).
struct Type {
    Scalar scalar = Scalar::i32;
    bool pair = false;
    bool operator==(const Type&) const = default;
};

// Where a buffer lives: a kernel parameter in global memory, or the block's shared memory.
enum class Space { global, shared };

// Values the dialect supplies.
enum class Builtin { local_id, group_id };

// clang-format off
enum class Op {
    real_literal, int_literal, variable, builtin,
    add, sub, mul, div, mod, less, equal, logical_and, negate, select,
    pair_x, pair_y, make_pair, load, sin_pi, cos_pi, convert,
    fma,     // args {a, b, c}: a * b + c rounded once (the dialect's fused multiply-add function)
    opaque,  // its operand's value, which the compiler may not see through (builder.hpp says why)
    // An element of the shared array `name` of another block of the thread-block cluster (CUDA's
    // distributed shared memory, sm_90): args {index, the block's rank in the cluster}.
    load_cluster,
    // A pair of reals from a buffer of single reals, args {index in pairs} (the row's two reals at
    // 2 index and 2 index + 1, one aligned 8- or 16-byte load).
    load_real_pair,
    // The value of args[0] in another lane of the warp, args {value, source lane} (CUDA only).
    warp_shuffle,
};
// clang-format on

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

struct Expr {
    Op op = Op::int_literal;
    Type type;
    long double real = 0;       // real_literal
    std::int64_t integer = 0;   // int_literal
    std::string name;           // variable or buffer
    Builtin builtin = Builtin::local_id;
    std::vector<ExprPtr> args;  // operands; for load: {index}
};

// cluster_barrier: every thread of every block of the thread-block cluster, with the shared-memory
// writes before it visible to all of them after it. store_real_pair: a pair of reals (type) into a
// buffer of single reals, at index in pairs (2 index and 2 index + 1, one aligned store).
enum class StmtKind { declare, assign, store, store_real_pair, if_block, barrier, cluster_barrier, comment };

struct Stmt {
    StmtKind kind = StmtKind::comment;
    Type type;                  // declare, store_real_pair
    std::string name;           // declare/assign: variable; store: buffer; comment: text
    ExprPtr value;              // declare (may be null: no initializer), assign, store, if condition
    ExprPtr index;              // store
    std::vector<Stmt> body;     // if_block
};

struct BufferParam {
    std::string name;
    Type element;
    bool read_only = false;
};

struct SharedArray {
    std::string name;
    Type element;
    std::int64_t length = 0;
    // Also declared: the same memory as an array of single reals under this name (empty: none),
    // for rows of reals staged two to an element.
    std::string real_view;
};

struct Kernel {
    std::string name;
    int max_threads_per_block = 0;   // launch bound
    int min_resident_blocks = 0;     // blocks the compiler should fit on one multiprocessor (0: no ask)
    std::vector<BufferParam> params;
    std::vector<SharedArray> shared;
    std::vector<Stmt> body;
};

struct Module {
    std::string banner;              // a comment saying what generated it
    bool uses_f64 = false;
    bool uses_clusters = false;      // some kernel reads another block's shared memory
    std::vector<Kernel> kernels;
};

}  // namespace prism::gen::ast
