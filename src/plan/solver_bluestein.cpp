// Bluestein's algorithm for lengths no butterfly set covers. With h(n) = e^{-i pi n^2 / N},
//   X(k) = h(k) * sum_n [x(n) h(n)] conj h(k - n),
// a cyclic convolution once padded to M >= 2N - 1. As rocFFT designs it, the plan is the
// convolution block with everything elementwise fused into it:
//   FFT 1 (always forward, length M): reads x times h, zeros past N; writes the spectrum times
//          B = FFT_M(conj h) / M, which was computed once at plan time;
//   FFT 2 (always inverse, length M): writes only the first N outputs, times h and the norm scale.
// The inverse transform conjugates h and B (the generator does it; the tables are shared). Either
// FFT goes back through the planner, so a long M becomes a multi-pass FFT with the same fusion.
// Where one block holds M points, rocFFT's small-length configuration applies instead: one kernel
// runs the whole convolution in shared memory, so the data crosses device memory once each way
// (2N elements) instead of also through a temp of M points twice (2N + 2M). Where the two FFTs
// each take a four-step (2N + 6M elements: a temp between their passes), three passes of M =
// N1 x N2 can carry it instead (three_pass_convolution, 2N + 4M).
#include <algorithm>
#include <sstream>

#include "plan/cluster_convolution.hpp"
#include "plan/factorize.hpp"
#include "plan/four_step_passes.hpp"
#include "plan/measured_radices.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

bool smooth_over(std::int64_t m, const std::vector<int>& factors) {
    for (int p : factors)
        while (m % p == 0) m /= p;
    return m == 1;
}

// The least M >= 2N - 1 smooth over the tuning's padding factors, and not one the tuning has these
// rows pass over; for complex rows, a shorter M the tuning lists for them where there is one.
std::int64_t smooth_padded_length(std::int64_t n, const BluesteinPadding& padding,
                                  BluesteinRows rows = BluesteinRows::complex) {
    std::int64_t m = 2 * n - 1;
    while (!smooth_over(m, padding.factors) || padding.passes_over(m, rows)) ++m;
    if (rows != BluesteinRows::complex) return m;
    for (std::int64_t also : padding.complex_rows_also)
        if (also >= 2 * n - 1 && also < m) m = also;
    return m;
}

// The two-kernel form's padding: the smooth M, or the power of two above it where the tuning
// prefers one and one pass still holds it.
std::int64_t two_kernel_padded_length(std::int64_t n, const AxisProblem& ap, const BluesteinPadding& padding,
                                      Planner& planner) {
    const std::int64_t m = smooth_padded_length(n, padding);
    std::int64_t power = 1;
    while (power < m) power *= 2;
    if (padding.power_of_two_from == 0 || power < padding.power_of_two_from || power == m) return m;
    AxisProblem probe = ap;
    probe.layout = {power, 1, 1};
    probe.outer.clear();
    probe.load_op = probe.store_op = probe.convolution_op = {};
    probe.read_map = probe.write_map = {};
    // One block's pass, not a cluster kernel: padding to the power of two on clusters ran slower on
    // an H100 (2026-11-22) than the smooth M: fp32 10007 0.85x, 16411 0.64x, fp64 10007 0.73x.
    auto one_pass = planner.plan_axis(probe);
    return one_pass && one_pass->kernel && one_pass->kernel->cluster_rows.empty() ? power : m;
}

// The convolution block: FFT_M, pointwise product by a fixed spectrum, inverse FFT_M, its first and
// last elementwise steps fused into the FFTs. The convolution issue reuses it with its own ops.
struct Convolution {
    AxisProblem forward, inverse;
};

