#include "gen/rader_stage.hpp"

#include <stdexcept>
#include <string>

#include "gen/butterflies.hpp"
#include "gen/rader.hpp"

namespace prism::gen {
namespace {

// The stage's convolution: its prime, length, root and where its tables start in the kernel's.
struct Convolution {
    std::int64_t p = 0, length = 0, instances = 0;  // instances: the stage's N/p butterflies
    std::int64_t root = 0, inverse_root = 0;
    std::int64_t powers = 0, spectrum = 0, twiddles = 0;
};

Convolution convolution_of(const KernelContext& c, const Stage& st) {
    Convolution v;
    v.p = st.radix;
    v.length = v.p - 1;
    v.instances = c.spec.length / v.p;
    v.root = primitive_root(st.radix);
    v.inverse_root = power_mod(v.root, v.p - 2, v.p);
    v.powers = st.rader_lut_base;
    v.spectrum = v.powers + v.length;
    v.twiddles = v.spectrum + v.length;
    return v;
}

// One Stockham sub-stage of the L-point sub-FFT: radix R after sub-stages of product p; each of
// the N/p convolutions has L/R butterflies.
struct SubStage {
    int radix = 1;
    std::int64_t p = 1, per_instance = 1, lut_base = 0;
    int per_thread = 1;
    bool first = false, last = false;
};

std::vector<SubStage> sub_stages_of(const Convolution& v, const std::vector<int>& radices, int threads) {
    std::vector<SubStage> subs;
    std::int64_t p = 1, lut = 0;
    for (std::size_t s = 0; s < radices.size(); ++s) {
        SubStage sb{radices[s], p, v.length / radices[s], lut, 1, s == 0, s + 1 == radices.size()};
        sb.per_thread = static_cast<int>((v.instances * sb.per_instance + threads - 1) / threads);
        if (p > 1) lut += static_cast<std::int64_t>(sb.radix - 1) * p;
        p *= sb.radix;
        subs.push_back(sb);
    }
    if (subs.size() < 2) throw std::logic_error("a shared Rader stage needs two sub-stages or more");
    return subs;
}

enum class Pass { forward, inverse };  // the convolution's first sub-FFT, and its second

// A thread's share of a sub-stage: butterfly j of convolution J, and its outputs.
struct SubButterfly {
    ExprPtr valid, J, j, k;
    std::vector<Complex> out;
    Complex extra;  // x_0 (forward) or y_0 (inverse), where the pass needs it
};

ExprPtr slot(const KernelContext& c, const Convolution& v, ExprPtr J, ExprPtr i) {
    return shared_index(c, add(mul(J, c.idx(v.p)), i));
}

Complex shared_value(StmtBuilder& b, const KernelContext& c, ExprPtr at) {
    return unpack(b, load(k_shared, c.pair(), at));
}

// g^(j + t*step) mod p from g^j: a compile-time factor per t.
ExprPtr power_times(const KernelContext& c, const Convolution& v, ExprPtr power, std::int64_t root,
                    std::int64_t e) {
    const std::int64_t factor = power_mod(root, e, v.p);
    return factor == 1 ? power : mod(mul(power, c.idx(factor)), c.idx(v.p));
}

// Entry j of the power table: g^j (`inverse` false) or g^-j.
ExprPtr power_at(StmtBuilder& b, const KernelContext& c, const Convolution& v, ExprPtr j, bool inverse) {
    Complex entry = lut_value(b, c, v.powers, j);
    return b.declare(inverse ? "gm" : "gq", convert(inverse ? entry.im : entry.re, c.index));
}

// Complex variables declared without a value, assigned in a branch and read after a barrier.
Complex declare_pair(StmtBuilder& b, const KernelContext& c) {
    Complex y{variable(b.fresh("yr"), {c.real}), variable(b.fresh("yi"), {c.real})};
    b.declare_uninitialized(y.re->name, {c.real});
    b.declare_uninitialized(y.im->name, {c.real});
    return y;
}

SubButterfly locate(StmtBuilder& b, const KernelContext& c, const Convolution& v, const SubStage& sb, ExprPtr thread,
                    int e, bool carries_extra) {
    const std::int64_t threads = c.spec.threads_per_sequence, total = v.instances * sb.per_instance;
    SubButterfly u;
    ExprPtr n = b.declare("u", add(thread, c.idx(e * threads)));
    u.valid = (e + 1) * threads > total ? b.declare("valid", less(n, c.idx(total))) : nullptr;
    u.J = v.instances == 1 ? c.idx(0) : b.declare("J", div(n, c.idx(sb.per_instance)));
    u.j = v.instances == 1 ? n : b.declare("j", mod(n, c.idx(sb.per_instance)));
    u.k = sb.p > 1 ? b.declare("k", mod(u.j, c.idx(sb.p))) : c.idx(0);
    for (int t = 0; t < sb.radix; ++t) u.out.push_back(declare_pair(b, c));
    if (carries_extra) u.extra = declare_pair(b, c);
    return u;
}

// k = J mod P for the stage's twiddles and output positions.
ExprPtr stage_k(StmtBuilder& b, const KernelContext& c, const Stage& st, const SubButterfly& u) {
    return st.p > 1 ? b.declare("kr", mod(u.J, c.idx(st.p))) : c.idx(0);
}

// Input q = j + t*L/R of the first forward sub-stage: x[g^q] of the stage's butterfly J, read from
// the stage's input position J + g^q * N/p and twiddled by the stage's twiddle w^(g^q * k).
Complex gather(StmtBuilder& b, const KernelContext& c, const Stage& st, const Convolution& v,
               const SubStage& sb, const SubButterfly& u, ExprPtr power, ExprPtr k, int t) {
    ExprPtr g = b.declare("g", power_times(c, v, power, v.root, t * sb.per_instance));
    Complex x = shared_value(b, c, shared_index(c, add(u.J, mul(g, c.idx(v.instances)))));
    if (st.p == 1) return x;
    return b.materialize(cmul(x, stage_twiddle(b, c, st, g, k)));
}

// Reads a sub-butterfly's inputs (and x_0 or y_0), twiddles and transforms them into u.out.
void read_phase(StmtBuilder& b, const KernelContext& c, const Stage& st, const Convolution& v,
                const SubStage& sb, Pass pass, const SubButterfly& u) {
    const int sign = pass == Pass::forward ? c.sign : -c.sign;
    const bool gathers = pass == Pass::forward && sb.first;
    ExprPtr power = gathers ? power_at(b, c, v, u.j, false) : nullptr;
    ExprPtr k = gathers ? stage_k(b, c, st, u) : nullptr;
    std::vector<Complex> x;
    for (int t = 0; t < sb.radix; ++t) {
        Complex in = gathers ? gather(b, c, st, v, sb, u, power, k, t)
                             : shared_value(b, c, slot(c, v, u.J, add(u.j, c.idx(1 + t * sb.per_instance))));
        if (sb.p > 1 && t > 0) {
            Complex w = lut_value(b, c, v.twiddles + sb.lut_base + (t - 1) * sb.p, u.k);
            in = b.materialize(cmul(in, sign < 0 ? w : conj(w)));
        }
        x.push_back(in);
    }
    const ConstantForm form = st.rader->split_constants ? ConstantForm::split : ConstantForm::rounded;
    auto y = butterfly(b, x, sign, c.real, {form, largest_pairs_prime(c), st.rader->split_constants});
    for (int t = 0; t < sb.radix; ++t) {
        b.assign(u.out[t].re->name, y[t].re);
        b.assign(u.out[t].im->name, y[t].im);
    }
    if (!gathers && !sb.last) return;
    // x_0 from the stage's input (first forward), or x_0 / y_0 from slot 0 (last of either pass)
    Complex extra = shared_value(b, c, gathers ? shared_index(c, u.J) : slot(c, v, u.J, c.idx(0)));
    b.assign(u.extra.re->name, extra.re);
    b.assign(u.extra.im->name, extra.im);
}

void store_shared(StmtBuilder b, ExprPtr at, const Complex& v) {
    b.store(k_shared, at, make_pair(v.re, v.im));
}

// The last forward sub-stage's output o = j + t*L/R is A_o: it stores A_o * B_o (conj B for the
// inverse), plus x_0 at o = 0, and y_0 = x_0 + A_0 in slot 0.
void store_product(StmtBuilder& b, const KernelContext& c, const Convolution& v, const SubButterfly& u,
                   ExprPtr is_zero, ExprPtr o, int t) {
    Complex w = lut_value(b, c, v.spectrum, o);
    Complex product = cmul(u.out[t], c.sign < 0 ? w : conj(w));
    if (t == 0) {
        ExprPtr zero = real_literal(0, c.real);
        product = cadd(product, {select(is_zero, u.extra.re, zero), select(is_zero, u.extra.im, zero)});
        store_shared(b.if_block(is_zero), slot(c, v, u.J, c.idx(0)), cadd(u.extra, u.out[0]));
    }
    store_shared(b, slot(c, v, u.J, add(o, c.idx(1))), b.materialize(product));
}

// The last inverse sub-stage's output m = j + t*L/R is y[g^-m] (x_0 having been added to the zero
// frequency): it goes to the stage's output position base + g^-m * P, and y_0 to base.
void store_scattered(StmtBuilder& b, const KernelContext& c, const Stage& st, const Convolution& v,
                     const SubStage& sb, const SubButterfly& u, ExprPtr inverse_power, ExprPtr base,
                     ExprPtr is_zero, int t) {
    // The kernel's scale goes with its last write: here when the stage's output stays in shared
    // memory for a staged store, else in the copy out.
    const long double scale = st.last && !c.writes_global(st.last) ? c.scale() : 1.0L;
    auto scaled = [&](const Complex& x) { return scale != 1.0L ? cscale(x, scale, c.real) : x; };
    ExprPtr target = power_times(c, v, inverse_power, v.inverse_root, t * sb.p);
    store_shared(b, shared_index(c, add(base, mul(target, c.idx(st.p)))), scaled(u.out[t]));
    if (t == 0) store_shared(b.if_block(is_zero), shared_index(c, base), scaled(u.extra));
}

void write_phase(StmtBuilder& b, const KernelContext& c, const Stage& st, const Convolution& v,
                 const SubStage& sb, Pass pass, const SubButterfly& u) {
    const bool gathers = pass == Pass::forward && sb.first, scatters = pass == Pass::inverse && sb.last;
    ExprPtr is_zero = gathers || sb.last ? b.declare("first", equal(u.j, c.idx(0))) : nullptr;
    ExprPtr inverse_power = scatters ? power_at(b, c, v, u.j, true) : nullptr;
    ExprPtr out_base = nullptr;
    if (scatters) {
        ExprPtr k = stage_k(b, c, st, u);
        out_base = b.declare("ybase", add(mul(sub(u.J, k), c.idx(v.p)), k));
    }
    ExprPtr base = add(mul(sub(u.j, u.k), c.idx(sb.radix)), u.k);
    for (int t = 0; t < sb.radix; ++t) {
        ExprPtr o = b.declare("o", add(base, c.idx(t * sb.p)));
        if (sb.last && pass == Pass::forward)
            store_product(b, c, v, u, is_zero, o, t);
        else if (scatters)
            store_scattered(b, c, st, v, sb, u, inverse_power, out_base, is_zero, t);
        else
            store_shared(b, slot(c, v, u.J, add(o, c.idx(1))), u.out[t]);
    }
    if (gathers) store_shared(b.if_block(is_zero), slot(c, v, u.J, c.idx(0)), u.extra);
}

void emit_sub_stage(StmtBuilder& b, const KernelContext& c, const Stage& st, const Convolution& v,
                    const SubStage& sb, Pass pass) {
    b.comment(std::string(pass == Pass::forward ? "Rader sub-FFT" : "Rader inverse sub-FFT") + ": radix " +
              std::to_string(sb.radix) + ", span " + std::to_string(sb.p));
    // Each sub-stage derives its indices afresh (builder.hpp's opaque says why).
    ExprPtr thread = b.declare("thread", opaque(c.thread));
    std::vector<SubButterfly> share;
    for (int e = 0; e < sb.per_thread; ++e) {
        share.push_back(locate(b, c, v, sb, thread, e, (pass == Pass::forward && sb.first) || sb.last));
        StmtBuilder body = share.back().valid ? b.if_block(share.back().valid) : b;
        read_phase(body, c, st, v, sb, pass, share.back());
    }
    b.barrier();  // every input read before any slot is overwritten
    for (const SubButterfly& u : share) {
        StmtBuilder body = u.valid ? b.if_block(u.valid) : b;
        write_phase(body, c, st, v, sb, pass, u);
    }
    b.barrier();  // the sub-stage's writes visible before the next one reads
}

}  // namespace

void emit_shared_rader_stage(StmtBuilder& b, const KernelContext& c, const Stage& st) {
    const Convolution v = convolution_of(c, st);
    const auto subs = sub_stages_of(v, st.rader->sub_radices, c.spec.threads_per_sequence);
    b.comment("Rader stage, p = " + std::to_string(v.p) + " through shared memory: " +
              std::to_string(v.instances) + " convolutions of length " + std::to_string(v.length) +
              ", primitive root " + std::to_string(v.root) + ", span " + std::to_string(st.p));
    for (const SubStage& sb : subs) emit_sub_stage(b, c, st, v, sb, Pass::forward);
    for (const SubStage& sb : subs) emit_sub_stage(b, c, st, v, sb, Pass::inverse);
}

std::vector<cld> shared_rader_table(const plan::SharedRader& r) {
    const RaderTables t = rader_tables(r.prime, -1);
    std::vector<cld> table;
    for (std::size_t q = 0; q < t.gather.size(); ++q) table.emplace_back(t.gather[q], t.scatter[q]);
    table.insert(table.end(), t.spectrum.begin(), t.spectrum.end());
    auto twiddles = stage_twiddles(r.sub_radices);
    table.insert(table.end(), twiddles.begin(), twiddles.end());
    if (static_cast<std::int64_t>(table.size()) != plan::shared_rader_table_size(r))
        throw std::logic_error("shared Rader table of " + std::to_string(r.prime) + " has the wrong size");
    return table;
}

}  // namespace prism::gen
