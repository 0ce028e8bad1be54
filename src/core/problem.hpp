// The canonical problem: a validated Config with every default filled in and every stride explicit.
// Everything downstream of validation (planner, generator, exec) reads a Problem, never a Config.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace prism::core {

// One axis of the iteration space with its element strides in the input and output buffers.
struct AxisLayout {
    std::int64_t length = 1;
    std::int64_t in_stride = 1;
    std::int64_t out_stride = 1;
};

struct Problem {
    Transform transform = Transform::C2C;
    Precision precision = Precision::F32;
    Norm norm = Norm::none;
    TwiddleSource twiddles = TwiddleSource::table;
    std::vector<AxisLayout> axes;   // transformed axes, row-major (slowest first)
    std::vector<AxisLayout> batch;  // batch axes of length > 1; `batch`/distance first, then batch_axes
    bool index64 = false;           // kernels use 64-bit offsets
    std::int64_t in_span = 0;       // elements the input layout touches (largest offset + 1)
    std::int64_t out_span = 0;

    std::int64_t transform_size() const;  // product of the transformed lengths
    std::int64_t batch_count() const;     // product of the batch lengths
    bool layouts_equal() const;           // input and output strides agree (in place is allowed)
    std::size_t element_bytes() const;    // bytes of one complex element
    std::string describe() const;         // one line for people, e.g. "c2c f32 64x32 batch 8 ..."
};

// Validates every field and builds the canonical problem; throws prism::Error naming the field.
Problem make_problem(const Config& config);

}  // namespace prism::core
