// numpy.fft.rfftn / irfftn's and scipy.fft.dctn / dstn's view of an array expressed as a
// prism::Config: the transformed axes become `shape` (the real axis last for R2C), the others batch
// axes, with the strides of the two packed C-order arrays (real and complex for R2C).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "prism/prism.hpp"

namespace prism::cli {

// numpy's rfftn/irfftn take the real (halved) axis to be the last one of `axes` as given, so the
// order matters there. Returns it, normalized (negative counts from the end); the last array axis
// when none are given. Call after resolve_axes has validated `requested`.
int real_axis(const std::optional<std::vector<int>>& requested, int rank);

// The array shape on the complex side: `real_shape` with `axis` cut to n/2 + 1.
std::vector<std::int64_t> halved_shape(const std::vector<std::int64_t>& real_shape, int axis);

// R2C between a packed real array of `real_shape` and a packed complex array of
// halved_shape(real_shape, axis): `axes` transformed (sorted, from resolve_axes), `axis` among them
// the real one. The transformed axes other than `axis` with length 1 are dropped (identities);
// the real axis stays even at length 1. Strides are left empty when the layout is the packed one.
Config r2c_config_for_axes(const std::vector<std::int64_t>& real_shape, const std::vector<int>& axes,
                           int axis, Precision precision, Norm norm);

// R2R of one kind on every axis in `axes` (sorted), between two packed arrays of `shape`. No axis
// is dropped: a length-1 DCT or DST is a scaling, not an identity.
Config r2r_config_for_axes(const std::vector<std::int64_t>& shape, const std::vector<int>& axes, R2RKind kind,
                           Precision precision, Norm norm);

}  // namespace prism::cli
