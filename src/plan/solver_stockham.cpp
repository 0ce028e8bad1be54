// Single-upload Stockham solver: an axis whose length factors into butterflies and whose sequence
// fits one block's shared memory is transformed in one kernel, one pass over device memory.
#include <algorithm>
#include <sstream>

#include "plan/factorize.hpp"
#include "plan/measured_radices.hpp"
#include "plan/planner.hpp"
#include "plan/shared_banks.hpp"
#include "plan/stage_radices.hpp"

namespace prism::plan {
namespace {

// The radices that run as register butterflies: the kernel's own, and a shared Rader stage's
// sub-radices in place of its prime.
std::vector<int> register_radices(const KernelSpec& k) {
    std::vector<int> radices;
    for (int r : k.radices) {
        const SharedRader* rader = k.shared_rader_of(r);
        if (rader)
            radices.insert(radices.end(), rader->sub_radices.begin(), rader->sub_radices.end());
        else
            radices.push_back(r);
    }
    return radices;
}

// Whether a register butterfly is of a prime past 16 points (register Rader, or 17-23's pairs).
bool has_prime_butterfly_past_16(const KernelSpec& k) {
    const std::vector<int> radices = register_radices(k);
    return std::any_of(radices.begin(), radices.end(), [](int r) { return r > 16 && is_prime(r); });
}

// A prime butterfly past 16 points keeps many values live: Rader's p - 1 convolution terms, or the
// pairs' partial sums up to 23 (23 in fp64: 220 registers). ptxas wants over 128 registers, so the
// block's launch bound must leave it 255. A composite radix past 16 (28 = 4 x 7, from a measured
// or the caller's list) runs its factors one after another on its R values, about 2R registers
// in fp32: fp32 10976 = 28 x 28 x 14 wants 392 threads (cuFFT's shape there), which the prime cap
// refused.
int max_threads_per_block(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    return has_prime_butterfly_past_16(k) ? std::min(device.max_threads_per_block, t.max_rader_block_threads)
                                          : device.max_threads_per_block;
}

// The butterflies of the (sub-)stage that has the fewest: N / R for a stage of radix R, and
// (N / p) * (p - 1) / r for each sub-stage of radix r of a shared Rader stage, whose parallel work
// is its N / p convolutions' sub-FFTs (a 4093-point kernel has one Rader butterfly, but its
// 4092 = 31 x 11 x 4 x 3 sub-FFT has 132 butterflies of radix 31).
std::int64_t fewest_butterflies(const KernelSpec& k) {
    std::int64_t fewest = k.length;
    for (int r : k.radices) {
        const SharedRader* rader = k.shared_rader_of(r);
        if (!rader)
            fewest = std::min(fewest, k.length / r);
        else
            for (int sub : rader->sub_radices) fewest = std::min(fewest, k.length / r * ((r - 1) / sub));
    }
    return fewest;
}

// A plain complex kernel (no fused op, map, Rader or cluster) of one sequence longer than the
// tuning's long_sequence_from points, where two blocks' sequences fit a multiprocessor's shared
// memory. Such kernels ran one register-bound block per SM, which idled at their barriers and
// loads. ncu on an H100: fp32 10976 (458 threads, 80 registers) reached 38 % of DRAM bandwidth,
// cuFFT 77 % with two blocks of 392 threads; fp32 6144 (512 threads) reached 56 %, cuFFT 84 % on
// 256. So they take half the threads, two butterflies each a stage, and a launch bound of two
// blocks where a thread then holds few enough values not to spill (tuning.cpp has the A/Bs). The
// sequence's own bytes decide, not the padded block: padding is chosen after the thread count, and
// the two choices must agree. CUDA reserves 1 KB of shared memory a block; a multiprocessor holds
// the largest block's allowance plus that (H100: 227 + 1 KB).
bool is_long_sequence(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    constexpr std::size_t k_reserved = 1024;
    const std::size_t bytes = static_cast<std::size_t>(k.length) * core::complex_bytes(k.precision);
    return t.long_sequence_from > 0 && k.length > t.long_sequence_from && !k.read_map && !k.write_map &&
           !k.load_op && !k.store_op && !k.convolution_op && k.shared_rader.empty() && k.cluster_rows.empty() &&
           2 * (bytes + k_reserved) <= device.shared_memory_per_block + k_reserved;
}

// A long sequence whose threads hold so many values that at two blocks a multiprocessor (128
// registers a thread) they would spill far more than they gain from the second block.
bool spills_at_two_blocks(const KernelSpec& k, const BlockShapeTuning& t) {
    return t.long_sequence_unbounded_from > 0 && k.length > t.long_sequence_unbounded_from &&
           k.length > std::int64_t{t.long_sequence_bound_values} * k.threads_per_sequence;
}

// T threads per sequence: the rule of plan/stage_threads (one butterfly each of the stage with
// the fewest, within the register budget, balanced for mixed radices), under the tuning's knobs
// capped by the device's block limit. Kept to the first rule: a shared Rader stage's sub-FFTs,
// and the real and DCT/DST maps, whose staging turns on below 8 threads (not measured with the
// balanced rule yet).
int stage_rule_threads(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    const std::int64_t block = max_threads_per_block(k, t, device);
    const std::int64_t most = std::min<std::int64_t>(t.max_threads_per_sequence, block);
    if (!k.shared_rader.empty() || k.read_map || k.write_map)
        return static_cast<int>(std::min(std::max<std::int64_t>(1, fewest_butterflies(k)), most));
    StageThreadRule rule = stage_thread_rule(t);
    rule.most = most;
    rule.one_round_up_to = std::min(rule.one_round_up_to, block);
    return static_cast<int>(stage_threads(k.radices, k.length, rule));
}

// The stage rule's count, halved for a long sequence.
int choose_threads_per_sequence(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    const int threads = stage_rule_threads(k, t, device);
    return is_long_sequence(k, t, device) ? (threads + 1) / 2 : threads;
}

std::int64_t floor_power_of_two(std::int64_t x) {
    std::int64_t p = 1;
    while (p * 2 <= x) p *= 2;
    return p;
}

// The most sequences, up to S, whose block has a whole multiple of `group` warps (S itself where it
// has no more than one group). Why on an H100: ptxas gave fp64 91 (7 threads x 27 sequences, 6
// warps) 104 registers; each of the four schedulers holds 16384 / (104 x 32) = 4 such warps, 16 an
// SM, so 2 blocks (12 warps) fit where blocks of 4 warps fit 4.
std::int64_t whole_warp_groups(std::int64_t s, std::int64_t threads, std::int64_t warp, int group) {
    const std::int64_t warps = (s * threads + warp - 1) / warp;
    if (group <= 1 || warps <= group || warps % group == 0) return s;
    return std::max<std::int64_t>(1, warps / group * group * warp / threads);
}

// Fewer sequences a block (halving S, rows not below fill_row_bytes_strided) while the kernel's
// blocks would leave multiprocessors idle and a block is still past the shared budget, which only
// the full-sector rule above let it pass: for few long columns a full GPU beats full cache lines.
std::int64_t fill_multiprocessors(std::int64_t s, const KernelSpec& k, std::size_t per_sequence,
                                  const BlockShapeTuning& t, const DeviceInfo& device) {
    if (t.fill_row_bytes_strided == 0 || device.compute_units <= 0) return s;
    const std::int64_t least = std::max<std::int64_t>(
        1, static_cast<std::int64_t>(t.fill_row_bytes_strided / core::complex_bytes(k.precision)));
    while (s / 2 >= least && (k.sequences + s - 1) / s < device.compute_units &&
           static_cast<std::size_t>(s) * per_sequence > t.shared_budget)
        s /= 2;
    return s;
}

// The least row, in bytes, that a strided block sitting alone on a multiprocessor may halve its
// sequences down to (0: it keeps them): batch-major blocks (a strided axis's columns, a four-step's
// first pass) and blocks storing by rows (a four-step's second pass) each have their own.
std::size_t pairing_row_bytes(const KernelSpec& k, const BlockShapeTuning& t) {
    if (k.mapping == ThreadMapping::batch_major) return t.pair_columns_row_bytes;
    return k.stage_output_by_rows ? t.pair_row_stores_row_bytes : 0;
}

// A strided block of S sequences that sits alone on a multiprocessor (its shared memory past half
// of what a block may take) and whose halved rows keep pairing_row_bytes: alone, a block loads
// nothing while it runs its barriers and butterflies. Halved, two share a multiprocessor, each
// under a launch bound of two blocks. H200, 1024-point passes (fp32 16 sequences, 139 KB, 1024
// threads -> 8, 70 KB, 512 threads; fp64 8 -> 4), same process, two alternations, prism GB/s
// halved / not, each kind of pass alone:
//   second passes: fp32 2^19 1.13x, 2^20 1.10x, r2c 2^20 1.08x; fp64 2^19 1.09x, 2^20 1.08x;
//   first passes:  fp32 2^22 1.04x, 2-D 1024x1024 1.01x; fp64 2^20 0.93x, 2^22 0.95x, while
//                  fp64 2-D 1024x512 1.04x: fp64 keeps its first passes whole.
// Both fp32 2^20 passes halved without the launch bound: 0.97x (ptxas took 68-71 registers).
bool lone_strided_block(std::int64_t s, std::size_t per_sequence, const KernelSpec& k, const BlockShapeTuning& t,
                        const DeviceInfo& device) {
    const std::size_t least_row = pairing_row_bytes(k, t);
    return least_row > 0 && per_sequence > 0 && s % 2 == 0 &&
           2 * static_cast<std::size_t>(s) * per_sequence > device.shared_memory_per_block &&
           static_cast<std::size_t>(s / 2) * core::complex_bytes(k.precision) >= least_row;
}

struct BlockSequences {
    int sequences;
    bool shares_multiprocessor;  // halved from a lone block (lone_strided_block): launch bound of two
};

// S sequences per block: enough threads to fill the block, within the shared-memory budget. On a
// strided axis each row of the block is S adjacent elements: S is a power of two (rows stay
// aligned to memory sectors) and never below one full sector where shared memory allows, even past
// the occupancy budget, because a partly used sector wastes more bandwidth than low occupancy.
BlockSequences choose_sequences_per_block(const KernelSpec& k, int threads, const BlockShapeTuning& t,
                                          const DeviceInfo& device) {
    bool strided = k.mapping == ThreadMapping::batch_major || k.stage_output_by_rows;
    const std::size_t element = core::complex_bytes(k.precision);
    std::int64_t sector =
        std::max<std::int64_t>(1, static_cast<std::int64_t>(t.min_row_bytes_strided / element));
    std::int64_t s = std::max<std::int64_t>(1, t.target_threads_per_block / threads);
    if (strided) s = std::max<std::int64_t>(s, t.min_sequences_strided);
    std::size_t per_sequence = k.shared_bytes();  // computed with S = 1
    if (per_sequence > 0) {
        std::int64_t budget = static_cast<std::int64_t>(t.shared_budget / per_sequence);
        s = std::min(s, std::max<std::int64_t>(budget, strided ? sector : 1));
        s = std::min<std::int64_t>(s,
                                   static_cast<std::int64_t>(device.shared_memory_per_block / per_sequence));
    }
    s = std::min<std::int64_t>(s, max_threads_per_block(k, t, device) / threads);
    if (strided) s = floor_power_of_two(std::max<std::int64_t>(s, 1));
    if (strided) s = fill_multiprocessors(s, k, per_sequence, t, device);
    const bool halved = lone_strided_block(s, per_sequence, k, t, device);
    if (halved) s /= 2;
    // A staged copy moves one element a thread per step. With whole warps every step starts a
    // multiple of 32 elements on, so a half warp's run sits on the rows as in the first step; with
    // 170 threads (fp64 16) the runs of later steps straddle rows and pads (plan/shared_banks).
    const std::int64_t warp = std::max(1, device.warp_size);
    if ((k.stage_input || k.stage_output) && s * threads > warp)
        s = std::max<std::int64_t>(1, s * threads / warp * warp / threads);
    if (!strided) s = whole_warp_groups(s, threads, warp, t.block_warps_multiple);
    return {static_cast<int>(std::clamp<std::int64_t>(s, 1, k.sequences)), halved};
}

// The block shape asked of a kernel of a measured kind without shared Rader stages (their sub-FFTs
// keep the first thread rule), by the caller (Config::kernel_shapes) or else by the measured
// table's row for its kind, length and radices; threads 0 and resident_blocks -1 leave the
// planner's choice.
Config::KernelShape asked_shape(const KernelSpec& k, const BlockShapeTuning& t, const Planner& planner) {
    Config::KernelShape shape;
    const std::optional<MeasuredKernel> kind = measured_kind(k);
    if (!kind || !k.shared_rader.empty()) return shape;
    if (const Config::KernelShape* requested = planner.requested_shape(k.length)) return *requested;
    // A row measured on a device that held more threads per block than this one (a kernel's own
    // limit can be below the device's: NVIDIA's OpenCL holds register-heavy kernels to 256) is
    // left to the planner's rule; a caller's shape that does not fit is an error, below.
    if (const MeasuredRadices* row =
            measured_row(planner.device_class(), k.precision, *kind, k.length, planner.device().name);
        row && row->radices == k.radices &&
        row->threads_per_sequence <= max_threads_per_block(k, t, planner.device())) {
        shape.threads_per_sequence = row->threads_per_sequence;
        shape.resident_blocks = row->min_resident_blocks == MeasuredRadices::k_no_bound ? 0
                                : row->min_resident_blocks > 0                          ? row->min_resident_blocks
                                                                                        : -1;
        shape.split_exchange = row->split_exchange;
    }
    return shape;
}

// The fields of a single pass that come straight from its axis problem.
KernelSpec axis_fields(const AxisProblem& ap) {
    KernelSpec k;
    k.precision = ap.precision;
    k.twiddles = ap.precision == Precision::F64 ? TwiddleSource::table : ap.twiddles;  // fp64: tables only
    k.index64 = ap.index64;
    k.length = ap.layout.length;
    bool contiguous = ap.layout.in_stride == 1 || ap.outer.empty();
    k.in_stride = ap.layout.in_stride;
    k.out_stride = ap.layout.out_stride;
    k.outer = ap.outer;
    k.sequences = sequences_of(ap.outer);
    k.mapping = contiguous ? ThreadMapping::sequence_major : ThreadMapping::batch_major;
    k.shared_pad_group = KernelSpec::pad_group_for(ap.precision);
    k.forward_scale = ap.forward_scale;
    k.inverse_scale = ap.inverse_scale;
    k.source = ap.source;
    k.target = ap.target;
    k.load_op = ap.load_op;
    k.store_op = ap.store_op;
    k.convolution_op = ap.convolution_op;
    k.fixed_direction = ap.fixed_direction;
    k.read_map = ap.read_map;
    k.write_map = ap.write_map;
    k.only_direction = ap.only_direction;
    return k;
}

// Complex rows in and out as they lie in memory: no element map, fused op or convolution.
bool plain_complex_rows(const KernelSpec& k) {
    return !k.read_map && !k.write_map && !k.load_op && !k.store_op && !k.convolution_op;
}

// A shared-memory Rader prime's sub-FFT radices: measured ones where the table has them.
std::vector<int> rader_sub_radices(const Planner& planner, Precision precision, int prime,
                                   const BlockShapeTuning& t) {
    if (const auto* measured = measured_rader_sub_radices(planner.device_class(), precision, prime))
        return *measured;
    return choose_radices(prime - 1, t.max_radix);
}

// A prime alone in plain complex rows up to the tuning's largest_register_prime_alone takes one
// register butterfly (the pairs, one thread a sequence) instead of shared-memory Rader.
bool register_prime_alone(const KernelSpec& k, const BlockShapeTuning& t) {
    return k.length <= t.largest_register_prime_alone && is_prime(k.length) && plain_complex_rows(k);
}

// The largest prime a kernel runs as a register butterfly: the tuning's largest_rader_prime, or
// for plain complex rows whose listed pairs reach past it (plan::listed_pairs_up_to), the pairs'
// limit: fp64 37-53 beside other factors ran 1.0-2.3x faster as pairs than as shared-memory Rader
// or Bluestein on an H200, with errors below cuFFT's (tuning.cpp has the measurements).
int largest_register_prime(const KernelSpec& k, const BlockShapeTuning& t, DeviceClass device_class) {
    if (!plain_complex_rows(k)) return t.largest_rader_prime;
    return std::max(t.largest_rader_prime, listed_pairs_up_to(device_class, k.precision, k.length));
}

// R2C / C2R rows whose FFT is a prime alone up to the tuning's largest_real_register_prime_alone,
// their maps keeping to the sequence (so one thread a sequence runs them privately, the pairs to
// 61: gen/stockham_context.cpp), take one register butterfly instead of shared-memory Rader.
bool real_register_prime_alone(const KernelSpec& k, const BlockShapeTuning& t) {
    const ElementMap &read = k.read_map, &write = k.write_map;
    return k.length <= t.largest_real_register_prime_alone && is_prime(k.length) && (read || write) &&
           !read.is_r2r() && !write.is_r2r() && read.keeps_to_its_sequence() && write.keeps_to_its_sequence() &&
           !k.load_op && !k.store_op && !k.convolution_op;
}

KernelSpec base_spec(const AxisProblem& ap, const BlockShapeTuning& t, const Planner& planner) {
    KernelSpec k = axis_fields(ap);
    // Last: the radices depend on the kind of kernel (measured_kind), read from the fields above.
    const int register_primes_to = largest_register_prime(k, t, planner.device_class());
    k.radices = stage_radices_for(planner, ap.precision, k.length, measured_kind(k), register_primes_to);
    if (register_prime_alone(k, t) || real_register_prime_alone(k, t)) return k;
    for (int r : k.radices)
        if (r > register_primes_to && !k.shared_rader_of(r) &&
            is_shared_rader_prime(r, t.largest_rader_prime, t.largest_shared_rader_prime))
            k.shared_rader.push_back(
                {r, rader_sub_radices(planner, ap.precision, r, t), t.shared_rader_split_constants});
    return k;
}

const char* op_name(const ElementOp& op) {
    switch (op.kind) {
        case ElementOpKind::chirp: return "chirp";
        case ElementOpKind::spectrum: return "chirp spectrum";
        case ElementOpKind::twiddle:
            return op.computed ? "four-step twiddle (computed)" : "four-step twiddle";
        case ElementOpKind::none: break;
    }
    return "none";
}

std::string map_name(const ElementMap& m) {
    if (m.r2r_halves) {
        const char* how = m.kind == ElementMapKind::real_pairs        ? "input as Makhoul pairs"
                          : m.kind == ElementMapKind::hermitian_pairs ? "input as a Hermitian half into pairs"
                          : m.kind == ElementMapKind::split_spectrum  ? "output from a split half spectrum"
                                                                      : "output from Makhoul pairs";
        return std::string(r2r_kind_name(m.r2r)) + " " + how;
    }
    switch (m.kind) {
        case ElementMapKind::real: return "real input";
        case ElementMapKind::real_pairs:
            return m.aligned_pairs ? "real input as aligned pairs" : "real input as pairs";
        case ElementMapKind::hermitian: return "Hermitian half";
        case ElementMapKind::hermitian_pairs: return "Hermitian half into pairs";
        case ElementMapKind::half_spectrum: return "half spectrum";
        case ElementMapKind::split_spectrum:
            return m.splits_mirror_rows() ? "half spectrum split over mirrored rows" : "split half spectrum";
        case ElementMapKind::real_part: return "real output";
        case ElementMapKind::real_pairs_out:
            return m.aligned_pairs ? "real output as aligned pairs" : "real output from pairs";
        case ElementMapKind::real_pair_rows: return "two real rows as one";
        case ElementMapKind::split_pair_spectra: return "two rows' spectra";
        case ElementMapKind::hermitian_pair_rows: return "two Hermitian rows as one";
        case ElementMapKind::pair_rows_out: return "two real rows";
        case ElementMapKind::mirror_pair: return "Z[f] and conj Z[n-f]";
        case ElementMapKind::pair_spectra: return "two rows' spectra";
        case ElementMapKind::spectrum_halves: return "Z[f] and Z[m-f] as halves";
        case ElementMapKind::split_halves: return "X[f] and X[m-f]";
        case ElementMapKind::hermitian_halves: return "X[f] and X[m-f] as halves";
        case ElementMapKind::combined_halves: return "Z[f] and Z[m-f]";
        case ElementMapKind::r2r_read:
        case ElementMapKind::r2r_write: {
            const char* side = m.kind == ElementMapKind::r2r_read ? "input" : "output";
            if (!m.paired_r2r()) return std::string(r2r_kind_name(m.r2r)) + " " + side;
            return std::string("two ") + r2r_kind_name(m.r2r) + " rows' " + side;
        }
        case ElementMapKind::none: break;
    }
    return "complex";
}

// Whether a kernel's shared_rows_pairs_up_to changes its butterflies: its rows share a block (more
// than one thread a sequence, or a shared-memory Rader stage), and the limit reaches one of its
// primes past 23 (a radix or a shared Rader stage's sub-radix, or a factor of p - 1 inside a
// register Rader prime's convolution).
bool takes_pairs_past_23(const KernelSpec& k) {
    const int default_limit = KernelSpec{}.shared_rows_pairs_up_to;
    if (k.shared_rows_pairs_up_to <= default_limit) return false;
    if (k.threads_per_sequence == 1 && k.shared_rader.empty()) return false;
    std::vector<int> radices = k.radices;
    for (const SharedRader& r : k.shared_rader)
        radices.insert(radices.end(), r.sub_radices.begin(), r.sub_radices.end());
    for (int radix : radices)
        for (std::int64_t p : prime_factors(radix)) {
            if (p > default_limit && p <= k.shared_rows_pairs_up_to) return true;
            if (p > k.shared_rows_pairs_up_to)
                for (std::int64_t q : prime_factors(p - 1))
                    if (q > default_limit && q <= k.shared_rows_pairs_up_to) return true;
        }
    return false;
}

std::string summarize(const KernelSpec& k, int axis) {
    std::ostringstream s;
    s << "axis " << axis << ", N = " << k.length << " = ";
    s << (k.radices.empty() ? "1 (copy)" : radices_text(k.radices));
    for (const SharedRader& r : k.shared_rader)
        s << " (Rader " << r.prime << " through shared memory, " << r.prime - 1 << " = "
          << radices_text(r.sub_radices) << (r.split_constants ? ", constants split" : "") << ")";
    s << ", stride " << k.in_stride << "->" << k.out_stride << ", " << k.sequences << " sequences, "
      << k.threads_per_sequence << " threads x " << k.sequences_per_block << " sequences per block ("
      << (k.mapping == ThreadMapping::sequence_major ? "sequence-major" : "batch-major") << "), "
      << k.shared_bytes() << " B shared" << (k.stage_input ? ", staged loads" : "")
      << (k.stage_output ? (k.stage_output_by_rows ? ", row stores" : ", staged stores") : "")
      << (k.mirror_shuffle_reads ? ", mirrored reals read through warp shuffles" : "")
      << (k.mirror_shuffle_stores ? ", mirrored reals stored in pairs through warp shuffles" : "");
    if (k.load_op) s << ", fused " << op_name(k.load_op) << " on load";
    if (k.store_op) s << ", fused " << op_name(k.store_op) << " on store";
    if (k.convolution_op)
        s << ", forward then inverse in the block with the " << op_name(k.convolution_op) << " between, "
          << k.data_length() << " points in and out";
    else if (k.fixed_direction)
        s << ", always " << (*k.fixed_direction == Direction::forward ? "forward" : "inverse");
    if (k.read_map) s << ", reads " << map_name(k.read_map);
    if (k.write_map) s << ", writes " << map_name(k.write_map);
    if (k.only_direction)
        s << ", " << (*k.only_direction == Direction::forward ? "forward" : "inverse") << " only";
    if (k.min_resident_blocks > 0) s << ", launch bound " << k.min_resident_blocks << " blocks per multiprocessor";
    if (takes_pairs_past_23(k))
        s << ", pair butterflies to " << k.shared_rows_pairs_up_to << " behind barriers";
    if (k.split_constants) s << ", butterfly constants split";
    return s.str();
}

constexpr int k_min_threads_for_direct_io = 8;  // 8 threads x 8 bytes = one 64-byte run per sequence

// A side can be staged when the block's sequences are rows at a uniform pitch on it: the axis has
// stride 1 and the outer dims are row-major over whole rows, each row at least the staged row's
// length apart (a packed layout is one contiguous chunk; a padded one, as an in-place r2c's real
// side of 2(n/2 + 1) reals, leaves gaps the copy skips).
// Paired rows are each sequence's two rows, pair_stride apart: rows of n reals on the real side, of
// n/2 + 1 complex elements on the Hermitian side; the pitch is twice pair_stride.
bool uniform_rows(const KernelSpec& k, bool input) {
    if ((input ? k.in_stride : k.out_stride) != 1) return false;
    const ElementMap& map = input ? k.read_map : k.write_map;
    if (map.paired_rows() && map.pair_stride < (map.reals() ? k.length : k.length / 2 + 1)) return false;
    std::int64_t expected = k.staged_row_pitch(input);
    if (expected < k.staged_row_length(input)) return false;
    for (std::size_t d = k.outer.size(); d-- > 0;) {
        if ((input ? k.outer[d].in_stride : k.outer[d].out_stride) != expected) return false;
        expected *= k.outer[d].length;
    }
    return true;
}

// The maps a staged copy carries: complex data (aligned real pairs included) is copied as it is,
// and the even-length c2r's Hermitian side is copied whole (X[0 ... m]) for the first stage to pair
// X[f] with X[m-f] in shared memory; on the store side the r2c's split spectrum goes to shared
// memory and is copied out likewise. Paired rows (odd n) go the same way: the r2c's copy builds
// a[f] + i b[f] from the two rows, the c2r's copies both Hermitian rows for the first stage to
// extend, and the stores copy both rows' spectra (r2c) or the real and imaginary parts (c2r) out.
// The DCT/DST maps copy the row's reals as they are; the first stage gathers them in shared memory
// in the map's order (Makhoul's, mirrors, zero padding) and the last scatters likewise.
// Not carried: unaligned real pairs (rows at odd offsets: the copy would move two scalars per
// element, as the direct reads do); the full-length maps (real, hermitian, half_spectrum,
// real_part), which serve only what the half-length and paired paths cannot plan in one kernel:
// a single row, or an axis too long for one pass, whose kernels see a slice of it (ElementIndex).
bool staged_copy_carries(const ElementMap& m) {
    if (m.r2r_halves) return true;  // a DCT/DST's half rows, staged as reals
    switch (m.kind) {
        case ElementMapKind::r2r_read:
        case ElementMapKind::r2r_write:
        case ElementMapKind::none:
        case ElementMapKind::hermitian_pairs:
        case ElementMapKind::split_spectrum:
        case ElementMapKind::real_pair_rows:
        case ElementMapKind::split_pair_spectra:
        case ElementMapKind::hermitian_pair_rows:
        case ElementMapKind::pair_rows_out: return true;
        case ElementMapKind::real_pairs:
        case ElementMapKind::real_pairs_out: return m.aligned_pairs;
        default: return false;
    }
}

// A sequence-major kernel whose output runs across sequences (its fastest outer dim has output
// stride 1, the axis does not): a four-step's last pass. Direct stores would scatter 8-byte writes;
// the block stores rows of adjacent sequences from shared memory instead.
bool wants_rows_store(const KernelSpec& k) {
    return k.mapping == ThreadMapping::sequence_major && !k.radices.empty() && k.out_stride != 1 &&
           !k.outer.empty() && k.outer.back().out_stride == 1;
}

// A DCT/DST map whose kernel holds the whole row, element f at position f (not a four-step's slice,
// whose elements gather across passes).
bool holds_whole_r2r_row(const KernelSpec& k, const ElementMap& map) {
    return k.length == r2r_fft_length(map.r2r, map.n) && map.index.is_position();
}

// A stage of `radix` gives each of the kernel's threads one butterfly, and a sequence's threads
// lie in one warp (their count divides 32).
bool one_butterfly_a_thread_in_a_warp(const KernelSpec& k, int radix) {
    const std::int64_t butterflies = k.length / radix;
    return k.threads_per_sequence == butterflies && 32 % butterflies == 0;
}

// Every sequence starts at an even real on the input (or output) side: pairs of reals align.
bool even_offsets(const KernelSpec& k, bool input) {
    return std::all_of(k.outer.begin(), k.outer.end(), [&](const core::AxisLayout& d) {
        return (input ? d.in_stride : d.out_stride) % 2 == 0;
    });
}

// The paired rows' type III kernel stages its input or output from the tuning's lengths.
bool staged_type_iii(const KernelSpec& k, bool input, const BlockShapeTuning& t) {
    const ElementMap& map = input ? k.read_map : k.write_map;
    if (map.r2r != R2RKind::dct3 && map.r2r != R2RKind::dst3) return false;
    const std::int64_t from = input ? t.r2r_paired_iii_input_staged_from : t.r2r_paired_iii_output_staged_from;
    return from > 0 && k.length >= from;
}

// Whether a side (input: the read map's, else the write map's) is read or written through a staged
// copy rather than directly:
// - complex data and real pairs below 8 threads per sequence (from 8 threads on, 8 x 8 bytes make
//   one 64-byte run per sequence);
// - an even-length c2r's Hermitian side (X[f] read with X[m-f]) up to the tuning's length, whatever
//   its thread count: read directly, each element is fetched twice, once as its mirror's partner;
// - a DCT/DST's single reals below the tuning's thread count, where the kernel holds the whole row
//   (one pass, element f at pos f: a four-step's slices gather across passes) and no shared Rader
//   stage copies the sequence itself; paired DCT/DST rows, whatever their thread count, up to the
//   tuning's length, and the type III kernel's sides from the tuning's lengths on.
bool wants_staging(const KernelSpec& k, bool input, const BlockShapeTuning& t) {
    const ElementMap& map = input ? k.read_map : k.write_map;
    // A DCT/DST's half rows, read directly, load two reals four apart a pair (Makhoul's order), and
    // on an H100 ran 0.44-0.85x the paired rows of n points (session 54, call 2) unstaged.
    if (map.r2r_halves) return map.index.is_position();
    if (map.kind == ElementMapKind::hermitian_pairs && k.length <= t.hermitian_staged_up_to) return true;
    if (!map.is_r2r()) return k.threads_per_sequence < k_min_threads_for_direct_io;
    const bool staged_pairs =
        map.paired_r2r() && (k.length <= t.r2r_paired_staged_up_to || staged_type_iii(k, input, t));
    const bool few_threads = k.threads_per_sequence < t.r2r_staged_below_threads;
    return holds_whole_r2r_row(k, map) && k.shared_rader.empty() && (staged_pairs || few_threads);
}

// Whether the kernel exchanges in halves: as its shape (a caller's, or a measured row's) says, else
// from the tuning row's sequence size on. Measured on an H200 (2026-11-28, session 40, bench/results/
// 2026-11-28-h200-baselines/, the planner's shapes, split against whole values): it pays where the
// halved memory lets more blocks reside (fp64 12288 1.27x: one 196 KB block a multiprocessor, two
// at 98 KB; fp64 4096 1.04x) and costs elsewhere (fp32 16384 0.95x, fp64 8192 0.97x, fp64 3072
// 0.74x and fp32 10240 0.63x at their unbounded shapes), so CUDA takes it from measured rows only.
bool wants_split_exchange(const KernelSpec& k, const BlockShapeTuning& t, const Config::KernelShape& shape) {
    if (shape.split_exchange >= 0) return shape.split_exchange == 1 && k.can_split_exchange();
    const std::size_t bytes = static_cast<std::size_t>(k.length) * core::complex_bytes(k.precision);
    return t.split_exchange_from > 0 && bytes >= t.split_exchange_from && k.can_split_exchange();
}

// Staged copies of rows carry no fused op (the ops' kernels do not stage); the rows store applies
// the store op itself.
void choose_staging(KernelSpec& k, const BlockShapeTuning& t) {
    if (k.mapping != ThreadMapping::sequence_major || k.radices.empty()) return;
    // A convolution's two halves read and write device memory directly: its one-kernel form carries
    // the chirps, which no staged copy does, and the three-pass form's rows (no chirps) computed
    // wrong results staged (PoCL, 1021 padded to 2048 = 32 x 64, rows of 4 threads).
    if (k.convolution_op) return;
    if (k.stage_output_by_rows) k.stage_output = !k.write_map.mirrors_in_shared();
    // A shared Rader stage first reads device memory through its own sequence copy, which applies
    // the read map; the staged load only hands later stages plain complex values.
    if (k.shared_rader_of(k.radices.front())) return;
    // A staged load copies the block's sequences as consecutive rows, which mirrored rows are not.
    k.stage_input = wants_staging(k, true, t) && !k.load_op && staged_copy_carries(k.read_map) &&
                    uniform_rows(k, true) && !k.write_map.splits_mirror_rows();
    if (!k.stage_output)
        k.stage_output = wants_staging(k, false, t) && !k.store_op && staged_copy_carries(k.write_map) &&
                         uniform_rows(k, false);
}

// Read directly, a DCT/DST-II row's Makhoul order puts x[2f] and x[2f+1] in the elements f and
// n-1-f, and a type III reads x[f] with x[n-f]: two scalar loads a stride apart per element, each
// real fetched twice by the III. With one first-stage butterfly a thread (S = n / R threads, thread
// t holding elements t + S j), element n-1-f of thread t is thread S-1-t's (type II), element n-f
// thread S-t's (III), so where a sequence's threads lie in one warp (S divides 32) each real is
// loaded once and handed over with a warp shuffle. Type II also needs n even and pairs aligned
// (every input offset even); an odd R's middle element loads the pair its mirror does.
bool wants_mirror_shuffled_reads(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    const ElementMap& map = k.read_map;
    if (!t.r2r_mirror_shuffle || device.warp_size != 32) return false;
    if (!map.is_r2r() || map.paired_r2r() || !r2r_is_type_2_or_3(map.r2r) || k.radices.empty()) return false;
    if (k.stage_input || k.load_op || !k.shared_rader.empty() || k.mapping != ThreadMapping::sequence_major)
        return false;
    if (!holds_whole_r2r_row(k, map) || k.in_stride != 1) return false;
    const int radix = k.radices.front();
    if (!one_butterfly_a_thread_in_a_warp(k, radix)) return false;
    if (map.r2r == R2RKind::dct3 || map.r2r == R2RKind::dst3) return true;
    return k.length % 2 == 0 && even_offsets(k, true);
}

// The same on a type III's stores: its outputs in Makhoul's order go to y[2f] (f < n/2) and
// y[2f+1] (element n-1-f), stride-2 scalar stores that write each 32-byte sector twice (ncu at
// fp32 96: 31.5 M L2 write sectors for 16.8 M of data). With one last-stage butterfly a thread,
// element n-1-f of thread t is thread S-1-t's, so the thread holding f takes it over a shuffle and
// stores (y[2f], y[2f+1]) as one aligned pair; n and every output offset even (R may be odd: its
// middle element's pairs are the first S/2 threads').
bool wants_mirror_shuffled_stores(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    const ElementMap& map = k.write_map;
    if (!t.r2r_mirror_shuffle || device.warp_size != 32) return false;
    if (!map.is_r2r() || map.paired_r2r() || (map.r2r != R2RKind::dct3 && map.r2r != R2RKind::dst3))
        return false;
    if (k.radices.empty() || k.stage_output || k.store_op || !k.shared_rader.empty() ||
        k.mapping != ThreadMapping::sequence_major)
        return false;
    if (!holds_whole_r2r_row(k, map) || k.out_stride != 1) return false;
    const int radix = k.radices.back();
    return k.length % 2 == 0 && one_butterfly_a_thread_in_a_warp(k, radix) && even_offsets(k, false);
}

// The tuning's longest pass yields to a prime factor longer than it: no split makes the pass that
// holds the prime shorter, and the alternative is Bluestein's three passes.
bool longer_than_one_pass_allows(const AxisProblem& ap, const Planner& planner) {
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
    const std::int64_t n = ap.layout.length;
    return t.max_single_pass > 0 && n > t.max_single_pass && n > prime_factors(n).back();
}

// The launch bound of the even-length r2c's and c2r's kernels and of paired DCT/DST rows: as many
// blocks as the tuning's registers per thread for them leave room for (0: none). Not where a
// butterfly past 16 points runs in registers (a Rader prime, as above): under the fp32 bound of 64
// registers ptxas (sm_90) spilled r2c 434's radix 31 (264 B), dct1 1024's 31 (384 B) and dst1
// 1024's 41 (1556 B), which need 96-126 unbounded; paired dst1 1024 ran 0.34x its single rows.
// (A bound of two or three blocks, which caps them near what they take unbounded, won at some
// lengths and lost at others, session 27: those that won are measured rows.) Nor on paired rows
// through Bluestein's one-kernel convolution: at 80 registers its M = 512 and 1728 ran 0.42 and
// 0.55 of unbounded (session 29, dct2 f32 254 and 862).
// Nor more blocks than shared memory lets reside: a multiprocessor holds about one block's most
// (228 KB against 227 on Hopper), so a block of over half of it runs alone, and asking two blocks
// of fp32 r2c 32768's 512 threads capped them at 64 registers for nothing (1.4 KB spilled, 0.37
// of cuFFT).
int real_resident_blocks(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    if (has_prime_butterfly_past_16(k)) return 0;
    const bool even_real = k.write_map.kind == ElementMapKind::split_spectrum ||
                           k.read_map.kind == ElementMapKind::hermitian_pairs;
    const bool plain_pairs = k.read_map.paired_r2r() && !k.convolution_op;
    const int registers = even_real     ? t.real_registers_per_thread
                          : plain_pairs ? t.r2r_paired_registers_per_thread
                                        : 0;
    if (registers == 0) return 0;
    const std::size_t fit = device.shared_memory_per_block / std::max<std::size_t>(1, k.shared_bytes());
    const int by_registers = resident_blocks_for_registers(k.threads_per_block(), registers);
    return static_cast<int>(std::clamp<std::size_t>(fit, 1, by_registers));
}

// An odd R2C's two real rows as one FFT of one butterfly whose length has no prime factor but 3
// and 5 (fp32 3, 5, 9, 15; fp64 3 and 5): its butterflies (in the generator, one real-input
// butterfly a row) take fp64 arithmetic in fp32, split constants in fp64. H200, against the same
// rows in plain arithmetic, error / cuFFT's: fp32 3 1.00 -> 0.71, 5 1.01 -> 0.59, 9 -> 0.40,
// 15 1.01 -> 0.40, fp64 3 1.00 -> 0.81, 5 1.02 -> 0.93, at the same speed (0.99-1.01x); fp64 9's
// split constants cost 5 % (0.83 of cuFFT's error), 7-23's bought 1-3 % of error for 1-2 % of speed.
bool precise_real_pairs(const KernelSpec& k) {
    if (!k.real_pairs_in_one_butterfly()) return false;
    std::int64_t rest = k.length;
    for (std::int64_t p : {3, 5})
        while (rest % p == 0) rest /= p;
    return rest == 1 && (k.precision == Precision::F32 || k.length <= 5);
}

// Whether a kernel's butterflies compute more precisely (KernelSpec::precise_butterflies): plain
// complex rows up to the tuning's precise_butterflies_up_to on a device with fp64 (an OpenCL
// device need not have it). Real and DCT/DST kernels, whose maps already fill their registers
// (an H100 ran r2c 128 at 0.65x and DCT-II 60 at 0.75x with fp64 butterflies), and joined passes
// keep plain butterflies, but for precise_real_pairs' short odd R2C rows.
bool precise_butterflies(const KernelSpec& k, const BlockShapeTuning& t, const DeviceInfo& device) {
    return k.length <= t.precise_butterflies_up_to && device.fp64 && (plain_complex_rows(k) || precise_real_pairs(k));
}

// Whether a one-kernel Bluestein convolution splits its butterflies' constants (KernelSpec::
// split_constants): where the largest prime of its chirp's length is below the tuning's bound.
bool split_convolution_constants(const KernelSpec& k, DeviceClass device_class) {
    if (k.convolution_op.kind != ElementOpKind::spectrum) return false;
    const std::vector<std::int64_t> primes = prime_factors(k.convolution_op.chirp_length);
    return !primes.empty() &&
           primes.back() < bluestein_padding(device_class, k.precision).split_constants_below_prime;
}

// The largest prime whose butterflies take the pairs behind barriers (KernelSpec::
// shared_rows_pairs_up_to): the tuning's per length (tuning.cpp has the H200's measurements) for
// plain complex rows. Real and DCT rows keep Rader: on an H100 (2026-11-25, session 37,
// results/2026-11-25-h100-pair-butterflies/behind-barrier/) pairs to 31 cost R2C rows 0.86-0.96x,
// and pairs to 59 spilled everywhere (118 = 2 x 59 0.47x).
int shared_rows_pairs_up_to(const KernelSpec& k, DeviceClass device_class) {
    return plain_complex_rows(k) ? plan::shared_rows_pairs_up_to(device_class, k.precision, k.length)
                                 : KernelSpec{}.shared_rows_pairs_up_to;
}

// The launch bound of a DCT/DST-II/III kernel of single rows with a register prime radix of 17 or
// more (BlockShapeTuning::r2r_prime_rows_resident_blocks; 0: none). Unbounded, ptxas gave most of
// their butterflies 96-255 registers a thread; tuning.cpp has the measurements.
int r2r_prime_rows_resident_blocks(const KernelSpec& k, const BlockShapeTuning& t) {
    if (t.r2r_prime_rows_resident_blocks <= 0 || measured_kind(k) != MeasuredKernel::r2r_2_3) return 0;
    return has_prime_butterfly_past_16(k) ? t.r2r_prime_rows_resident_blocks : 0;
}

// A split over mirrored rows (kernel_graph.hpp's mirror_dim) needs both rows of each pair in the
// block, which holds whole pairs when its sequence count is even and the rows' dim is the fastest
// and of even length, and the rows store that runs after it; a shared Rader stage, which copies
// its sequence out itself, does not leave Z in shared memory for it.
bool holds_mirrored_rows(const KernelSpec& k) {
    const ElementMap& map = k.write_map;
    return k.stage_output && k.stage_output_by_rows && k.sequences_per_block % 2 == 0 &&
           k.shared_rader.empty() && map.mirror_dim == static_cast<int>(k.outer.size()) - 1 &&
           k.outer.back().length % 2 == 0;
}

class StockhamSinglePassSolver final : public AxisSolver {
public:
    const char* name() const override { return "stockham_single_pass"; }