// The spectrum temp keeps the source's faster dims fastest on a strided axis (a 2-D transform's
// columns), so the forward FFT writes and the inverse reads rows of adjacent columns, as they read
// and write the user's data; elsewhere it holds each sequence contiguous.
Convolution convolution_block(const AxisProblem& ap, std::int64_t m, BufferRole spectrum_buffer) {
    const std::int64_t sequences = sequences_of(ap.outer);
    const TempLayout temp = temp_layout(ap, m);
    Convolution c{ap, ap};
    for (AxisProblem* p : {&c.forward, &c.inverse}) {
        p->layout.length = m;
        p->index64 = needs_index64(ap, m * sequences);
        p->load_op = p->store_op = {};
        p->read_map = p->write_map = {};
    }
    c.forward.layout.out_stride = temp.axis;
    c.forward.target = spectrum_buffer;
    c.forward.fixed_direction = Direction::forward;
    c.forward.forward_scale = c.forward.inverse_scale = 1.0L;
    c.inverse.layout.in_stride = temp.axis;
    c.inverse.source = spectrum_buffer;
    c.inverse.fixed_direction = Direction::inverse;
    for (std::size_t d = 0; d < ap.outer.size(); ++d) {
        c.forward.outer[d].out_stride = temp.outer[d];
        c.inverse.outer[d].in_stride = temp.outer[d];
    }
    return c;
}

ElementOp chirp_op(std::int64_t n, std::optional<Direction> direction) {
    ElementOp op;
    op.kind = ElementOpKind::chirp;
    op.length = n;
    op.direction = direction;
    return op;
}

ElementOp spectrum_op(std::int64_t n, std::int64_t m, std::optional<Direction> direction) {
    ElementOp op;
    op.kind = ElementOpKind::spectrum;
    op.length = m;
    op.chirp_length = n;
    op.direction = direction;
    return op;
}

// The whole convolution as one pass of M points (KernelSpec::convolution_op).
AxisProblem convolution_pass(const AxisProblem& ap, std::int64_t m) {
    const std::int64_t n = ap.layout.length;
    AxisProblem p = ap;
    p.layout.length = m;
    p.load_op = chirp_op(n, ap.fixed_direction);
    p.store_op = chirp_op(n, ap.fixed_direction);
    p.convolution_op = spectrum_op(n, m, ap.fixed_direction);
    p.fixed_direction.reset();  // the kernel's two halves run forward then inverse whatever it is
    return p;
}

// The one-kernel form is taken where the padding's rule says so, or where the caller's shape for M
// or a measured row of M asks for it. A row was timed on contiguous complex rows against the two
// kernels; it stands wherever the pass is of its kind (measured_kind: contiguous rows, real ones
// too, with fewer bytes around the same two FFTs), not for a strided axis, whose one-sequence
// blocks would read scattered elements.
bool one_kernel_asked(const AxisProblem& pass, const BluesteinPadding& padding, const Planner& planner) {
    const std::int64_t m = pass.layout.length;
    if (padding.one_kernel(m) || planner.requested_shape(m)) return true;
    return measured_kind(pass) == MeasuredKernel::bluestein &&
           measured_row(planner.device_class(), pass.precision, MeasuredKernel::bluestein, m,
                        planner.device().name);
}

// The convolution as one kernel, where it is asked for and the planner finds a single pass for it.
std::optional<PlanNode> one_pass_convolution(const AxisProblem& ap, std::int64_t m,
                                             const BluesteinPadding& padding, Planner& planner) {
    const AxisProblem pass = convolution_pass(ap, m);
    if (!one_kernel_asked(pass, padding, planner)) return std::nullopt;
    auto node = planner.plan_axis(pass);
    if (!node || !node->kernel) return std::nullopt;
    return node;
}

// The convolution as one kernel on a thread-block cluster, where the tuning lists M for the pass:
// every listed M for paired real rows, the others for the rest; not for paired DCT-I/DST-I rows,
// which have not run on a cluster's passes (no GPU test yet).
std::optional<PlanNode> clustered_convolution(const AxisProblem& ap, std::int64_t m,
                                              const BluesteinPadding& padding, bool paired,
                                              Planner& planner) {
    const ClusteredConvolution* listed = padding.clustered(m);
    if (!listed || (listed->paired_only && !paired) || ap.read_map.paired_r2r()) return std::nullopt;
    auto k = convolution_on_clusters(convolution_pass(ap, m), planner, *listed);
    if (!k) return std::nullopt;
    const KernelSpec &rows = k->cluster_rows[0], &back = k->cluster_rows[1];
    std::ostringstream summary;
    summary << "axis " << ap.axis << ", N = " << ap.layout.length
            << " by Bluestein: chirp-z convolution of length " << m << " = " << k->length << " x "
            << rows.length << " in one kernel on clusters of " << k->cluster_blocks << " blocks";
    std::vector<PlanNode> passes{{"columns", describe_single_pass(*k, ap.axis), std::nullopt, {}},
                                 {"rows", describe_single_pass(rows, ap.axis), std::nullopt, {}},
                                 {"columns back", describe_single_pass(back, ap.axis), std::nullopt, {}}};
    return PlanNode{"bluestein", summary.str(), *k, passes};
}

