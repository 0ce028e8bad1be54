// Tuning knowledge as data: radix lists that timed faster than the planner's cost model on a device
// class, filled by `prism tune` (tools/prism/command_tune.cpp) on a GPU of that class.
#pragma once

#include <cstdint>
#include <vector>

#include "plan/tuning.hpp"

namespace prism::plan {

// The measured radices of a contiguous single-pass kernel of `length`, or null where the cost
// model's choice (choose_radices) stands.
const std::vector<int>* measured_radices(DeviceClass device_class, Precision precision, std::int64_t length);

}  // namespace prism::plan
