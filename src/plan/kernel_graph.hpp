// The KernelGraph: pure data saying which kernels to run in which order on which buffers.
// Built by lowering a PlanTree; read by the generator (to write source) and by ExecPlan (to launch).
// No device is needed to build one, so planner tests run anywhere.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/problem.hpp"

namespace prism::plan {

// How a block's threads are laid over its sequences.
//  sequence_major: the threads of one sequence are adjacent (tid = seq * T + i). For contiguous axes:
//                  a sequence's elements are adjacent in memory, so adjacent threads read adjacent
//                  elements.
//  batch_major:    the sequence index varies fastest (tid = i * S + seq). For strided axes: adjacent
//                  sequences are adjacent in memory, so adjacent threads read adjacent sequences.
enum class ThreadMapping { sequence_major, batch_major };

// Where a kernel reads from and writes to. The temps are plan-owned (or user-supplied) scratch
// buffers; multi-pass and Bluestein plans pass data between their kernels through them.
// A real transform's inverse keeps the whole complex array in one temp while its passes use the
// others for their own scratch, hence four.
enum class BufferRole { user_input, user_output, temp_a, temp_b, temp_c, temp_d };
constexpr int k_temp_roles = 4;
inline bool is_temp(BufferRole r) { return static_cast<int>(r) >= static_cast<int>(BufferRole::temp_a); }
inline int temp_index(BufferRole r) { return static_cast<int>(r) - static_cast<int>(BufferRole::temp_a); }
const char* role_name(BufferRole r);  // "input", "output", "temp a", ...

// Where an element sits on the whole logical axis a kernel is one pass of. A multi-pass plan's
// kernels each see a slice of the axis: element `pos` of the sequence whose coordinate on outer
// dim d is coord_d is element f = pos * pos_scale + sum_d coord_d * coord_scales[d] of the axis.
struct ElementIndex {
    std::int64_t pos_scale = 1;
    std::vector<std::int64_t> coord_scales;  // one per outer dim; missing entries are 0
    // f = pos: the kernel's sequence is the whole axis (a single pass).
    bool is_position() const {
        for (std::int64_t s : coord_scales)
            if (s != 0) return false;
        return pos_scale == 1;
    }
};

// An elementwise multiply fused into a kernel's device-memory read (load_op) or write (store_op).
//  chirp:    Bluestein's chirp h(f) = e^{-i pi f^2 / length} (conjugated for the inverse); only
//            f < length exists: reads past it give 0, writes past it are skipped.
//  spectrum: Bluestein's chirp spectrum B(f), f < length = padded size M, 1/M folded in.
//  twiddle:  the four-step twiddle w_length^(coord * pos), coord on outer dim `twiddle_dim`; it
//            follows the kernel's FFT direction, the chirp ops follow the transform's direction.
enum class ElementOpKind { none, chirp, spectrum, twiddle };
struct ElementOp {
    ElementOpKind kind = ElementOpKind::none;
    std::int64_t length = 0;        // chirp: N; spectrum: M; twiddle: the split axis length
    std::int64_t chirp_length = 0;  // spectrum: the N whose chirp it is
    ElementIndex index;             // chirp and spectrum
    int twiddle_dim = -1;           // twiddle
    // twiddle: cos/sin pi of the exact fraction in the kernel instead of the split table's two
    // loads (tuning.hpp: computes_four_step_twiddle says where that is faster and exact enough)
    bool computed = false;
    // chirp and spectrum: the direction of the FFT the Bluestein plan computes when it is fixed
    // (a DCT-III's inverse FFT inside a forward transform); unset: the transform's direction.
    std::optional<Direction> direction;
    // spectrum: where nonzero, the table holds B as `table_rows` rows of length / table_rows points,
    // B(g) at (g % table_rows) * (length / table_rows) + g / table_rows. Bluestein's three passes
    // set it for their rows kernel, whose element f = pos * table_rows + row: each row's entries
    // then lie side by side (backwards for the inverse's mirror) instead of table_rows apart, a
    // 32-byte sector fetched for each 8 or 16 bytes used.
    std::int64_t table_rows = 0;
    std::int64_t lut_offset = 0;    // set when lowered
    explicit operator bool() const { return kind != ElementOpKind::none; }
};

// How a kernel's complex FFT sequence v (element f, an ElementIndex as for the ops) is read from or
// written to a real transform's data: a real row x of n elements, or its Hermitian half X of
// n/2 + 1 complex elements. Reads come first and ops second on load; ops first and writes last on
// store. The "half" maps pair element f with its mirror and only exist in single-pass kernels.
enum class ElementMapKind {
    none,             // plain complex elements
    // reads
    real,             // v[f] = x[f]                                             r2c, any n
    real_pairs,       // v[f] = x[2f] + i x[2f+1], length n/2                    r2c, even n
    hermitian,        // v[f] = X[f] for f <= n/2, conj X[n-f] above             c2r, any n
    hermitian_pairs,  // v[f] = (X[f] + conj X[m-f]) + i w^-f (X[f] - conj X[m-f]), m = n/2   c2r, even n
    // writes
    half_spectrum,    // X[f] = v[f] for f <= n/2                                r2c, any n
    split_spectrum,   // X[f] and X[m-f] from v[f] and v[m-f], through shared memory   r2c, even n
    real_part,        // x[f] = Re v[f]                                          c2r, any n
    real_pairs_out,   // x[2f] = Re v[f], x[2f+1] = Im v[f]                      c2r, even n
    // Two real rows a, b as one complex FFT z = a + i b (odd n). Row b is the next one along the
    // kernel's fastest outer dim, which the pairing halves; it is missing (read as zero, not
    // written) for the last coordinate when that dim's length is odd. The split of Z into A and B
    // pairs mirrors (one kernel, or the split pass below); the other three maps are elementwise.
    real_pair_rows,       // v[f] = a[f] + i b[f]                                  r2c
    split_pair_spectra,   // A[f] = (Z[f] + conj Z[n-f])/2, B[f] = (Z[f] - conj Z[n-f])/2i, f <= n/2   r2c
    hermitian_pair_rows,  // v[f] = A~[f] + i B~[f], ~ the Hermitian extension     c2r
    pair_rows_out,        // a[f] = Re v[f], b[f] = Im v[f]                        c2r
    // Past one kernel the paired r2c writes Z to a temp, and a split pass of two-point sequences,
    // one per f <= n/2 (its index, the sequence's coordinate on the fastest outer dim), splits it:
    // the sum and difference of Z[f] and conj Z[n-f] are 2 A[f] and 2i B[f] (the 1/2 in its scale).
    mirror_pair,          // v[0] = Z[f], v[1] = conj Z[(n - f) mod n]             r2c split
    pair_spectra,         // A[f] = v[0] in row a, B[f] = -i v[1] in row b          r2c split
    // Even n past one kernel: the r2c's FFT of m = n/2 points reads the real row as m complex
    // elements and writes Z to a temp; a split pass of two-point sequences, one per f <= m/2,
    // gives X[f] and X[m-f] (its butterfly: E + w^f O and E - w^f O, E and O from Z[f], Z[m-f] as
    // for split_spectrum). The c2r's combine pass builds Z[f] and Z[m-f] from X[f] and X[m-f] so
    // (hermitian_pairs' formula) before its FFT of m points writes the real row as pairs.
    spectrum_halves,      // v[0] = E[f], v[1] = w^f O[f]                           r2c split
    split_halves,         // X[f] = v[0], X[m-f] = conj v[1] (X[m] at f = 0)        r2c split
    hermitian_halves,     // v[0] = X[f] + conj X[m-f], v[1] = i w^-f (X[f] - conj X[m-f])   c2r combine
    combined_halves,      // Z[f] = v[0], Z[m-f] = conj v[1] (f > 0)                c2r combine
    // DCT and DST (r2r_read / r2r_write): the mapping of `r2r` onto an FFT of length fft_length.
    // Types II and III of n points may also carry two rows a, b as one FFT (pair_stride set, like
    // the paired rows above; single pass, contiguous rows): II reads Makhoul's v_a + i v_b and
    // writes y_a[f], y_a[n-f], y_b[f], y_b[n-f] from Z[f] and Z[n-f] through shared memory;
    // III builds V_a + i V_b from both rows' x[f] and x[n-f] and writes Re to a, Im to b.
    r2r_read,
    r2r_write,
};
struct ElementMap {
    ElementMapKind kind = ElementMapKind::none;
    std::int64_t n = 0;                  // the real length
    R2RKind r2r = R2RKind::dct2;
    std::int64_t axis_stride = 0;        // the user buffer's element stride along the axis (gathers)
    long double weight_first = 1.0L;     // scipy's ortho weights on x[0] / y[0] ...
    long double weight_last = 1.0L;      // ... and on x[n-1] / y[n-1]
    std::int64_t pair_stride = 0;        // paired rows: from row a to row b on this side
    std::int64_t pair_rows = 0;          // paired rows: the paired dim's length before halving
    // Paired rows: the outer dim the pairing halves, whose coordinate says whether row b exists
    // (-1: the fastest, as the pairing leaves it; a cluster convolution's passes move it).
    int pair_dim = -1;
    // An even r2c's split past one kernel (split_spectrum on a four-step's rows pass, whose index
    // gives f = k1 + N1 k2): the outer dim holding k1, which must be the fastest and of even length.
    // Z[m-f] lies in row N1 - k1 (rows 0 and N1/2: their own), so a block holds rows k1 and
    // N1 - k1 side by side: sequence slots 2p and 2p + 1 of that dim are rows p and N1 - p (p = 0:
    // rows 0 and N1/2), and the block splits Z in its shared memory before its rows store.
    int mirror_dim = -1;
    // real_pairs / real_pairs_out: each pair x[2f], x[2f+1] is one aligned complex element (the axis
    // is contiguous and every row starts at an even offset), so the kernel reads or writes it with
    // one vector access, and the real side's strides count pairs, not reals.
    bool aligned_pairs = false;
    // The even map's real row is a DCT/DST-II or III's (r2r says which) of even n, carried as the
    // even r2c (II) or c2r (III) of n/2 points carries a real row (solver_r2r.cpp's half rows):
    // real_pairs reads Makhoul's v[2f] + i v[2f+1] (v[p] = x[2p] below n/2, x[2n-1-2p] above);
    // split_spectrum writes y[k] = 2 Re(t_k X[k]) and y[n-k] = -2 Im(t_k X[k]) for both of its
    // X[f] and X[m-f]; hermitian_pairs builds X[g] = conj(t_g) (y[g] - i y[n-g]); real_pairs_out
    // scatters z[f] to v[2f], v[2f+1] in Makhoul's order. t_k = e^{-i pi k / 2n}; DST-II reads
    // (-1)^p v[p] and writes y reversed, DST-III reads y reversed and negates odd places, as the
    // full-length r2r maps do. Single pass only, staged as the r2r maps' reals are (staged_reals).
    bool r2r_halves = false;
    ElementIndex index;
    std::int64_t lut_offset = 0;         // set when lowered, for maps with a table
    explicit operator bool() const { return kind != ElementMapKind::none; }
    // A map of a real length n whose user side steps axis_stride elements along the axis.
    static ElementMap of(ElementMapKind kind, std::int64_t n, std::int64_t axis_stride) {
        ElementMap m;
        m.kind = kind;
        m.n = n;
        m.axis_stride = axis_stride;
        return m;
    }
    // Maps that pair mirrors, or rows (paired_rows), within one pass; of those, the elementwise
    // paired rows also slice through several (pairs_rows_elementwise).
    bool half() const {
        return kind == ElementMapKind::real_pairs || kind == ElementMapKind::hermitian_pairs ||
               kind == ElementMapKind::split_spectrum || kind == ElementMapKind::real_pairs_out || paired_rows();
    }
    bool paired_rows() const {
        return kind == ElementMapKind::real_pair_rows || kind == ElementMapKind::split_pair_spectra ||
               kind == ElementMapKind::hermitian_pair_rows || kind == ElementMapKind::pair_rows_out || paired_r2r();
    }
    // Paired rows whose map reads or writes element f alone, no mirror: they slice through the
    // passes of a four-step or of Bluestein's two kernels (ElementIndex, pair_dim).
    bool pairs_rows_elementwise() const {
        return kind == ElementMapKind::real_pair_rows || kind == ElementMapKind::hermitian_pair_rows ||
               kind == ElementMapKind::pair_rows_out ||
               (paired_r2r() && (r2r == R2RKind::dct1 || r2r == R2RKind::dst1));
    }
    // Maps a single pass must carry: they pair mirrors, or read or write f at pos f.
    bool needs_one_pass() const { return half() && !pairs_rows_elementwise(); }
    // An odd-length R2C or C2R's two real rows as one complex row (not a DCT/DST's paired rows).
    bool pairs_real_rows() const { return paired_rows() && !paired_r2r(); }
    bool is_r2r() const { return kind == ElementMapKind::r2r_read || kind == ElementMapKind::r2r_write; }
    // A split or combine pass's write: its second point lands at m - f, m = n/2, in a row of
    // mirror_places() elements (the r2c's Hermitian row X[0 ... m], the c2r's Z[0 ... m-1]).
    bool writes_mirror_halves() const {
        return kind == ElementMapKind::split_halves || kind == ElementMapKind::combined_halves;
    }
    std::int64_t mirror_places() const { return n / 2 + (kind == ElementMapKind::split_halves ? 1 : 0); }
    bool paired_r2r() const { return is_r2r() && pair_stride != 0; }
    // The split above, over a block's mirrored rows (mirror_dim) rather than within one sequence.
    bool splits_mirror_rows() const { return kind == ElementMapKind::split_spectrum && mirror_dim >= 0; }
    // A single pass's map that touches only its own sequence's slots of shared memory: plain complex
    // elements, an R2C's or C2R's real and Hermitian sides, two real rows as one, and a split within
    // the sequence. With one thread a sequence its stages then need no barriers between them
    // (gen/stockham_context.hpp's rows_are_private).
    bool keeps_to_its_sequence() const {
        switch (kind) {
            case ElementMapKind::none:
            case ElementMapKind::real:
            case ElementMapKind::real_pairs:
            case ElementMapKind::hermitian:
            case ElementMapKind::hermitian_pairs:
            case ElementMapKind::half_spectrum:
            case ElementMapKind::real_part:
            case ElementMapKind::real_pairs_out:
            case ElementMapKind::real_pair_rows:
            case ElementMapKind::split_pair_spectra:
            case ElementMapKind::hermitian_pair_rows:
            case ElementMapKind::pair_rows_out: return true;
            case ElementMapKind::split_spectrum: return !splits_mirror_rows();
            default: return false;
        }
    }
    // The write pairs f with its mirror through shared memory within each sequence (a split over
    // mirrored rows pairs them across the block's rows instead: splits_mirror_rows).
    bool mirrors_in_shared() const {
        return (kind == ElementMapKind::split_spectrum && mirror_dim < 0) ||
               kind == ElementMapKind::split_pair_spectra ||
               (kind == ElementMapKind::r2r_write && paired_r2r() &&
                (r2r == R2RKind::dct2 || r2r == R2RKind::dst2));
    }
    // The kernel reads or writes the user side as complex elements (aligned real pairs included).
    bool accessed_as_complex() const { return !reals() || aligned_pairs; }
    bool reals() const {  // the user side holds reals
        return kind == ElementMapKind::real || kind == ElementMapKind::real_pairs || kind == ElementMapKind::real_part ||
               kind == ElementMapKind::real_pairs_out || kind == ElementMapKind::r2r_read || kind == ElementMapKind::r2r_write ||
               kind == ElementMapKind::real_pair_rows || kind == ElementMapKind::pair_rows_out || r2r_halves;
    }
};

// The maps of an even-length R2C or C2R pass of n/2 points with its split fused (solver_real.cpp's
// half length): the r2c's real pairs and split spectrum, or the c2r's Hermitian pairs and real
// pairs out. Both pair X[f] with X[m-f] through shared memory.
inline bool even_real_halves(const ElementMap& read, const ElementMap& write) {
    return (read.kind == ElementMapKind::real_pairs && write.kind == ElementMapKind::split_spectrum) ||
           (read.kind == ElementMapKind::hermitian_pairs && write.kind == ElementMapKind::real_pairs_out);
}
// Those maps with the real side as aligned pairs, which a four-step's passes read and write as
// complex elements: its rows pass then splits over mirrored rows (r2c), its columns pass reads X[f]
// with X[m-f] (c2r), in two kernels or on a thread-block cluster.
inline bool even_real_halves_through_passes(const ElementMap& read, const ElementMap& write) {
    return even_real_halves(read, write) && (read.aligned_pairs || write.aligned_pairs);
}

// The FFT a DCT/DST of length n maps onto: its length and direction.
std::int64_t r2r_fft_length(R2RKind kind, std::int64_t n);
// DCT-II/III and DST-II/III: Makhoul's N-point mappings.
bool r2r_is_type_2_or_3(R2RKind kind);
Direction r2r_fft_direction(R2RKind kind);
// The reals of the row (0, 1 or 2 of them) that a DCT/DST's read of FFT element f gathers, or its
// write of FFT output f scatters to (src/gen/element_maps.cpp's read_r2r and write_r2r), for the
// host's model of shared-memory banks; -1 where there is none.
struct R2RPlaces {
    std::int64_t first = -1, second = -1;
};
R2RPlaces r2r_read_places(R2RKind kind, std::int64_t n, std::int64_t f);
R2RPlaces r2r_write_places(R2RKind kind, std::int64_t n, std::int64_t f);

// A stage whose radix is a prime too large for a register butterfly: Rader's convolution of length
// prime - 1 runs through the block's shared memory (src/gen/rader_stage.cpp) as Stockham sub-stages
// of these radices, each a register butterfly.
struct SharedRader {
    int prime = 0;
    std::vector<int> sub_radices;
    // The sub-FFTs' butterflies split their constants into hi + lo, powers of two included
    // (BlockShapeTuning::shared_rader_split_constants).
    bool split_constants = false;
    bool operator==(const SharedRader&) const = default;
};
// LUT entries of one shared Rader stage: the powers of its primitive root, the convolution's
// spectrum and the sub-stages' twiddles (src/gen/rader_stage.hpp has the layout).
std::int64_t shared_rader_table_size(const SharedRader& r);
// w^(t*k) for every stage after the first: sum of (R - 1) * p over the stages.
std::int64_t stage_twiddle_count(const std::vector<int>& radices);

// One single-upload Stockham pass over one axis: every sequence along the axis is loaded by one
// block, transformed through shared memory, and stored. Both directions come from one spec.
struct KernelSpec {
    std::string name;                 // entry-point stem; the generator appends _fwd / _inv
    Precision precision = Precision::F32;
    TwiddleSource twiddles = TwiddleSource::table;
    bool index64 = false;

