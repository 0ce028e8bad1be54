// Four-step solver: an axis of length N = N1 * N2 too long for one pass becomes
//   pass 1: N2 FFTs of length N1 over stride N2 (the columns), each output multiplied by
//           w_N^(n2 * k1), written to a temp as [k1][n2];
//   pass 2: N1 FFTs of length N2 over the temp's rows, output k2 of row k1 written to k1 + N1 * k2,
//           the transposition done by the block's row stores.
// Pass 1 is one single-upload kernel; pass 2 goes back through the planner, so a length past two
// passes' reach becomes three. Ops fused into the parent's first read and last write move to
// pass 1's read and pass 2's write, their element indices rewritten for the slices.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "plan/factorize.hpp"
#include "plan/four_step_passes.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

// Longest sequence one pass takes with a block of a full memory sector's worth of sequences (the
// least that keeps a strided pass's accesses whole sectors).
std::int64_t longest_pass(const AxisProblem& ap, const DeviceInfo& device, const BlockShapeTuning& t) {
    const std::int64_t element = core::complex_bytes(ap.precision);
    constexpr std::int64_t k_sector_bytes = 32;  // the least a row may be; blocks take more where they fit
    const std::int64_t rows = std::max<std::int64_t>(1, std::min<std::int64_t>(static_cast<std::int64_t>(t.min_row_bytes_strided), k_sector_bytes) / element);
    // A row-storing block of `rows` sequences, padded as the kernels pad it.
    auto block_bytes = [&](std::int64_t length) {
        KernelSpec k;
        k.length = length;
        k.shared_pad_group = KernelSpec::pad_group_for(ap.precision);
        k.stage_output_by_rows = true;
        return k.padded_length() * element * rows;
    };
    std::int64_t n = 1;
    while (block_bytes(2 * n) <= static_cast<std::int64_t>(device.shared_memory_per_block)) n *= 2;
    return t.max_single_pass > 0 ? std::min(n, t.max_single_pass) : n;
}

// Two passes when both factors fit one pass, the most balanced split with N1 <= N2; else N1 near
// the cube root, leaving N2 to split again.
std::optional<Split> choose_split(std::int64_t n, std::int64_t longest) {
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

class FourStepSolver final : public AxisSolver {
public:
    const char* name() const override { return "four_step"; }

    std::optional<PlanNode> solve(const AxisProblem& ap, Planner& planner) const override {
        const std::int64_t n = ap.layout.length;
        const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
        if (!has_butterfly_factors(n, t.largest_rader_prime, t.largest_shared_rader_prime) ||
            ap.store_op.kind == ElementOpKind::twiddle || ap.convolution_op)
            return std::nullopt;
        if (ap.read_map.half() || ap.write_map.half()) return std::nullopt;  // mirrors must share a pass
        auto split = choose_split(n, longest_pass(ap, planner.device(), t));
        const std::int64_t strided_first =
            t.strided_four_step_first;  // a strided axis's first pass, as tuned
        if (split && ap.layout.in_stride != 1 && strided_first > 1 && n % strided_first == 0 &&
            n > strided_first)
            split = Split{strided_first, n / strided_first};
        auto scratch = pick_scratch(ap.source, ap.target);
        if (!split || !scratch) return std::nullopt;
        const bool computed = computes_four_step_twiddle(planner.device_class(), ap.precision, n);
        const AxisProblem columns = columns_pass(ap, *split, *scratch, computed);
        auto first = planner.plan_axis(columns);
        auto second = planner.plan_axis(rows_pass(ap, *split, *scratch, columns.index64));
        if (!first || !second) return std::nullopt;
        std::ostringstream summary;
        summary << "axis " << ap.axis << ", N = " << n << " = " << split->n1 << " x " << split->n2
                << " in two steps through " << role_name(*scratch);
        return PlanNode{name(), summary.str(), std::nullopt, {*first, *second}};
    }
};

}  // namespace

std::unique_ptr<AxisSolver> make_four_step_solver() { return std::make_unique<FourStepSolver>(); }

}  // namespace prism::plan
