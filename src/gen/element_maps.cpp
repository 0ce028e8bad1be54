// Real transforms as complex FFTs with their pre- and post-processing fused into the FFT kernels'
// device reads and writes. f is the FFT element's index on the whole axis, n the real length.
//  r2c:  any n reads x[f] as (x, 0) and keeps X[f] for f <= n/2; even n reads x[2f] + i x[2f+1]
//        into an FFT of m = n/2 and splits Z into X through shared memory:
//        X[f] = E + w^f O, X[m-f] = conj(E - w^f O), E = (Z[f] + conj Z[m-f])/2, O = (Z[f] - conj Z[m-f])/2i.
//  c2r:  the reverse: any n reads the Hermitian extension; even n builds Z[f] = E + i w^-f O from
//        X[f] and X[m-f] and writes z[f] as x[2f], x[2f+1].
//  odd n, two rows as one FFT of z = a + i b: A[f] = (Z[f] + conj Z[n-f])/2, B[f] = (Z[f] - conj
//        Z[n-f])/2i, split through shared memory in one kernel, or past one by a split pass whose
//        two-point butterfly on Z[f], conj Z[n-f] gives 2A[f] and 2i B[f].
//  even n past one kernel: split and combine passes of two points, E and w^f O (r2c) or the
//        c2r's two halves of Z[f], whose butterfly gives both mirrors (plan/real_split_passes.hpp).
//  DCT/DST: plan/kernel_graph.cpp's r2r_fft_length says onto which FFT; the reads and writes below
//        gather and scatter with Makhoul's reorderings, and twiddle by the tables element_map_table
//        builds (roots of order 4n, 2n, 8n and n, long double). Types II and III may carry two
//        rows as one FFT (paired_r2r): II splits both rows' V from Z[f] and Z[n-f] as the paired
//        r2c does, III packs both rows' V into one.
#include "gen/element_maps.hpp"

#include "gen/twiddles.hpp"

namespace prism::gen {
namespace {

using plan::ElementMapKind;
using cld = std::complex<long double>;

// An even map on a four-step pass's slice of the half-length axis, f = pos P + c with c < P the
// coordinate of the one outer dim of scale 1 (the columns' n2, the rows' k1): its roots w^f come
// from two tables, w^(pos P) for pos <= m/P and w^c for c < P, multiplied in the kernel. One table
// of m + 1 entries would outgrow the device's cache past a few million points.
struct SlicedRoots {
    std::int64_t scale = 0;  // P
    int dim = -1;
};
std::optional<SlicedRoots> sliced_roots(const plan::ElementMap& map) {
    if (map.kind != ElementMapKind::hermitian_pairs && map.kind != ElementMapKind::split_spectrum)
        return std::nullopt;
    if (map.r2r_halves) return std::nullopt;  // single pass only
    const plan::ElementIndex& ix = map.index;
    if (ix.pos_scale < 2 || (map.n / 2) % ix.pos_scale != 0) return std::nullopt;
    SlicedRoots r{ix.pos_scale, -1};
    for (std::size_t d = 0; d < ix.coord_scales.size(); ++d) {
        if (ix.coord_scales[d] == 0) continue;
        if (ix.coord_scales[d] != 1 || r.dim >= 0) return std::nullopt;
        r.dim = static_cast<int>(d);
    }
    if (r.dim < 0) return std::nullopt;
    return r;
}

struct Emit {
    StmtBuilder& b;
    const plan::ElementMap& m;
    const MapSite& at;