    std::int64_t length = 1;          // N along the axis
    std::vector<int> radices;         // product = length; empty for length 1 (a copy)
    std::vector<SharedRader> shared_rader;  // the radices that run as shared-memory Rader stages
    // The register butterflies of radices with an odd prime factor up to 23 compute more precisely
    // (the tuning's precise_butterflies_up_to; gen/stockham_kernel.cpp's stage_arithmetic): in fp32
    // kernels radices of 3s and 5s in fp64, each output rounded to fp32 once, the others with their
    // constants split into hi + lo (gen::ConstantForm::split); fp64 kernels split them all.
    bool precise_butterflies = false;
    // Every register butterfly whose radix is not a power of two splits its constants into hi + lo
    // in the kernel's own precision (gen::ConstantForm::split): the one-kernel Bluestein
    // convolutions of the lengths plan::BluesteinPadding::split_constants_below_prime names, whose
    // two FFTs of M >= 2N - 1 points round more than one FFT of N points does.
    bool split_constants = false;
    // Register Rader butterflies (an odd prime past shared_rows_pairs_up_to and the pairs' reach)
    // split the constants of their two DFTs and their spectrum product into hi + lo (the tuning's
    // register_rader_split_constants).
    bool split_rader_constants = false;
    // The largest odd prime whose butterflies take the pairs where rows share a block behind
    // barriers (plan::shared_rows_pairs_up_to's lists for plain complex rows; the generator never
    // goes below 23, to which the pairs are also the cheaper form). Larger primes take Rader.
    int shared_rows_pairs_up_to = 23;
    std::int64_t in_stride = 1;       // element stride along the axis, input and output side
    std::int64_t out_stride = 1;
    std::vector<core::AxisLayout> outer;  // dims enumerating the sequences, slowest first
    std::int64_t sequences = 1;       // product of outer lengths

