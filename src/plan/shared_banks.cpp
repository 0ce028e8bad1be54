#include "plan/shared_banks.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <tuple>
#include <vector>

namespace prism::plan {
namespace {

constexpr int k_banks = 32;
constexpr int k_bank_bytes = 4;
constexpr int k_warps_modelled = 4;  // enough to see where butterflies j wrap a span p

// Wavefronts one group of lanes takes, and the least it could: the lanes of a warp go in groups
// that together move 128 bytes; a group takes as many wavefronts as its busiest bank has distinct
// words. `elements` holds the group's elements, -1 for lanes that sit the access out.
void tally(const std::int64_t* elements, int lanes, int words_per_element, std::int64_t& taken,
           std::int64_t& least) {
    std::array<int, k_banks> per_bank{}, firsts{};  // words per bank; distinct elements starting there
    std::array<std::array<std::int64_t, k_banks>, k_banks> starting;  // those elements, per bank
    int count = 0;
    for (int i = 0; i < lanes; ++i) {
        const std::int64_t e = elements[i];
        if (e < 0) continue;  // the lane sits it out
        const std::size_t bank = static_cast<std::size_t>(e * words_per_element % k_banks);
        auto& here = starting[bank];
        const auto end = here.begin() + firsts[bank];
        if (std::find(here.begin(), end, e) != end) continue;  // a broadcast: the same element again
        here[static_cast<std::size_t>(firsts[bank]++)] = e;
        ++count;
        for (int w = 0; w < words_per_element; ++w)
            ++per_bank[(bank + static_cast<std::size_t>(w)) % k_banks];
    }
    if (count == 0) return;
    taken += *std::max_element(per_bank.begin(), per_bank.end());
    least += (count * words_per_element + k_banks - 1) / k_banks;
}

// Walks a kernel's shared accesses as its generator emits them, warp by warp over the first warps
// of a block; `at(tid)` gives the element thread tid touches, or -1. A walk given a cap stops
// counting once its total passes it (the layout search needs no more).
class AccessWalk {
public:
    AccessWalk(const KernelSpec& k, int warp_size, std::int64_t cap)
        : k_(k), warp_size_(std::min(warp_size, k_max_warp)), cap_(cap) {
        words_ = (k.precision == Precision::F64 ? 16 : 8) / k_bank_bytes;
        pitch_ = k.padded_length();
        warps_ = static_cast<int>(
            std::min<std::int64_t>(k_warps_modelled, (k.threads_per_block() + warp_size_ - 1) / warp_size_));
    }

    std::int64_t shared_at(std::int64_t seq, std::int64_t pos) const {
        return seq * pitch_ + pos + pos / k_.shared_pad_group;
    }

    template <typename At>
    void access(SharedAccess kind, const At& at) {
        const int group = k_banks / words_;
        std::int64_t& taken = result_.taken[static_cast<int>(kind)];
        std::int64_t& least = result_.least[static_cast<int>(kind)];
        for (int warp = 0; warp < warps_ && total_ <= cap_; ++warp) {
            std::array<std::int64_t, k_max_warp> lanes;
            for (int lane = 0; lane < warp_size_; ++lane) {
                const std::int64_t tid = static_cast<std::int64_t>(warp) * warp_size_ + lane;
                lanes[static_cast<std::size_t>(lane)] = tid < k_.threads_per_block() ? at(tid) : -1;
            }
            const std::int64_t before = taken;
            for (int first = 0; first < warp_size_; first += group)
                tally(lanes.data() + first, std::min(group, warp_size_ - first), words_, taken, least);
            total_ += taken - before;
        }
    }

