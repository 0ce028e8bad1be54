// Bluestein's algorithm for lengths no butterfly set covers. With h(n) = e^{-i pi n^2 / N},
//   X(k) = h(k) * sum_n [x(n) h(n)] conj h(k - n),
// a cyclic convolution once padded to M >= 2N - 1. As rocFFT designs it, the plan is the
// convolution block with everything elementwise fused into it:
//   FFT 1 (always forward, length M): reads x times h, zeros past N; writes the spectrum times
//          B = FFT_M(conj h) / M, which was computed once at plan time;
//   FFT 2 (always inverse, length M): writes only the first N outputs, times h and the norm scale.
// The inverse transform conjugates h and B (the generator does it; the tables are shared). Either
// FFT goes back through the planner, so a long M becomes a multi-pass FFT with the same fusion.
#include <sstream>

#include "plan/factorize.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

bool smooth_over(std::int64_t m, const std::vector<int>& factors) {
    for (int p : factors)
        while (m % p == 0) m /= p;
    return m == 1;
}

std::int64_t padded_length(std::int64_t n, const AxisProblem& ap, Planner& planner) {
    const BluesteinPadding& padding = bluestein_padding(planner.device_class());
    std::int64_t m = 2 * n - 1, power = 1;
    while (power < m) power *= 2;
    while (!smooth_over(m, padding.factors)) ++m;
    if (padding.power_of_two_from == 0 || power < padding.power_of_two_from) return m;
    AxisProblem probe = ap;
    probe.layout = {power, 1, 1};
    probe.outer.clear();
    auto one_pass = planner.plan_axis(probe);
    return one_pass && one_pass->kernel ? power : m;
}

// The convolution block: FFT_M, pointwise product by a fixed spectrum, inverse FFT_M, its first and
// last elementwise steps fused into the FFTs. The convolution issue reuses it with its own ops.
struct Convolution {
    AxisProblem forward, inverse;
};

Convolution convolution_block(const AxisProblem& ap, std::int64_t m, BufferRole spectrum_buffer) {
    const std::int64_t sequences = sequences_of(ap.outer);
    auto strides = temp_strides(ap.outer, m);
    Convolution c{ap, ap};
    for (AxisProblem* p : {&c.forward, &c.inverse}) {
        p->layout.length = m;
        p->index64 = needs_index64(ap, m * sequences);
        p->load_op = p->store_op = {};
        p->read_map = p->write_map = {};
    }
    c.forward.layout.out_stride = 1;
    c.forward.target = spectrum_buffer;
    c.forward.fixed_direction = Direction::forward;
    c.forward.forward_scale = c.forward.inverse_scale = 1.0L;
    c.inverse.layout.in_stride = 1;
    c.inverse.source = spectrum_buffer;
    c.inverse.fixed_direction = Direction::inverse;
    for (std::size_t d = 0; d < ap.outer.size(); ++d) {
        c.forward.outer[d].out_stride = strides[d];
        c.inverse.outer[d].in_stride = strides[d];
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

class BluesteinSolver final : public AxisSolver {
public:
    const char* name() const override { return "bluestein"; }

    std::optional<PlanNode> solve(const AxisProblem& ap, Planner& planner) const override {
        const std::int64_t n = ap.layout.length;
        // A fixed direction at this level is a real transform's (a DCT-III's inverse FFT); the ops
        // follow it. Half-length real maps pair mirrors within one pass, which the padding breaks.
        // Shared-memory Rader primes are not excluded: the solvers before this one take them where
        // one block holds the pass, and Bluestein is what is left where none does.
        const int rader = block_shape_tuning(planner.device_class(), ap.precision).largest_rader_prime;
        if (n < 2 || has_butterfly_factors(n, rader) || ap.load_op || ap.store_op) return std::nullopt;
        if (ap.read_map.half() || ap.write_map.half()) return std::nullopt;
        auto spectrum_buffer = pick_scratch(ap.source, ap.target);
        if (!spectrum_buffer) return std::nullopt;
        const std::int64_t m = padded_length(n, ap, planner);
        Convolution c = convolution_block(ap, m, *spectrum_buffer);
        c.forward.load_op = chirp_op(n, ap.fixed_direction);
        c.forward.read_map = ap.read_map;
        c.forward.store_op.kind = ElementOpKind::spectrum;
        c.forward.store_op.length = m;
        c.forward.store_op.chirp_length = n;
        c.forward.store_op.direction = ap.fixed_direction;
        c.inverse.store_op = chirp_op(n, ap.fixed_direction);
        c.inverse.write_map = ap.write_map;
        auto first = planner.plan_axis(c.forward);
        auto second = planner.plan_axis(c.inverse);
        if (!first || !second) return std::nullopt;
        std::ostringstream summary;
        summary << "axis " << ap.axis << ", N = " << n << " by Bluestein: chirp-z convolution of length " << m
                << " through " << role_name(*spectrum_buffer);
        return PlanNode{name(), summary.str(), std::nullopt, {*first, *second}};
    }
};

}  // namespace

std::unique_ptr<AxisSolver> make_bluestein_solver() { return std::make_unique<BluesteinSolver>(); }

}  // namespace prism::plan
