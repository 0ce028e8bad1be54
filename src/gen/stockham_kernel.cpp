// The Stockham autosort FFT in one kernel. Stage s of radix R, after earlier stages of product p,
// has N/R butterflies; butterfly j reads positions j + t*N/R (t < R), multiplies input t by
// w^(t*k) with k = j mod p and w = e^{-2 pi i/(pR)}, and writes output t to (j - k)*R + k + t*p.
// Read positions are contiguous across j, and in the last stage (p = N/R) so are write positions,
// so the first stage reads and the last stage writes device memory directly, coalesced; stages in
// between exchange through shared memory. Each thread takes butterflies j = i + q*T.
#include "gen/stockham_kernel.hpp"

#include "gen/builder.hpp"
#include "gen/butterflies.hpp"
#include "gen/element_maps.hpp"
#include "gen/element_ops.hpp"
#include "gen/rader_stage.hpp"
#include "gen/staged_copy.hpp"
#include "gen/stockham_context.hpp"
#include "gen/store_hoisting.hpp"
#include "gen/unread_code.hpp"

namespace prism::gen {
namespace {

using ast::Scalar;
using ast::Type;
using plan::KernelSpec;

// Thread and sequence indices, and the offsets of this thread's sequence in both buffers. Threads
// past the last sequence read the last sequence (valid memory) and store nothing.
KernelContext emit_prologue(StmtBuilder& b, const KernelSpec& k, Direction dir) {
    Scalar real = k.precision == Precision::F64 ? Scalar::f64 : Scalar::f32;
    Scalar index = k.index64 ? Scalar::i64 : Scalar::i32;
    int transform_sign = dir == Direction::forward ? -1 : 1;
    int sign = k.fixed_direction ? (*k.fixed_direction == Direction::forward ? -1 : 1) : transform_sign;
    KernelContext c{k, sign, transform_sign, real, index, {}, {}, {}, {}, {}, {}, {}, {}, ConvolutionHalf::none};
    ExprPtr tid = b.declare("tid", convert(builtin(ast::Builtin::local_id, Scalar::i32), index));
    ExprPtr group = b.declare("group", builtin(ast::Builtin::group_id, index));
    c.tid = tid;
    c.group = group;
    ExprPtr t = c.idx(k.threads_per_sequence), s = c.idx(k.sequences_per_block);
    bool seq_major = k.mapping == plan::ThreadMapping::sequence_major;
    c.seq_local = b.declare("seq_local", seq_major ? div(tid, t) : mod(tid, s));
    c.thread = b.declare("thread", seq_major ? mod(tid, t) : div(tid, s));
    ExprPtr seq = b.declare("seq", add(mul(group, s), c.seq_local));
    c.active = b.declare("active", less(seq, c.idx(k.sequences)));
    SequencePlace at = place_sequence(b, c, b.declare("rest", select(c.active, seq, c.idx(k.sequences - 1))));
    c.coords = at.coords;
    c.in_base = b.declare("in_base", at.in_base);
    c.out_base = b.declare("out_base", at.out_base);
    return c;
}

// Element pos = n2 of this thread's row k1 in a joined kernel's row pass: the column pass left
// column n2 in the shared memory of the cluster's block n2 / S, at k1 * S + n2 mod S (in this
// block's, at k1 * S + n2, when one block holds them all).
Complex read_cluster(StmtBuilder& b, const KernelContext& c, ExprPtr pos) {
    ExprPtr columns = c.idx(c.cluster_columns);
    ExprPtr column = c.cluster_blocks == 1 ? pos : mod(pos, columns);
    return load_held(b, c, add(mul(c.coords.back(), columns), column), div(pos, columns));
}

// Element pos = k1 of this thread's column m2 in a cluster convolution's back pass: the row pass
// left row k1 in the shared memory of the cluster's block k1 / R, as its local row k1 mod R. The
// back pass's load op, the conjugate four-step twiddle, goes with the read.
Complex read_rows_back(StmtBuilder& b, const KernelContext& c, ExprPtr pos) {
    const KernelSpec& rows = *c.held_rows;
    ExprPtr held = c.idx(rows.sequences_per_block);
    pos = b.declare("pos", pos);
    ExprPtr local = b.declare("local", shared_index_of(c, rows, mod(pos, held), c.coords.back()));
    ElementReader read = [&](StmtBuilder& body, ExprPtr) {
        return load_held(body, c, local, div(pos, held));
    };
    return apply_load_op(b, c.spec.load_op, c.site(pos, c.coords), read);
}

// Where the passes of a joined kernel meet: a cluster barrier across blocks, a block barrier in one.
void pass_barrier(StmtBuilder& b, const KernelContext& c) {
    if (c.cluster_blocks > 1)
        b.cluster_barrier();
    else
        b.barrier();
}

// How a stage's butterflies compute: the real type and the form of their constants. With
// KernelSpec::precise_butterflies, an fp32 kernel's radices of 3s and 5s (and 2s) compute in fp64
// and round each output once; other radices with an odd prime up to 23 split their constants, in
// either precision. Measured on an H100 (bench/RESULTS.md, session 35), fp64 arithmetic for every
// fp32 radix cost: 17-23 ran 0.65-0.81x, Rader primes 29-59 0.6-0.88x, 39's radix 13 0.88x and
// powers of two 0.97x (64), so those stay in fp32. Powers of two keep plain arithmetic (their
// error was already 0.5-0.8 of cuFFT's), and so does Rader (its kernels have no registers to
// spare), but for its constants where KernelSpec::split_rader_constants splits them. With
// KernelSpec::split_constants (Bluestein's convolutions) every radix but the powers of two splits its
// constants in the kernel's own precision: fp64 arithmetic there cost an H200 0.35-0.70x (session 42); the
// split's cost there is not measured yet (tuning.cpp).
struct StageArithmetic {
    Scalar scalar;
    ButterflyStyle style;
};

StageArithmetic butterfly_arithmetic(const KernelContext& c, int radix) {
    const int pairs_up_to = largest_pairs_prime(c);
    const bool power_of_two = (radix & (radix - 1)) == 0;
    if (c.spec.split_constants && !power_of_two) return {c.real, {ConstantForm::split, pairs_up_to}};
    if (!c.spec.precise_butterflies || power_of_two || radix > 23)
        return {c.real, {ConstantForm::rounded, pairs_up_to}};
    int rest = radix;
    for (int p : {2, 3, 5})
        while (rest % p == 0) rest /= p;
    if (c.real == Scalar::f32 && rest == 1) return {Scalar::f64, {ConstantForm::rounded, pairs_up_to}};
    return {c.real, {ConstantForm::split, pairs_up_to}};
}

// The stage's arithmetic, and the form of Rader's constants where butterfly() takes Rader for it.
StageArithmetic stage_arithmetic(const KernelContext& c, int radix) {
    StageArithmetic a = butterfly_arithmetic(c, radix);
    if (c.spec.split_rader_constants) a.style.rader_constants = ConstantForm::split;
    return a;
}

Complex converted(const Complex& x, Scalar to) { return {convert(x.re, to), convert(x.im, to)}; }

// Element j + t N/R of a stage for each of its butterflies 0 <= j < N/R: where the first stage's
// input t (and the last stage's output t) of every thread lies.
PositionRange butterfly_range(const Stage& st, int t) {
    return {t * st.butterflies, (t + 1) * st.butterflies - 1};
}

// A butterfly's inputs, one element at a time: from device memory through the read map, from the
// convolution's product, another pass's rows, a staged copy, or the previous stage, twiddled (in
// the butterflies' own type).
std::vector<Complex> butterfly_inputs(StmtBuilder& b, const KernelContext& c, const Stage& st, ExprPtr j,
                                      ExprPtr k, const std::vector<Complex>* exchanged) {
    const KernelSpec& spec = c.spec;
    const Scalar scalar = stage_arithmetic(c, st.radix).scalar;
    std::vector<Complex> u;
    for (int t = 0; t < st.radix; ++t) {
        ExprPtr pos = add(j, c.idx(t * st.butterflies));
        Complex x;
        if (c.reads_global(st.first)) {
            x = read_input(b, c, pos, butterfly_range(st, t));
        } else if (st.first && c.half == ConvolutionHalf::inverse) {  // the convolution's product
            pos = b.declare("pos", pos);
            x = unpack(b, load(k_shared, c.pair(), shared_index(c, pos)));
            x = apply_store_op(b, spec.convolution_op, c.site(pos, c.coords), x).value;
        } else if (st.first && c.cluster == ClusterPass::rows) {
            x = read_cluster(b, c, pos);
        } else if (st.first && c.cluster == ClusterPass::columns_back) {
            x = read_rows_back(b, c, pos);
        } else if (st.first) {  // a staged load
            if (spec.read_map) pos = b.declare("pos", pos);
            x = read_staged(b, c, pos);
        } else if (exchanged) {  // already in registers (split_exchange)
            x = (*exchanged)[t];
        } else {
            x = unpack(b, load(k_shared, c.pair(), shared_index(c, pos)));
        }
        x = converted(x, scalar);
        if (st.p > 1 && t > 0)
            x = b.materialize(cmul(x, converted(stage_twiddle(b, c, st, c.idx(t), k), scalar)));
        u.push_back(x);
    }
    return u;
}

// The first stage's inputs of DCT/DST rows read once each, the mirrored reals through warp shuffles
// (KernelSpec::mirror_shuffle_reads: one butterfly a thread, so j is the thread).
std::vector<Complex> mirror_shuffled_inputs(StmtBuilder& b, const KernelContext& c, const Stage& st,
                                            ExprPtr j) {
    std::vector<MapSite> sites;
    for (int t = 0; t < st.radix; ++t)
        sites.push_back(c.input_site(b.declare("pos", add(j, c.idx(t * st.butterflies)))));
    return read_r2r_mirror_shuffle(b, c.spec.read_map, sites, j, c.tid);
}

// Reads, twiddles and transforms one butterfly; the results go to the named output variables.
void emit_butterfly(StmtBuilder& b, const KernelContext& c, const Stage& st, ExprPtr j, ExprPtr k,
                    const std::vector<Complex>& outputs, const std::vector<Complex>* exchanged) {
    const KernelSpec& spec = c.spec;
    const StageArithmetic arithmetic = stage_arithmetic(c, st.radix);
    std::vector<Complex> u;
    if (c.reads_global(st.first) && spec.mirror_shuffle_reads) {
        u = mirror_shuffled_inputs(b, c, st, j);  // in the kernel's type; butterfly_inputs converts its own
        for (Complex& x : u) x = converted(x, arithmetic.scalar);
    } else {
        u = butterfly_inputs(b, c, st, j, k, exchanged);
    }
    auto y = butterfly(b, u, c.sign, arithmetic.scalar, arithmetic.style);
    for (int t = 0; t < st.radix; ++t) {  // back to the kernel's type, rounded once
        b.assign(outputs[t].re->name, convert(y[t].re, c.real));
        b.assign(outputs[t].im->name, convert(y[t].im, c.real));
    }
}

void emit_store(StmtBuilder& b, const KernelContext& c, const Stage& st, ExprPtr j, ExprPtr k,
                const std::vector<Complex>& outputs) {
    // A convolution's forward half leaves its spectrum in shared memory; the scale waits for the end.
    long double scale = c.half == ConvolutionHalf::forward ? 1.0L : c.scale();
    ExprPtr base = add(mul(sub(j, k), c.idx(st.radix)), k);
    for (int t = 0; t < st.radix; ++t) {
        ExprPtr pos = add(base, c.idx(t * st.p));
        Complex v = outputs[t];
        if (st.last && scale != 1.0L) v = cscale(v, scale, c.real);
        // The last stage: k = j, so pos = j + t p as on the read side. An output no thread stores (a
        // convolution's padded tail) is left unread, and remove_unread_variables drops its code.
        if (c.writes_global(st.last)) {
            write_output(b, c, pos, v, butterfly_range(st, t));
        } else {
            // The four-step twiddle; a cluster convolution's chirp, before its paired rows' split.
            const bool joined = c.cluster == ClusterPass::columns || c.cluster == ClusterPass::columns_back;
            if (st.last && joined && c.spec.store_op)
                v = apply_store_op(b, c.spec.store_op, c.site(pos, c.coords), v).value;
            const plan::ElementMap& out = c.spec.write_map;
            // (A DCT/DST's half rows store complex slots: Z for the type II's split, v's pairs in
            // Makhoul's order for the III.)
            if (st.last && c.spec.stages_reals(false) && !out.r2r_halves)
                write_staged_reals(b, c, b.declare("pos", pos), v);
            // Paired DCT/DST rows staged whole go to their reals' slots; a rows store (a four-step's
            // last pass, which pairs DCT-I/DST-I rows elementwise) applies the write map itself.
            else if (st.last && c.spec.stage_output && out.paired_r2r() && !out.mirrors_in_shared() &&
                     !c.spec.stage_output_by_rows)
                write_staged_pair_rows(b, c, b.declare("pos", pos), v);
            else
                b.store(k_shared, shared_index(c, pos), make_pair(v.re, v.im));
        }
    }
}

// The last stage's outputs of a DCT/DST-III's single row stored in pairs, the mirrored ones
// through warp shuffles (KernelSpec::mirror_shuffle_stores: one butterfly a thread, so j is the
// thread and its elements are j + p t).
void emit_shuffled_stores(StmtBuilder& b, const KernelContext& c, const Stage& st, ExprPtr j,
                          const std::vector<Complex>& outputs, ExprPtr guard) {
    const long double scale = c.scale();
    const int stores = (st.radix + 1) / 2;  // elements below n/2 (an odd radix's middle one in part)
    std::vector<MapSite> sites;
    std::vector<Complex> values;
    for (int t = 0; t < st.radix; ++t) {
        if (t < stores)
            sites.push_back(c.output_site(b.declare("pos", add(j, c.idx(t * st.p))), c.coords, c.out_base));
        values.push_back(scale != 1.0L ? cscale(outputs[t], scale, c.real) : outputs[t]);
    }
    write_r2r_mirror_shuffle(b, c.spec.write_map, sites, j, c.tid, values, guard);
}

// A stage's butterflies of this thread, their indices and the variables holding their outputs.
struct StageOutputs {
    std::vector<ExprPtr> js, ks, valid;        // valid: null where every thread has that butterfly
    std::vector<std::vector<Complex>> values;  // [butterfly q][output t]
};
// The raw inputs (before twiddles) of each of a stage's butterflies, already in registers.
using ExchangedInputs = std::vector<std::vector<Complex>>;

// j = i + q T, whether butterfly q exists (null where it always does), and fresh output variables.
ExprPtr butterfly_index(StmtBuilder& b, const KernelContext& c, int q) {
    return b.declare("j", add(c.thread, c.idx(static_cast<std::int64_t>(q) * c.spec.threads_per_sequence)));
}
ExprPtr butterfly_exists(StmtBuilder& b, const KernelContext& c, const Stage& st, int q, ExprPtr j) {
    bool partial = static_cast<std::int64_t>(q + 1) * c.spec.threads_per_sequence > st.butterflies;
    return partial ? b.declare("valid", less(j, c.idx(st.butterflies))) : nullptr;
}
std::vector<Complex> fresh_values(StmtBuilder& b, const KernelContext& c, int count, const char* re,
                                  const char* im) {
    std::vector<Complex> values;
    for (int t = 0; t < count; ++t) {
        Complex y{variable(b.fresh(re), {c.real}), variable(b.fresh(im), {c.real})};
        b.declare_uninitialized(y.re->name, {c.real});
        b.declare_uninitialized(y.im->name, {c.real});
        values.push_back(y);
    }
    return values;
}

StageOutputs compute_stage(StmtBuilder& b, const KernelContext& c, const Stage& st,
                           const ExchangedInputs* in) {
    b.comment("stage: radix " + std::to_string(st.radix) + ", " + std::to_string(st.butterflies) +
              " butterflies, span " + std::to_string(st.p));
    StageOutputs out;
    for (int q = 0; q < st.per_thread; ++q) {
        ExprPtr j = butterfly_index(b, c, q);
        out.js.push_back(j);
        out.ks.push_back(st.p > 1 ? b.declare("k", mod(j, c.idx(st.p))) : c.idx(0));
        out.valid.push_back(butterfly_exists(b, c, st, q, j));
        out.values.push_back(fresh_values(b, c, st.radix, "yr", "yi"));
        StmtBuilder body = out.valid[q] ? b.if_block(out.valid[q]) : b;
        emit_butterfly(body, c, st, j, out.ks[q], out.values[q], in ? &(*in)[q] : nullptr);
    }
    return out;
}

void store_stage(StmtBuilder& b, const KernelContext& c, const Stage& st, const StageOutputs& out) {
    // Everyone has read shared memory before it is overwritten; a cluster's row pass (and a cluster
    // convolution's back pass) has read the other blocks' too.
    const bool read_cluster_memory = (c.cluster == ClusterPass::rows && c.half != ConvolutionHalf::inverse) ||
                                     c.cluster == ClusterPass::columns_back;
    const bool private_rows = rows_are_private(c);
    const bool global = c.writes_global(st.last);
    if (st.first && read_cluster_memory)
        pass_barrier(b, c);
    else if (!c.reads_global(st.first) && !private_rows && !(global && c.spec.split_exchange))
        b.barrier();
    for (int q = 0; q < st.per_thread; ++q) {
        ExprPtr guard =
            global ? (out.valid[q] ? logical_and(c.active, out.valid[q]) : c.active) : out.valid[q];
        if (global && c.spec.mirror_shuffle_stores) {
            emit_shuffled_stores(b, c, st, out.js[q], out.values[q], guard);
            continue;
        }
        StmtBuilder body = guard ? b.if_block(guard) : b;
        emit_store(body, c, st, out.js[q], out.ks[q], out.values[q]);
    }
    // The stage's writes are visible before anyone reads them; the column pass's last (and a cluster
    // convolution's rows' last, and its back pass's before a split), to the cluster.
    const bool ends_in_cluster = c.cluster == ClusterPass::columns ||
                                 (c.rows_stay() && c.half == ConvolutionHalf::inverse) ||
                                 (c.cluster == ClusterPass::columns_back && !c.writes_global(true));
    if (st.last && ends_in_cluster)
        pass_barrier(b, c);
    else if (!global && !(private_rows && !st.last))
        b.barrier();
}

void emit_stage(StmtBuilder& b, const KernelContext& c, const Stage& st) {
    store_stage(b, c, st, compute_stage(b, c, st, nullptr));
}

// Slots of R values at start + t step in a split_exchange row, as one declared base and constant
// offsets: `padded_start` is start plus the pads before it; each value adds t step, and t step / G
// more where its group moves with t (KernelSpec::split_stores says where it does; the loads' step
// N/R is a multiple of G).
std::vector<ExprPtr> split_slots(StmtBuilder& b, const KernelContext& c, ExprPtr padded_start,
                                 std::int64_t step, int count, bool pads_move_with_t) {
    const std::int64_t g = c.spec.split_pad_group();
    ExprPtr base = b.declare("slot", add(mul(c.seq_local, c.idx(c.spec.split_row_reals())), padded_start));
    std::vector<ExprPtr> slots;
    for (std::int64_t t = 0; t < count; ++t) {
        const std::int64_t offset = t * step + (pads_move_with_t ? t * step / g : 0);
        slots.push_back(offset == 0 ? base : add(base, c.idx(offset)));
    }
    return slots;
}

// KernelSpec::split_exchange: stage `from`'s outputs reach stage `to`'s butterflies through shared
// memory as two halves, the real parts, then the imaginary parts, each through `length` reals.
// Stage `to` then reads its inputs from registers.
ExchangedInputs exchange_in_halves(StmtBuilder& b, const KernelContext& c, const Stage& from,
                                   const StageOutputs& out, const Stage& to) {
    b.comment("exchange: real parts, then imaginary parts, through shared memory");
    std::vector<std::vector<ExprPtr>> store_slots(from.per_thread), load_slots(to.per_thread);
    const std::int64_t g = c.spec.split_pad_group();
    const plan::KernelSpec::SplitStores stores = c.spec.split_stores(from.radix, from.p);
    for (int q = 0; q < from.per_thread; ++q) {
        ExprPtr start = add(mul(sub(out.js[q], out.ks[q]), c.idx(from.radix)), out.ks[q]);
        ExprPtr pads = div(start, c.idx(g));
        if (stores == plan::KernelSpec::SplitStores::whole_groups)
            pads =
                mul(from.p > 1 ? div(out.js[q], c.idx(from.p)) : out.js[q], c.idx(from.radix * from.p / g));
        store_slots[q] = split_slots(b, c, add(start, pads), from.p, from.radix,
                                     stores != plan::KernelSpec::SplitStores::one_group);
    }
    ExchangedInputs in;
    std::vector<ExprPtr> exists;
    for (int q = 0; q < to.per_thread; ++q) {
        ExprPtr j = butterfly_index(b, c, q);
        exists.push_back(butterfly_exists(b, c, to, q, j));
        load_slots[q] = split_slots(b, c, add(j, div(j, c.idx(g))), to.butterflies, to.radix, true);
        in.push_back(fresh_values(b, c, to.radix, "xr", "xi"));
    }
    for (bool real_part : {true, false}) {
        // Everyone has read the previous half (or stage) before it is overwritten.
        if (!real_part || !c.reads_global(from.first)) b.barrier();
        for (int q = 0; q < from.per_thread; ++q) {
            StmtBuilder body = out.valid[q] ? b.if_block(out.valid[q]) : b;
            for (int t = 0; t < from.radix; ++t)
                body.store(k_shared_reals, store_slots[q][t],
                           real_part ? out.values[q][t].re : out.values[q][t].im);
        }
        b.barrier();
        for (int q = 0; q < to.per_thread; ++q) {
            StmtBuilder body = exists[q] ? b.if_block(exists[q]) : b;
            for (int t = 0; t < to.radix; ++t) {
                const Complex& x = in[q][t];
                body.assign((real_part ? x.re : x.im)->name,
                            load(k_shared_reals, {c.real}, load_slots[q][t]));
            }
        }
    }
    return in;
}

// The register stages of a split_exchange kernel: the first reads device memory, the last writes it.
void emit_split_exchange_stages(StmtBuilder& b, const KernelContext& c) {
    const std::vector<Stage> stages = stages_of(c.spec);
    ExchangedInputs in;
    for (std::size_t s = 0; s < stages.size(); ++s) {
        StageOutputs out = compute_stage(b, c, stages[s], s == 0 ? nullptr : &in);
        if (stages[s].last)
            store_stage(b, c, stages[s], out);
        else
            in = exchange_in_halves(b, c, stages[s], out, stages[s + 1]);
    }
}

// A shared Rader stage's gather and scatter are permutations, so it works in shared memory only;
// when it is the kernel's first or last stage, the block copies its sequence in or out with
// adjacent threads on adjacent elements (coalesced), through the fused ops and maps.
void emit_sequence_copy(StmtBuilder& b, const KernelContext& c, bool load_side) {
    const std::int64_t n = c.spec.length, threads = c.spec.threads_per_sequence;
    const long double scale = c.scale();
    b.comment(load_side ? "sequence copy in: device memory to shared memory" : "sequence copy out");
    for (std::int64_t e = 0; e * threads < n; ++e) {
        ExprPtr pos = b.declare("pos", add(c.thread, c.idx(e * threads)));
        ExprPtr in_range = (e + 1) * threads > n ? less(pos, c.idx(n)) : nullptr;
        ExprPtr guard = load_side ? in_range : (in_range ? logical_and(c.active, in_range) : c.active);
        StmtBuilder body = guard ? b.if_block(guard) : b;
        if (load_side) {
            Complex x = read_input(body, c, pos);
            body.store(k_shared, shared_index(c, pos), make_pair(x.re, x.im));
        } else {
            Complex v = unpack(body, load(k_shared, c.pair(), shared_index(c, pos)));
            write_output(body, c, pos, scale != 1.0L ? cscale(v, scale, c.real) : v);
        }
    }
    if (load_side) b.barrier();
}

void emit_shared_rader(StmtBuilder& b, const KernelContext& c, const Stage& st) {
    if (c.reads_global(st.first)) emit_sequence_copy(b, c, true);
    emit_shared_rader_stage(b, c, st);
    if (c.writes_global(st.last)) emit_sequence_copy(b, c, false);
}

// A cyclic convolution in one block (Bluestein in one pass, or a cluster convolution's rows): the
// stages run as a forward FFT into shared memory, then as an inverse FFT whose first reads multiply
// by the spectrum. The product goes with the inverse's first stage, which has no twiddles to hold,
// rather than the forward's last: fp64 8192 spilled 1300 bytes at 128 registers the other way.
void emit_convolution_halves(StmtBuilder& b, const KernelContext& c) {
    const std::vector<Stage> stages = stages_of(c.spec);
    KernelContext forward = c, inverse = c;
    forward.sign = -1, forward.half = ConvolutionHalf::forward;
    inverse.sign = 1, inverse.half = ConvolutionHalf::inverse;
    // The halves load the same twiddles and chirp entries at the same indices; left visible, ptxas
    // keeps the first half's values live to the second (10007 in fp32 spilled 1680 bytes at 128
    // registers). An opaque thread index per stage makes each compute and load them afresh.
    for (KernelContext* half : {&forward, &inverse})
        for (const Stage& st : stages) {
            half->thread = b.declare("thread", opaque(c.thread));
            emit_stage(b, *half, st);
        }
}

void emit_convolution(StmtBuilder& b, const KernelContext& c) {
    b.comment("convolution: forward FFT, pointwise product with the spectrum, inverse FFT");
    emit_convolution_halves(b, c);
    // Paired real rows: the inverse half left Z in shared memory; A and B pair Z[f] with Z[n-f].
    if (c.spec.write_map.mirrors_in_shared()) emit_split_spectrum(b, c);
}

// Two real rows a, b carried as z = a + i b whose whole FFT is one register butterfly of one
// thread (KernelSpec::real_pairs_in_one_butterfly, n up to 23, no shared Rader stage), staged
// through shared memory both ways.
bool splits_pairs_in_registers(const KernelSpec& k) {
    return k.real_pairs_in_one_butterfly() && k.stage_input && k.stage_output && !k.stage_output_by_rows &&
           k.radices.front() <= 23 && !k.shared_rader_of(k.radices.front());
}

// splits_pairs_in_registers' kernels: rather than one butterfly over z and the split
// A[f] = (Z[f] + conj Z[n-f]) / 2, B[f] = (Z[f] - conj Z[n-f]) / 2i, each row takes the butterfly
// with its own reals as input (the zero imaginary parts fold away: a real-input DFT, the same
// arithmetic as one complex butterfly), and A[f], B[f] go straight to the slots the split would
// have written (f and n - f, B[0] in slot n). The split's sums mixed each row's rounding with the
// other's: H200, fp32 3-23, prism's error was 1.10-1.20x cuFFT's, fp64 1.11-1.32x.
void emit_real_pair_butterflies(StmtBuilder& b, const KernelContext& c, const Stage& st) {
    const std::int64_t n = st.radix;
    const StageArithmetic arithmetic = stage_arithmetic(c, st.radix);
    const long double scale = c.scale();
    b.comment("two real rows' butterflies of radix " + std::to_string(n) + ", A[f] and B[f] to slots f and n - f");
    ExprPtr j = butterfly_index(b, c, 0);
    ExprPtr valid = butterfly_exists(b, c, st, 0, j);
    StmtBuilder body = valid ? b.if_block(valid) : b;
    const std::vector<Complex> u = butterfly_inputs(body, c, st, j, c.idx(0), nullptr);
    const ExprPtr zero = real_literal(0, arithmetic.scalar);
    std::vector<Complex> row_a, row_b;
    for (const Complex& x : u) {
        row_a.push_back({x.re, zero});
        row_b.push_back({x.im, zero});
    }
    const std::vector<Complex> ya = butterfly(body, row_a, c.sign, arithmetic.scalar, arithmetic.style);
    const std::vector<Complex> yb = butterfly(body, row_b, c.sign, arithmetic.scalar, arithmetic.style);
    for (std::int64_t f = 0; 2 * f < n; ++f) {
        Complex a = converted(ya[f], c.real), bv = converted(yb[f], c.real);
        if (scale != 1.0L) {
            a = cscale(a, scale, c.real);
            bv = cscale(bv, scale, c.real);
        }
        body.store(k_shared, shared_index(c, c.idx(f)), make_pair(a.re, a.im));
        body.store(k_shared, shared_index(c, c.idx(f == 0 ? n : n - f)), make_pair(bv.re, bv.im));
    }
    b.barrier();  // the block's rows are complete before the staged store copies them
}

// The stages and the copies around them of a kernel, or of a joined kernel's row pass.
void emit_passes(StmtBuilder& b, const KernelContext& c) {
    const KernelSpec& spec = c.spec;
    if (spec.split_exchange) {
        emit_split_exchange_stages(b, c);
        return;
    }
    if (splits_pairs_in_registers(spec)) {
        emit_staged_copy(b, c, true);
        emit_real_pair_butterflies(b, c, stages_of(spec).front());
        emit_staged_copy(b, c, false);
        return;
    }
    if (spec.stage_input) emit_staged_copy(b, c, true);
    for (const Stage& st : stages_of(spec)) {
        if (st.rader)
            emit_shared_rader(b, c, st);
        else
            emit_stage(b, c, st);
    }
    if (spec.write_map.splits_mirror_rows())
        emit_mirror_rows_split(b, c);
    else if (spec.write_map.mirrors_in_shared())
        emit_split_spectrum(b, c);
    if (spec.stage_output) {
        if (spec.stage_output_by_rows)
            emit_staged_store_by_rows(b, c);
        else
            emit_staged_copy(b, c, false);
    }
}

// Two passes joined in shared memory (KernelSpec::cluster_rows): a four-step on a thread-block
// cluster, or a fused plane in one block or on a cluster. The column pass ends in each block's
// shared memory, and after the barrier the row pass starts from the blocks holding its columns.
// A cluster convolution (three passes, plan/cluster_convolution.hpp) then runs the rows as a
// convolution that ends in shared memory, and the columns back from there to device memory.
void emit_joined_passes(StmtBuilder& b, KernelContext columns, Direction direction) {
    const KernelSpec& rows_spec = columns.spec.cluster_rows.front();
    b.comment("joined passes: the column pass, into this block's shared memory");
    columns.cluster = ClusterPass::columns;
    columns.cluster_blocks = columns.spec.cluster_blocks;
    for (const Stage& st : stages_of(columns.spec)) emit_stage(b, columns, st);
    b.comment("the row pass, from the shared memory holding the columns");
    KernelContext rows = emit_prologue(b, rows_spec, direction);
    rows.cluster = ClusterPass::rows;
    rows.cluster_columns = columns.spec.sequences_per_block;
    rows.cluster_blocks = columns.spec.cluster_blocks;
    if (columns.spec.cluster_rows.size() == 1) {
        emit_passes(b, rows);
        return;
    }
    b.comment("convolution of the rows: forward FFT, product with the spectrum, inverse FFT, left here");
    emit_convolution_halves(b, rows);
    b.comment("the columns back, inverse, from the shared memory holding the rows");
    KernelContext back = emit_prologue(b, columns.spec.cluster_rows[1], direction);
    back.cluster = ClusterPass::columns_back;
    back.cluster_blocks = columns.spec.cluster_blocks;
    back.held_rows = &rows_spec;
    for (const Stage& st : stages_of(back.spec)) emit_stage(b, back, st);
    if (back.spec.write_map.mirrors_in_shared()) emit_cluster_split_spectrum(b, back);
}

void emit_copy(StmtBuilder& b, const KernelContext& c) {
    long double scale = c.scale();
    StmtBuilder body = b.if_block(c.active);
    Complex v = read_mapped(body, c.spec.read_map, c.input_site(c.idx(0)), nullptr);
    if (scale != 1.0L) v = cscale(v, scale, c.real);
    write_mapped(body, c.spec.write_map, c.output_site(c.idx(0), c.coords, c.out_base), v, nullptr);
}

}  // namespace

std::string entry_name(const KernelSpec& spec, Direction direction) {
    return spec.name + (direction == Direction::forward ? "_fwd" : "_inv");
}

ast::Kernel build_stockham_kernel(const KernelSpec& spec, Direction direction) {
    ast::Kernel kernel;
    kernel.name = entry_name(spec, direction);
    kernel.max_threads_per_block = spec.threads_per_block();
    kernel.min_resident_blocks = spec.min_resident_blocks;
    Scalar real = spec.precision == Precision::F64 ? Scalar::f64 : Scalar::f32;
    Type pair{real, true};
    // A cluster four-step reads in its column pass and writes in its row pass.
    Type in_type{real, spec.read_map.accessed_as_complex()},
        out_type{real, spec.writing_pass().write_map.accessed_as_complex()};
    kernel.params = {{k_in, in_type, true}, {k_out, out_type, false}, {k_lut, pair, true}};
    if (spec.uses_shared_memory()) {
        const bool reals = spec.stages_reals(true) || spec.stages_reals(false) || spec.split_exchange;
        const std::size_t pair_bytes = core::complex_bytes(spec.precision);
        kernel.shared.push_back(
            {k_shared, pair, static_cast<std::int64_t>((spec.shared_bytes() + pair_bytes - 1) / pair_bytes),
             reals ? k_shared_reals : ""});
    }
    StmtBuilder b(kernel.body);
    KernelContext c = emit_prologue(b, spec, direction);
    if (spec.radices.empty()) emit_copy(b, c);
    if (spec.convolution_op)
        emit_convolution(b, c);
    else if (!spec.cluster_rows.empty())
        emit_joined_passes(b, c, direction);
    else
        emit_passes(b, c);
    // Only where no barrier holds the stores back: elsewhere the hoisted assignments would only
    // reorder the source, and the PTX with it, for nothing measured.
    if (rows_are_private(c)) hoist_shared_stores(kernel.body, {k_shared, k_shared_reals});
    remove_unread_variables(kernel.body);
    return kernel;
}

ast::Module build_module(const plan::KernelGraph& graph) {
    ast::Module module;
    module.banner = "generated by prism: Stockham FFT kernels";
    for (const auto& spec : graph.kernels) {
        module.uses_f64 = module.uses_f64 || spec.precision == Precision::F64 || spec.precise_butterflies;
        module.uses_clusters = module.uses_clusters || spec.cluster_blocks > 1;
    }
    for (const auto& entry : plan::kernel_entries(graph))
        module.kernels.push_back(build_stockham_kernel(graph.kernels[entry.kernel], entry.direction));
    return module;
}

}  // namespace prism::gen
