// Emits the elementwise multiplies fused into a kernel's device reads and writes (Bluestein's chirp
// and chirp spectrum, the four-step twiddle): plan/kernel_graph.hpp's ElementOp, as syntax trees.
#pragma once

#include <vector>

#include "gen/builder.hpp"
#include "plan/kernel_graph.hpp"

namespace prism::gen {

// Where the op is applied: element `pos` of the sequence with the given outer coordinates.
struct OpSite {
    ExprPtr pos;
    const std::vector<ExprPtr>* coords;  // one per outer dim of the kernel
    ast::Scalar index;                   // i32 / i64
    ast::Scalar real;                    // f32 / f64
    int fft_sign;                        // -1 forward FFT, +1 inverse (the twiddle op)
    int transform_sign;                  // the transform's direction (the chirp ops)
};

// The loaded value after the load op. `value` is only evaluated for elements that exist (the chirp
// op reads zeros past its length).
Complex apply_load_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& site, ExprPtr value);

// The value to store after the store op, and the condition for storing it at all (null: always).
struct StoreValue {
    Complex value;
    ExprPtr guard;
};
StoreValue apply_store_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& site, Complex value);

}  // namespace prism::gen
