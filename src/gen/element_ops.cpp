#include "gen/element_ops.hpp"

#include "gen/op_tables.hpp"

namespace prism::gen {
namespace {

const char* k_lut = "lut";

ast::Type pair_of(const OpSite& s) { return {s.real, true}; }
ExprPtr idx(const OpSite& s, std::int64_t v) { return int_literal(v, s.index); }

Complex table_entry(StmtBuilder& b, const OpSite& s, ExprPtr at) { return lut_entry(b, s, at); }

// The direction of the FFT a Bluestein op belongs to: fixed by the op, else the transform's.
int chirp_sign(const plan::ElementOp& op, const OpSite& s) {
    return op.direction ? (*op.direction == Direction::forward ? -1 : 1) : s.transform_sign;
}

// h(f) for f < n (0 past it, which only guarded code uses; exists null: f < n always), conjugated
// for the inverse.
Complex chirp(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s, ExprPtr f, ExprPtr exists) {
    Complex h = table_entry(b, s, add(idx(s, op.lut_offset), exists ? select(exists, f, idx(s, 0)) : f));
    return chirp_sign(op, s) < 0 ? h : conj(h);
}

// Whether a chirp op's element f = pos * pos_scale + sum_d coord_d * coord_scale_d lies below its
// length at every pos of the site's range and every coordinate, at none, or only at some (or the
// range or a coordinate's length is not known).
enum class Presence { always, never, sometimes };

Presence chirp_presence(const plan::ElementOp& op, const OpSite& s) {
    if (!s.range.known() || op.index.pos_scale <= 0) return Presence::sometimes;
    std::int64_t lo = s.range.lo * op.index.pos_scale, hi = s.range.hi * op.index.pos_scale;
    for (std::size_t d = 0; d < op.index.coord_scales.size(); ++d) {
        const std::int64_t scale = op.index.coord_scales[d];
        if (scale == 0) continue;
        if (!s.outer || d >= s.outer->size()) return Presence::sometimes;
        const std::int64_t span = ((*s.outer)[d].length - 1) * scale;  // coord_d runs 0 ... length - 1
        (span > 0 ? hi : lo) += span;
    }
    if (lo >= op.length) return Presence::never;
    if (hi < op.length) return Presence::always;
    return Presence::sometimes;
}

// exists = f < n, unless the site's range settles it (null: always).
ExprPtr chirp_exists(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s, ExprPtr f) {
    if (chirp_presence(op, s) == Presence::always) return nullptr;
    return b.declare("exists", less(f, idx(s, op.length)));
}

// Where B(g) lies in the op's table: g, or its place among the table's rows (ElementOp::table_rows).
ExprPtr spectrum_position(const plan::ElementOp& op, const OpSite& s, ExprPtr g) {
    if (op.table_rows == 0) return g;
    ExprPtr rows = idx(s, op.table_rows);
    return add(mul(mod(g, rows), idx(s, op.length / op.table_rows)), div(g, rows));
}

// B(f) forward; conj B(-f mod m) inverse (the inverse's b is the conjugate of the forward's).
Complex spectrum(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s, ExprPtr f) {
    if (chirp_sign(op, s) < 0)
        return table_entry(b, s, add(idx(s, op.lut_offset), spectrum_position(op, s, f)));
    ExprPtr mirrored = select(less(idx(s, 0), f), sub(idx(s, op.length), f), idx(s, 0));
    return conj(table_entry(b, s, add(idx(s, op.lut_offset), spectrum_position(op, s, mirrored))));
}

// cospi(x) - i sinpi(x) for x = part * 2/n; exact x for a power of two n and part below 2^24 in
// fp32 (a product by 2/n, not the slower IEEE division).
Complex unit_root(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s, ExprPtr part) {
    ExprPtr scale = real_literal(2.0L / static_cast<long double>(op.length), s.real);
    ExprPtr x = b.declare("angle", mul(convert(part, s.real), scale));
    return {b.declare("wr", cos_pi(x)), b.declare("wi", neg(sin_pi(x)))};
}

// w_n^e = cospi(e / (n/2)) - i sinpi(e / (n/2)), the op computed for the power-of-two n the planner
// computes, within the math functions' ulp or two. Past 2^24 an fp32 e is not exact, so there
// w_n^e = w_n^(hi * 2^12) * w_n^lo with e = hi * 2^12 + lo, each part exact.
Complex computed_twiddle(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s, ExprPtr e) {
    constexpr std::int64_t k_exact_fp32 = std::int64_t{1} << 24, k_low = std::int64_t{1} << 12;
    if (s.real != ast::Scalar::f32 || op.length <= k_exact_fp32) return unit_root(b, op, s, e);
    Complex high = unit_root(b, op, s, mul(div(e, idx(s, k_low)), idx(s, k_low)));
    Complex low = unit_root(b, op, s, mod(e, idx(s, k_low)));
    return b.materialize(cmul(high, low));
}

// w_n^(coord * pos), computed or from the split table: coarse[e / fine] * fine[e % fine].
Complex twiddle(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s) {
    ExprPtr e = b.declare("e", mul((*s.coords)[static_cast<std::size_t>(op.twiddle_dim)], s.pos));
    if (op.computed) {
        const Complex w = computed_twiddle(b, op, s, e);
        return s.fft_sign < 0 ? w : conj(w);
    }
    const std::int64_t fine = twiddle_fine_size(op.length), coarse = (op.length + fine - 1) / fine;
    Complex hi = table_entry(b, s, add(idx(s, op.lut_offset), div(e, idx(s, fine))));
    Complex lo = table_entry(b, s, add(idx(s, op.lut_offset + coarse), mod(e, idx(s, fine))));
    Complex w = b.materialize(cmul(hi, lo));
    return s.fft_sign < 0 ? w : conj(w);
}

}  // namespace

bool past_chirp(const plan::ElementOp& op, const OpSite& s) {
    return op.kind == plan::ElementOpKind::chirp && chirp_presence(op, s) == Presence::never;
}

ExprPtr element_index(StmtBuilder& b, const plan::ElementIndex& ix, const OpSite& s) {
    ExprPtr f = mul(s.pos, idx(s, ix.pos_scale));
    for (std::size_t d = 0; d < ix.coord_scales.size(); ++d)
        if (ix.coord_scales[d] != 0) f = add(f, mul((*s.coords)[d], idx(s, ix.coord_scales[d])));
    return b.declare("f", f);
}

Complex lut_entry(StmtBuilder& b, const OpSite& s, ExprPtr at) {
    ExprPtr v = b.declare("op", load(k_lut, pair_of(s), at));
    return {pair_x(v), pair_y(v)};
}

Complex apply_load_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s, const ElementReader& read) {
    if (op.kind != plan::ElementOpKind::chirp) {
        Complex x = read(b, nullptr);
        return op ? b.materialize(cmul(x, op.kind == plan::ElementOpKind::spectrum ? spectrum(b, op, s, element_index(b, op.index, s))
                                                                             : twiddle(b, op, s)))
                  : x;
    }
    if (past_chirp(op, s)) return {real_literal(0, s.real), real_literal(0, s.real)};
    ExprPtr f = element_index(b, op.index, s);
    ExprPtr exists = chirp_exists(b, op, s, f);
    return b.materialize(cmul(read(b, exists), chirp(b, op, s, f, exists)));
}

StoreValue apply_store_op(StmtBuilder& b, const plan::ElementOp& op, const OpSite& s, Complex value) {
    switch (op.kind) {
        case plan::ElementOpKind::none: return {value, nullptr};
        case plan::ElementOpKind::twiddle: return {b.materialize(cmul(value, twiddle(b, op, s))), nullptr};
        case plan::ElementOpKind::spectrum: {
            ExprPtr f = element_index(b, op.index, s);
            return {b.materialize(cmul(value, spectrum(b, op, s, f))), nullptr};
        }
        case plan::ElementOpKind::chirp: {
            ExprPtr f = element_index(b, op.index, s);
            ExprPtr exists = chirp_exists(b, op, s, f);
            return {b.materialize(cmul(value, chirp(b, op, s, f, exists))), exists};
        }
    }
    return {value, nullptr};
}

}  // namespace prism::gen
