#include "plan/real_split_passes.hpp"

#include <sstream>

namespace prism::plan {
namespace {

// `dims` outer dims with their source side packed as rows of `length` complex elements (temp
// strides), or their target side.
std::vector<core::AxisLayout> packed_side(std::vector<core::AxisLayout> dims, std::int64_t length,
                                          bool source) {
    const std::vector<std::int64_t> packed = temp_strides(dims, length);
    for (std::size_t d = 0; d < dims.size(); ++d)
        (source ? dims[d].in_stride : dims[d].out_stride) = packed[d];
    return dims;
}

// A pass of two-point sequences over `rows` and f < f_count, f on a last outer dim of strides
// f_in and f_out. The maps read and place both points (f is their index; the axis strides are
// unused unless the caller sets them).
AxisProblem two_point_pass(const AxisProblem& ap, std::vector<core::AxisLayout> rows, std::int64_t f_count,
                           std::int64_t f_in, std::int64_t f_out, ElementMap read, ElementMap write) {
    AxisProblem p = ap;
    p.layout = {2, 0, 0};
    p.outer = std::move(rows);
    p.outer.push_back({f_count, f_in, f_out});
    ElementIndex f;
    f.pos_scale = 0;
    f.coord_scales.assign(p.outer.size(), 0);
    f.coord_scales.back() = 1;
    read.index = write.index = f;
    p.read_map = read;
    p.write_map = write;
    return p;
}

std::optional<PlanNode> pass_node(const char* name, const AxisProblem& pass, Planner& planner) {
    auto k = single_pass_kernel(pass, planner);
    if (!k) return std::nullopt;
    return PlanNode{name, describe_single_pass(*k, pass.axis), *k, {}};
}

// A plain complex FFT of `ap`'s rows (its maps and scales dropped) from `source` to `target`.
AxisProblem complex_rows(const AxisProblem& ap, std::int64_t length, BufferRole source, BufferRole target) {
    AxisProblem fft = ap;
    fft.layout.length = length;
    fft.read_map = fft.write_map = {};
    fft.source = source;
    fft.target = target;
    fft.forward_scale = fft.inverse_scale = 1.0L;
    return fft;
}

// The real side's strides counted in pairs.
void as_pairs(AxisProblem& p, bool input) {
    for (auto& d : p.outer) (input ? d.in_stride : d.out_stride) /= 2;
}

std::optional<PlanNode> in_order(const char* name, const std::string& summary, std::optional<PlanNode> first,
                                 std::optional<PlanNode> second) {
    if (!first || !second) return std::nullopt;
    return PlanNode{name, summary, std::nullopt, {*first, *second}};
}

// The elements a kernel's sequences move each way: a convolution's reads and writes (one block's,
// or a cluster's whose row pass holds it) cover the chirp's n of its M points.
double elements_each_way(const KernelSpec& k) {
    const double whole = static_cast<double>(k.sequences) * static_cast<double>(k.length);
    const KernelSpec& convolving = k.cluster_rows.empty() ? k : k.cluster_rows.front();
    const ElementOp& op = convolving.convolution_op;
    return op ? whole * static_cast<double>(op.chirp_length) / static_cast<double>(op.length) : whole;
}

double side_weight(const ElementMap& m) {
    switch (m.kind) {
        case ElementMapKind::real:
        case ElementMapKind::hermitian:
        case ElementMapKind::half_spectrum:
        case ElementMapKind::real_part: return 0.5;
        default: return 1.0;
    }
}

}  // namespace

// The temp holding Z is temp d, which no decomposition picks as scratch (pick_scratch finds one of
// a, b, c first). The split's butterfly gives 2A[f] and 2i B[f]: its scale halves them.
std::optional<PlanNode> paired_rows_with_split(const AxisProblem& paired, Planner& planner) {
    const std::int64_t n = paired.layout.length;
    AxisProblem fft = complex_rows(paired, n, paired.source, BufferRole::temp_d);
    fft.read_map = paired.read_map;
    fft.layout.out_stride = 1;
    fft.outer = packed_side(fft.outer, n, false);
    ElementMap write = paired.write_map;
    write.kind = ElementMapKind::pair_spectra;
    AxisProblem split =
        two_point_pass(paired, packed_side(paired.outer, n, true), (n + 1) / 2, 1, paired.layout.out_stride,
                       ElementMap::of(ElementMapKind::mirror_pair, n, 1), write);
    split.layout.out_stride = paired.write_map.pair_stride;  // point 1: row b
    split.source = fft.target;
    split.forward_scale = paired.forward_scale / 2;
    std::ostringstream summary;
    summary << "axis " << paired.axis << ", two real rows as one FFT of " << n << " points into "
            << role_name(fft.target) << ", then split into both rows' spectra";
    return in_order("paired_rows", summary.str(), planner.plan_axis(fft), pass_node("split", split, planner));
}

bool real_side_in_pairs(const AxisProblem& ap, bool forward) {
    if ((forward ? ap.layout.in_stride : ap.layout.out_stride) != 1) return false;
    for (const auto& d : ap.outer)
        if ((forward ? d.in_stride : d.out_stride) % 2 != 0) return false;
    return true;
}

// r2c: Z in temp d, as for paired rows. c2r: the source is the user's input or temp d (the work
// buffer of a multi-dimensional c2r), so Z goes to temp c; the FFT that follows reads it in its
// first kernel, before any of its passes could pick temp c as scratch.
std::optional<PlanNode> half_length_with_split(const AxisProblem& ap, bool forward, Planner& planner) {
    const std::int64_t n = ap.layout.length, m = n / 2;
    if (n % 2 != 0 || !real_side_in_pairs(ap, forward)) return std::nullopt;
    const BufferRole z = forward ? BufferRole::temp_d : BufferRole::temp_c;
    std::ostringstream summary;
    summary << "axis " << ap.axis << ", N = " << n << " as an FFT of " << m << " complex pairs through "
            << role_name(z);
    if (forward) {
        AxisProblem fft = complex_rows(ap, m, ap.source, z);
        as_pairs(fft, true);
        fft.layout.out_stride = 1;
        fft.outer = packed_side(fft.outer, m, false);
        AxisProblem split =
            two_point_pass(ap, packed_side(ap.outer, m, true), m / 2 + 1, 1, ap.layout.out_stride,
                           ElementMap::of(ElementMapKind::spectrum_halves, n, 1),
                           ElementMap::of(ElementMapKind::split_halves, n, ap.layout.out_stride));
        split.source = z;
        summary << ", then split into X[f] and X[m-f]";
        return in_order("half_length", summary.str(), planner.plan_axis(fft),
                        pass_node("split", split, planner));
    }
    AxisProblem combine =
        two_point_pass(ap, packed_side(ap.outer, m, false), m / 2 + 1, ap.layout.in_stride, 1,
                       ElementMap::of(ElementMapKind::hermitian_halves, n, ap.layout.in_stride),
                       ElementMap::of(ElementMapKind::combined_halves, n, 1));
    combine.target = z;
    combine.inverse_scale = 1.0L;
    AxisProblem fft = complex_rows(ap, m, z, ap.target);
    fft.inverse_scale = ap.inverse_scale;
    fft.layout.in_stride = 1;
    fft.outer = packed_side(fft.outer, m, true);
    as_pairs(fft, false);
    summary << ", combined from X[f] and X[m-f] first";
    return in_order("half_length", summary.str(), pass_node("combine", combine, planner),
                    planner.plan_axis(fft));
}

double elements_moved(const PlanNode& node) {
    double total = 0;
    for (const KernelSpec* k : kernels_in_order(node))
        total +=
            elements_each_way(*k) * (side_weight(k->read_map) + side_weight(k->writing_pass().write_map));
    return total;
}

}  // namespace prism::plan
