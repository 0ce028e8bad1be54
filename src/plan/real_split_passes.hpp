// Real transforms past one kernel. A real transform's pre- or post-processing pairs element f of
// its complex FFT with the mirror element (n - f, or m - f for the half-length FFT of an even n),
// which one block holds in one pass but a multi-pass FFT leaves in different blocks. There the
// pairing runs as a pass of its own: two-point sequences, one per f (kernel_graph.hpp's mirror
// maps), beside a plain complex FFT through a packed temp.
#pragma once

#include <optional>

#include "plan/plan_tree.hpp"
#include "plan/planner.hpp"

namespace prism::plan {

// Odd n, two rows as one FFT (`paired`: solver_real.cpp's paired rows, the r2c's maps): the FFT of
// a + i b writes Z to a temp, then a split pass writes both rows' spectra.
std::optional<PlanNode> paired_rows_with_split(const AxisProblem& paired, Planner& planner);

// Even n = 2m, the last-axis pass `ap` of one direction: the r2c runs the FFT of m over the real
// row read as m complex pairs into a temp, then a split pass writes X[f] and X[m-f]; the c2r runs a
// combine pass building Z[f] and Z[m-f] into a temp, then the inverse FFT of m writing the real
// row as pairs. None where the real side's rows are not aligned pairs (real_side_in_pairs).
std::optional<PlanNode> half_length_with_split(const AxisProblem& ap, bool forward, Planner& planner);

// The real side of a last-axis pass as complex pairs x[2f] + i x[2f+1]: a contiguous axis whose
// rows all start at an even offset (the buffer being aligned to a complex element).
bool real_side_in_pairs(const AxisProblem& ap, bool forward);

// The complex elements a plan's kernels read and write, a real or Hermitian-half side of the
// full-length maps counting half: what the real solver compares its alternatives by.
double elements_moved(const PlanNode& node);

}  // namespace prism::plan
