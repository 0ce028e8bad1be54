#include "plan/shared_access_trace.hpp"

#include <algorithm>
#include <map>

namespace prism::plan {
namespace {

constexpr int k_banks = 32;
constexpr int k_bank_bytes = 4;
constexpr SharedPlace k_sits_out{-1, -1};

SharedPlace place(std::int64_t seq, std::int64_t pos) {
    return {static_cast<std::int32_t>(seq), static_cast<std::int32_t>(pos)};
}

// Walks a kernel's shared accesses as its generator emits them, warp by warp over the first warps
// of a block; `at(tid)` gives the place thread tid touches, or k_sits_out.
class TraceWalk {
public:
    TraceWalk(const KernelSpec& k, int warp_size) : k_(k), warp_size_(std::min(warp_size, k_max_warp)) {
        trace_.lanes_per_group = k_banks * k_bank_bytes / core::complex_bytes(k.precision);
        warps_ = static_cast<int>(std::min<std::int64_t>(
            k_shared_trace_warps, (k.threads_per_block() + warp_size_ - 1) / warp_size_));
    }

    template <typename At>
    void access(SharedAccess kind, const At& at) {
        for (int warp = 0; warp < warps_; ++warp)
            for (int first = 0; first < warp_size_; first += trace_.lanes_per_group) {
                const int end = std::min(first + trace_.lanes_per_group, warp_size_);
                SharedLaneGroup group{kind, static_cast<std::int32_t>(trace_.places.size()), 0, 1};
                for (int lane = first; lane < end; ++lane) {
                    const std::int64_t tid = static_cast<std::int64_t>(warp) * warp_size_ + lane;
                    if (tid < k_.threads_per_block()) add(group, at(tid));
                }
                if (group.count > 0) trace_.groups.push_back(group);
            }
    }

    SharedAccessTrace take() { return std::move(trace_); }

private:
    static constexpr int k_max_warp = 64;

    // A lane of the group that reaches a place another lane took is a broadcast, no more words.
    void add(SharedLaneGroup& group, SharedPlace p) {
        if (p.seq < 0) return;
        const auto begin = trace_.places.begin() + group.first;
        if (std::find(begin, trace_.places.end(), p) != trace_.places.end()) return;
        trace_.places.push_back(p);
        trace_.end_pos = std::max<std::int64_t>(trace_.end_pos, p.pos + 1);
        ++group.count;
    }