    int threads_per_sequence = 1;     // T
    int sequences_per_block = 1;      // S
    ThreadMapping mapping = ThreadMapping::sequence_major;
    int shared_pad_group = 16;        // one padding element after every this many (bank conflicts)
    int shared_sequence_pad = 0;      // padding elements after each sequence's row (bank conflicts)
    // The stages exchange their values through shared memory in two halves, the real parts and then
    // the imaginary parts, through `length` reals a sequence (one pad real per 128 bytes) instead of
    // `length` complex values: half the shared memory, for two more barriers an exchange. A long
    // sequence's block is then no longer held to two a multiprocessor by shared memory (cuFFT's
    // 8192-point fp32 kernel takes 33 KB for its 64 KB of data; solver_stockham.cpp's wants_split_exchange).
    bool split_exchange = false;
    // Under split_exchange, one pad real follows every this many (128 bytes, as pad_group_for's
    // complex values), and a sequence's row takes split_row_reals() of shared memory.
    std::int64_t split_pad_group() const { return 2 * pad_group_for(precision); }
    std::int64_t split_row_reals() const { return length + length / split_pad_group(); }
    // How the R stores of a stage of radix R at span p, at B + t p with B = (j - k) R + k =
    // (j / p) R p + k, meet split_exchange's groups of G = split_pad_group() reals: with p a multiple
    // of G each value's group moves with t alone (by_span); all R p of them lie in B's group
    // (one_group); or p divides G and R p spans whole groups, B's being (j / p) R p / G
    // (whole_groups). In each the slots are one base and constant offsets; otherwise none.
    enum class SplitStores { none, by_span, one_group, whole_groups };
    SplitStores split_stores(std::int64_t radix, std::int64_t span) const;
    // Whether every exchange's padded slots are affine in a butterfly's input t, so that a thread
    // addresses its R values from one base register with constant offsets (with a division per
    // value, ptxas spilled fp32 8192 at 80 registers): each stage's stores (split_stores) and the
    // next stage's loads at j + t N/R, N/R a multiple of G (gen/stockham_kernel.cpp's split slots).
    bool split_slots_affine() const;
    // A plain kernel of rows in sequence-major blocks, nothing fused and nothing staged, whose
    // stages exchange through shared memory at affine slots: one that may take split_exchange.
    bool can_split_exchange() const;
    // An odd R2C's two real rows carried as one complex FFT (read real_pair_rows, write
    // split_pair_spectra) of one butterfly, with no op fused: the rows that the generator may run
    // as one real-input butterfly each, and the planner may give precise butterflies.
    bool real_pairs_in_one_butterfly() const;
    // A warp's shared-memory access spans 32 banks x 4 bytes: one pad per 128 bytes of elements.
    static int pad_group_for(Precision p) { return 128 / core::complex_bytes(p); }
    // Small sequences give each thread a short run of memory, so warp accesses scatter. When a
    // block's sequences form one contiguous chunk, it copies the chunk through shared memory with
    // block-wide coalesced loads (stage_input) and stores (stage_output) instead.
    bool stage_input = false;
    bool stage_output = false;
    // A staged store whose block writes rows of adjacent sequences (the output's fastest dim is the
    // sequence index, not the axis): a four-step's transposing last pass.
    bool stage_output_by_rows = false;
    // A DCT/DST-II/III's single rows read each real once where a first-stage thread and its mirror
    // thread (holding the elements that read the neighbouring reals) share a warp: each thread loads
    // its own reals (type II: a pair of neighbours in one aligned load) and takes the others from
    // its mirror's registers through warp shuffles (CUDA only; solver_stockham.cpp says where).
    bool mirror_shuffle_reads = false;
    // Its type III's stores likewise: the thread holding element f (f < n/2) takes element n-1-f
    // from the last stage's mirror thread and stores y[2f], y[2f+1] as one aligned pair.
    bool mirror_shuffle_stores = false;

