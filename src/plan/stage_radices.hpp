// Which butterfly radices a single-pass kernel gets: the caller's (Config::stage_radices), a
// measured table's (plan/measured_radices.cpp), or the cost model's (choose_radices), in that order.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "plan/measured_radices.hpp"
#include "plan/stage_threads.hpp"
#include "plan/tuning.hpp"

namespace prism::plan {

class Planner;

// The radices of a kernel of `length`. `kind`: which of the measured table's kinds the kernel is,
// or none (a Bluestein or four-step pass has its multiplies, a strided pass its own access
// pattern, so a list timed on another kind says little about them). `largest_register_prime`:
// the largest prime the chosen radices may hold as a register butterfly (0: the tuning's
// largest_rader_prime). Throws Error(invalid_argument) when the caller's list holds a radix this
// device class does not build.
std::vector<int> stage_radices_for(const Planner& planner, Precision precision, std::int64_t length,
                                   std::optional<MeasuredKernel> kind, int largest_register_prime = 0);

// The thread rule a plain single-pass kernel follows under tuning t, for the cost model to price
// radix lists on (the device's own block limit aside).
StageThreadRule stage_thread_rule(const BlockShapeTuning& t);

// The largest composite radix a stage may take when a list is given (config.stage_radices, the
// measured table, `prism tune --max-radix`): the generator unrolls any product of primes up to 13
// in registers (gen/mixed_radix_dft), and a thread holds R complex values, 2R registers in fp32
// and 4R in fp64. Measured on an H100 (prism tune, 2026-11-22): radices 25-49 won up to 1.48x
// (fp64 2450 = 7x14x25), those past 64 lost everywhere they were timed (one stage of fp64 91
// 0.16x, 65 0.49x; fp32 847 = 77x11 0.69x, 121x7 0.18x: spilled registers). The cost model's own
// lists stop at the tuning row's max_radix.
inline constexpr int k_largest_composite_radix = 64;

// Whether the generator builds a stage of radix r under tuning t: 2 to 16 of primes up to 7, 11
// and 13, products of those up to k_largest_composite_radix, the register Rader primes, and the
// shared-memory Rader primes.
bool builds_radix(int r, const BlockShapeTuning& t);

}  // namespace prism::plan
