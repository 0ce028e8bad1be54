// A Stockham kernel's block-wide copies between device and shared memory, for sequences too short
// to give each thread a coalesced run of its own (plan/solver_stockham.cpp's choose_staging), and
// the split spectrum of an even-length r2c, which pairs Z[f] with its mirror through shared memory.
// A staged side holds the block's S sequences as S rows of L elements at a uniform pitch P: the
// FFT's N elements (complex data, or an even-length real row as N aligned pairs), or the N + 1
// elements X[0..N] of an even-length r2c's or c2r's Hermitian side (N = n/2). Paired rows (odd n,
// N = n) are a sequence's two rows, pair_stride apart and P = 2 pair_stride: the real side's
// N elements a[f] + i b[f], or the Hermitian side's A[0..N/2] and B[0..N/2], N + 1 elements.
// A DCT/DST side holds the row's n reals, two to an element (KernelSpec::staged_reals).
#include "gen/staged_copy.hpp"

#include <algorithm>

#include "gen/element_ops.hpp"

namespace prism::gen {

using plan::KernelSpec;

// An element's row and position in the block's rows, step by step of the copy.
struct RowPlace {
    ExprPtr row, pos;
};

// Step e of a copy takes element idx = tid + e*threads. Where the row length is not a power of two
// (the n/2 + 1 of a Hermitian side) the element's row and position advance by constants instead
// of each step dividing idx by the row length (a signed division and remainder by a constant cost
// a dozen instructions): threads span rows_per_step rows and pos_per_step elements, and one row
// more where the position wraps.
RowPlace place_in_rows(StmtBuilder& b, const KernelContext& c, ExprPtr idx, std::int64_t row,
                       const RowPlace* previous) {
    if ((row & (row - 1)) == 0) return {div(idx, c.idx(row)), mod(idx, c.idx(row))};
    if (!previous) return {b.declare("row", div(idx, c.idx(row))), b.declare("pos", mod(idx, c.idx(row)))};
    const std::int64_t threads = c.spec.threads_per_block();
    ExprPtr next = b.declare("pos", add(previous->pos, c.idx(threads % row)));
    ExprPtr inside = b.declare("inside", less(next, c.idx(row)));
    ExprPtr rows = add(previous->row, c.idx(threads / row));
    return {b.declare("row", select(inside, rows, add(rows, c.idx(1)))),
            b.declare("pos", select(inside, next, sub(next, c.idx(row))))};
}

// Real g of the block's row `row` of staged reals, in the real view of shared memory: half g mod 2
// of element g / 2 of the row (sequence_major_index), 2 * (the row's start) + g + 2 * (g / 2P)
// with a pad element after every P.
ExprPtr staged_real_index(const KernelContext& c, ExprPtr row, ExprPtr g) {
    const KernelSpec& k = c.spec;
    ExprPtr padded = k.shared_pad_group > k.length ? g : add(g, mul(c.idx(2), div(g, c.idx(2 * k.shared_pad_group))));
    return add(mul(row, c.idx(2 * k.padded_length())), padded);
}

// A DCT/DST map's site on this thread's staged row of reals.
MapSite staged_real_site(const KernelContext& c, ExprPtr pos) {
    MapSite at{c.site(std::move(pos), c.coords), c.idx(0), 1, k_shared_reals, {}};
    ExprPtr row = c.seq_local;
    at.real_at = [&c, row](ExprPtr g) { return staged_real_index(c, row, g); };
    return at;
}

// Paired rows: row b is missing (not read, not written) for the last coordinate of the paired
// dim, the fastest outer dim, when its length before the pairing is odd; null where it never is.
ExprPtr has_partner(StmtBuilder& b, const KernelContext& c, const plan::ElementMap& map, ExprPtr sequence) {
    if (map.pair_rows % 2 == 0) return nullptr;
    const KernelSpec& k = c.spec;
    ExprPtr coord = k.outer.size() == 1 ? sequence : mod(sequence, c.idx(k.outer.back().length));
    return b.declare("partner", less(coord, c.idx(map.pair_rows / 2)));
}

// One element of a staged copy: the sequence it belongs to, and where it lies on the device side
// (global) and in shared memory (slot). On the load side, `exists` says whether the element's row
// exists (null: it does), and partners_present that no paired row b is missing.
struct StagedElement {
    ExprPtr sequence, global, slot;
    ExprPtr exists = nullptr;
    bool partners_present = false;
};

// Both conditions, either of which may be null (always true).
ExprPtr both(ExprPtr a, ExprPtr b) { return a && b ? logical_and(a, b) : (a ? a : b); }

// A staged load's value where `exists` holds and zero elsewhere. The rendered C ternary evaluates
// only the side it takes, so a missing element is not read: ptxas predicates the load, with no
// branch around it.
ExprPtr load_where(ExprPtr exists, ExprPtr value, ExprPtr zero) {
    return exists ? select(exists, value, zero) : value;
}

// The paired rows' real side: staged element f of a sequence is a[f] + i b[f], its two reals
// pair_stride apart. Each step's loads are runs of adjacent reals within the rows, the two loads
// of a step filling each other's gaps in the same sectors.
void copy_real_pair_rows(StmtBuilder& b, const KernelContext& c, bool load_side, const StagedElement& at) {
    const plan::ElementMap& map = load_side ? c.spec.read_map : c.spec.write_map;
    const ast::Type real{c.real, false};
    ExprPtr partner = at.partners_present ? nullptr : has_partner(b, c, map, at.sequence);
    ExprPtr at_b = add(at.global, c.idx(map.pair_stride));
    if (load_side) {
        ExprPtr zero = real_literal(0, c.real);
        b.store(k_shared, at.slot,
                make_pair(load_where(at.exists, load(k_in, real, at.global), zero),
                          load_where(both(at.exists, partner), load(k_in, real, at_b), zero)));
        return;
    }
    ExprPtr v = b.declare("v", load(k_shared, c.pair(), at.slot));
    b.store(k_out, at.global, pair_x(v));
    (partner ? b.if_block(partner) : b).store(k_out, at_b, pair_y(v));
}

// The paired rows' Hermitian side: staged elements 0 ... n/2 are row a's A[f], the rest row b's
// B[f], which reads as zero and is not written where row b is missing.
void copy_hermitian_pair_rows(StmtBuilder& b, const KernelContext& c, bool load_side, const StagedElement& at,
                              ExprPtr pos) {
    const plan::ElementMap& map = load_side ? c.spec.read_map : c.spec.write_map;
    const std::int64_t half = c.spec.length / 2 + 1;
    ExprPtr partner = at.partners_present ? nullptr : has_partner(b, c, map, at.sequence);
    ExprPtr exists = partner ? less(pos, select(partner, c.idx(2 * half), c.idx(half))) : nullptr;
    if (load_side) {
        ExprPtr zero = real_literal(0, c.real);
        b.store(k_shared, at.slot,
                load_where(both(at.exists, exists), load(k_in, c.pair(), at.global), make_pair(zero, zero)));
        return;
    }
    (exists ? b.if_block(exists) : b).store(k_out, at.global, load(k_shared, c.pair(), at.slot));
}

namespace {
const plan::ElementMap& side_map(const KernelSpec& k, bool load_side) { return load_side ? k.read_map : k.write_map; }
}  // namespace

bool stages_makhoul_order(const KernelSpec& k, bool load_side) {
    const plan::ElementMap& map = side_map(k, load_side);
    const auto kind = load_side ? plan::ElementMapKind::real_pairs : plan::ElementMapKind::real_pairs_out;
    return map.r2r_halves && map.kind == kind && k.stages_reals(load_side);
}

namespace {

// Real p of Makhoul's order for x[g]: g / 2 for even g, n - 1 - g / 2 for odd g.
ExprPtr makhoul_place(const KernelContext& c, std::int64_t n, ExprPtr g) {
    return select(equal(mod(g, c.idx(2)), c.idx(0)), div(g, c.idx(2)), sub(c.idx(n - 1), div(g, c.idx(2))));
}

// x[g] as it enters or leaves Makhoul's order: DST-II and III negate the odd places.
ExprPtr makhoul_sign(const KernelContext& c, bool load_side, ExprPtr g, ExprPtr x) {
    const R2RKind kind = side_map(c.spec, load_side).r2r;
    if (kind != R2RKind::dst2 && kind != R2RKind::dst3) return x;
    return select(equal(mod(g, c.idx(2)), c.idx(0)), x, neg(x));
}
}  // namespace

// Where staged element pos lies from its sequence's start on the device side: the paired rows'
// Hermitian row b starts pair_stride after row a, which holds n/2 + 1 elements.
ExprPtr device_offset(const KernelContext& c, bool load_side, ExprPtr pos) {
    const plan::ElementMap& map = load_side ? c.spec.read_map : c.spec.write_map;
    const std::int64_t half = c.spec.length / 2 + 1;
    if (!map.paired_rows() || map.reals() || map.pair_stride == half) return pos;
    return add(pos, select(less(pos, c.idx(half)), c.idx(0), c.idx(map.pair_stride - half)));
}

// KernelSpec::staged_slot: the paired rows' r2c leaves B[f] (staged element n/2 + 1 + f) at n - f.
// Paired DST-II rows keep y[g] in slot n - 1 - g (where the split finds room for it).
ExprPtr staged_slot(const KernelContext& c, bool load_side, ExprPtr pos) {
    const KernelSpec& k = c.spec;
    if (!load_side && k.write_map.paired_r2r() && k.write_map.r2r == R2RKind::dst2)
        return sub(c.idx(k.length - 1), pos);
    if (load_side || k.write_map.kind != plan::ElementMapKind::split_pair_spectra) return pos;
    const std::int64_t half = k.length / 2 + 1;
    return select(less(pos, c.idx(half)), pos, sub(c.idx(k.length + half), pos));
}

void copy_element(StmtBuilder& b, const KernelContext& c, bool load_side, const StagedElement& at,
                  ExprPtr pos) {
    const plan::ElementMap& map = load_side ? c.spec.read_map : c.spec.write_map;
    if (map.paired_rows()) {
        if (map.reals()) return copy_real_pair_rows(b, c, load_side, at);
        return copy_hermitian_pair_rows(b, c, load_side, at, pos);
    }
    ExprPtr zero = real_literal(0, c.real);
    if (c.spec.staged_reals(load_side)) {
        const ast::Type real{c.real, false};
        const bool makhoul = stages_makhoul_order(c.spec, load_side);  // at.slot is Makhoul's place
        auto signed_x = [&](ExprPtr x) { return makhoul ? makhoul_sign(c, load_side, pos, x) : x; };
        if (load_side)
            b.store(k_shared_reals, at.slot, signed_x(load_where(at.exists, load(k_in, real, at.global), zero)));
        else
            b.store(k_out, at.global, signed_x(load(k_shared_reals, real, at.slot)));
        return;
    }
    if (load_side)
        b.store(k_shared, at.slot,
                load_where(at.exists, load(k_in, c.pair(), at.global), make_pair(zero, zero)));
    else
        b.store(k_out, at.global, load(k_shared, c.pair(), at.slot));
}

// A DCT/DST side of even rows at even offsets moves its reals two at a time, as aligned pairs:
// half the copy's steps and accesses. A scalar copy's many independent loads had also kept
// butterflies from their registers (ptxas, fp32 118 on one thread a row: 1.3 KB spilled, none
// with pairs; H100: short fp32 DCT-II rows 1.07x, 114 1.47x, 282 1.44x, 186 1.36x).
bool stages_real_pairs(const KernelSpec& k, bool load_side) {
    if (!k.staged_reals(load_side) || k.staged_row_length(load_side) % 2 != 0) return false;
    return std::all_of(k.outer.begin(), k.outer.end(), [&](const core::AxisLayout& d) {
        return (load_side ? d.in_stride : d.out_stride) % 2 == 0;
    });
}

// Pair p of a staged row of reals: reals 2p and 2p + 1, slot p of the row (sequence_major_index).
void copy_real_pair(StmtBuilder& b, const KernelContext& c, bool load_side, ExprPtr row, ExprPtr p,
                    ExprPtr global, ExprPtr exists) {
    ExprPtr zero = real_literal(0, c.real);
    if (stages_makhoul_order(c.spec, load_side)) {  // x[2p] to real p, x[2p+1] to real n - 1 - p
        const std::int64_t n = side_map(c.spec, load_side).n;
        ExprPtr even = staged_real_index(c, row, p), odd = staged_real_index(c, row, sub(c.idx(n - 1), p));
        ExprPtr odd_g = add(mul(p, c.idx(2)), c.idx(1));
        const ast::Type real{c.real, false};
        if (load_side) {
            ExprPtr pair = load_real_pair(k_in, c.pair(), global);
            ExprPtr v = b.declare("v", load_where(exists, pair, make_pair(zero, zero)));
            b.store(k_shared_reals, even, pair_x(v));
            b.store(k_shared_reals, odd, makhoul_sign(c, true, odd_g, pair_y(v)));
        } else {
            ExprPtr x = load(k_shared_reals, real, even);
            ExprPtr y = makhoul_sign(c, false, odd_g, load(k_shared_reals, real, odd));
            b.store_real_pair(k_out, global, make_pair(x, y));
        }
        return;
    }
    ExprPtr slot = sequence_major_index(c, std::move(row), std::move(p));
    if (load_side)
        b.store(k_shared, slot,
                load_where(exists, load_real_pair(k_in, c.pair(), global), make_pair(zero, zero)));
    else
        b.store_real_pair(k_out, global, load(k_shared, c.pair(), slot));
}

// How a staged copy's steps treat rows past the last sequence and missing paired rows: the store
// side branches around each step's store; the load side's full blocks hold no such rows, and its
// other blocks predicate each load and stage zero where the element is missing.
enum class StepGuards { branch, none, predicated };

// A staged side in the copy's elements (aligned pairs of reals where stages_real_pairs): rows of
// `row` elements at a pitch, `chunk` elements a block.
struct StagedRows {
    bool pairs;
    std::int64_t row, pitch, chunk;
    bool contiguous() const { return pitch == row; }
};

StagedRows staged_rows(const KernelSpec& k, bool load_side) {
    const bool pairs = stages_real_pairs(k, load_side);
    const std::int64_t unit = pairs ? 2 : 1;  // reals an element of the copy moves
    const std::int64_t row = k.staged_row_length(load_side) / unit;
    return {pairs, row, k.staged_row_pitch(load_side) / unit, row * k.sequences_per_block};
}

// Consecutive threads take consecutive elements of a row; a contiguous side (P = L) is one run of
// S*L elements. The elements between rows (a padded layout's gaps) are neither read nor written.
void emit_staged_steps(StmtBuilder& b, const KernelContext& c, bool load_side, ExprPtr first,
                       StepGuards guards) {
    const KernelSpec& k = c.spec;
    const auto [pairs, row, pitch, chunk] = staged_rows(k, load_side);
    const std::int64_t threads = k.threads_per_block();
    const bool contiguous = pitch == row;
    RowPlace at;
    for (std::int64_t e = 0; e * threads < chunk; ++e) {
        ExprPtr idx = b.declare("e", add(c.tid, c.idx(e * threads)));
        at = place_in_rows(b, c, idx, row, e > 0 ? &at : nullptr);
        ExprPtr sequence, global, exists;
        if (contiguous) {
            sequence = add(mul(c.group, c.idx(k.sequences_per_block)), at.row);
            global = add(first, idx);
            exists = less(global, c.idx(row * k.sequences));
        } else {
            sequence = b.declare("row", add(first, at.row));
            global = add(mul(sequence, c.idx(pitch)), device_offset(c, load_side, at.pos));
            exists = less(sequence, c.idx(k.sequences));
        }
        ExprPtr slot = pairs ? nullptr  // copy_real_pair finds its own
                       : k.staged_reals(load_side)
                           ? staged_real_index(c, at.row,
                                               stages_makhoul_order(k, load_side)
                                                   ? makhoul_place(c, side_map(k, load_side).n, at.pos)
                                                   : at.pos)
                           : sequence_major_index(c, at.row, staged_slot(c, load_side, at.pos));
        const auto copy = [&](StmtBuilder& body, ExprPtr predicate) {
            if (pairs) return copy_real_pair(body, c, load_side, at.row, at.pos, global, predicate);
            copy_element(body, c, load_side, {sequence, global, slot, predicate, guards == StepGuards::none},
                         at.pos);
        };
        ExprPtr in_chunk = (e + 1) * threads > chunk ? less(idx, c.idx(chunk)) : nullptr;  // the last step's
        if (guards == StepGuards::branch) {
            StmtBuilder body = b.if_block(both(in_chunk, exists));
            copy(body, nullptr);
            continue;
        }
        ExprPtr predicate = guards == StepGuards::predicated ? b.declare("exists", exists) : nullptr;
        StmtBuilder body = in_chunk ? b.if_block(in_chunk) : b;
        copy(body, predicate);
    }
}

// Blocks 0 ... F - 1 of a staged load hold only rows that exist, each with its partner where rows
// pair (F = 0 where a row b is missing in every outer row).
std::int64_t full_load_blocks(const KernelSpec& k) {
    const plan::ElementMap& map = k.read_map;
    const bool missing_partner = map.paired_rows() && map.pair_rows % 2 != 0;  // has_partner's case
    if (missing_partner && k.outer.size() != 1) return 0;
    return (k.sequences - (missing_partner ? 1 : 0)) / k.sequences_per_block;
}

// The load side: blocks 0 ... F - 1 copy without guards, the others predicate each load (zero
// where the element is missing). A branch around each step instead, the store side's form,
// stopped ptxas from issuing the next step's loads where a step held a second condition, a
// missing row b: R2C fp64 29 and 31 at odd batches ran at 0.55-0.67 of cuFFT. Two separate
// blocks of code also keep ptxas from scheduling the copy into the butterflies: one-thread C2C
// fp32 47-94 took 128 registers instead of 244-255 (H100: 1.12-1.25x), even where the second
// block runs for no block. Clamping every address instead lost the loads' common base (C2C fp32
// 37-47 0.86x).
void emit_staged_copy(StmtBuilder& b, const KernelContext& c, bool load_side) {
    const KernelSpec& k = c.spec;
    const StagedRows rows = staged_rows(k, load_side);
    ExprPtr first =
        b.declare("chunk", mul(c.group, c.idx(rows.contiguous() ? rows.chunk : k.sequences_per_block)));
    b.comment(load_side ? "staged load: coalesced copy of the block's sequences into shared memory"
                        : "staged store: coalesced copy of the block's results to device memory");
    if (!load_side) return emit_staged_steps(b, c, false, first, StepGuards::branch);
    if (const std::int64_t full = full_load_blocks(k); full > 0) {
        StmtBuilder full_blocks = b.if_block(less(c.group, c.idx(full)));
        emit_staged_steps(full_blocks, c, true, first, StepGuards::none);
        StmtBuilder other_blocks = b.if_block(less(c.idx(full - 1), c.group));
        emit_staged_steps(other_blocks, c, true, first, StepGuards::predicated);
    } else {
        emit_staged_steps(b, c, true, first, StepGuards::predicated);
    }
    b.barrier();
}

// The block's S sequences are adjacent in the output (its fastest outer dim has stride 1), so each
// output row holds S adjacent elements: consecutive threads take consecutive sequences of one row.
// Each element finds its sequence's place itself, since a block's sequences may wrap an outer dim.
void emit_staged_store_by_rows(StmtBuilder& b, const KernelContext& c) {
    const KernelSpec& k = c.spec;
    const std::int64_t chunk = k.length * k.sequences_per_block, threads = k.threads_per_block();
    b.comment("staged store by rows: adjacent threads write adjacent sequences");
    for (std::int64_t e = 0; e * threads < chunk; ++e) {
        ExprPtr idx = b.declare("e", add(c.tid, c.idx(e * threads)));
        ExprPtr s = b.declare("s", mod(idx, c.idx(k.sequences_per_block)));
        ExprPtr pos = b.declare("pos", div(idx, c.idx(k.sequences_per_block)));
        ExprPtr seq = b.declare("seq_e", add(mul(c.group, c.idx(k.sequences_per_block)), s));
        ExprPtr guard = less(seq, c.idx(k.sequences));
        if ((e + 1) * threads > chunk) guard = logical_and(less(idx, c.idx(chunk)), guard);
        StmtBuilder body = b.if_block(guard);
        SequencePlace at = place_sequence(body, c, seq);
        Complex v = unpack(body, load(k_shared, c.pair(), sequence_major_index(c, s, pos)));
        StoreValue out = apply_store_op(body, k.store_op, c.site(pos, at.coords), v);
        ExprPtr base = body.declare("out_at", at.out_base);
        write_mapped(body, k.write_map, c.output_site(pos, at.coords, base), out.value, out.guard);
    }
}

Complex read_staged(StmtBuilder& b, const KernelContext& c, ExprPtr pos) {
    const plan::ElementMap& map = c.spec.read_map;
    if (stages_makhoul_order(c.spec, true)) return unpack(b, load(k_shared, c.pair(), shared_index(c, pos)));
    if (c.spec.staged_reals(true)) return read_mapped(b, map, staged_real_site(c, pos), nullptr);
    const RowFetch fetch = [&](ExprPtr g) { return load(k_shared, c.pair(), shared_index(c, g)); };
    if (map.kind == plan::ElementMapKind::hermitian_pairs)
        return read_hermitian_pairs(b, map, c.site(pos, c.coords), fetch);
    if (map.paired_r2r()) return read_r2r_pair_rows(b, map, c.site(pos, c.coords), fetch);
    if (map.kind == plan::ElementMapKind::hermitian_pair_rows) {  // A[g] at g, B[g] n/2 + 1 on
        const std::int64_t half = c.spec.length / 2 + 1;
        const RowFetch fetch_b = [&](ExprPtr g) { return fetch(add(g, c.idx(half))); };
        return read_hermitian_pair_rows(b, map, c.site(pos, c.coords), fetch, fetch_b);
    }
    return unpack(b, load(k_shared, c.pair(), shared_index(c, pos)));
}

void write_staged_reals(StmtBuilder& b, const KernelContext& c, ExprPtr pos, Complex value) {
    write_mapped(b, c.spec.write_map, staged_real_site(c, std::move(pos)), value, nullptr);
}

void write_staged_pair_rows(StmtBuilder& b, const KernelContext& c, ExprPtr pos, Complex value) {
    const RowStore to_shared = [&](StmtBuilder& at, ExprPtr g, ExprPtr pair) {
        at.store(k_shared, shared_index(c, g), pair);
    };
    write_r2r_pair_rows(b, c.spec.write_map, c.site(std::move(pos), c.coords), value, to_shared);
}

// A DCT/DST-II's half rows staged as reals: y[k] lands in slot k / 2, over Z values other threads
// have yet to read, so every thread reads its Z[f] and Z[m-f] before a barrier and writes after it.
void emit_split_r2r_halves_staged(StmtBuilder& b, const KernelContext& c) {
    const KernelSpec& k = c.spec;
    const std::int64_t m = k.length, count = m / 2 + 1, threads = k.threads_per_sequence;
    b.comment("split spectrum into the staged reals: y[f], y[n-f], y[m-f], y[m+f] from Z[f] and Z[m-f]");
    struct Read {
        ExprPtr f, guard;
        Complex z, z_mirror;
    };
    std::vector<Read> reads;
    for (std::int64_t q = 0; q * threads < count; ++q) {
        ExprPtr f = b.declare("f", add(c.thread, c.idx(q * threads)));
        ExprPtr guard = (q + 1) * threads > count ? logical_and(c.active, less(f, c.idx(count))) : c.active;
        ExprPtr at = b.declare("at", select(less(f, c.idx(count)), f, c.idx(0)));  // inside the row
        ExprPtr mirror = b.declare("mirror", select(equal(at, c.idx(0)), c.idx(0), sub(c.idx(m), at)));
        Complex z = unpack(b, load(k_shared, c.pair(), shared_index(c, at)));
        Complex z_mirror = unpack(b, load(k_shared, c.pair(), shared_index(c, mirror)));
        reads.push_back({f, guard, z, z_mirror});
    }
    b.barrier();
    for (const Read& r : reads) {
        StmtBuilder body = b.if_block(r.guard);
        write_split_spectrum(body, k.write_map, staged_real_site(c, r.f), r.z, r.z_mirror, nullptr);
    }
    b.barrier();  // the block's rows are complete before the staged store copies them
}

// Each f in 0 ... m/2 has one thread, which reads Z[f] and Z[m-f] and writes only X[f] and
// X[m-f] (X[m] for f = 0, a slot no thread reads), so a staged store's split runs in place in
// shared memory without a barrier between its reads and writes. Paired rows (m = n odd) go alike:
// A[f] over Z[f], B[f] over Z[n-f] (B[0] in slot n). A convolution (Bluestein in one kernel) splits
// the first n of its M points (the chirp's length: the half length of an even r2c), each times its
// chirp (the store op) first.
void emit_split_spectrum(StmtBuilder& b, const KernelContext& c) {
    const KernelSpec& k = c.spec;
    if (k.stage_output && k.staged_reals(false)) return emit_split_r2r_halves_staged(b, c);
    const std::int64_t m = k.convolution_op ? k.store_op.length : k.length, count = m / 2 + 1,
                       threads = k.threads_per_sequence;
    b.comment(k.stage_output ? "split spectrum in shared memory: X[f] and X[m-f] over Z[f] and Z[m-f]"
                             : "split spectrum: X[f] and X[m-f] from Z[f] and Z[m-f]");
    const RowStore to_shared = [&](StmtBuilder& at, ExprPtr g, ExprPtr value) {
        at.store(k_shared, shared_index(c, g), value);
    };
    for (std::int64_t q = 0; q * threads < count; ++q) {
        ExprPtr f = b.declare("f", add(c.thread, c.idx(q * threads)));
        ExprPtr guard = (q + 1) * threads > count ? logical_and(c.active, less(f, c.idx(count))) : c.active;
        StmtBuilder body = b.if_block(guard);
        Complex z = unpack(body, load(k_shared, c.pair(), shared_index(c, f)));
        ExprPtr mirror = body.declare("mirror", select(equal(f, c.idx(0)), c.idx(0), sub(c.idx(m), f)));
        Complex z_mirror = unpack(body, load(k_shared, c.pair(), shared_index(c, mirror)));
        if (k.convolution_op) {  // f and its mirror lie below n: the chirp's guard holds
            z = apply_store_op(body, k.store_op, c.site(f, c.coords), z).value;
            z_mirror = apply_store_op(body, k.store_op, c.site(mirror, c.coords), z_mirror).value;
        }
        if (k.stage_output)
            write_split_spectrum(body, k.write_map, c.site(f, c.coords), z, z_mirror, nullptr, to_shared);
        else
            write_split_spectrum(body, k.write_map, c.output_site(f, c.coords, c.out_base), z, z_mirror,
                                 nullptr);
    }
    if (k.stage_output) b.barrier();  // the block's rows are complete before the staged store copies them
}

// Z[f], f = k1 + N1 k2 (k2 the position in row k1), finds Z[m-f] in the block: in row N1 - k1 at
// N2 - 1 - k2, or for rows 0 and N1/2, which mirror themselves, in their own row at (N2 - k2) mod N2
// and N2 - 1 - k2. The thread of the lower of f and m - f splits both in place, as
// emit_split_spectrum does within a row (no other thread reads either), and at f = 0 writes X[m],
// which has no slot, to device memory itself. Consecutive threads take consecutive k2 of a row.
void emit_mirror_rows_split(StmtBuilder& b, const KernelContext& c) {
    const KernelSpec& k = c.spec;
    const std::int64_t n2 = k.length, n1 = k.outer.back().length, m = n1 * n2;
    const std::int64_t chunk = n2 * k.sequences_per_block, threads = k.threads_per_block();
    b.comment("split spectrum over the block's mirrored rows: X[f] and X[m-f] over Z[f] and Z[m-f]");
    for (std::int64_t e = 0; e * threads < chunk; ++e) {
        ExprPtr idx = b.declare("e", add(c.tid, c.idx(e * threads)));
        ExprPtr s = b.declare("s", div(idx, c.idx(n2)));
        ExprPtr k2 = b.declare("pos", mod(idx, c.idx(n2)));
        ExprPtr seq = b.declare("seq_e", add(mul(c.group, c.idx(k.sequences_per_block)), s));
        ExprPtr guard = less(seq, c.idx(k.sequences));
        if ((e + 1) * threads > chunk) guard = logical_and(less(idx, c.idx(chunk)), guard);
        StmtBuilder body = b.if_block(guard);
        const SequencePlace at = place_sequence(body, c, seq);
        ExprPtr k1 = at.coords.back();
        ExprPtr f = body.declare("f", add(k1, mul(k2, c.idx(n1))));
        StmtBuilder owner = body.if_block(less(mul(f, c.idx(2)), c.idx(m + 1)));
        ExprPtr own_row = equal(mod(k1, c.idx(n1 / 2)), c.idx(0));
        ExprPtr partner = sub(add(s, c.idx(1)), mul(mod(s, c.idx(2)), c.idx(2)));  // slot 2p <-> 2p + 1
        ExprPtr mirror_slot = owner.declare("mirror_s", select(own_row, s, partner));
        ExprPtr mirror_pos = owner.declare(
            "mirror_pos",
            select(equal(k1, c.idx(0)), mod(sub(c.idx(n2), k2), c.idx(n2)), sub(c.idx(n2 - 1), k2)));
        ExprPtr here = owner.declare("here", sequence_major_index(c, s, k2));
        ExprPtr there = owner.declare("there", sequence_major_index(c, mirror_slot, mirror_pos));
        Complex z = unpack(owner, load(k_shared, c.pair(), here));
        Complex z_mirror = unpack(owner, load(k_shared, c.pair(), there));
        const SplitPair x = split_spectrum_pair(owner, k.write_map, c.site(k2, at.coords), z, z_mirror);
        owner.store(k_shared, here, make_pair(x.at_f.re, x.at_f.im));
        ExprPtr mirror_value = make_pair(x.at_mirror.re, x.at_mirror.im);
        ExprPtr first = equal(f, c.idx(0));
        owner.if_block(logical_and(less(c.idx(0), f), less(f, sub(c.idx(m), f))))
            .store(k_shared, there, mirror_value);
        owner.if_block(first).store(k_out, add(at.out_base, c.idx(n2 * k.out_stride)), mirror_value);
    }
    b.barrier();  // the rows store copies X out of every thread's slots
}

// Column m2 of f = m2 + N2 m1 lies in block m2 / S at m1 S + m2 mod S (batch-major). Each thread
// splits the f <= n/2 of its own column, reading Z[n-f] from the block that holds it; the closing
// cluster barrier keeps every block's shared memory alive until the others have read it.
void emit_cluster_split_spectrum(StmtBuilder& b, const KernelContext& c) {
    const KernelSpec& k = c.spec;
    const std::int64_t n = k.write_map.n, count = n / 2 + 1, threads = k.threads_per_sequence;
    const std::int64_t n2 = k.outer.back().length, held = k.sequences_per_block;
    b.comment("split spectrum across the cluster: both rows' X[f] from Z[f] and Z[n-f]");
    for (std::int64_t q = 0; q * threads < k.length; ++q) {
        ExprPtr m1 = b.declare("m1", add(c.thread, c.idx(q * threads)));
        ExprPtr f = b.declare("f", add(mul(m1, c.idx(n2)), c.coords.back()));
        StmtBuilder body = b.if_block(logical_and(c.active, less(f, c.idx(count))));  // f < M: m1 < N1
        Complex z = unpack(body, load(k_shared, c.pair(), shared_index(c, m1)));
        ExprPtr mirror = body.declare("mirror", select(equal(f, c.idx(0)), c.idx(0), sub(c.idx(n), f)));
        ExprPtr column = body.declare("column", mod(mirror, c.idx(n2)));
        ExprPtr local =
            body.declare("local", add(mul(div(mirror, c.idx(n2)), c.idx(held)), mod(column, c.idx(held))));
        Complex z_mirror = load_held(body, c, local, div(column, c.idx(held)));
        write_split_spectrum(body, k.write_map, c.output_site(m1, c.coords, c.out_base), z, z_mirror,
                             nullptr);
    }
    if (c.cluster_blocks > 1) b.cluster_barrier();
}

}  // namespace prism::gen