    const SharedWavefronts& result() const { return result_; }

private:
    static constexpr int k_max_warp = 64;
    const KernelSpec& k_;
    int warp_size_, words_ = 2, warps_ = 1;
    std::int64_t pitch_ = 1, cap_, total_ = 0;
    SharedWavefronts result_;
};

// The staged copies: consecutive threads take consecutive elements of the block's rows
// (src/gen/staged_copy.cpp's emit_staged_copy).
void walk_staged_copy(AccessWalk& walk, const KernelSpec& k, bool load_side) {
    const std::int64_t row = k.staged_row_length(load_side), threads = k.threads_per_block();
    const std::int64_t chunk = row * k.sequences_per_block;
    for (std::int64_t e = 0; e * threads < chunk; ++e)
        walk.access(load_side ? SharedAccess::staged_load : SharedAccess::staged_store,
                    [&](std::int64_t tid) {
                        const std::int64_t idx = tid + e * threads;
                        return idx < chunk ? walk.shared_at(idx / row, idx % row) : -1;
                    });
}

// A four-step's rows store: consecutive threads take consecutive sequences of one position.
void walk_rows_store(AccessWalk& walk, const KernelSpec& k) {
    const std::int64_t s = k.sequences_per_block, threads = k.threads_per_block(), chunk = k.length * s;
    for (std::int64_t e = 0; e * threads < chunk; ++e)
        walk.access(SharedAccess::rows_store, [&](std::int64_t tid) {
            const std::int64_t idx = tid + e * threads;
            return idx < chunk ? walk.shared_at(idx % s, idx / s) : -1;
        });
}

// Butterfly j of a radix-R stage after product p reads j + t*N/R and writes
// (j - j mod p)*R + j mod p + t*p; thread i of a sequence takes j = i + q*T. A staged c2r's first
// stage reads X[f] and X[m - f] for each input position f (element_maps.cpp's hermitian_pairs).
void walk_stages(AccessWalk& walk, const KernelSpec& k) {
    const std::int64_t threads = k.threads_per_sequence, m = k.length;
    const bool staged_out = k.stage_output || k.write_map.mirrors_in_shared();
    const bool hermitian = k.read_map.kind == ElementMapKind::hermitian_pairs;
    std::int64_t p = 1;
    for (std::size_t s = 0; s < k.radices.size(); ++s) {
        const std::int64_t radix = k.radices[s], butterflies = k.length / radix;
        const bool reads = s > 0 || k.stage_input, writes = s + 1 < k.radices.size() || staged_out;
        auto lane = [&](std::int64_t tid, std::int64_t q, auto position) -> std::int64_t {
            const std::int64_t seq = tid / threads, j = tid % threads + q * threads;
            return seq < k.sequences_per_block && j < butterflies ? walk.shared_at(seq, position(j)) : -1;
        };
        for (std::int64_t q = 0; q * threads < butterflies; ++q)
            for (std::int64_t t = 0; t < radix && reads; ++t) {
                auto read = [&](std::int64_t j) { return j + t * butterflies; };
                auto mirror = [&](std::int64_t j) { return m - read(j); };
                const SharedAccess kind =
                    s == 0 && hermitian ? SharedAccess::hermitian_read : SharedAccess::stage_read;
                walk.access(kind, [&](std::int64_t tid) { return lane(tid, q, read); });
                if (s == 0 && hermitian)
                    walk.access(kind, [&](std::int64_t tid) { return lane(tid, q, mirror); });
            }
        for (std::int64_t q = 0; q * threads < butterflies; ++q)
            for (std::int64_t t = 0; t < radix && writes; ++t)
                walk.access(SharedAccess::stage_write, [&](std::int64_t tid) {
                    return lane(tid, q, [&](std::int64_t j) { return (j - j % p) * radix + j % p + t * p; });
                });
        p *= radix;
    }
}

// The split spectrum: the thread of f in 0 ... m/2 reads Z[f] and Z[m - f] (Z[0] for f = 0) and,
// staged, writes X[f] and X[m - f] over them (gen/staged_copy.cpp's emit_split_spectrum).
void walk_split_spectrum(AccessWalk& walk, const KernelSpec& k) {
    const std::int64_t m = k.length, count = m / 2 + 1, threads = k.threads_per_sequence;
    for (std::int64_t q = 0; q * threads < count; ++q) {
        auto at = [&](std::int64_t tid, bool mirror, bool write) -> std::int64_t {
            const std::int64_t seq = tid / threads, f = tid % threads + q * threads;
            if (seq >= k.sequences_per_block || f >= count || (write && mirror && f >= m - f)) return -1;
            return walk.shared_at(seq, mirror ? (f == 0 ? 0 : m - f) : f);
        };
        for (bool mirror : {false, true})
            walk.access(SharedAccess::split_read, [&](std::int64_t tid) { return at(tid, mirror, false); });
        for (bool mirror : {false, true})
            if (k.stage_output)
                walk.access(SharedAccess::split_write,
                            [&](std::int64_t tid) { return at(tid, mirror, true); });
    }
}

}  // namespace

const char* shared_access_name(SharedAccess access) {
    switch (access) {
        case SharedAccess::staged_load: return "staged load";
        case SharedAccess::hermitian_read: return "Hermitian reads";
        case SharedAccess::stage_read: return "stage reads";
        case SharedAccess::stage_write: return "stage writes";
        case SharedAccess::split_read: return "split reads";
        case SharedAccess::split_write: return "split writes";
        case SharedAccess::staged_store: return "staged store";
        case SharedAccess::rows_store: return "rows store";
    }
    return "?";
}

std::int64_t SharedWavefronts::total() const {
    std::int64_t sum = 0;
    for (std::int64_t t : taken) sum += t;
    return sum;
}

std::int64_t SharedWavefronts::conflicts() const {
    std::int64_t sum = 0;
    for (int i = 0; i < k_shared_access_kinds; ++i) sum += taken[i] - least[i];
    return sum;
}

namespace {

SharedWavefronts walk_kernel(const KernelSpec& k, int warp_size, std::int64_t cap) {
    if (k.mapping != ThreadMapping::sequence_major || !k.uses_shared_memory() || warp_size < 1) return {};
    AccessWalk walk(k, warp_size, cap);
    if (k.stage_input) walk_staged_copy(walk, k, true);
    walk_stages(walk, k);
    if (k.write_map.mirrors_in_shared()) walk_split_spectrum(walk, k);
    if (k.stage_output) {
        if (k.stage_output_by_rows)
            walk_rows_store(walk, k);
        else
            walk_staged_copy(walk, k, false);
    }
    return walk.result();
}

}  // namespace

SharedWavefronts shared_wavefronts(const KernelSpec& k, int warp_size) {
    return walk_kernel(k, warp_size, std::numeric_limits<std::int64_t>::max());
}

std::int64_t exchange_wavefronts(const KernelSpec& kernel, int pad_group, int warp_size) {
    KernelSpec k = kernel;
    k.shared_pad_group = pad_group;
    const SharedWavefronts w = shared_wavefronts(k, warp_size);
    return w.taken[static_cast<int>(SharedAccess::stage_read)] +
           w.taken[static_cast<int>(SharedAccess::stage_write)];
}

namespace {

// The warps modelled hold sequences of their own, even where a block has fewer.
KernelSpec modelled_block(const KernelSpec& kernel, int warp_size) {
    KernelSpec k = kernel;
    const std::int64_t threads = kernel.threads_per_sequence;
    k.sequences_per_block = static_cast<int>(std::clamp<std::int64_t>(
        (static_cast<std::int64_t>(k_warps_modelled) * warp_size + threads - 1) / threads,
        kernel.sequences_per_block, std::max<std::int64_t>(kernel.sequences, kernel.sequences_per_block)));
    return k;
}

// Padding after a sequence's row moves the rows of one warp's sequences against each other; it
// matters only where a warp's accesses reach several sequences.
bool warps_span_sequences(const KernelSpec& k, int warp_size) {
    return k.threads_per_sequence % warp_size != 0 || k.stage_input || k.stage_output;
}

// The walk models each stage as register butterflies exchanging through shared memory; a shared
// Rader stage's own accesses (gen/rader_stage.cpp) are not in it. A kernel whose only shared
// memory is such a stage would see every layout cost nothing, so it keeps its layout.
bool model_sees_shared(const KernelSpec& k) {
    return k.radices.size() > 1 || k.stage_input || k.stage_output || k.write_map.mirrors_in_shared();
}

// What a shared index costs beyond seq * pitch + pos: nothing unpadded, a shift for a group that
// is a power of two, a division by a constant otherwise.
int index_arithmetic(const KernelSpec& k) {
    if (k.shared_pad_group > k.length) return 0;
    return (k.shared_pad_group & (k.shared_pad_group - 1)) == 0 ? 1 : 2;
}

}  // namespace

// Every pair is modelled, but a walk stops once it passes the best layout so far: a search over
// groups for the best sequence padding, then over paddings for the best group, and so on until
// neither moves, finds a good layout first, whose cost caps the walks of the sweep after it.
SharedLayout choose_shared_layout(const KernelSpec& kernel, int warp_size, std::size_t shared_limit) {
    const SharedLayout current{kernel.shared_pad_group, kernel.shared_sequence_pad};
    if (warp_size < 2 || kernel.mapping != ThreadMapping::sequence_major || !model_sees_shared(kernel))
        return current;
    KernelSpec modelled = modelled_block(kernel, warp_size);
    // Groups past the longest row pad nothing, as does the group past the length (none).
    const int none = static_cast<int>(std::min<std::int64_t>(kernel.length + 2, 1 << 30));
    KernelSpec rows = kernel;
    rows.shared_pad_group = none;
    const std::int64_t longest_row = rows.padded_length() - rows.shared_sequence_pad;
    std::vector<int> groups{current.pad_group};
    for (int group = 4; group <= 32 && group < longest_row; ++group) groups.push_back(group);
    groups.push_back(none);
    const int element_bytes = kernel.precision == Precision::F64 ? 16 : 8;
    const int most_pad = warps_span_sequences(kernel, warp_size) ? k_banks * k_bank_bytes / element_bytes : 1;
    SharedLayout best{current.pad_group, 0};
    std::int64_t best_cost = std::numeric_limits<std::int64_t>::max();
    std::tuple<std::size_t, int> best_rest{};  // on a tie: memory, then the index's arithmetic
    auto consider = [&](SharedLayout layout) {
        KernelSpec k = kernel;
        k.shared_pad_group = modelled.shared_pad_group = layout.pad_group;
        k.shared_sequence_pad = modelled.shared_sequence_pad = layout.sequence_pad;
        if (k.shared_bytes() > shared_limit) return false;
        const std::int64_t cost = walk_kernel(modelled, warp_size, best_cost).total();
        const std::tuple<std::size_t, int> rest{k.shared_bytes(), index_arithmetic(k)};
        if (cost > best_cost || (cost == best_cost && rest >= best_rest)) return false;
        best = layout, best_cost = cost, best_rest = rest;
        return true;
    };
    consider(best);
    for (bool moved = true; moved;) {
        moved = false;
        for (int group : groups) moved = consider({group, best.sequence_pad}) || moved;
        for (int pad = 0; pad < most_pad; ++pad) moved = consider({best.pad_group, pad}) || moved;
    }
    for (int pad = 0; pad < most_pad; ++pad)
        for (int group : groups) consider({group, pad});
    return best;
}

}  // namespace prism::plan
