// Emits the elementwise multiplies fused into a kernel's device reads and writes (Bluestein's chirp
// and chirp spectrum, the four-step twiddle): plan/kernel_graph.hpp's ElementOp, as syntax trees.
#pragma once

#include <functional>
#include <vector>

#include "gen/builder.hpp"
#include "plan/kernel_graph.hpp"

namespace prism::gen {

// The values `pos` can take, where the emitter knows them (a stage's butterfly j + t * N/R with
// 0 <= j < N/R): lets a zero-padded read or a truncated write be settled while generating.
struct PositionRange {
    std::int64_t lo = 0, hi = -1;  // inclusive; hi < lo: not known
    bool known() const { return hi >= lo; }
};

// Where the op is applied: element `pos` of the sequence with the given outer coordinates.
struct OpSite {
    ExprPtr pos;
    const std::vector<ExprPtr>* coords;  // one per outer dim of the kernel
    ast::Scalar index;                   // i32 / i64
    ast::Scalar real;                    // f32 / f64
    int fft_sign;                        // -1 forward FFT, +1 inverse (the twiddle op)
    int transform_sign;                  // the transform's direction (the chirp ops)
    PositionRange range = {};            // of pos
    // The kernel's outer dims, where known: coords[d] < (*outer)[d].length.
    const std::vector<core::AxisLayout>* outer = nullptr;
};

// The element's index f on the whole axis: pos * pos_scale + sum_d coord_d * coord_scales[d].
ExprPtr element_index(StmtBuilder& b, const plan::ElementIndex& index, const OpSite& site);
// Entry `at` of the kernel's table argument (twiddles and op tables).
Complex lut_entry(StmtBuilder& b, const OpSite& site, ExprPtr at);

// Fetches an element's value; `exists` (null: always) says whether it may touch memory at all, and
// the reader gives zero where it does not.
using ElementReader = std::function<Complex(StmtBuilder& b, ExprPtr exists)>;

// Whether the op is a chirp whose length the site's whole range lies past: a load of zero padding
// (no load at all), or a store of a convolution's padded tail (no store).
bool past_chirp(const plan::ElementOp& op, const OpSite& site);

// The loaded value after the load op. The chirp op reads zeros past its length: where the site's
// range lies past it, a literal zero (no load, and the butterflies fold it away).
Complex apply_load_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& site, const ElementReader& read);

// The value to store after the store op, and the condition for storing it at all (null: always).
struct StoreValue {
    Complex value;
    ExprPtr guard;
};
StoreValue apply_store_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& site, Complex value);

}  // namespace prism::gen
