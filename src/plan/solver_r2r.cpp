// Real-to-real solver (Transform::R2R): one pass per axis, innermost first, each a complex FFT
// (plan/kernel_graph.cpp's r2r_fft_length) with the DCT/DST's gathers, scatters and twiddles fused
// into its reads and writes, so a pass moves n reals in and n reals out. Types I, II and III carry
// two rows in one FFT where they can (plan_paired_rows), as the r2c does for odd lengths. The
// first pass reads the input; later ones work in place on the output. Forward runs the configured
// kinds, inverse their inverses (dct2 <-> dct3, dst2 <-> dst3, the others their own).
#include <cmath>

#include "plan/factorize.hpp"
#include "plan/plan_tree.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

R2RKind inverse_kind(R2RKind k) {
    switch (k) {
        case R2RKind::dct2: return R2RKind::dct3;
        case R2RKind::dct3: return R2RKind::dct2;
        case R2RKind::dst2: return R2RKind::dst3;
        case R2RKind::dst3: return R2RKind::dst2;
        default: return k;
    }
}

// FFTW's logical size: the length of the symmetric extension the kind is the DFT of.
long double logical_size(R2RKind k, std::int64_t n) {
    if (k == R2RKind::dct1) return 2.0L * static_cast<long double>(n - 1);
    if (k == R2RKind::dst1) return 2.0L * static_cast<long double>(n + 1);
    return 2.0L * static_cast<long double>(n);
}

// scipy's orthonormal DCT/DST types I-III weight end points besides the uniform 1/sqrt(N):
// dct1 x[0], x[n-1] by sqrt 2 and y[0], y[n-1] by 1/sqrt 2; dct2 y[0] and dst2 y[n-1] by 1/sqrt 2;
// dct3 x[0] and dst3 x[n-1] by sqrt 2.
void ortho_weights(R2RKind k, ElementMap& read, ElementMap& write) {
    const long double root2 = std::sqrt(2.0L), inv_root2 = 1.0L / root2;
    switch (k) {
        case R2RKind::dct1:
            read.weight_first = read.weight_last = root2;
            write.weight_first = write.weight_last = inv_root2;
            break;
        case R2RKind::dct2: write.weight_first = inv_root2; break;
        case R2RKind::dst2: write.weight_last = inv_root2; break;
        case R2RKind::dct3: read.weight_first = root2; break;
        case R2RKind::dst3: read.weight_last = root2; break;
        default: break;
    }
}

// The axis's pass, its length the mapped FFT's, with the kind's reads and writes.
AxisProblem r2r_pass(const core::Problem& p, int axis, bool first, R2RKind kind, Direction direction) {
    AxisProblem ap = axis_pass(p, axis, first);
    const std::int64_t n = ap.layout.length;
    ap.layout.length = r2r_fft_length(kind, n);
    ap.only_direction = direction;
    ap.fixed_direction = r2r_fft_direction(kind);
    ap.read_map.kind = ElementMapKind::r2r_read;
    ap.write_map.kind = ElementMapKind::r2r_write;
    for (ElementMap* m : {&ap.read_map, &ap.write_map}) m->n = n, m->r2r = kind;
    ap.read_map.axis_stride = ap.layout.in_stride;
    ap.write_map.axis_stride = ap.layout.out_stride;
    if (p.norm == Norm::ortho) ortho_weights(kind, ap.read_map, ap.write_map);
    return ap;
}

// Types I, II and III over contiguous rows with a partner row (the fastest outer dim, halved as
// the r2c's paired rows halve it): rows a and b as one FFT of v_a + i v_b, which plans only where
// one kernel holds it (the II's outputs pair Z[f] with Z[n-f] in shared memory), Bluestein's
// one-block convolution included. Type I's FFT of 2(n -+ 1) points on one row's extension has a
// real (dct1) or imaginary (dst1) spectrum, so two rows share it with no split at all: the work of
// the r2c of that length, in as many kernels as that FFT takes. Types I take the tuning's length
// for pairs, which was measured on II and III (session 17).
bool pairs_rows(R2RKind kind) {
    return r2r_is_type_2_or_3(kind) || kind == R2RKind::dct1 || kind == R2RKind::dst1;
}

// The shortest rows that pair: types II and III of register butterflies alone (no prime past 13;
// their FFT has the rows' length) from the tuning's smooth length where it has one, those Bluestein
// takes from its Bluestein length where it has one, the others from r2r_paired_from (type I's FFT
// is 2(n -+ 1) points, and measured only at that length).
std::int64_t shortest_paired(R2RKind kind, std::int64_t n, const BlockShapeTuning& t, bool bluestein) {
    if (!r2r_is_type_2_or_3(kind) || n < 2) return t.r2r_paired_from;
    if (bluestein) return t.r2r_paired_bluestein_from > 0 ? t.r2r_paired_bluestein_from : t.r2r_paired_from;
    const bool smooth = prime_factors(n).back() <= 13;
    return smooth && t.r2r_paired_smooth_from > 0 ? t.r2r_paired_smooth_from : t.r2r_paired_from;
}

// The shortest rows that pair once their FFT is planned as one kernel: a convolution's pairs were
// admitted by the Bluestein threshold already, a shared-memory Rader stage's by its own column.
std::int64_t shortest_paired_in_one_kernel(R2RKind kind, std::int64_t n, const BlockShapeTuning& t,
                                           const KernelSpec& kernel) {
    if (kernel.convolution_op) return 0;
    if (!kernel.shared_rader.empty() && r2r_is_type_2_or_3(kind) && t.r2r_paired_shared_rader_from > 0)
        return t.r2r_paired_shared_rader_from;
    return shortest_paired(kind, n, t, false);
}

