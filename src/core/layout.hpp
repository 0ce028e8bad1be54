// Stride arithmetic on layouts: how far a layout reaches, and whether it writes each element once.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace prism::core {

struct StridedDim {
    std::int64_t length = 1;
    std::int64_t stride = 1;
};

// Largest offset + 1 the dims can address (all strides positive); nullopt on int64 overflow.
std::optional<std::int64_t> layout_span(const std::vector<StridedDim>& dims);

// True when no two index tuples map to one offset. Exact: a sorted-strides proof first, and for
// the layouts that fails on, an enumeration when the layout is small enough to enumerate.
// Returns nullopt when it cannot decide (too large to enumerate).
std::optional<bool> layout_is_injective(const std::vector<StridedDim>& dims);

// Row-major packed strides for a shape (last axis contiguous).
std::vector<std::int64_t> packed_strides(const std::vector<std::int64_t>& shape);

}  // namespace prism::core