    ElementOp load_op;                // fused into the first stage's device reads
    ElementOp store_op;               // fused into the last stage's device writes
    // Set (a spectrum op): the kernel is a whole cyclic convolution of `length` points in one
    // block, a Bluestein transform that fits one pass. Its stages run forward, the last multiplying
    // by this op's spectrum into shared memory, then again inverse; fixed_direction is ignored.
    ElementOp convolution_op;
    // Bluestein's inner FFTs run one way whatever the transform's direction; unset: the
    // transform's direction.
    std::optional<Direction> fixed_direction;
    // Real transforms: how the first read and the last write meet the user's data.
    ElementMap read_map;
    ElementMap write_map;
    // Real transforms run different kernels each way; unset: the kernel runs in both directions.
    std::optional<Direction> only_direction;

    // Two passes joined in one kernel through shared memory (plan/joined_passes.hpp). This spec is
    // then the column pass: the cluster_blocks blocks sharing a sequence take its columns between
    // them, N2 / cluster_blocks each, and their last stage leaves the columns in their own shared
    // memory (batch-major: column c's element k at k * S + c), twiddled where store_op says so.
    // cluster_rows[0] is the row pass, whose first stage reads element (k1, n2) from the block
    // holding column n2 and whose last writes the kernel's target. Both run the same block shape.
    // On a thread-block cluster (cluster_blocks > 1, CUDA sm_90 and later) the blocks read each
    // other's shared memory; with one block no cluster is needed. A four-step of a long axis
    // (solver_cluster_four_step.cpp) and two axes of a multi-dimensional transform
    // (solver_fused_plane.cpp) run this way: one pass over device memory and no temp, where one
    // kernel per pass makes two.
    // Bluestein's convolution on a cluster (plan/cluster_convolution.hpp) joins a third pass:
    // the row pass (convolution_op set) runs forward, the product and inverse, and leaves its rows
    // in its own shared memory; cluster_rows[1], a column pass of this one's geometry, reads its
    // columns back from the blocks holding the rows and writes the kernel's target.
    int cluster_blocks = 1;
    std::vector<KernelSpec> cluster_rows;  // empty, the row pass, or the row pass and the back pass
    // Blocks the device compiler is asked to fit on one multiprocessor at once, capping registers
    // (CUDA's second launch bound; 0: no ask).
    int min_resident_blocks = 0;

