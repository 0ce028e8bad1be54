// Tuning knowledge as data: radix lists that timed faster than the planner's cost model on a device
// class, filled by `prism tune` (tools/prism/command_tune.cpp) on a GPU of that class.
#pragma once

#include <cstdint>
#include <vector>

#include "plan/tuning.hpp"

namespace prism::plan {

// The measured radices of a plain C2C single-pass kernel of `length` (stage_radices.hpp says which
// kernels are plain), or null where the cost model's choice (choose_radices) stands.
const std::vector<int>* measured_radices(DeviceClass device_class, Precision precision, std::int64_t length);

// A row of the table: the radices of `length` on a device class in a precision, and where it timed
// faster so, the blocks per multiprocessor the kernel's launch bound asks the device compiler to
// fit (it then caps the registers a thread may take).
struct MeasuredRadices {
    DeviceClass device_class;
    Precision precision;
    std::int64_t length;
    std::vector<int> radices;
    // The launch bound's blocks per multiprocessor: 0 leaves the planner's (none, or the
    // long-sequence rule's two), k_no_bound asks for none.
    int min_resident_blocks = 0;
    int threads_per_sequence = 0;  // 0: the planner's thread rule
    static constexpr int k_no_bound = -1;
};
const std::vector<MeasuredRadices>& measured_radix_rows();

// The row for a plain C2C single-pass kernel of `length`, or null.
const MeasuredRadices* measured_row(DeviceClass device_class, Precision precision, std::int64_t length);

}  // namespace prism::plan
