// Tuning columns set from text, for experiment builds: one build of the library times several
// settings of a column side by side on a GPU (bench/device's A/B scripts), instead of a patched
// build per setting. A build configured with -DPRISM_TUNING_KNOBS=ON applies the environment
// variable PRISM_TUNING_OVERRIDES to the block-shape rows when they are first read; other builds
// never look at it, so released planning depends on the tables alone.
//
// The text is a comma-separated list of CLASS.PRECISION.COLUMN=VALUE, CLASS one of cuda, opencl,
// cpu or *, PRECISION f32, f64 or *, COLUMN a BlockShapeTuning field's name or a padding column
// (apply_padding_overrides), VALUE an integer (0 or 1 for a yes/no column):
//   PRISM_TUNING_OVERRIDES=cuda.f64.shared_rader_split_constants=0,cuda.*.largest_register_prime_alone=31
#pragma once

#include <string_view>

#include "plan/tuning.hpp"

namespace prism::plan {

// Applies the overrides in `text` that name this row's device class and precision to `row`.
// Throws Error (invalid_argument) naming the item for a malformed item, an unknown class,
// precision or column, or a value the column's type cannot hold; `row` is then unchanged.
void apply_tuning_overrides(std::string_view text, DeviceClass device_class, Precision precision,
                            BlockShapeTuning& row);

// Applies the items of `text` that set a padding column and name this row's class and precision
// (bluestein_largest_pad_factor=P: pad over the primes up to P; bluestein_three_passes=0/1;
// bluestein_three_pass_splits=S, 1 to 16; bluestein_spectrum_in_rows=0/1; bluestein_on_clusters=0
// empties the cluster list, 1 keeps it); refuses as above.
void apply_padding_overrides(std::string_view text, DeviceClass device_class, Precision precision,
                             BluesteinPadding& padding);

// Whether this build reads PRISM_TUNING_OVERRIDES (CMake option PRISM_TUNING_KNOBS).
bool tuning_knobs_enabled();

}  // namespace prism::plan
