// Where each logical element of a case lives in device memory, computed independently of prism
// (the suites check prism's layout handling against this, so it must not share prism's code).
#pragma once

#include <cstdint>
#include <vector>

#include "common/case_token.hpp"

namespace prism::cases {

// The elements an array of `shape` holds: the product of its lengths.
std::int64_t element_count(const std::vector<std::int64_t>& shape);

std::vector<std::int64_t> packed_strides(const std::vector<std::int64_t>& shape);

// Element offset of every logical element (batch-major, then row-major over shape), with Config's
// defaulting: empty strides are packed, a zero distance is the span of one batch.
std::vector<std::int64_t> element_offsets(const Layout& layout, const std::vector<std::int64_t>& shape,
                                          std::int64_t batch);

// Largest offset + 1.
std::int64_t layout_span(const Layout& layout, const std::vector<std::int64_t>& shape, std::int64_t batch);

// Where each logical scalar of one side of a run lives in a buffer of T scalars (reals as they are,
// complexes as (re, im) pairs), and how many scalars the layout spans.
struct SideLayout {
    std::vector<std::int64_t> offsets;
    std::int64_t span = 0;
};

// The side a run reads and the side it writes. C2C reads `in` and writes `out`, in complexes; R2R
// the same in reals; R2C forward reads the real side (`in`) and writes the complex side (`out`,
// over the half shape), and its inverse (C2R) the other way round. A packed real side of an R2C
// with real_padded has each row padded to 2(n/2 + 1) reals.
SideLayout input_side(const CaseConfig& c, Direction d);
SideLayout output_side(const CaseConfig& c, Direction d);

// The layouts the matrix draws from. Each maps distinct elements to distinct addresses.
// Every axis stride (and the distance) multiplied by `factor`: gaps between all elements.
Layout strided_layout(const std::vector<std::int64_t>& shape, std::int64_t factor);
// Row-major with `pad` unused elements after each row of every axis and after each batch.
Layout padded_layout(const std::vector<std::int64_t>& shape, std::int64_t pad);
// Batches interleaved element by element: distance 1, axis strides = batch * packed strides.
Layout interleaved_layout(const std::vector<std::int64_t>& shape, std::int64_t batch);

}  // namespace prism::cases
