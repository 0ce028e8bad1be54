// Four-step solver: an axis of length N = N1 * N2 too long for one pass becomes
//   pass 1: N2 FFTs of length N1 over stride N2 (the columns), each output multiplied by
//           w_N^(n2 * k1), written to a temp as [k1][n2];
//   pass 2: N1 FFTs of length N2 over the temp's rows, output k2 of row k1 written to k1 + N1 * k2,
//           the transposition done by the block's row stores.
// Pass 1 is one single-upload kernel; pass 2 goes back through the planner, so a length past two
// passes' reach becomes three. Ops fused into the parent's first read and last write move to
// pass 1's read and pass 2's write, their element indices rewritten for the slices.
// On a strided axis with faster dims (a 2-D transform's columns) the temp keeps those dims fastest,
// [k1][n2][faster dims]: the blocks of both passes then move rows of adjacent columns. With the
// sequences contiguous in the temp instead, pass 1 wrote single elements N apart and ran at 0.45 of
// cuFFT on an H100 (fp64 16384x4096).
#include <algorithm>
#include <cmath>
#include <sstream>

#include "plan/factorize.hpp"
#include "plan/four_step_passes.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

// The shared memory one sequence of `length` takes in a row-storing block, padded as the kernels
// pad it.
std::int64_t sequence_bytes(const AxisProblem& ap, std::int64_t length) {
    KernelSpec k;
    k.length = length;
    k.shared_pad_group = KernelSpec::pad_group_for(ap.precision);
    k.stage_output_by_rows = true;
    return k.padded_length() * core::complex_bytes(ap.precision);
}

// Longest sequence one pass takes with a block of a full memory sector's worth of sequences (the
// least that keeps a strided pass's accesses whole sectors).
std::int64_t longest_pass(const AxisProblem& ap, const DeviceInfo& device, const BlockShapeTuning& t) {
    const std::int64_t element = core::complex_bytes(ap.precision);
    constexpr std::int64_t k_sector_bytes = 32;  // the least a row may be; blocks take more where they fit
    const std::int64_t rows = std::max<std::int64_t>(1, std::min<std::int64_t>(static_cast<std::int64_t>(t.min_row_bytes_strided), k_sector_bytes) / element);
    std::int64_t n = 1;
    while (sequence_bytes(ap, 2 * n) * rows <= static_cast<std::int64_t>(device.shared_memory_per_block))
        n *= 2;
    return t.max_single_pass > 0 ? std::min(n, t.max_single_pass) : n;
}

// A strided axis whose single pass would hold rows narrower than the tuning's
// strided_four_step_below_row_bytes in one block (fp32 columns of 16384 points: one column, 8 of
// each 32-byte sector) goes to the four-step, whose passes move wider rows where there are more
// columns to take.
bool single_pass_rows_too_narrow(const AxisProblem& ap, const DeviceInfo& device, const BlockShapeTuning& t) {
    if (t.strided_four_step_below_row_bytes == 0) return false;
    std::int64_t rows = 1;  // a power of two, as the single pass rounds its sequences per block
    while (sequence_bytes(ap, ap.layout.length) * rows * 2 <=
           static_cast<std::int64_t>(device.shared_memory_per_block))
        rows *= 2;
    return faster_sequences(ap) > rows && rows * core::complex_bytes(ap.precision) <
                                              static_cast<std::int64_t>(t.strided_four_step_below_row_bytes);
}