    ExprPtr idx(std::int64_t v) const { return int_literal(v, at.site.index); }
    ExprPtr zero() const { return real_literal(0, at.site.real); }
    ast::Type real() const { return {at.site.real, false}; }
    ast::Type pair() const { return {at.site.real, true}; }
    ExprPtr f() const { return element_index(b, m.index, at.site); }
    // Where element g of the axis lives, given that the FFT's element f lives at base + pos * stride.
    ExprPtr address(ExprPtr f, ExprPtr g) const {
        if (at.real_at) return at.real_at(g);
        ExprPtr here = add(at.base, mul(at.site.pos, idx(at.stride)));
        return add(here, mul(sub(g, f), idx(m.axis_stride)));
    }
    ExprPtr guarded(ExprPtr exists, ExprPtr value) const { return exists ? select(exists, value, zero()) : value; }
    // The complex element at base + pos * stride: plain complex data, or an aligned pair of reals.
    ExprPtr row_address(ExprPtr g) const { return add(at.base, mul(g, idx(at.stride))); }
    ExprPtr plain_address() const { return row_address(at.site.pos); }
    Complex read_complex(ExprPtr exists) const {
        ExprPtr v = b.declare(
            "v", exists ? select(exists, load(at.buffer, pair(), plain_address()), make_pair(zero(), zero()))
                        : load(at.buffer, pair(), plain_address()));
        return {pair_x(v), pair_y(v)};
    }
    void write_complex(Complex v, ExprPtr guard) const {
        StmtBuilder body = guard ? b.if_block(guard) : b;
        body.store(at.buffer, plain_address(), make_pair(v.re, v.im));
    }
    // x[g] times scipy's ortho weight when g is an end point.
    ExprPtr weighted(ExprPtr value, ExprPtr g) const {
        if (m.weight_first != 1.0L) value = select(equal(g, idx(0)), mul(value, real_literal(m.weight_first, at.site.real)), value);
        if (m.weight_last != 1.0L) value = select(equal(g, idx(m.n - 1)), mul(value, real_literal(m.weight_last, at.site.real)), value);
        return value;
    }
    ExprPtr read_real(ExprPtr f, ExprPtr g, ExprPtr exists) const {
        return b.declare("x", weighted(guarded(exists, load(at.buffer, real(), address(f, g))), g));
    }
    // Entry `at_index` of the map's table. Past the table (a Bluestein or padded FFT's elements
    // beyond the real length, whose values are then unused) it reads entry 0, so that no read
    // leaves the table and no garbage times zero turns into a NaN.
    Complex table(ExprPtr at_index) const {
        ExprPtr inside = less(at_index, idx(element_map_table_size(m)));
        return lut_entry(b, at.site, add(idx(m.lut_offset), select(inside, at_index, idx(0))));
    }
    // The even maps' w^f (hermitian_pairs, split_spectrum): entry f of the table, or on a four-step's
    // slice the product of its two tables' entries for pos and the coordinate (sliced_roots).
    Complex root(ExprPtr f) const {
        const std::optional<SlicedRoots> sliced = sliced_roots(m);
        if (!sliced) return table(f);
        const std::int64_t coarse = m.n / 2 / sliced->scale + 1;
        const Complex hi = lut_entry(b, at.site, add(idx(m.lut_offset), at.site.pos));
        const Complex lo = lut_entry(
            b, at.site,
            add(idx(m.lut_offset + coarse), (*at.site.coords)[static_cast<std::size_t>(sliced->dim)]));
        return b.materialize(cmul(hi, lo));
    }
    // A DCT/DST's half rows' t_k = e^{-i pi k / 2n}, k <= n/2: entry k past the even map's w^f.
    Complex quarter_root(ExprPtr k) const { return table(add(idx(m.n / 2 + 1), k)); }
    // Paired rows: row b exists (the pairing halves the map's pair dim, else the fastest outer dim).
    ExprPtr partner() const {
        const std::vector<ExprPtr>& coords = *at.site.coords;
        ExprPtr row = m.pair_dim >= 0 ? coords[static_cast<std::size_t>(m.pair_dim)] : coords.back();
        return b.declare("partner", less(row, idx(m.pair_rows / 2)));
    }
};

// Makhoul's order: element f of the FFT holds x[2f] for 2f < n (an even place), x[2n-1-2f] above.
ExprPtr makhoul_even(const Emit& e, ExprPtr f) { return less(mul(f, e.idx(2)), e.idx(e.m.n)); }
ExprPtr makhoul(const Emit& e, ExprPtr f) {
    return e.b.declare("g", select(makhoul_even(e, f), mul(f, e.idx(2)), sub(e.idx(2 * e.m.n - 1), mul(f, e.idx(2)))));
}
// x times (-1)^g for the real at element f's place g in Makhoul's order (DST-II's input, DST-III's
// output), declared as `name`.
ExprPtr makhoul_signed(const Emit& e, ExprPtr f, ExprPtr x, const char* name) {
    return e.b.declare(name, select(makhoul_even(e, f), x, neg(x)));
}

// The two reals of a DCT/DST-III's element f, V[f] = conj(t_f) (x[first] - i x[second]): first = f,
// second = n - f (dst3: x reversed, n - 1 - f and f - 1); element 0 has no second.
struct ThirdPlaces {
    ExprPtr first, second, has_second;
};
ThirdPlaces third_places(const Emit& e, ExprPtr f) {
    const std::int64_t n = e.m.n;
    const bool dst = e.m.r2r == R2RKind::dst3;
    return {dst ? sub(e.idx(n - 1), f) : f, dst ? sub(f, e.idx(1)) : sub(e.idx(n), f), less(e.idx(0), f)};
}

// A DCT/DST-III's V[g] = conj(t_g) (x[first] - i x[second]) from element f's row; t_g from the
// full-length map's table, or past a half row's w^f (Emit::quarter_root).
Complex third_value(const Emit& e, ExprPtr f, ExprPtr g, ExprPtr exists) {
    StmtBuilder& b = e.b;
    const ThirdPlaces places = third_places(e, g);
    ExprPtr a = e.read_real(f, b.declare("g", places.first), exists);
    ExprPtr live = b.declare("live", exists ? logical_and(exists, places.has_second) : places.has_second);
    ExprPtr c = e.read_real(f, b.declare("g", select(places.has_second, places.second, places.first)), live);
    const Complex t = e.m.r2r_halves ? e.quarter_root(g) : e.table(g);
    return b.materialize(cmul({a, neg(c)}, conj(t)));
}

// Paired DCT/DST-II/III rows (ElementMap::paired_r2r): rows a and b as one FFT of v_a + i v_b.
// Both rows' reals at g as (a[g], b[g]), each with scipy's ortho weight.
struct RealPair {
    ExprPtr a, b;
};
RealPair fetch_pair(const Emit& e, const RowFetch& fetch, ExprPtr g) {
    ExprPtr v = e.b.declare("v", fetch(g));
    return {e.weighted(pair_x(v), g), e.weighted(pair_y(v), g)};
}

// (a[g], b[g]) from device memory, row b pair_stride after row a; zero where `exists` is false,
// and b zero where row b is missing.
RowFetch device_pair_fetch(const Emit& e, ExprPtr f, ExprPtr exists) {
    ExprPtr partner = e.partner();
    ExprPtr live_b = exists ? e.b.declare("live", logical_and(exists, partner)) : partner;
    return [&e, f, exists, live_b](ExprPtr g) {
        ExprPtr at = e.b.declare("at", e.address(f, g));
        ExprPtr b_at = add(at, e.idx(e.m.pair_stride));
        return make_pair(e.guarded(exists, load(e.at.buffer, e.real(), at)),
                         select(live_b, load(e.at.buffer, e.real(), b_at), e.zero()));
    };
}

// Stores (a[g], b[g]) to device memory; b only where row b exists.
RowStore device_pair_store(const Emit& e, ExprPtr f) {
    ExprPtr partner = e.partner();
    return [&e, f, partner](StmtBuilder& body, ExprPtr g, ExprPtr value) {
        ExprPtr v = body.declare("v", value);
        ExprPtr at = body.declare("at", e.address(f, g));
        body.store(e.at.buffer, at, pair_x(v));
        body.if_block(partner).store(e.at.buffer, add(at, e.idx(e.m.pair_stride)), pair_y(v));
    };
}

// II: Makhoul's v_a[f] + i v_b[f] (dst2: (-1)^g on both). III: V_a[f] + i V_b[f], each row's
// V[f] = conj(t_f) (x[f] - i x[n-f]) (dst3: x reversed), as read_r2r builds it for one row.
Complex read_r2r_pairs(const Emit& e, const RowFetch& fetch) {
    StmtBuilder& b = e.b;
    ExprPtr f = e.f();
    const std::int64_t n = e.m.n, length = plan::r2r_fft_length(e.m.r2r, n);
    if (e.m.r2r == R2RKind::dct1) {  // both rows' even extensions
        const RealPair x =
            fetch_pair(e, fetch, b.declare("g", select(less(f, e.idx(n)), f, sub(e.idx(length), f))));
        return {x.a, x.b};
    }
    if (e.m.r2r == R2RKind::dst1) {  // both rows' odd extensions: 0, x, 0, -reversed x
        ExprPtr low = b.declare("low", less(f, e.idx(n + 1)));
        ExprPtr inside = b.declare("inside", less(e.idx(0), mod(f, e.idx(n + 1))));
        ExprPtr g = b.declare(
            "g", select(inside, select(low, sub(f, e.idx(1)), sub(e.idx(length - 1), f)), e.idx(0)));
        const RealPair x = fetch_pair(e, fetch, g);
        auto odd = [&](ExprPtr v) {
            return b.declare("x", select(inside, select(low, v, neg(v)), e.zero()));
        };
        return {odd(x.a), odd(x.b)};
    }
    if (e.m.r2r == R2RKind::dct2 || e.m.r2r == R2RKind::dst2) {
        const RealPair x = fetch_pair(e, fetch, makhoul(e, f));
        if (e.m.r2r == R2RKind::dct2) return {x.a, x.b};
        return {makhoul_signed(e, f, x.a, "x"), makhoul_signed(e, f, x.b, "x")};
    }
    const ThirdPlaces places = third_places(e, f);
    ExprPtr has_second = b.declare("has_second", places.has_second);
    ExprPtr first = b.declare("g", places.first);
    ExprPtr second = b.declare("g", select(has_second, places.second, first));
    const RealPair p = fetch_pair(e, fetch, first), q = fetch_pair(e, fetch, second);
    ExprPtr qa = b.declare("x", select(has_second, q.a, e.zero())), qb = b.declare("x", select(has_second, q.b, e.zero()));
    const Complex t = conj(e.table(f));
    const Complex va = b.materialize(cmul({p.a, neg(qa)}, t)), vb = b.materialize(cmul({p.b, neg(qb)}, t));
    return {b.declare("zr", sub(va.re, vb.im)), b.declare("zi", add(va.im, vb.re))};
}

// III's write: y_a[g] = Re z[f], y_b[g] = Im z[f] in Makhoul's order; dst3 negates odd g. Type I's:
// each row's spectrum of its (even or odd) extension is real or imaginary, so z = V_a + i V_b
// holds both: dct1 y_a[f] = Re z, y_b[f] = Im z (f < n); dst1 y[f-1] = -Im V[f], so y_a[f-1] =
// -Im z and y_b[f-1] = Re z (1 <= f <= n).
void write_r2r_pairs(const Emit& e, Complex v, ExprPtr guard, const RowStore& store) {
    StmtBuilder& b = e.b;
    ExprPtr f = e.f();
    const std::int64_t n = e.m.n;
    if (e.m.r2r == R2RKind::dct1 || e.m.r2r == R2RKind::dst1) {
        const bool dct = e.m.r2r == R2RKind::dct1;
        ExprPtr here = dct ? less(f, e.idx(n)) : logical_and(less(e.idx(0), f), less(f, e.idx(n + 1)));
        ExprPtr g = dct ? f : b.declare("g", sub(f, e.idx(1)));
        ExprPtr a = dct ? v.re : neg(v.im), c = dct ? v.im : v.re;
        StmtBuilder body = b.if_block(guard ? logical_and(guard, here) : here);
        store(body, g, make_pair(e.weighted(a, g), e.weighted(c, g)));
        return;
    }
    ExprPtr g = makhoul(e, f);
    ExprPtr a = v.re, c = v.im;
    if (e.m.r2r == R2RKind::dst3) {
        a = makhoul_signed(e, f, a, "y");
        c = makhoul_signed(e, f, c, "y");
    }
    StmtBuilder body = guard ? b.if_block(guard) : b;
    store(body, g, make_pair(e.weighted(a, g), e.weighted(c, g)));
}

Complex read_r2r(const Emit& e, ExprPtr exists) {
    if (e.m.paired_r2r()) return read_r2r_pairs(e, device_pair_fetch(e, e.f(), exists));
    const std::int64_t n = e.m.n, length = plan::r2r_fft_length(e.m.r2r, n);
    ExprPtr f = e.f();
    StmtBuilder& b = e.b;
    switch (e.m.r2r) {
        case R2RKind::dct1: {  // the even extension
            ExprPtr g = b.declare("g", select(less(f, e.idx(n)), f, sub(e.idx(length), f)));
            return {e.read_real(f, g, exists), e.zero()};
        }
        case R2RKind::dst1: {  // the odd extension: 0, x, 0, -reversed x
            ExprPtr low = less(f, e.idx(n + 1));
            ExprPtr g = b.declare("g", select(low, sub(f, e.idx(1)), sub(e.idx(length - 1), f)));
            ExprPtr inside = less(e.idx(0), mod(f, e.idx(n + 1)));  // f is neither 0 nor n + 1
            ExprPtr live = b.declare("live", exists ? logical_and(exists, inside) : inside);
            ExprPtr x = e.read_real(f, g, live);
            return {b.declare("x", select(low, x, neg(x))), e.zero()};
        }
        case R2RKind::dct2:
        case R2RKind::dst2: {
            ExprPtr g = makhoul(e, f);
            ExprPtr x = e.read_real(f, g, exists);
            if (e.m.r2r == R2RKind::dst2) x = makhoul_signed(e, f, x, "x");
            return {x, e.zero()};
        }
        case R2RKind::dct3:
        case R2RKind::dst3:  // conj(t_f) (a - i c): a = x[f], c = x[n-f] (dst3: x reversed)
            return third_value(e, f, f, exists);
        case R2RKind::dct4:
        case R2RKind::dst4: {
            if (n % 2 == 0) {  // (x[2f] + i x[n-1-2f]) r_f; dst4 reads x reversed
                bool dst = e.m.r2r == R2RKind::dst4;
                ExprPtr even = b.declare("g", mul(f, e.idx(2))), odd = b.declare("g", sub(e.idx(n - 1), mul(f, e.idx(2))));
                ExprPtr a = e.read_real(f, dst ? odd : even, exists), c = e.read_real(f, dst ? even : odd, exists);
                return b.materialize(cmul({a, c}, e.table(f)));
            }
            ExprPtr inside = less(f, e.idx(n));  // zero-padded to 2n
            ExprPtr live = b.declare("live", exists ? logical_and(exists, inside) : inside);
            ExprPtr x = e.read_real(f, f, live);
            return b.materialize(cmul({x, e.zero()}, e.table(select(inside, f, e.idx(0)))));
        }
    }
    return {e.zero(), e.zero()};
}

// Stores `value` as y[g] where `condition` (and the caller's guard) holds.
void store_at(const Emit& e, ExprPtr guard, ExprPtr condition, ExprPtr f, ExprPtr g, ExprPtr value) {
    ExprPtr all = guard ? (condition ? logical_and(guard, condition) : guard) : condition;
    StmtBuilder body = all ? e.b.if_block(all) : e.b;
    body.store(e.at.buffer, e.address(f, g), e.weighted(value, g));
}

// The FFT's output V[f] onto y: where it goes and which real part of which product it is.
void write_r2r(const Emit& e, Complex v, ExprPtr guard) {
    if (e.m.paired_r2r()) return write_r2r_pairs(e, v, guard, device_pair_store(e, e.f()));
    const std::int64_t n = e.m.n;
    ExprPtr f = e.f();
    StmtBuilder& b = e.b;
    const ast::Scalar real = e.at.site.real;
    auto twice = [&](ExprPtr x) { return mul(real_literal(2, real), x); };
    switch (e.m.r2r) {
        case R2RKind::dct1:  // y[f] = Re V[f], f < n
            store_at(e, guard, less(f, e.idx(n)), f, f, v.re);
            return;
        case R2RKind::dst1:  // y[f-1] = -Im V[f], 1 <= f <= n
            store_at(e, guard, logical_and(less(e.idx(0), f), less(f, e.idx(n + 1))), f, b.declare("g", sub(f, e.idx(1))), neg(v.im));
            return;
        case R2RKind::dct2:
        case R2RKind::dst2: {  // y[f] (dst2: y[n-1-f]) = 2 Re(t_f V[f])
            Complex t = e.table(f);
            ExprPtr y = b.declare("y", twice(sub(mul(t.re, v.re), mul(t.im, v.im))));
            ExprPtr g = e.m.r2r == R2RKind::dct2 ? f : b.declare("g", sub(e.idx(n - 1), f));
            store_at(e, guard, nullptr, f, g, y);
            return;
        }
        case R2RKind::dct3:
        case R2RKind::dst3: {  // y[g] = Re z[f] in Makhoul's order; dst3 negates odd g
            ExprPtr g = makhoul(e, f);
            ExprPtr y = e.m.r2r == R2RKind::dct3 ? v.re : makhoul_signed(e, f, v.re, "y");
            store_at(e, guard, nullptr, f, g, y);
            return;
        }
        case R2RKind::dct4:
        case R2RKind::dst4: {
            if (n % 2 == 0) {  // u = V q_f: y[2f] = 2 Re u, y[n-1-2f] = -2 Im u (dst4: +2 Im u)
                Complex u = b.materialize(cmul(v, e.table(f)));
                ExprPtr odd = e.m.r2r == R2RKind::dct4 ? neg(u.im) : u.im;
                store_at(e, guard, nullptr, f, b.declare("g", mul(f, e.idx(2))), twice(u.re));
                store_at(e, guard, nullptr, f, b.declare("g", sub(e.idx(n - 1), mul(f, e.idx(2)))), twice(odd));
                return;
            }
            ExprPtr inside = less(f, e.idx(n));  // y[f] = 2 Re(p_f V[f]) (dst4: -2 Im), f < n
            Complex u = b.materialize(cmul(v, e.table(select(inside, f, e.idx(0)))));
            store_at(e, guard, inside, f, f, twice(e.m.r2r == R2RKind::dct4 ? u.re : neg(u.im)));
            return;
        }
    }
}

// A DCT/DST-III's half rows: the c2r's z[f] = v[2f] + i v[2f+1] onto y in Makhoul's order (dst3
// negates the odd places).
void write_makhoul_pairs(const Emit& e, Complex v, ExprPtr guard) {
    ExprPtr f = e.at.site.pos;
    ExprPtr p = e.b.declare("p", mul(f, e.idx(2)));
    const bool dst = e.m.r2r == R2RKind::dst3;
    for (auto [place, value] : {std::pair{p, v.re}, std::pair{add(p, e.idx(1)), v.im}}) {
        ExprPtr y = dst ? makhoul_signed(e, place, value, "y") : value;
        store_at(e, guard, nullptr, f, makhoul(e, place), y);
    }
}

// The two halves of Z[f] = E + i w^-f O from X[f] and X[m-f] (m = n/2; bins 0 and m are real):
// sum = X[f] + conj X[m-f] and odd = w^-f (X[f] - conj X[m-f]), so Z[f] = sum + i odd.
struct HermitianTerms {
    Complex sum, odd;
};
HermitianTerms hermitian_terms(const Emit& e, ExprPtr f, const RowFetch& fetch) {
    StmtBuilder& b = e.b;
    const std::int64_t m = e.m.n / 2;
    ExprPtr first = equal(f, e.idx(0));
    auto half = [&](ExprPtr g) {
        ExprPtr x = b.declare("v", fetch(g));
        return Complex{pair_x(x), select(first, e.zero(), pair_y(x))};
    };
    Complex a = half(f), c = conj(half(b.declare("g", sub(e.idx(m), f))));
    Complex sum = b.materialize(cadd(a, c)), diff = b.materialize(csub(a, c));
    return {sum, b.materialize(cmul(diff, conj(e.root(f))))};
}

// Z[f] from X[f] and X[m-f] (f = pos in a single pass; a four-step's columns pass sees a slice).
Complex hermitian_pairs(const Emit& e, ExprPtr f, const RowFetch& fetch) {
    const HermitianTerms t = hermitian_terms(e, std::move(f), fetch);
    return {e.b.declare("zr", sub(t.sum.re, t.odd.im)), e.b.declare("zi", add(t.sum.im, t.odd.re))};
}

// The even split's halves from Z[f] and Z[m-f]: E = (Z[f] + conj Z[m-f])/2 and w^f O,
// O = (Z[f] - conj Z[m-f])/2i, so X[f] = E + w^f O and X[m-f] = conj(E - w^f O).
struct SplitTerms {
    Complex even, turned;
};
SplitTerms split_terms(const Emit& e, ExprPtr f, Complex z_f, Complex z_mirror) {
    StmtBuilder& b = e.b;
    const ast::Scalar real = e.at.site.real;
    Complex a = z_f, c = conj(z_mirror);
    Complex even = b.materialize(cscale(cadd(a, c), 0.5L, real));
    Complex diff = b.materialize(cscale(csub(a, c), 0.5L, real));
    Complex odd{diff.im, neg(diff.re)};  // diff / i
    return {even, b.materialize(cmul(odd, e.root(f)))};
}

// A~[f] + i B~[f] from A[g] and B[g], g = f up to n/2 and n - f above, where the Hermitian
// extension ~ conjugates; bin 0 is real. f is the map's element (the position in one pass, the
// sliced index in a cluster convolution's column pass).
Complex hermitian_pair_rows(const Emit& e, ExprPtr f, const RowFetch& fetch_a, const RowFetch& fetch_b) {
    StmtBuilder& b = e.b;
    const std::int64_t n = e.m.n;
    ExprPtr upper = b.declare("upper", less(e.idx(n), mul(f, e.idx(2))));
    ExprPtr g = b.declare("g", select(upper, sub(e.idx(n), f), f));
    ExprPtr row_a = b.declare("v", fetch_a(g));
    ExprPtr row_b = b.declare("v", fetch_b(g));
    ExprPtr first = equal(f, e.idx(0));
    auto extend = [&](ExprPtr x) {
        return Complex{pair_x(x), select(first, e.zero(), select(upper, neg(pair_y(x)), pair_y(x)))};
    };
    Complex a = extend(row_a), c = extend(row_b);
    return {b.declare("zr", sub(a.re, c.im)), b.declare("zi", add(a.im, c.re))};
}

// A DCT/DST's half rows (ElementMap::r2r_halves). Type II reads element f of the half-length FFT
// as v[2f] + i v[2f+1] in Makhoul's order (dst2: each times (-1)^its place).
ExprPtr makhoul_real(const Emit& e, ExprPtr f, ExprPtr p, ExprPtr exists) {
    ExprPtr x = e.read_real(f, makhoul(e, p), exists);
    return e.m.r2r == R2RKind::dst2 ? makhoul_signed(e, p, x, "x") : x;
}
Complex read_makhoul_pairs(const Emit& e, ExprPtr exists) {
    ExprPtr f = e.at.site.pos;
    ExprPtr p = e.b.declare("p", mul(f, e.idx(2)));
    return {makhoul_real(e, f, p, exists), makhoul_real(e, f, add(p, e.idx(1)), exists)};
}

// Type III builds Z[f] as the even c2r does from X[f] and X[m-f], each X[g] = V[g] = conj(t_g)
// (y[g] - i y[n-g]) the Hermitian spectrum of Makhoul's v (dst3: y reversed).
Complex read_third_halves(const Emit& e, ExprPtr exists) {
    ExprPtr f = e.at.site.pos;
    return hermitian_pairs(e, f, [&](ExprPtr g) {
        const Complex v = third_value(e, f, g, exists);
        return make_pair(v.re, v.im);
    });
}

// The r2c/c2r reads of a real row or a Hermitian half.
Complex read_real_side(const Emit& e, ExprPtr exists) {
    StmtBuilder& b = e.b;
    const std::int64_t n = e.m.n;
    switch (e.m.kind) {
        case ElementMapKind::real: {
            ExprPtr f = e.f();
            return {e.read_real(f, f, exists), e.zero()};
        }
        case ElementMapKind::real_pairs: {  // single pass: f = pos
            if (e.m.r2r_halves) return read_makhoul_pairs(e, exists);
            if (e.m.aligned_pairs) return e.read_complex(exists);
            ExprPtr f = e.at.site.pos;
            ExprPtr even = b.declare("g", mul(f, e.idx(2)));
            return {e.read_real(f, even, exists), e.read_real(f, add(even, e.idx(1)), exists)};
        }
        case ElementMapKind::hermitian: {  // X[f] up to n/2, conj X[n-f] above; bins 0 and n/2 real
            ExprPtr f = e.f();
            ExprPtr upper = b.declare("upper", less(e.idx(n), mul(f, e.idx(2))));
            ExprPtr g = b.declare("g", select(upper, sub(e.idx(n), f), f));
            ExprPtr x = b.declare("v", exists ? select(exists, load(e.at.buffer, e.pair(), e.address(f, g)),
                                                        make_pair(e.zero(), e.zero()))
                                              : load(e.at.buffer, e.pair(), e.address(f, g)));
            ExprPtr real_bin = logical_and(less(e.idx(0), f), less(mul(f, e.idx(2)), e.idx(n)));
            ExprPtr im = select(real_bin, pair_y(x), select(upper, neg(pair_y(x)), e.zero()));
            return {pair_x(x), b.declare("im", im)};
        }
        case ElementMapKind::hermitian_pairs: {  // past `exists` (Bluestein's zero padding) no load
            // On a slice X[g] lies (g - f) axis strides from element f's place; X[m-f] is then another
            // block's element, read again here (the cache usually still has it).
            if (e.m.r2r_halves) return read_third_halves(e, exists);
            const ExprPtr zero = make_pair(e.zero(), e.zero());
            const bool whole_row = e.m.index.is_position();
            ExprPtr f = whole_row ? e.at.site.pos : b.declare("f", e.f());
            return hermitian_pairs(e, f, [&](ExprPtr g) {
                ExprPtr x = load(e.at.buffer, e.pair(), whole_row ? e.row_address(g) : e.address(f, g));
                return exists ? select(exists, x, zero) : x;
            });
        }
        case ElementMapKind::real_pair_rows: {  // a[f] + i b[f]
            ExprPtr f = e.at.site.pos;
            ExprPtr partner = e.partner();
            ExprPtr a = e.read_real(f, f, exists);
            ExprPtr live = exists ? b.declare("live", logical_and(exists, partner)) : partner;
            ExprPtr in_b = b.declare("x", select(live, load(e.at.buffer, e.real(), add(e.address(f, f), e.idx(e.m.pair_stride))), e.zero()));
            return {a, in_b};
        }
        case ElementMapKind::hermitian_pair_rows: {  // row b is zero where it is missing
            // Past `exists` (a Bluestein convolution's zero padding) neither row is read: g would
            // fall outside the row. Row a's X[g] lies (g - f) axis strides from element f's place.
            ExprPtr f = e.f();
            ExprPtr partner = e.partner();
            ExprPtr live = exists ? b.declare("live", logical_and(exists, partner)) : partner;
            const ExprPtr zero = make_pair(e.zero(), e.zero());
            const RowFetch fetch_a = [&](ExprPtr g) {
                ExprPtr a = load(e.at.buffer, e.pair(), e.address(f, g));
                return exists ? select(exists, a, zero) : a;
            };
            const RowFetch fetch_b = [&](ExprPtr g) {
                ExprPtr at_b = add(e.address(f, g), e.idx(e.m.pair_stride));
                return select(live, load(e.at.buffer, e.pair(), at_b), zero);
            };
            return hermitian_pair_rows(e, f, fetch_a, fetch_b);
        }
        default: break;
    }
    return {e.zero(), e.zero()};
}

// The split pass's read (mirror_pair): element 0 is Z[f], element 1 conj Z[n - f] (Z[0] at f = 0),
// on the temp row that holds Z contiguous at the map's axis stride.
Complex read_mirror_pair(const Emit& e) {
    StmtBuilder& b = e.b;
    ExprPtr f = e.f();
    ExprPtr second = b.declare("second", less(e.idx(0), e.at.site.pos));
    ExprPtr mirrored = logical_and(second, less(e.idx(0), f));
    ExprPtr g = b.declare("g", select(mirrored, sub(e.idx(e.m.n), f), f));
    ExprPtr z = b.declare("v", load(e.at.buffer, e.pair(), e.address(f, g)));
    return {pair_x(z), b.declare("im", select(second, neg(pair_y(z)), pair_y(z)))};
}

// The split pass's write (pair_spectra) of its two-point FFT's outputs v[0] = 2 A[f] and
// v[1] = 2i B[f], halved by the kernel's scale: A[f] to row a, -i v[1] to row b (the kernel's axis
// stride is the step from row a to row b) where row b exists. B[0] is real: Z[0] - conj Z[0] has
// no real part, and -i times it would leave -0 as B[0]'s imaginary part.
void write_pair_spectra_pass(const Emit& e, Complex v, ExprPtr guard) {
    StmtBuilder& b = e.b;
    ExprPtr second = b.declare("second", less(e.idx(0), e.at.site.pos));
    ExprPtr f = e.f();
    ExprPtr im = select(second, select(equal(f, e.idx(0)), e.zero(), neg(v.re)), v.im);
    ExprPtr value = make_pair(select(second, v.im, v.re), im);
    // pos < 1 for row a alone, pos < 2 where row b exists too
    ExprPtr keep = less(e.at.site.pos, select(e.partner(), e.idx(2), e.idx(1)));
    b.if_block(guard ? logical_and(guard, keep) : keep).store(e.at.buffer, e.plain_address(), value);
}

// The even split pass's read (spectrum_halves): from Z[f] and Z[m-f] (Z[0] at f = 0), m = n/2,
// element 0 is E = (Z[f] + conj Z[m-f])/2 and element 1 w^f O, O = (Z[f] - conj Z[m-f])/2i. Both
// elements load the same two values, which the device compiler reads once.
Complex read_spectrum_halves(const Emit& e) {
    StmtBuilder& b = e.b;
    const std::int64_t m = e.m.n / 2;
    ExprPtr f = e.f();
    ExprPtr second = b.declare("second", less(e.idx(0), e.at.site.pos));
    ExprPtr g = b.declare("g", select(less(e.idx(0), f), sub(e.idx(m), f), e.idx(0)));
    ExprPtr z = b.declare("v", load(e.at.buffer, e.pair(), e.address(f, f)));
    ExprPtr z_mirror = b.declare("v", load(e.at.buffer, e.pair(), e.address(f, g)));
    const SplitTerms t = split_terms(e, f, {pair_x(z), pair_y(z)}, {pair_x(z_mirror), pair_y(z_mirror)});
    return {b.declare("zr", select(second, t.turned.re, t.even.re)),
            b.declare("zi", select(second, t.turned.im, t.even.im))};
}

// The even combine pass's read (hermitian_halves): from X[f] and X[m-f] (bins 0 and m real),
// element 0 is X[f] + conj X[m-f] and element 1 i w^-f (X[f] - conj X[m-f]); their sum is Z[f].
Complex read_hermitian_halves(const Emit& e) {
    StmtBuilder& b = e.b;
    ExprPtr f = e.f();
    ExprPtr second = b.declare("second", less(e.idx(0), e.at.site.pos));
    const HermitianTerms t =
        hermitian_terms(e, f, [&](ExprPtr g) { return load(e.at.buffer, e.pair(), e.address(f, g)); });
    return {b.declare("zr", select(second, neg(t.odd.im), t.sum.re)),
            b.declare("zi", select(second, t.odd.re, t.sum.im))};
}

// The even split or combine pass's write: element 0 at f, the conjugate of element 1 at m - f where
// that is another place of the row: X[m] at f = 0 for the r2c (X[0] and X[m] exactly real), none
// at f = 0 for the c2r's Z, and none where m - f = f.
void write_mirror_halves(const Emit& e, Complex v, ExprPtr guard) {
    StmtBuilder& b = e.b;
    const std::int64_t m = e.m.n / 2;
    const bool spectrum = e.m.kind == ElementMapKind::split_halves;
    ExprPtr f = e.f();
    ExprPtr second = b.declare("second", less(e.idx(0), e.at.site.pos));
    ExprPtr mirror = b.declare("mirror", sub(e.idx(m), f));
    ExprPtr g = b.declare("g", select(second, mirror, f));
    ExprPtr im = select(second, neg(v.im), v.im);
    if (spectrum) im = select(equal(f, e.idx(0)), e.zero(), im);
    ExprPtr distinct = less(f, mirror);
    ExprPtr has_mirror = spectrum ? distinct : logical_and(less(e.idx(0), f), distinct);
    // pos < 1 for element 0 alone, pos < 2 where element 1 has its place too
    ExprPtr keep = less(e.at.site.pos, select(has_mirror, e.idx(2), e.idx(1)));
    b.if_block(guard ? logical_and(guard, keep) : keep)
        .store(e.at.buffer, e.address(f, g), make_pair(v.re, im));
}

}  // namespace

// Type II: thread t's element f = t + S j (j < R/2) holds x[2f], and thread S-1-t's element
// n-1-f holds x[2f+1]; one aligned load of the pair serves both, the second through a shuffle.
// Type III: element f needs x[first(f)] and x[second(f)], the second being thread S-t's element
// R-1-j's first (thread 0: its own element R-j's; element 0 has none).
std::vector<Complex> read_r2r_mirror_shuffle(StmtBuilder& b, const plan::ElementMap& m,
                                             const std::vector<MapSite>& sites, ExprPtr thread,
                                             ExprPtr lane) {
    const int radix = static_cast<int>(sites.size());
    const std::int64_t span = m.n / radix;
    std::vector<Emit> e;
    for (const MapSite& at : sites) e.push_back(Emit{b, m, at});
    std::vector<Complex> out(static_cast<std::size_t>(radix));
    auto nth = [](auto& v, int j) -> auto& { return v[static_cast<std::size_t>(j)]; };
    if (m.r2r == R2RKind::dct2 || m.r2r == R2RKind::dst2) {
        ExprPtr mirror = b.declare("mirror", add(lane, sub(e[0].idx(span - 1), mul(thread, e[0].idx(2)))));
        // The pair (x[2q], x[2q+1]) as element q's real and its mirror's (dst2: x[2q+1] sits at an
        // odd place, negated).
        auto pair_at = [&](const Emit& ej, ExprPtr f, ExprPtr q) {
            ExprPtr g = b.declare("g", mul(q, ej.idx(2)));
            ExprPtr v =
                b.declare("v", load_real_pair(ej.at.buffer, ej.pair(), div(ej.address(f, g), ej.idx(2))));
            ExprPtr other = ej.weighted(pair_y(v), add(g, ej.idx(1)));
            return std::pair{ej.weighted(pair_x(v), g), m.r2r == R2RKind::dst2 ? neg(other) : other};
        };
        for (int j = 0; j < radix / 2; ++j) {
            const Emit& ej = nth(e, j);
            ExprPtr f = ej.f();
            const auto [own, other] = pair_at(ej, f, f);
            nth(out, j) = {b.declare("x", own), ej.zero()};
            nth(out, radix - 1 - j) = {b.declare("x", warp_shuffle(other, mirror)), ej.zero()};
        }
        // An odd R's middle element is its own mirror slot: the first S/2 threads hold f < n/2, the
        // others n-1-f of those; both load the lower one's pair (the same bytes in one warp access)
        // and keep their half of it.
        if (radix % 2 == 1) {
            const Emit& ej = nth(e, radix / 2);
            ExprPtr f = ej.f();
            ExprPtr low = b.declare("low", less(mul(f, ej.idx(2)), ej.idx(m.n)));
            const auto [own, other] = pair_at(ej, f, select(low, f, sub(ej.idx(m.n - 1), f)));
            nth(out, radix / 2) = {b.declare("x", select(low, own, other)), ej.zero()};
        }
        return out;
    }
    ExprPtr partner = b.declare("partner", add(lane, sub(e[0].idx(span), mul(thread, e[0].idx(2)))));
    ExprPtr first_thread = b.declare("first_thread", equal(thread, e[0].idx(0)));
    std::vector<ExprPtr> x;
    for (int j = 0; j < radix; ++j) {
        const Emit& ej = nth(e, j);
        ExprPtr f = ej.f();
        x.push_back(ej.read_real(f, b.declare("g", third_places(ej, f).first), nullptr));
    }
    for (int j = 0; j < radix; ++j) {
        const Emit& ej = nth(e, j);
        ExprPtr theirs = b.declare("x", warp_shuffle(nth(x, radix - 1 - j), partner));
        ExprPtr own = j == 0 ? ej.zero() : nth(x, radix - j);
        ExprPtr second = b.declare("x", select(first_thread, own, theirs));
        nth(out, j) = b.materialize(cmul({nth(x, j), neg(second)}, conj(ej.table(ej.f()))));
    }
    return out;
}

// Element f = t + S j (j < R/2, so f < n/2) goes to y[2f], and y[2f+1] is element n-1-f's, which
// thread S-1-t holds as its element R-1-j: one shuffle per j hands it over, and the pair is one
// aligned store. An odd R's middle j = (R-1)/2 is its own partner slot, and only its first S/2
// threads hold an f below n/2. DST-III negates the odd places.
void write_r2r_mirror_shuffle(StmtBuilder& b, const plan::ElementMap& m, const std::vector<MapSite>& sites,
                              ExprPtr thread, ExprPtr lane, const std::vector<Complex>& values,
                              ExprPtr guard) {
    const int radix = static_cast<int>(values.size());
    const int stores = (radix + 1) / 2;
    const std::int64_t span = m.n / radix;
    const Emit first{b, m, sites.front()};
    ExprPtr mirror = b.declare("mirror", add(lane, sub(first.idx(span - 1), mul(thread, first.idx(2)))));
    std::vector<ExprPtr> theirs;
    for (int j = 0; j < stores; ++j)
        theirs.push_back(
            b.declare("y", warp_shuffle(values[static_cast<std::size_t>(radix - 1 - j)].re, mirror)));
    StmtBuilder body = guard ? b.if_block(guard) : b;
    for (int j = 0; j < stores; ++j) {
        const bool middle = 2 * j + 1 == radix;
        StmtBuilder out = middle ? body.if_block(less(thread, first.idx(span / 2))) : body;
        const Emit e{out, m, sites[static_cast<std::size_t>(j)]};
        ExprPtr f = e.f();
        ExprPtr g = out.declare("g", mul(f, e.idx(2)));
        ExprPtr odd = theirs[static_cast<std::size_t>(j)];
        if (m.r2r == R2RKind::dst3) odd = neg(odd);
        ExprPtr pair = make_pair(e.weighted(values[static_cast<std::size_t>(j)].re, g),
                                 e.weighted(odd, add(g, e.idx(1))));
        out.store_real_pair(e.at.buffer, div(e.address(f, g), e.idx(2)), pair);
    }
}

Complex read_mapped(StmtBuilder& b, const plan::ElementMap& map, const MapSite& at, ExprPtr exists) {
    Emit e{b, map, at};
    if (map.kind == ElementMapKind::r2r_read) return read_r2r(e, exists);
    if (map.kind == ElementMapKind::mirror_pair) return read_mirror_pair(e);
    if (map.kind == ElementMapKind::spectrum_halves) return read_spectrum_halves(e);
    if (map.kind == ElementMapKind::hermitian_halves) return read_hermitian_halves(e);
    if (map) return read_real_side(e, exists);
    return e.read_complex(exists);
}

void write_mapped(StmtBuilder& b, const plan::ElementMap& map, const MapSite& at, Complex v, ExprPtr guard) {
    Emit e{b, map, at};
    const std::int64_t n = map.n;
    switch (map.kind) {
        case ElementMapKind::r2r_write: write_r2r(e, v, guard); return;
        case ElementMapKind::pair_spectra: write_pair_spectra_pass(e, v, guard); return;
        case ElementMapKind::split_halves:
        case ElementMapKind::combined_halves: write_mirror_halves(e, v, guard); return;
        case ElementMapKind::half_spectrum: {  // X[f] for f <= n/2, bins 0 and n/2 exactly real
            ExprPtr f = e.f();
            ExprPtr twice_f = mul(f, e.idx(2));
            ExprPtr real_bin = b.declare("real_bin", logical_and(less(e.idx(0), f), less(twice_f, e.idx(n))));
            ExprPtr keep = less(twice_f, e.idx(n + 1));
            ExprPtr all = guard ? logical_and(guard, keep) : keep;
            b.if_block(all).store(at.buffer, e.address(f, f), make_pair(v.re, select(real_bin, v.im, e.zero())));
            return;
        }
        case ElementMapKind::real_part: {
            ExprPtr f = e.f();
            store_at(e, guard, nullptr, f, f, v.re);
            return;
        }
        case ElementMapKind::pair_rows_out: {
            ExprPtr f = at.site.pos;
            ExprPtr partner = e.partner();
            store_at(e, guard, nullptr, f, f, v.re);
            ExprPtr all = guard ? logical_and(guard, partner) : partner;
            b.if_block(all).store(at.buffer, add(e.address(f, f), e.idx(map.pair_stride)), v.im);
            return;
        }
        case ElementMapKind::real_pairs_out: {
            if (map.r2r_halves) return write_makhoul_pairs(e, v, guard);
            if (map.aligned_pairs) return e.write_complex(v, guard);
            ExprPtr f = at.site.pos;
            ExprPtr even = b.declare("g", mul(f, e.idx(2)));
            store_at(e, guard, nullptr, f, even, v.re);
            store_at(e, guard, nullptr, f, add(even, e.idx(1)), v.im);
            return;
        }
        default: break;
    }
    e.write_complex(v, guard);
}

namespace {

// Two rows' spectra from one: A = (Z[f] + conj Z[n-f])/2, B = (Z[f] - conj Z[n-f])/2i; both real at f = 0.
struct PairSpectra {
    Complex a, b;
};
PairSpectra pair_spectra(StmtBuilder& b, ast::Scalar real, Complex z_f, Complex z_mirror) {
    Complex c = conj(z_mirror);
    Complex row_a = b.materialize(cscale(cadd(z_f, c), 0.5L, real));
    Complex diff = b.materialize(cscale(csub(z_f, c), 0.5L, real));
    return {row_a, {diff.im, neg(diff.re)}};  // diff / i
}

void write_pair_spectra(const Emit& e, Complex z_f, Complex z_mirror, ExprPtr guard) {
    StmtBuilder& b = e.b;
    const PairSpectra x = pair_spectra(b, e.at.site.real, z_f, z_mirror);
    ExprPtr partner = e.partner();
    StmtBuilder body = guard ? b.if_block(guard) : b;
    ExprPtr at_a = body.declare("at", add(e.at.base, mul(e.at.site.pos, e.idx(e.at.stride))));
    body.store(e.at.buffer, at_a, make_pair(x.a.re, x.a.im));
    body.if_block(partner).store(e.at.buffer, add(at_a, e.idx(e.m.pair_stride)), make_pair(x.b.re, x.b.im));
}

// Paired DCT/DST-II rows from Z[f] and Z[n-f]: each row's u = t_f V[f] gives y[f] = 2 Re u and
// y[n-f] = -2 Im u (t_(n-f) V[n-f] = -i conj(u)); dst2 writes them as y[n-1-f] and y[f-1].
// `slots`: into slots f and n - f of the staged rows (the two its thread read; KernelSpec::
// staged_slot reverses a dst2 row), else at the reals' own places.
void write_r2r_pair_spectra(const Emit& e, Complex z_f, Complex z_mirror, ExprPtr guard, bool slots,
                            const RowStore& store) {
    StmtBuilder& b = e.b;
    const std::int64_t n = e.m.n;
    const ast::Scalar real = e.at.site.real;
    ExprPtr f = e.at.site.pos;
    const PairSpectra x = pair_spectra(b, real, z_f, z_mirror);
    const Complex t = e.table(f);
    const Complex ua = b.materialize(cmul(x.a, t)), ub = b.materialize(cmul(x.b, t));
    auto twice = [&](ExprPtr v) { return mul(real_literal(2, real), v); };
    const bool dst = e.m.r2r == R2RKind::dst2;
    StmtBuilder body = guard ? b.if_block(guard) : b;
    ExprPtr mirror = body.declare("mirror", sub(e.idx(n), f));
    ExprPtr g = body.declare("g", dst ? sub(e.idx(n - 1), f) : f);
    ExprPtr g_mirror = body.declare("g", dst ? sub(f, e.idx(1)) : mirror);
    store(body, slots ? f : g, make_pair(e.weighted(twice(ua.re), g), e.weighted(twice(ub.re), g)));
    StmtBuilder below = body.if_block(logical_and(less(e.idx(0), f), less(f, mirror)));
    store(below, slots ? mirror : g_mirror,
          make_pair(e.weighted(neg(twice(ua.im)), g_mirror), e.weighted(neg(twice(ub.im)), g_mirror)));
}

// A DCT/DST-II's half rows from Z[f] and Z[m-f]: the r2c's split gives X[f] and X[m-f], and each
// X[k] gives y[k] = 2 Re u and y[n-k] = -2 Im u, u = t_k X[k] (dst2 writes them as y[n-1-k] and
// y[k-1]). f runs to m/2: X[m] comes with f = 0, whose y[n-m] is y[m] itself, and X[m-f] only
// where it is not X[f].
void write_r2r_halves(const Emit& e, Complex z_f, Complex z_mirror, ExprPtr guard) {
    StmtBuilder& b = e.b;
    const std::int64_t n = e.m.n, m = n / 2;
    const ast::Scalar real = e.at.site.real;
    const bool dst = e.m.r2r == R2RKind::dst2;
    ExprPtr f = e.at.site.pos;
    const SplitPair x = split_spectrum_pair(b, e.m, e.at.site, z_f, z_mirror);
    StmtBuilder body = guard ? b.if_block(guard) : b;
    ExprPtr mirror = body.declare("mirror", sub(e.idx(m), f));
    ExprPtr inner = body.declare("inner", less(e.idx(0), f));
    auto twice = [&](ExprPtr v) { return mul(real_literal(2, real), v); };
    auto emit = [&](StmtBuilder& at, ExprPtr k, Complex xk) {
        const Emit here{at, e.m, e.at};
        const Complex u = at.materialize(cmul(xk, here.quarter_root(k)));
        ExprPtr g = at.declare("g", dst ? sub(e.idx(n - 1), k) : k);
        ExprPtr g_mirror = at.declare("g", dst ? sub(k, e.idx(1)) : sub(e.idx(n), k));
        store_at(here, nullptr, nullptr, f, g, twice(u.re));
        store_at(here, inner, nullptr, f, g_mirror, neg(twice(u.im)));
    };
    emit(body, f, x.at_f);
    StmtBuilder below = body.if_block(less(f, mirror));
    emit(below, mirror, x.at_mirror);
}

}  // namespace

void write_split_spectrum(StmtBuilder& b, const plan::ElementMap& map, const MapSite& at, Complex z_f, Complex z_mirror,
                          ExprPtr guard) {
    if (map.r2r_halves) return write_r2r_halves(Emit{b, map, at}, z_f, z_mirror, guard);
    if (map.paired_r2r()) {
        const Emit e{b, map, at};
        return write_r2r_pair_spectra(e, z_f, z_mirror, guard, false, device_pair_store(e, at.site.pos));
    }
    if (map.kind == ElementMapKind::split_pair_spectra)
        return write_pair_spectra(Emit{b, map, at}, z_f, z_mirror, guard);
    const ExprPtr stride = int_literal(at.stride, at.site.index);
    write_split_spectrum(b, map, at.site, z_f, z_mirror, guard,
                         [&](StmtBuilder& body, ExprPtr g, ExprPtr value) {
                             body.store(at.buffer, add(at.base, mul(g, stride)), value);
                         });
}

Complex read_hermitian_pairs(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site,
                             const RowFetch& fetch) {
    const MapSite at{site, nullptr, 1, ""};
    return hermitian_pairs(Emit{b, map, at}, site.pos, fetch);
}

Complex read_hermitian_pair_rows(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site,
                                 const RowFetch& fetch_a, const RowFetch& fetch_b) {
    const MapSite at{site, nullptr, 1, ""};
    return hermitian_pair_rows(Emit{b, map, at}, site.pos, fetch_a, fetch_b);
}

Complex read_r2r_pair_rows(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, const RowFetch& fetch) {
    const MapSite at{site, nullptr, 1, ""};
    return read_r2r_pairs(Emit{b, map, at}, fetch);
}

void write_r2r_pair_rows(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, Complex value,
                         const RowStore& store) {
    const MapSite at{site, nullptr, 1, ""};
    write_r2r_pairs(Emit{b, map, at}, value, nullptr, store);
}

void write_split_spectrum(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, Complex z_f,
                          Complex z_mirror, ExprPtr guard, const RowStore& store) {
    const MapSite at{site, nullptr, 1, ""};
    Emit e{b, map, at};
    if (map.paired_r2r()) return write_r2r_pair_spectra(e, z_f, z_mirror, guard, true, store);
    // Paired rows: A[f] as element f and B[f] as element n - f, where Z[f] and Z[n-f] were.
    if (map.kind == ElementMapKind::split_pair_spectra) {
        const PairSpectra x = pair_spectra(b, site.real, z_f, z_mirror);
        StmtBuilder body = guard ? b.if_block(guard) : b;
        store(body, site.pos, make_pair(x.a.re, x.a.im));
        store(body, body.declare("g", sub(e.idx(map.n), site.pos)), make_pair(x.b.re, x.b.im));
        return;
    }
    const std::int64_t m = map.n / 2;
    ExprPtr f = at.site.pos;
    const SplitPair x = split_spectrum_pair(b, map, site, z_f, z_mirror);
    StmtBuilder body = guard ? b.if_block(guard) : b;
    ExprPtr mirror = body.declare("g", sub(e.idx(m), f));
    store(body, f, make_pair(x.at_f.re, x.at_f.im));
    StmtBuilder below = body.if_block(less(f, mirror));
    store(below, mirror, make_pair(x.at_mirror.re, x.at_mirror.im));
}

SplitPair split_spectrum_pair(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, Complex z_f,
                              Complex z_mirror) {
    const MapSite at{site, nullptr, 1, ""};
    Emit e{b, map, at};
    const ast::Scalar real = site.real;
    ExprPtr f = map.index.is_position() ? site.pos : e.f();
    const auto [even, turned] = split_terms(e, f, z_f, z_mirror);
    ExprPtr first = b.declare("first", equal(f, e.idx(0)));
    return {{add(even.re, turned.re), select(first, real_literal(0, real), add(even.im, turned.im))},
            {sub(even.re, turned.re), select(first, real_literal(0, real), sub(turned.im, even.im))}};
}

namespace {

// A map's table is `count` roots e^{-2 pi i (scale f + offset) / order}, f = 0 ... count - 1.
struct RootTable {
    std::int64_t count = 0, scale = 1, offset = 0, order = 1;
};

RootTable root_table(const plan::ElementMap& map) {
    const std::int64_t n = map.n;
    const bool even = n % 2 == 0;
    const bool second = map.r2r == R2RKind::dct2 || map.r2r == R2RKind::dst2;
    const bool third = map.r2r == R2RKind::dct3 || map.r2r == R2RKind::dst3;
    const bool fourth = map.r2r == R2RKind::dct4 || map.r2r == R2RKind::dst4;
    switch (map.kind) {
        case ElementMapKind::hermitian_pairs:
        case ElementMapKind::split_spectrum:
        case ElementMapKind::spectrum_halves:
        case ElementMapKind::hermitian_halves: return {n / 2 + 1, 1, 0, n};  // w^f = e^{-2 pi i f/n}
        case ElementMapKind::r2r_read:
            if (third) return {n, 1, 0, 4 * n};  // t_f = e^{-i pi f/2n}
            if (fourth) return even ? RootTable{n / 2, 4, 1, 8 * n} : RootTable{n, 1, 0, 4 * n};
            break;
        case ElementMapKind::r2r_write:
            if (second) return {n, 1, 0, 4 * n};
            if (fourth) return even ? RootTable{n / 2, 1, 0, 2 * n} : RootTable{n, 2, 1, 8 * n};
            break;
        default: break;
    }
    return {};
}

}  // namespace

// A DCT/DST's half rows' even maps (hermitian_pairs, split_spectrum) follow their w^f, f <= n/2,
// with t_k = e^{-i pi k / 2n}, k <= n/2 (Emit::quarter_root).
namespace {
bool has_quarter_roots(const plan::ElementMap& map) {
    return map.r2r_halves &&
           (map.kind == ElementMapKind::hermitian_pairs || map.kind == ElementMapKind::split_spectrum);
}
}  // namespace

std::int64_t element_map_table_size(const plan::ElementMap& map) {
    if (const auto sliced = sliced_roots(map)) return map.n / 2 / sliced->scale + 1 + sliced->scale;
    return root_table(map).count * (has_quarter_roots(map) ? 2 : 1);
}

std::vector<cld> element_map_table(const plan::ElementMap& map) {
    std::vector<cld> table;
    if (const auto sliced = sliced_roots(map)) {  // w^(pos P), then w^c
        for (std::int64_t pos = 0; pos * sliced->scale <= map.n / 2; ++pos)
            table.push_back(unit_root(pos * sliced->scale, map.n));
        for (std::int64_t c = 0; c < sliced->scale; ++c) table.push_back(unit_root(c, map.n));
        return table;
    }
    const RootTable t = root_table(map);
    table.reserve(static_cast<std::size_t>(t.count));
    for (std::int64_t f = 0; f < t.count; ++f) table.push_back(unit_root(t.scale * f + t.offset, t.order));
    if (has_quarter_roots(map))
        for (std::int64_t k = 0; k < t.count; ++k) table.push_back(unit_root(k, 4 * map.n));
    return table;
}

}  // namespace prism::gen