    std::optional<PlanNode> solve(const AxisProblem& ap, Planner& planner) const override {
        if (longer_than_one_pass_allows(ap, planner)) return std::nullopt;
        auto k = single_pass_kernel(ap, planner);
        if (!k) return std::nullopt;
        return PlanNode{name(), summarize(*k, ap.axis), *k, {}};
    }
};

}  // namespace

std::optional<KernelSpec> single_pass_kernel(const AxisProblem& ap, Planner& planner, int sequences_per_block) {
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), ap.precision);
    const int register_primes_to = largest_register_prime(axis_fields(ap), t, planner.device_class());
    if (!butterflies_cover(ap.layout.length, t, register_primes_to)) return std::nullopt;
    const DeviceInfo& device = planner.device();
    KernelSpec k = base_spec(ap, t, planner);
    if (k.shared_bytes() > device.shared_memory_per_block) return std::nullopt;
    k.precise_butterflies = precise_butterflies(k, t, device);
    k.split_constants = split_convolution_constants(k, planner.device_class());
    k.split_rader_constants = t.register_rader_split_constants;
    k.shared_rows_pairs_up_to = shared_rows_pairs_up_to(k, planner.device_class());
    // A convolution kernel's stages are register butterflies run twice (gen/stockham_kernel.cpp).
    if (k.convolution_op && !k.shared_rader.empty()) return std::nullopt;
    k.stage_output_by_rows = wants_rows_store(k) && !k.write_map.mirrors_in_shared() && !k.convolution_op;
    const Config::KernelShape shape = asked_shape(k, t, planner);
    k.threads_per_sequence = shape.threads_per_sequence > 0 ? shape.threads_per_sequence
                                                            : choose_threads_per_sequence(k, t, device);
    if (const int most = max_threads_per_block(k, t, device); k.threads_per_sequence > most)
        throw Error(Status::invalid_argument,
                    "config.kernel_shapes asks " + std::to_string(k.threads_per_sequence) +
                        " threads a sequence for length " + std::to_string(k.length) + ", but a block on " +
                        device.name + " holds at most " + std::to_string(most));
    // Staging first: the staged rows (one more element on a Hermitian side, and a single-stage
    // kernel's only use of shared memory) count in the block's shared-memory budget.
    choose_staging(k, t);
    k.split_exchange = wants_split_exchange(k, t, shape);
    k.mirror_shuffle_reads = wants_mirror_shuffled_reads(k, t, device);
    k.mirror_shuffle_stores = wants_mirror_shuffled_stores(k, t, device);
    const BlockSequences chosen = sequences_per_block > 0 ? BlockSequences{sequences_per_block, false}
                                                          : choose_sequences_per_block(k, k.threads_per_sequence, t, device);
    k.sequences_per_block = chosen.sequences;
    // Padding may not take the block past the budget its shape was chosen for.
    const std::size_t layout_limit =
        std::min(device.shared_memory_per_block, std::max(t.shared_budget, k.shared_bytes()));
    const SharedLayout layout = choose_shared_layout(k, device.warp_size, layout_limit);
    k.shared_pad_group = layout.pad_group;
    k.shared_sequence_pad = layout.sequence_pad;
    if (k.shared_bytes() > device.shared_memory_per_block)
        k.stage_input = k.stage_output = k.stage_output_by_rows = false;
    if (k.write_map.splits_mirror_rows() && !holds_mirrored_rows(k)) return std::nullopt;
    if (shape.resident_blocks >= 0)
        k.min_resident_blocks = shape.resident_blocks;
    else if (int real = real_resident_blocks(k, t, device); real > 0)
        k.min_resident_blocks = real;
    else if (int prime_rows = r2r_prime_rows_resident_blocks(k, t); prime_rows > 0)
        k.min_resident_blocks = prime_rows;
    else if (chosen.shares_multiprocessor)
        k.min_resident_blocks = 2;
    else if (k.sequences_per_block == 1 && is_long_sequence(k, t, device) && !spills_at_two_blocks(k, t))
        k.min_resident_blocks = 2;
    return k;
}

