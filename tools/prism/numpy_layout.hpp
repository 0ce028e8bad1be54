// numpy.fft.fftn's view of an array (a C-order shape and a set of axes) expressed as a prism::Config.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "prism/prism.hpp"

namespace prism::cli {

// The axes to transform, as numpy reads `axes=`: none given means all; a negative axis counts from
// the end. Returned in ascending order (the multi-dimensional DFT does not depend on the order).
// Throws UsageError for a 0-d array, an axis out of range, a repeated axis, or more transformed axes
// than prism supports (k_max_rank).
std::vector<int> resolve_axes(const std::optional<std::vector<int>>& requested, int rank);

// Element strides of a packed C-order array.
std::vector<std::int64_t> packed_strides(const std::vector<std::int64_t>& shape);

// The Config that transforms `axes` (from resolve_axes) of a packed C-order array of `shape`, in
// place or between two arrays of the same layout. The transformed axes become `shape` with their
// strides; the others become `batch` and `distance` (one run of them) or `batch_axes` (several).
// Axes of length 1 are dropped where that changes nothing, and the strides are left empty (packed)
// when the result is the packed layout anyway, so common cases take the library's simplest path.
Config config_for_axes(const std::vector<std::int64_t>& shape, const std::vector<int>& axes, Precision precision,
                       Norm norm);

}  // namespace prism::cli
