// Emits the elementwise multiplies fused into a kernel's device reads and writes (Bluestein's chirp
// and chirp spectrum, the four-step twiddle): plan/kernel_graph.hpp's ElementOp, as syntax trees.
#pragma once

#include <functional>
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

// The element's index f on the whole axis: pos * pos_scale + sum_d coord_d * coord_scales[d].
ExprPtr element_index(StmtBuilder& b, const plan::ElementIndex& index, const OpSite& site);
// Entry `at` of the kernel's table argument (twiddles and op tables).
Complex lut_entry(StmtBuilder& b, const OpSite& site, ExprPtr at);

// Fetches an element's value; `exists` (null: always) says whether it may touch memory at all, and
// the reader gives zero where it does not.
using ElementReader = std::function<Complex(StmtBuilder& b, ExprPtr exists)>;

// The loaded value after the load op. The chirp op reads zeros past its length.
Complex apply_load_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& site, const ElementReader& read);

// The value to store after the store op, and the condition for storing it at all (null: always).
struct StoreValue {
    Complex value;
    ExprPtr guard;
};
StoreValue apply_store_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& site, Complex value);

}  // namespace prism::gen