std::optional<PlanNode> plan_paired_rows(const AxisProblem& ap, Planner& planner) {
    const std::int64_t n = ap.read_map.n;
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
    const R2RKind kind = ap.read_map.r2r;
    const bool bluestein =
        r2r_is_type_2_or_3(kind) && bluestein_takes(n, planner.device_class(), ap.precision);
    if (!pairs_rows(kind) || t.r2r_paired_from <= 0 || n < shortest_paired(kind, n, t, bluestein) ||
        ap.outer.empty() || ap.outer.back().length < 2 || ap.layout.in_stride != 1 ||
        ap.layout.out_stride != 1)
        return std::nullopt;
    AxisProblem paired = ap;
    pair_fastest_outer_rows(paired);
    auto node = planner.plan_axis(paired);
    if (!node) return std::nullopt;
    if (one_kernel(node)) {
        // Bluestein's shorter threshold holds only where its convolution carries the pairs (a prime
        // that shared-memory Rader takes whole is Bluestein's by bluestein_takes but not planned so).
        if (n < shortest_paired_in_one_kernel(kind, n, t, *kernels_in_order(*node).front()))
            return std::nullopt;
        return node;
    }
    // Type I reads and writes element f alone (pairs_rows_elementwise), so its pairs slice through a
    // four-step's passes and Bluestein's kernels as well: half the traffic of single rows in each.
    // Not where single rows take one kernel and the pairs more (a convolution on a cluster).
    if (!paired.read_map.pairs_rows_elementwise()) return std::nullopt;
    if (one_kernel(planner.plan_axis(ap))) return std::nullopt;
    return node;
}

// Types II and III of even n over contiguous rows as the even r2c (II) or c2r (III) of n/2 points
// (ElementMap::r2r_halves): Makhoul's v is a real row, so its FFT of n points is the r2c's, whose
// half-length FFT with the split fused serves one row at the work and traffic that paired rows
// of n points give two, in a kernel of half their length. Where the tuning takes it and the half
// plans as one plain single pass (no convolution, no shared Rader stage, no cluster).
std::optional<PlanNode> plan_half_rows(const AxisProblem& ap, Planner& planner) {
    const std::int64_t n = ap.read_map.n;
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
    const R2RKind kind = ap.read_map.r2r;
    if (!r2r_is_type_2_or_3(kind) || n % 2 != 0 || t.r2r_halves_from <= 0 ||
        n < std::max<std::int64_t>(4, t.r2r_halves_from) || ap.layout.in_stride != 1 ||
        ap.layout.out_stride != 1)
        return std::nullopt;
    // A caller's radices or block shape for kernels of n points (`prism tune` times the rows' kernels
    // so) keep the rows of n points.
    if (planner.requested_radices(n) || planner.requested_shape(n)) return std::nullopt;
    const bool second = kind == R2RKind::dct2 || kind == R2RKind::dst2;
    AxisProblem half = ap;  // the r2r maps' n, kind, strides and weights, as the r2c's even maps
    half.layout.length = n / 2;
    half.read_map.kind = second ? ElementMapKind::real_pairs : ElementMapKind::hermitian_pairs;
    half.write_map.kind = second ? ElementMapKind::split_spectrum : ElementMapKind::real_pairs_out;
    half.read_map.r2r_halves = half.write_map.r2r_halves = true;
    auto node = planner.plan_axis(half);
    if (!one_kernel(node)) return std::nullopt;
    const KernelSpec& k = *kernels_in_order(*node).front();
    if (k.convolution_op || !k.shared_rader.empty() || k.cluster_blocks > 1 || !k.read_map.index.is_position())
        return std::nullopt;
    return node;
}

class R2RSolver final : public ProblemSolver {
public:
    const char* name() const override { return "r2r"; }

    std::optional<PlanNode> solve(const core::Problem& p, Planner& planner) const override {
        if (p.transform != Transform::R2R) return std::nullopt;
        long double logical = 1.0L;
        for (std::size_t a = 0; a < p.axes.size(); ++a) logical *= logical_size(p.r2r_kinds[a], p.axes[a].length);
        const NormScales scales = norm_scales(p.norm, logical);
        PlanNode root{name(), p.describe(), std::nullopt, {}};
        for (Direction d : {Direction::forward, Direction::inverse}) {
            for (int a = static_cast<int>(p.axes.size()) - 1; a >= 0; --a) {
                R2RKind kind = d == Direction::forward ? p.r2r_kinds[a] : inverse_kind(p.r2r_kinds[a]);
                AxisProblem ap = r2r_pass(p, a, a + 1 == static_cast<int>(p.axes.size()), kind, d);
                if (a == 0) {  // the direction's last pass scales
                    ap.forward_scale = scales.forward;
                    ap.inverse_scale = scales.inverse;
                }
                auto child = plan_half_rows(ap, planner);
                if (!child) child = plan_paired_rows(ap, planner);
                if (!child) child = planner.plan_axis(ap);
                if (!child) throw Error(Status::unsupported_size, unsupported_axis_reason(ap, planner.device()));
                root.children.push_back(*child);
            }
        }
        return root;
    }
};

}  // namespace

std::unique_ptr<ProblemSolver> make_r2r_solver() { return std::make_unique<R2RSolver>(); }

}  // namespace prism::plan