    const KernelSpec& k_;
    int warp_size_, warps_ = 1;
    SharedAccessTrace trace_;
};

// The staged copies: consecutive threads take consecutive elements of the block's rows
// (src/gen/staged_copy.cpp's emit_staged_copy), each in its slot (the paired rows' r2c keeps row
// b's spectrum reversed).
void walk_staged_copy(TraceWalk& walk, const KernelSpec& k, bool load_side) {
    const std::int64_t row = k.staged_row_length(load_side), threads = k.threads_per_block();
    const std::int64_t chunk = row * k.sequences_per_block;
    for (std::int64_t e = 0; e * threads < chunk; ++e)
        walk.access(load_side ? SharedAccess::staged_load : SharedAccess::staged_store,
                    [&](std::int64_t tid) {
                        const std::int64_t idx = tid + e * threads;
                        return idx < chunk ? place(idx / row, k.staged_slot(load_side, idx % row))
                                           : k_sits_out;
                    });
}

// A four-step's rows store: consecutive threads take consecutive sequences of one position.
void walk_rows_store(TraceWalk& walk, const KernelSpec& k) {
    const std::int64_t s = k.sequences_per_block, threads = k.threads_per_block(), chunk = k.length * s;
    for (std::int64_t e = 0; e * threads < chunk; ++e)
        walk.access(SharedAccess::rows_store, [&](std::int64_t tid) {
            const std::int64_t idx = tid + e * threads;
            return idx < chunk ? place(idx % s, idx / s) : k_sits_out;
        });
}

// The two places a staged c2r's first stage reads for input position f: X[f] and X[m - f] of an
// even length's row (element_maps.cpp's hermitian_pairs), or paired rows' A[g] and B[g], g = f up
// to n/2 and n - f above (B n/2 + 1 elements after A: hermitian_pair_rows).
std::int64_t hermitian_place(const KernelSpec& k, std::int64_t f, bool second) {
    const std::int64_t n = k.length;
    if (k.read_map.kind == ElementMapKind::hermitian_pairs) return second ? n - f : f;
    return (2 * f > n ? n - f : f) + (second ? n / 2 + 1 : 0);
}

// The slot a staged DCT/DST's first stage reads (its last writes) for FFT element f: that of the
// first or second real the map gathers (scatters), two reals to a slot (paired rows: a real of
// each row); -1 where there is none.
std::int64_t r2r_slot(const ElementMap& map, bool read, std::int64_t f, bool second) {
    const R2RPlaces places = read ? r2r_read_places(map.r2r, map.n, f) : r2r_write_places(map.r2r, map.n, f);
    const std::int64_t real = second ? places.second : places.first;
    return real < 0 ? -1 : map.paired_r2r() ? real : real / 2;
}

// Butterfly j of a radix-R stage after product p reads j + t*N/R and writes
// (j - j mod p)*R + j mod p + t*p; thread i of a sequence takes j = i + q*T. A staged c2r's first
// stage reads two places for each input position (hermitian_place); a staged DCT/DST's first stage
// gathers up to two reals for each (r2r_slot), and its last scatters likewise. A convolution
// kernel runs the stages twice, between them its last writes and first reads go through shared
// memory: walked once with those accesses, as each pattern's cost is what counts.
void walk_stages(TraceWalk& walk, const KernelSpec& k) {
    const std::int64_t threads = k.threads_per_sequence;
    const bool staged_out = k.stage_output || k.write_map.mirrors_in_shared() || k.convolution_op;
    const bool staged_in = k.stage_input || k.convolution_op;
    const bool hermitian = k.stage_input && (k.read_map.kind == ElementMapKind::hermitian_pairs ||
                                             k.read_map.kind == ElementMapKind::hermitian_pair_rows);
    const bool gathers = k.stages_reals(true) || (k.stage_input && k.read_map.paired_r2r());
    const bool scatters = k.stages_reals(false) ||
                          (k.stage_output && k.write_map.paired_r2r() && !k.write_map.mirrors_in_shared());
    std::int64_t p = 1;
    for (std::size_t s = 0; s < k.radices.size(); ++s) {
        const std::int64_t radix = k.radices[s], butterflies = k.length / radix;
        const bool reads = s > 0 || staged_in, writes = s + 1 < k.radices.size() || staged_out;
        const bool last = s + 1 == k.radices.size();
        auto lane = [&](std::int64_t tid, std::int64_t q, auto position) {
            const std::int64_t seq = tid / threads, j = tid % threads + q * threads;
            if (seq >= k.sequences_per_block || j >= butterflies) return k_sits_out;
            const std::int64_t pos = position(j);
            return pos < 0 ? k_sits_out : place(seq, pos);
        };
        for (std::int64_t q = 0; q * threads < butterflies; ++q)
            for (std::int64_t t = 0; t < radix && reads; ++t) {
                auto read = [&](std::int64_t j) { return j + t * butterflies; };
                if (s > 0 || (!hermitian && !gathers)) {
                    walk.access(SharedAccess::stage_read,
                                [&](std::int64_t tid) { return lane(tid, q, read); });
                    continue;
                }
                for (bool second : {false, true})
                    walk.access(gathers ? SharedAccess::stage_read : SharedAccess::hermitian_read,
                                [&](std::int64_t tid) {
                                    return lane(tid, q, [&](std::int64_t j) {
                                        return gathers ? r2r_slot(k.read_map, true, read(j), second)
                                                       : hermitian_place(k, read(j), second);
                                    });
                                });
            }
        for (std::int64_t q = 0; q * threads < butterflies; ++q)
            for (std::int64_t t = 0; t < radix && writes; ++t) {
                auto write = [&](std::int64_t j) { return (j - j % p) * radix + j % p + t * p; };
                if (!(last && scatters)) {
                    walk.access(SharedAccess::stage_write, [&](std::int64_t tid) { return lane(tid, q, write); });
                    continue;
                }
                for (bool second : {false, true})
                    walk.access(SharedAccess::stage_write, [&](std::int64_t tid) {
                        return lane(tid, q, [&](std::int64_t j) { return r2r_slot(k.write_map, false, write(j), second); });
                    });
            }
        p *= radix;
    }
}

// The split spectrum: the thread of f in 0 ... m/2 reads Z[f] and Z[m - f] (Z[0] for f = 0) and,
// staged, writes X[f] and X[m - f] over them (X[m] for f = 0, in the slot past Z; paired rows:
// A[f] and B[f], B[0] in slot n) (gen/staged_copy.cpp's emit_split_spectrum).
void walk_split_spectrum(TraceWalk& walk, const KernelSpec& k) {
    const std::int64_t m = k.length, count = m / 2 + 1, threads = k.threads_per_sequence;
    for (std::int64_t q = 0; q * threads < count; ++q) {
        auto at = [&](std::int64_t tid, bool mirror, bool write) {
            const std::int64_t seq = tid / threads, f = tid % threads + q * threads;
            if (seq >= k.sequences_per_block || f >= count || (write && mirror && f >= m - f))
                return k_sits_out;
            return place(seq, mirror ? (f == 0 && !write ? 0 : m - f) : f);
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

SharedAccessTrace trace_shared_accesses(const KernelSpec& k, int warp_size) {
    if (k.mapping != ThreadMapping::sequence_major || !k.uses_shared_memory() || warp_size < 1) return {};
    TraceWalk walk(k, warp_size);
    if (k.stage_input) walk_staged_copy(walk, k, true);
    walk_stages(walk, k);
    // (A split over mirrored rows, a four-step's rows pass, is not modelled: its rows store is.)
    if (k.write_map.mirrors_in_shared()) walk_split_spectrum(walk, k);
    if (k.stage_output) {
        if (k.stage_output_by_rows)
            walk_rows_store(walk, k);
        else
            walk_staged_copy(walk, k, false);
    }
    return walk.take();
}

SharedAccessTrace merge_equal_groups(const SharedAccessTrace& trace) {
    SharedAccessTrace merged;
    merged.lanes_per_group = trace.lanes_per_group;
    merged.end_pos = trace.end_pos;
    std::map<std::vector<SharedPlace>, std::size_t> index;  // a group's places -> its merged group
    for (const SharedLaneGroup& g : trace.groups) {
        std::vector<SharedPlace> places(trace.places.begin() + g.first,
                                        trace.places.begin() + g.first + g.count);
        const std::int32_t first_seq = std::min_element(places.begin(), places.end())->seq;
        for (SharedPlace& p : places) p.seq -= first_seq;
        std::sort(places.begin(), places.end());
        const auto [it, fresh] = index.emplace(places, merged.groups.size());
        if (!fresh) {
            merged.groups[it->second].weight += g.weight;
            continue;
        }
        merged.groups.push_back({g.kind, static_cast<std::int32_t>(merged.places.size()), g.count, g.weight});
        merged.places.insert(merged.places.end(), places.begin(), places.end());
    }
    return merged;
}

}  // namespace prism::plan