// A column pass's block reads and writes, at each of its strided rows, its sequences' elements side
// by side: rows narrower than the tuning's strided_four_step_below_row_bytes (a 32-byte sector on
// GPUs) waste part of each sector, as they do for solver_four_step.cpp's single passes. fp32
// 10^7 + 19's columns of 4374 points, two to a block (16 bytes), ran its three passes at 0.92x the
// two four-steps on an H100 while every split with whole sectors gained (session 57, set
// s56_three_passes).
bool columns_move_whole_sectors(const KernelSpec& columns, const Planner& planner) {
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), columns.precision);
    return columns.sequences_per_block * static_cast<std::int64_t>(core::complex_bytes(columns.precision)) >=
           static_cast<std::int64_t>(t.strided_four_step_below_row_bytes);
}

// The convolution of M = N1 x N2 points as three kernels through a temp (four_step_passes.hpp's
// convolution_passes_through): the forward columns, with the chirp and zero padding on their read;
// the rows' forward FFT, product by the spectrum and inverse FFT in one block, in place; the
// inverse columns, with the chirp on their write. The rows keep the forward four-step's transposed
// order, which the inverse's columns undo, so no pass transposes and no spectrum of M points is
// written in natural order. The most balanced split, of the padding row's three_pass_splits
// first, whose three passes are one kernel each and whose columns move whole sectors
// (columns_move_whole_sectors): fp32 10^7 + 19's M = 2^10 x 3^9 finds none in the first three
// (it keeps the four-steps) and 3072 x 6561 fifth.
std::optional<PlanNode> three_pass_convolution(const AxisProblem& ap, std::int64_t m, BufferRole scratch,
                                               const BluesteinPadding& padding, Planner& planner) {
    if (has_faster_dim(ap)) return std::nullopt;  // the temp keeps each sequence contiguous
    const bool computed = computes_four_step_twiddle(planner.device_class(), ap.precision, m);
    const AxisProblem pass = convolution_pass(ap, m);
    const std::vector<Split> splits = splits_for(m, 1);
    for (std::size_t i = 0; i < splits.size() && i < static_cast<std::size_t>(padding.three_pass_splits);
         ++i) {
        const Split s = splits[i];
        if (s.n1 < 2) continue;
        const ConvolutionPasses c =
            convolution_passes_through(pass, s, scratch, computed, padding.spectrum_in_rows);
        std::vector<PlanNode> passes;
        for (const AxisProblem* p : {&c.columns, &c.rows, &c.back}) {
            auto node = planner.plan_axis(*p);
            if (!node || !node->kernel) break;
            if (p != &c.rows && !columns_move_whole_sectors(*node->kernel, planner)) break;
            passes.push_back(*node);
        }
        if (passes.size() != 3) continue;
        std::ostringstream summary;
        summary << "axis " << ap.axis << ", N = " << ap.layout.length
                << " by Bluestein: chirp-z convolution of length " << m << " = " << s.n1 << " x " << s.n2
                << " in three passes through " << role_name(scratch);
        return PlanNode{"bluestein", summary.str(), std::nullopt, passes};
    }
    return std::nullopt;
}

// An odd-length R2C or C2R pass over two real rows as one complex row (solver_real.cpp's paired
// rows): each row then costs half a convolution. Its r2c splits Z[f] and Z[n-f] into both rows'
// spectra through shared memory, so Bluestein takes that only in one kernel, where the block or
// the cluster holds the whole sequence; its c2r maps, and the r2c's read where a split pass
// follows, touch one element each and pass to the two kernels too.
bool pairs_real_rows(const AxisProblem& ap) {
    return ap.read_map.pairs_real_rows() && ap.write_map.pairs_real_rows();
}

class BluesteinSolver final : public AxisSolver {
public:
    const char* name() const override { return "bluestein"; }