    std::int64_t lut_offset = 0;      // first twiddle of this kernel in the plan's LUT
    long double forward_scale = 1.0L;
    long double inverse_scale = 1.0L;

    BufferRole source = BufferRole::user_input;
    BufferRole target = BufferRole::user_output;

    int threads_per_block() const { return threads_per_sequence * sequences_per_block; }
    std::uint64_t blocks() const;
    bool uses_shared_memory() const {
        return radices.size() > 1 || !shared_rader.empty() || stage_input || stage_output ||
               write_map.mirrors_in_shared() || convolution_op || !cluster_rows.empty();
    }
    // The pass whose writes leave the kernel: the last joined pass, else this one.
    const KernelSpec& writing_pass() const { return cluster_rows.empty() ? *this : cluster_rows.back(); }
    const SharedRader* shared_rader_of(int radix) const;  // null for a register butterfly
    bool runs(Direction d) const { return !only_direction || *only_direction == d; }
    // Elements per sequence a staged copy moves on one side, and its slots in shared memory: the
    // Hermitian side of an even-length r2c (split_spectrum) or c2r (hermitian_pairs) holds
    // X[0 ... length], one more than the FFT; that of paired rows (split_pair_spectra,
    // hermitian_pair_rows) the two rows' A[0 ... length/2] and B[0 ... length/2], length + 1 in all
    // (length is odd). A paired real side moves `length` elements a[f] + i b[f], two reals each.
    // A DCT/DST side moves the row's n reals, two to a slot (staged_reals).
    std::int64_t staged_row_length(bool input) const;
    // The slots a sequence's staged row takes: its length, or (n + 1) / 2 for n staged reals.
    std::int64_t staged_row_slots(bool input) const;
    // The side is a DCT/DST's row of reals, staged as reals: real g of a sequence's row lies in
    // half g mod 2 of its slot g / 2, and the first stage gathers (the last scatters) in shared
    // memory in the map's order.
    // (A rows store keeps complex rows and applies the write map on its way out.)
    // Paired DCT/DST rows stage as paired rows do: element g holds a[g] + i b[g].
    bool staged_reals(bool input) const {
        const ElementMap& map = input ? read_map : write_map;
        return (map.is_r2r() || map.r2r_halves) && !map.paired_r2r() && (input || !stage_output_by_rows);
    }
    // The side is staged, and as reals.
    bool stages_reals(bool input) const { return (input ? stage_input : stage_output) && staged_reals(input); }
    // Where element pos of a sequence's staged row sits in its shared-memory slot: pos itself, but
    // for the paired rows' r2c, whose split leaves B[f] (staged element length/2 + 1 + f) over Z[n-f]
    // (gen/staged_copy.cpp's emit_split_spectrum), at length - f; paired DST-II rows, whose split
    // writes y[n-1-f] over Z[f], at length - 1 - pos; and pos / 2 for staged reals.
    std::int64_t staged_slot(bool input, std::int64_t pos) const;
    // From one sequence to the next on a staged side, in elements: the fastest outer dim's stride
    // (staged sides are rows at a uniform pitch, plan/solver_stockham.cpp's uniform_rows).
    std::int64_t staged_row_pitch(bool input) const;
    // Each sequence's slot in shared memory holds its staged rows: one padding element per
    // shared_pad_group, and shared_sequence_pad more after the row, which set how far apart the
    // sequences' rows start (plan/shared_banks.hpp chooses both).
    // The stages exchange `length` elements there unless a single register stage does all the work.
    std::int64_t padded_length() const {
        const std::int64_t in = stage_input ? staged_row_slots(true) : length;
        const std::int64_t out = stage_output ? staged_row_slots(false) : length;
        const bool exchanges = radices.size() > 1 || !shared_rader.empty() || convolution_op || !cluster_rows.empty();
        const std::int64_t row = std::max({in, out, exchanges ? length : std::int64_t{0}});
        return row + row / shared_pad_group + shared_sequence_pad;
    }
    // Elements each sequence reads and writes in device memory: `length`, but a convolution
    // kernel's chirp ops read and write only the transform's N of its M points.
    std::int64_t data_length() const { return convolution_op ? store_op.length : length; }
    std::int64_t output_span() const;     // elements the writes span in the target (largest offset + 1)
    std::size_t shared_bytes() const;
    // LUT entries the stages need: the stage twiddles when they come from the table, then one table
    // per shared Rader prime (those are tables whatever `twiddles` says).
    std::int64_t twiddle_count() const;
};

struct KernelGraph {
    std::vector<KernelSpec> kernels;  // launched in this order (those that run in the direction)
    std::vector<std::complex<long double>> lut;  // forward twiddles and op tables, concatenated
    std::int64_t temp_elements[k_temp_roles] = {};  // complex elements each temp must hold
};

// The entry points a graph compiles to, in module order: (kernel index, direction) for each
// direction each kernel runs in.
struct KernelEntry {
    int kernel = 0;
    Direction direction = Direction::forward;
};
std::vector<KernelEntry> kernel_entries(const KernelGraph& graph);

}  // namespace prism::plan
