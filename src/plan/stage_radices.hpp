// Which butterfly radices a single-pass kernel gets: the caller's (Config::stage_radices), a
// measured table's (plan/measured_radices.cpp), or the cost model's (choose_radices), in that order.
#pragma once

#include <cstdint>
#include <vector>

#include "plan/tuning.hpp"

namespace prism::plan {

class Planner;

// The radices of a kernel of `length`. `contiguous`: the kernel reads and writes its sequences at
// unit stride, the layout the measured table was timed on. Throws Error(invalid_argument) when the
// caller's list holds a radix this device class does not build.
std::vector<int> stage_radices_for(const Planner& planner, Precision precision, std::int64_t length, bool contiguous);

// Whether the generator builds a stage of radix r under tuning t: 2 to 16 of primes up to 7, 11
// and 13, the register Rader primes, and the shared-memory Rader primes.
bool builds_radix(int r, const BlockShapeTuning& t);

}  // namespace prism::plan
