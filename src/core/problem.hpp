// The canonical problem: a validated Config with every default filled in and every stride explicit.
// Everything downstream of validation (planner, generator, exec) reads a Problem, never a Config.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace prism::core {

// Bytes of one complex value: two reals of the precision.
constexpr int complex_bytes(Precision p) { return p == Precision::F64 ? 16 : 8; }

// One axis of the iteration space with its element strides in the input and output buffers.
struct AxisLayout {
    std::int64_t length = 1;
    std::int64_t in_stride = 1;
    std::int64_t out_stride = 1;
};

struct Problem {
    Transform transform = Transform::C2C;
    std::vector<R2RKind> r2r_kinds;  // R2R: one per axis
    bool destroy_input = false;      // R2C: the multi-axis c2r may work in its input
    bool real_padded = false;        // R2C: the real rows are padded to 2(n/2 + 1) (they span that much)
    Precision precision = Precision::F32;
    Norm norm = Norm::none;
    TwiddleSource twiddles = TwiddleSource::table;
    std::vector<AxisLayout> axes;   // transformed axes, row-major (slowest first)
    std::vector<AxisLayout> batch;  // batch axes of length > 1; `batch`/distance first, then batch_axes
    bool index64 = false;           // kernels use 64-bit offsets
    // Config::stage_radices: the radices of single-pass kernels of chosen lengths (each list's product).
    std::vector<std::vector<int>> stage_radices;
    // Config::kernel_shapes: the block shapes of plain single-pass kernels of chosen lengths.
    std::vector<Config::KernelShape> kernel_shapes;
    // Elements each side's layout touches (largest offset + 1). R2C: `in` is the real side (reals),
    // `out` the complex side, whichever way the plan runs; R2R: both real.
    std::int64_t in_span = 0;
    std::int64_t out_span = 0;

    std::int64_t transform_size() const;  // product of the transformed lengths
    std::int64_t batch_count() const;     // product of the batch lengths
    bool layouts_equal() const;           // input and output strides agree
    // One buffer may serve as both sides: the same strides (C2C, R2R), or for R2C real element 2k
    // sharing its bytes with complex element k along the last axis and every other stride equal in bytes.
    bool in_place_allowed() const;
    // The length of axis `a` on the complex side of an R2C (n/2 + 1 on the last axis), else its length.
    std::int64_t out_length(std::size_t a) const;
    std::size_t element_bytes() const;    // bytes of one complex element (temps hold complex elements)
    std::size_t in_element_bytes() const; // bytes of one element of the `in` side
    std::size_t out_element_bytes() const;
    std::string describe() const;         // one line for people, e.g. "c2c f32 64x32 batch 8 ..."
};

// Validates every field and builds the canonical problem; throws prism::Error naming the field.
Problem make_problem(const Config& config);

}  // namespace prism::core
