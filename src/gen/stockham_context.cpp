#include "gen/stockham_context.hpp"

namespace prism::gen {

SequencePlace place_sequence(StmtBuilder& b, const KernelContext& c, ExprPtr seq) {
    const plan::KernelSpec& k = c.spec;
    SequencePlace at{std::vector<ExprPtr>(k.outer.size()), c.idx(0), c.idx(0)};
    ExprPtr rest = seq;
    for (std::size_t d = k.outer.size(); d-- > 0;) {  // fastest dim last
        const auto& dim = k.outer[d];
        ExprPtr coord = d == 0 ? rest : b.declare("coord", mod(rest, c.idx(dim.length)));
        if (d > 0) rest = b.declare("rest", div(rest, c.idx(dim.length)));
        at.coords[d] = coord;
        at.in_base = add(at.in_base, mul(coord, c.idx(dim.in_stride)));
        at.out_base = add(at.out_base, mul(coord, c.idx(dim.out_stride)));
    }
    return at;
}

ExprPtr sequence_major_index(const KernelContext& c, ExprPtr seq, ExprPtr pos) {
    const plan::KernelSpec& k = c.spec;
    ExprPtr padded = k.shared_pad_group > k.length ? pos : add(pos, div(pos, c.idx(k.shared_pad_group)));
    return add(mul(seq, c.idx(k.padded_length())), padded);
}

ExprPtr shared_index(const KernelContext& c, ExprPtr pos) {
    const plan::KernelSpec& k = c.spec;
    if (k.mapping == plan::ThreadMapping::batch_major)
        return add(mul(pos, c.idx(k.sequences_per_block)), c.seq_local);
    return sequence_major_index(c, c.seq_local, pos);
}

Complex unpack(StmtBuilder& b, ExprPtr pair) {
    ExprPtr v = b.declare("v", pair);
    return {pair_x(v), pair_y(v)};
}

}  // namespace prism::gen
