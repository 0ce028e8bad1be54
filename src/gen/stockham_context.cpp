#include "gen/stockham_context.hpp"

#include <algorithm>

#include "gen/butterflies.hpp"

namespace prism::gen {

using plan::KernelSpec;

std::vector<Stage> stages_of(const KernelSpec& k) {
    std::vector<Stage> stages;
    std::int64_t p = 1, lut = 0;
    std::int64_t rader_lut = k.twiddles == TwiddleSource::table ? plan::stage_twiddle_count(k.radices) : 0;
    std::vector<std::int64_t> rader_bases;
    for (const auto& r : k.shared_rader) {
        rader_bases.push_back(rader_lut);
        rader_lut += plan::shared_rader_table_size(r);
    }
    for (std::size_t s = 0; s < k.radices.size(); ++s) {
        Stage st;
        st.radix = k.radices[s];
        st.p = p;
        st.butterflies = k.length / st.radix;
        st.per_thread =
            static_cast<int>((st.butterflies + k.threads_per_sequence - 1) / k.threads_per_sequence);
        st.lut_base = lut;
        st.first = s == 0;
        st.last = s + 1 == k.radices.size();
        st.rader = k.shared_rader_of(st.radix);
        if (st.rader)
            st.rader_lut_base = rader_bases[static_cast<std::size_t>(st.rader - k.shared_rader.data())];
        if (p > 1) lut += static_cast<std::int64_t>(st.radix - 1) * p;
        p *= st.radix;
        stages.push_back(st);
    }
    return stages;
}

namespace {
// Slots 2p and 2p + 1 of a mirrored rows' dim (kernel_graph.hpp's mirror_dim) are rows p and
// n - p, p = 0 pairing rows 0 and n/2.
ExprPtr mirrored_row(StmtBuilder& b, const KernelContext& c, ExprPtr slot, std::int64_t n) {
    ExprPtr p = b.declare("p", div(slot, c.idx(2)));
    ExprPtr second = select(equal(p, c.idx(0)), c.idx(n / 2), sub(c.idx(n), p));
    return b.declare("row", select(equal(mod(slot, c.idx(2)), c.idx(0)), p, second));
}
}  // namespace

SequencePlace place_sequence(StmtBuilder& b, const KernelContext& c, ExprPtr seq) {
    const plan::KernelSpec& k = c.spec;
    SequencePlace at{std::vector<ExprPtr>(k.outer.size()), c.idx(0), c.idx(0)};
    ExprPtr rest = seq;
    for (std::size_t d = k.outer.size(); d-- > 0;) {  // fastest dim last
        const auto& dim = k.outer[d];
        ExprPtr coord = d == 0 ? rest : b.declare("coord", mod(rest, c.idx(dim.length)));
        if (d > 0) rest = b.declare("rest", div(rest, c.idx(dim.length)));
        if (static_cast<int>(d) == k.write_map.mirror_dim) coord = mirrored_row(b, c, coord, dim.length);
        at.coords[d] = coord;
        at.in_base = add(at.in_base, mul(coord, c.idx(dim.in_stride)));
        at.out_base = add(at.out_base, mul(coord, c.idx(dim.out_stride)));
    }
    return at;
}

namespace {
ExprPtr sequence_major_index_of(const KernelContext& c, const plan::KernelSpec& k, ExprPtr seq, ExprPtr pos) {
    ExprPtr padded = k.shared_pad_group > k.length ? pos : add(pos, div(pos, c.idx(k.shared_pad_group)));
    return add(mul(seq, c.idx(k.padded_length())), padded);
}
}  // namespace

ExprPtr sequence_major_index(const KernelContext& c, ExprPtr seq, ExprPtr pos) {
    return sequence_major_index_of(c, c.spec, std::move(seq), std::move(pos));
}

ExprPtr shared_index_of(const KernelContext& c, const plan::KernelSpec& k, ExprPtr seq, ExprPtr pos) {
    if (k.mapping == plan::ThreadMapping::batch_major)
        return add(mul(pos, c.idx(k.sequences_per_block)), seq);
    return sequence_major_index_of(c, k, std::move(seq), std::move(pos));
}

ExprPtr shared_index(const KernelContext& c, ExprPtr pos) {
    return shared_index_of(c, c.spec, c.seq_local, pos);
}

bool rows_are_private(const KernelContext& c) {
    const plan::KernelSpec& spec = c.spec;
    return spec.threads_per_sequence == 1 && c.cluster == ClusterPass::none &&
           c.half == ConvolutionHalf::none && spec.read_map.keeps_to_its_sequence() &&
           spec.write_map.keeps_to_its_sequence() && spec.shared_rader.empty();
}

// Measured on an H100 against Rader from 29 (2026-11-25, bench/RESULTS.md): with each output stored
// as computed, pairs to 59 kept fp32 and fp64 one-thread kernels at their speed (29-43 0.99-1.01x,
// 47 1.09x, 59 1.14x, fp64 31 1.00x; 53 0.78x, still 1.9x cuFFT) with cuFFT's error; behind a
// barrier, pairs to 59 lost 0.96x over 54 kernels (fp32 2 x 59 0.47x, 2 x 53 0.76x: ptxas spilled up
// to 1.3 KB), and pairs to 31 fp64 8 x 31 0.82x. There plain complex rows take the pairs to the
// planner's KernelSpec::shared_rows_pairs_up_to (plan/solver_stockham.cpp says why), other rows
// Rader from 29.
// One-thread R2C/C2R rows joined the private ones on an H200 (2026-11-28, session 39): 1.011x over
// 41 lengths, errors 1.14-1.61x cuFFT's -> 0.96-1.09x at 29-118; fp32 53 and 106 0.94-0.95x (168
// registers: 3 blocks a multiprocessor instead of 4), fp64 19 0.96x.
int largest_pairs_prime(const KernelContext& c) {
    if (rows_are_private(c)) return k_largest_pairs_prime;
    return std::max(k_pairs_everywhere_up_to, c.spec.shared_rows_pairs_up_to);
}

Complex unpack(StmtBuilder& b, ExprPtr pair) {
    ExprPtr v = b.declare("v", pair);
    return {pair_x(v), pair_y(v)};
}

Complex load_held(StmtBuilder& b, const KernelContext& c, ExprPtr local, ExprPtr rank) {
    if (c.cluster_blocks == 1) return unpack(b, load(k_shared, c.pair(), std::move(local)));
    return unpack(
        b, load_cluster(k_shared, c.pair(), std::move(local), convert(std::move(rank), ast::Scalar::i32)));
}

Complex lut_value(StmtBuilder& b, const KernelContext& c, std::int64_t offset, ExprPtr at) {
    return unpack(b, load(k_lut, c.pair(), add(c.idx(c.spec.lut_offset + offset), at)));
}

Complex stage_twiddle(StmtBuilder& b, const KernelContext& c, const Stage& st, ExprPtr t, ExprPtr k) {
    const bool literal = t->op == ast::Op::int_literal;
    Complex w;
    if (c.spec.twiddles == TwiddleSource::table) {  // entry (t - 1) * p + k of the stage's block
        w = literal ? lut_value(b, c, st.lut_base + (t->integer - 1) * st.p, k)
                    : lut_value(b, c, st.lut_base - st.p, add(mul(t, c.idx(st.p)), k));
    } else {  // e^{-2 pi i m/M} = cospi(2m/M) - i sinpi(2m/M), m = t*k < M = pR
        ExprPtr m = convert(mul(k, literal ? c.idx(2 * t->integer) : mul(t, c.idx(2))), c.real);
        ExprPtr x =
            b.declare("angle", div(m, real_literal(static_cast<long double>(st.p * st.radix), c.real)));
        w = {b.declare("wr", cos_pi(x)), b.declare("wi", neg(sin_pi(x)))};
    }
    return c.sign < 0 ? w : conj(w);
}

Complex read_input(StmtBuilder& b, const KernelContext& c, ExprPtr pos, PositionRange range) {
    const KernelSpec& spec = c.spec;
    if (spec.load_op || spec.read_map) pos = b.declare("pos", pos);
    MapSite at = c.input_site(pos);
    at.site.range = range;
    ElementReader read = [&](StmtBuilder& body, ExprPtr exists) {
        return read_mapped(body, spec.read_map, at, exists);
    };
    return spec.load_op ? apply_load_op(b, spec.load_op, at.site, read) : read(b, nullptr);
}

void write_output(StmtBuilder& b, const KernelContext& c, ExprPtr pos, Complex v, PositionRange range) {
    const KernelSpec& spec = c.spec;
    OpSite site = c.site(pos, c.coords);
    site.range = range;
    if (past_chirp(spec.store_op, site)) return;
    if (spec.store_op || spec.write_map) site.pos = pos = b.declare("pos", pos);
    StoreValue out = apply_store_op(b, spec.store_op, site, v);
    write_mapped(b, spec.write_map, c.output_site(pos, c.coords, c.out_base), out.value, out.guard);
}

}  // namespace prism::gen