// Two passes when both factors fit one pass: the most balanced split with N1 <= N2, or with
// `long_second` the longest N2 (the least N1), which leaves pass 1's sequences short and so the rows
// of its strided reads and writes wide. Else N1 near the cube root, leaving N2 to split again.
std::optional<Split> choose_split(std::int64_t n, std::int64_t longest, bool long_second) {
    if (long_second && n <= longest * longest)
        for (std::int64_t d : divisors(n))  // ascending: the first that fits leaves the longest N2
            if (d >= 2 && d <= longest && n / d >= 2 && n / d <= longest) return Split{d, n / d};
    std::optional<Split> best;
    double best_score = 0;
    const double target = n <= longest * longest ? std::sqrt(static_cast<double>(n)) : std::cbrt(static_cast<double>(n));
    for (std::int64_t d : divisors(n)) {
        std::int64_t rest = n / d;
        if (d < 2 || d > longest || rest < 2) continue;
        if (n <= longest * longest ? rest > longest : rest > longest * longest) continue;
        double score = std::abs(std::log(static_cast<double>(d) / target)) + (d > rest ? 1e-3 : 0);
        if (!best || score < best_score) best = Split{d, rest}, best_score = score;
    }
    return best;
}

// Both passes in one kernel each: the c2r's columns read X[f] and X[m-f] straight from device
// memory, and the r2c's rows split Z over the mirrored rows of their blocks (kernel_graph.hpp's
// mirror_dim), which the single pass declines where its block cannot hold them.
bool halves_fit(const PlanNode& first, const PlanNode& second) {
    if (!first.kernel || !second.kernel) return false;
    const ElementMap& split = second.kernel->write_map;
    return split.kind != ElementMapKind::split_spectrum || split.splits_mirror_rows();
}

class FourStepSolver final : public AxisSolver {
public:
    explicit FourStepSolver(FourStepScope scope) : scope_(scope) {}
    const char* name() const override { return "four_step"; }

    std::optional<PlanNode> solve(const AxisProblem& ap, Planner& planner) const override {
        const std::int64_t n = ap.layout.length;
        const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
        if (!butterflies_cover(n, t) || ap.store_op.kind == ElementOpKind::twiddle || ap.convolution_op)
            return std::nullopt;
        // Mirrors must share a pass; elementwise paired rows slice through the passes, and so does
        // an even real transform's half length with its real side in aligned pairs (halves_fit).
        const bool halves = even_real_halves_through_passes(ap.read_map, ap.write_map);
        if (!halves && (ap.read_map.needs_one_pass() || ap.write_map.needs_one_pass())) return std::nullopt;
        if (scope_ == FourStepScope::narrow_strided_rows &&
            !single_pass_rows_too_narrow(ap, planner.device(), t))
            return std::nullopt;
        // A contiguous axis of a power of two from the tuning's length on: the longest second pass (see
        // choose_split). Only powers of two were measured faster; Bluestein's M = 2^2 3^12 lost 20 %.
        const bool long_second = t.long_second_pass_from > 0 && n >= t.long_second_pass_from &&
                                 is_power_of_two(n) && !has_faster_dim(ap);
        auto split = choose_split(n, longest_pass(ap, planner.device(), t), long_second);
        // The r2c's split pairs rows k1 and N1 - k1 in its rows pass, which takes an even N1.
        if (split && halves && ap.write_map.kind == ElementMapKind::split_spectrum && split->n1 % 2 != 0 &&
            split->n2 % 2 == 0)
            std::swap(split->n1, split->n2);
        auto scratch = pick_scratch(ap.source, ap.target);
        if (!split || !scratch) return std::nullopt;
        const bool computed = computes_four_step_twiddle(planner.device_class(), ap.precision, n);
        const AxisProblem columns = columns_pass(ap, *split, *scratch, computed, TempOrder::like_source);
        auto first = planner.plan_axis(columns);
        auto second =
            planner.plan_axis(rows_pass(ap, *split, *scratch, columns.index64, TempOrder::like_source));
        if (!first || !second || (halves && !halves_fit(*first, *second))) return std::nullopt;
        std::ostringstream summary;
        summary << "axis " << ap.axis << ", N = " << n << " = " << split->n1 << " x " << split->n2
                << " in two steps through " << role_name(*scratch);
        return PlanNode{name(), summary.str(), std::nullopt, {*first, *second}};
    }

private:
    FourStepScope scope_;
};

}  // namespace

std::unique_ptr<AxisSolver> make_four_step_solver(FourStepScope scope) {
    return std::make_unique<FourStepSolver>(scope);
}

}  // namespace prism::plan