std::string describe_single_pass(const KernelSpec& k, int axis) { return summarize(k, axis); }

// Contiguous rows (each sequence's elements adjacent on both sides; a strided axis's kernels read
// across rows) with nothing fused into the read or write (plain), an even-length real transform's
// half-length pass with its real side read or written as aligned pairs (real_even), a real
// transform's pass over two real rows as one (real_pairs), or a DCT/DST-II/III's whole row in one
// N-point pass (r2r_2_3), or two such rows as one (r2r_pairs); or Bluestein's one-kernel
// convolution (bluestein), of complex rows, of a real transform's rows read or written element
// by element, of two real rows as one, or of an even length's half (the FFTs, which the shape is
// about, are the same).
std::optional<MeasuredKernel> measured_kind(const KernelSpec& k) {
    const bool contiguous = (k.in_stride == 1 || k.outer.empty()) && k.out_stride == 1;
    const ElementMap &read = k.read_map, &write = k.write_map;
    // Bluestein's one kernel (chirps on both sides), or the rows pass of its three-pass form (no
    // chirps): the same two FFTs of M with the product between, so one row of M serves both.
    const bool chirps = k.load_op.kind == ElementOpKind::chirp && k.store_op.kind == ElementOpKind::chirp;
    const bool convolution =
        k.convolution_op.kind == ElementOpKind::spectrum && (chirps || (!k.load_op && !k.store_op));
    // Two rows as one: an odd R2C/C2R's, or a DCT/DST's (only types I-III pair: I elementwise,
    // II and III split in the block as the odd R2C's).
    const bool real_pair_rows =
        (read.pairs_real_rows() && write.pairs_real_rows()) || (read.paired_r2r() && write.paired_r2r());
    if (contiguous && convolution &&
        ((!read.half() && !write.half()) || real_pair_rows || even_real_halves(read, write)))
        return MeasuredKernel::bluestein;
    if (!contiguous || k.load_op || k.store_op) return std::nullopt;
    if (!read && !write) return MeasuredKernel::plain;
    const bool r2c = read.kind == ElementMapKind::real_pairs && read.aligned_pairs &&
                     write.kind == ElementMapKind::split_spectrum;
    const bool c2r = read.kind == ElementMapKind::hermitian_pairs &&
                     write.kind == ElementMapKind::real_pairs_out && write.aligned_pairs;
    if (r2c || c2r) return MeasuredKernel::real_even;
    const bool paired =
        (read.kind == ElementMapKind::real_pair_rows && write.kind == ElementMapKind::split_pair_spectra) ||
        (read.kind == ElementMapKind::hermitian_pair_rows && write.kind == ElementMapKind::pair_rows_out);
    if (paired) return MeasuredKernel::real_pairs;
    const bool whole_r2r_row = read.kind == ElementMapKind::r2r_read && write.kind == ElementMapKind::r2r_write &&
                               read.r2r == write.r2r && r2r_is_type_2_or_3(read.r2r) &&
                               r2r_fft_length(read.r2r, read.n) == k.length;
    if (whole_r2r_row) return read.paired_r2r() ? MeasuredKernel::r2r_pairs : MeasuredKernel::r2r_2_3;
    return std::nullopt;
}

int stage_rule_threads_per_sequence(const KernelSpec& k, const Planner& planner) {
    return stage_rule_threads(k, block_shape_tuning(planner.device_class(), k.precision), planner.device());
}

std::optional<MeasuredKernel> measured_kind(const AxisProblem& ap) { return measured_kind(axis_fields(ap)); }

std::unique_ptr<AxisSolver> make_stockham_single_pass_solver() {
    return std::make_unique<StockhamSinglePassSolver>();
}

}  // namespace prism::plan
