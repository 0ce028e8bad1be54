// The two passes of a four-step split N = N1 * N2 as axis problems (plan/solver_four_step.cpp has
// the algorithm): the columns pass (N2 FFTs of length N1, strided, twiddled on store) and the rows
// pass (N1 FFTs of length N2 over the columns' output, transposed on store). Shared by the
// two-kernel four-step and its one-kernel form on a thread-block cluster.
#pragma once

#include <cstdint>
#include <vector>

#include "plan/planner.hpp"

namespace prism::plan {

struct Split {
    std::int64_t n1 = 0, n2 = 0;
};

// The divisors of n, ascending.
std::vector<std::int64_t> divisors(std::int64_t n);

// Pass 1: reads the parent's source, writes `scratch` laid out as [outer...][k1][n2], the four-step
// twiddle on its store, computed in the kernel where `computed_twiddle` (tuning.hpp's
// computes_four_step_twiddle for the parent's length) and read from tables elsewhere.
AxisProblem columns_pass(const AxisProblem& ap, Split s, BufferRole scratch, bool computed_twiddle);
// Pass 2: reads `scratch`, writes the parent's target.
AxisProblem rows_pass(const AxisProblem& ap, Split s, BufferRole scratch, bool index64);

}  // namespace prism::plan
