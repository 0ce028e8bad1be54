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

// Every row of the table: (device class, precision, length, radices), for tests.
struct MeasuredRadices {
    DeviceClass device_class;
    Precision precision;
    std::int64_t length;
    std::vector<int> radices;
};
const std::vector<MeasuredRadices>& measured_radix_rows();

}  // namespace prism::plan