    std::optional<PlanNode> solve(const AxisProblem& ap, Planner& planner) const override {
        const std::int64_t n = ap.layout.length;
        // A fixed direction at this level is a real transform's (a DCT-III's inverse FFT); the ops
        // follow it. Half-length real maps pair mirrors within one pass, which the padding breaks.
        // Shared-memory Rader primes are not excluded: the solvers before this one take them where
        // one block holds the pass, and Bluestein is what is left where none does.
        if (!bluestein_takes(n, planner.device_class(), ap.precision) || ap.load_op || ap.store_op)
            return std::nullopt;
        // An even length's half (kernel_graph.hpp's even_real_halves) pairs X[f] with X[m-f] too:
        // the r2c splits Z after the chirp, the c2r reads both bins as it loads. The one-block
        // convolution holds all m points and takes it; a cluster's passes see slices, so not there.
        // Two DCT/DST-II/III rows as one (solver_r2r.cpp) pair f with n-f the same way, and take
        // only the one block too: half a convolution a row against single rows' whole one, 1.43-2.26x
        // on an H100 (session 28, results/2026-11-24-h100-dct-even/).
        const bool paired = pairs_real_rows(ap), halves = even_real_halves(ap.read_map, ap.write_map);
        const bool paired_r2r = ap.read_map.paired_r2r() && r2r_is_type_2_or_3(ap.read_map.r2r);
        if (!paired && !halves && !paired_r2r &&
            (ap.read_map.needs_one_pass() || ap.write_map.needs_one_pass()))
            return std::nullopt;
        if (ap.convolution_op) return std::nullopt;
        const BluesteinPadding& padding = bluestein_padding(planner.device_class(), ap.precision);
        const BluesteinRows rows = halves       ? BluesteinRows::even_real_halves
                                   : paired_r2r ? BluesteinRows::paired_r2r
                                                : BluesteinRows::complex;
        const std::int64_t m = smooth_padded_length(n, padding, rows);
        auto fused = one_pass_convolution(ap, m, padding, planner);
        if (fused) {
            std::ostringstream summary;
            summary << "axis " << ap.axis << ", N = " << n << " by Bluestein: chirp-z convolution of length "
                    << m << " in one kernel";
            return PlanNode{name(), summary.str(), std::nullopt, {*fused}};
        }
        if (halves || paired_r2r) return std::nullopt;
        if (auto clustered = clustered_convolution(ap, m, padding, paired, planner)) return clustered;
        // The paired r2c's split needs the whole sequence in one block or cluster.
        if (ap.write_map.needs_one_pass()) return std::nullopt;
        auto spectrum_buffer = pick_scratch(ap.source, ap.target);
        if (!spectrum_buffer) return std::nullopt;
        const std::int64_t padded = two_kernel_padded_length(n, ap, padding, planner);
        Convolution c = convolution_block(ap, padded, *spectrum_buffer);
        c.forward.load_op = chirp_op(n, ap.fixed_direction);
        c.forward.read_map = ap.read_map;
        c.forward.store_op = spectrum_op(n, padded, ap.fixed_direction);
        c.inverse.store_op = chirp_op(n, ap.fixed_direction);
        c.inverse.write_map = ap.write_map;
        auto first = planner.plan_axis(c.forward);
        auto second = planner.plan_axis(c.inverse);
        if (!first || !second) return std::nullopt;
        if (padding.three_passes && (!first->kernel || !second->kernel))
            if (auto three = three_pass_convolution(ap, padded, *spectrum_buffer, padding, planner))
                return three;
        std::ostringstream summary;
        summary << "axis " << ap.axis << ", N = " << n << " by Bluestein: chirp-z convolution of length " << padded
                << " through " << role_name(*spectrum_buffer);
        return PlanNode{name(), summary.str(), std::nullopt, {*first, *second}};
    }
};

}  // namespace

bool bluestein_takes(std::int64_t n, DeviceClass device_class, Precision precision) {
    return n >= 2 &&
           !has_butterfly_factors(n, block_shape_tuning(device_class, precision).largest_rader_prime);
}

std::int64_t bluestein_padded_length(std::int64_t n, DeviceClass device_class, Precision precision,
                                     BluesteinRows rows) {
    return smooth_padded_length(n, bluestein_padding(device_class, precision), rows);
}

std::unique_ptr<AxisSolver> make_bluestein_solver() { return std::make_unique<BluesteinSolver>(); }

}  // namespace prism::plan
