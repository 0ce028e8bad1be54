#include "plan/shared_banks.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <mutex>
#include <tuple>
#include <vector>

namespace prism::plan {
namespace {

constexpr int k_banks = 32;
constexpr int k_bank_bytes = 4;

// Wavefronts of one lane group: as many as its busiest bank has distinct words. An element of a
// group's lanes_per_group-element period starts on bank (address mod period) * words, so two
// places conflict exactly when their addresses agree modulo the period; `residue` gives that.
template <typename Residue>
std::int64_t group_wavefronts(const SharedAccessTrace& trace, const SharedLaneGroup& g,
                              const Residue& residue) {
    std::array<std::uint8_t, k_banks> per_residue{};
    std::uint8_t busiest = 0;
    for (std::int32_t i = g.first; i < g.first + g.count; ++i)
        busiest = std::max(busiest, ++per_residue[residue(trace.places[static_cast<std::size_t>(i)])]);
    return busiest;
}

// What a group takes without conflicts: its distinct words over 32 banks.
std::int64_t group_least(const SharedAccessTrace& trace, const SharedLaneGroup& g) {
    return (g.count + trace.lanes_per_group - 1) / trace.lanes_per_group;
}

}  // namespace

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

SharedWavefronts shared_wavefronts(const KernelSpec& k, int warp_size) {
    const SharedAccessTrace trace = trace_shared_accesses(k, warp_size);
    const std::int64_t pitch = k.padded_length(), period = trace.lanes_per_group;
    auto residue = [&](SharedPlace p) {
        return static_cast<std::size_t>((p.seq * pitch + p.pos + p.pos / k.shared_pad_group) % period);
    };
    SharedWavefronts w;
    for (const SharedLaneGroup& g : trace.groups) {
        w.taken[static_cast<int>(g.kind)] += g.weight * group_wavefronts(trace, g, residue);
        w.least[static_cast<int>(g.kind)] += g.weight * group_least(trace, g);
    }
    return w;
}

std::int64_t exchange_wavefronts(const KernelSpec& kernel, int pad_group, int warp_size) {
    KernelSpec k = kernel;
    k.shared_pad_group = pad_group;
    const SharedWavefronts w = shared_wavefronts(k, warp_size);
    return w.taken[static_cast<int>(SharedAccess::stage_read)] +
           w.taken[static_cast<int>(SharedAccess::stage_write)];
}

namespace {

// One kernel's wavefronts under the layouts the search weighs, from one trace of its accesses.
// A layout moves position pos of sequence seq to seq * pitch + pos + pos / group; only that modulo
// the banks' period matters, so each group's offsets are a table of residues, and the pitch one
// residue. A count stops once it can no longer stay within its cap: what it has taken so far plus
// the least the groups left take.
class LayoutCosts {
public:
    LayoutCosts(const KernelSpec& modelled, int warp_size)
        : trace_(merge_equal_groups(trace_shared_accesses(modelled, warp_size))),
          period_(trace_.lanes_per_group) {
        for (std::size_t i = 0; i < trace_.groups.size(); ++i) {
            order_.push_back(i);
            least_ += trace_.groups[i].weight * group_least(trace_, trace_.groups[i]);
        }
    }

    // Padding after a sequence's row moves the rows of a lane group's sequences against each other:
    // it matters only where some group reaches several sequences (threads of a sequence that are
    // not whole warps, staged copies, a block of one sequence never).
    bool pitch_matters() const {
        return std::any_of(trace_.places.begin(), trace_.places.end(),
                           [](SharedPlace p) { return p.seq > 0; });
    }

    // The wavefronts of kernel k's layout, or a count past `cap` once they pass it. The group that
    // stopped a count goes first in the next: layouts near each other conflict in the same places.
    std::int64_t cost(const KernelSpec& k, std::int64_t cap) {
        const std::vector<std::uint8_t>& offset = offsets(k.shared_pad_group);
        const std::int64_t pitch = k.padded_length() % period_;
        auto residue = [&](SharedPlace p) {
            return static_cast<std::size_t>((p.seq * pitch + offset[static_cast<std::size_t>(p.pos)]) %
                                            period_);
        };
        std::int64_t taken = 0, least_left = least_;
        for (std::size_t i = 0; i < order_.size(); ++i) {
            if (taken + least_left > cap) {
                if (i > 0) move_to_front(i - 1);
                return taken + least_left;
            }
            const SharedLaneGroup& g = trace_.groups[order_[i]];
            taken += g.weight * group_wavefronts(trace_, g, residue);
            least_left -= g.weight * group_least(trace_, g);
        }
        return taken;
    }

private:
    void move_to_front(std::size_t i) {
        std::rotate(order_.begin(), order_.begin() + static_cast<std::ptrdiff_t>(i),
                    order_.begin() + static_cast<std::ptrdiff_t>(i + 1));
    }

    // (pos + pos / group) modulo the period, for every position the trace touches.
    const std::vector<std::uint8_t>& offsets(int group) {
        std::vector<std::uint8_t>& table = offsets_[group];
        if (table.empty())
            for (std::int64_t pos = 0; pos < trace_.end_pos; ++pos)
                table.push_back(static_cast<std::uint8_t>((pos + pos / group) % period_));
        return table;
    }

    SharedAccessTrace trace_;
    std::int64_t period_, least_ = 0;
    std::vector<std::size_t> order_;
    std::map<int, std::vector<std::uint8_t>> offsets_;
};

// The warps modelled hold sequences of their own, even where a block has fewer.
KernelSpec modelled_block(const KernelSpec& kernel, int warp_size) {
    KernelSpec k = kernel;
    const std::int64_t threads = kernel.threads_per_sequence;
    k.sequences_per_block = static_cast<int>(std::clamp<std::int64_t>(
        (static_cast<std::int64_t>(k_shared_trace_warps) * warp_size + threads - 1) / threads,
        kernel.sequences_per_block, std::max<std::int64_t>(kernel.sequences, kernel.sequences_per_block)));
    return k;
}

// The trace holds each stage as register butterflies exchanging through shared memory; a shared
// Rader stage's own accesses (gen/rader_stage.cpp) are not in it. A kernel whose only shared
// memory is such a stage would see every layout cost nothing, so it keeps its layout.
bool model_sees_shared(const KernelSpec& k) {
    return k.radices.size() > 1 || k.stage_input || k.stage_output || k.write_map.mirrors_in_shared() ||
           k.convolution_op;
}

// What a shared index costs beyond seq * pitch + pos: nothing unpadded, a shift for a group that
// is a power of two, a division by a constant otherwise.
int index_arithmetic(const KernelSpec& k) {
    if (k.shared_pad_group > k.length) return 0;
    return (k.shared_pad_group & (k.shared_pad_group - 1)) == 0 ? 1 : 2;
}

// The padding groups worth weighing: the kernel's own, 4 to 32, and none. Groups past the longest
// row pad nothing, as does the group past the length (none).
std::vector<int> candidate_groups(const KernelSpec& kernel) {
    const int none = static_cast<int>(std::min<std::int64_t>(kernel.length + 2, 1 << 30));
    KernelSpec rows = kernel;
    rows.shared_pad_group = none;
    const std::int64_t longest_row = rows.padded_length() - rows.shared_sequence_pad;
    std::vector<int> groups{kernel.shared_pad_group};
    for (int group = 4; group <= 32 && group < longest_row; ++group) groups.push_back(group);
    groups.push_back(none);
    return groups;
}

// Every pair is weighed, but a count stops once it passes the best layout so far: a search over
// groups for the best sequence padding, then over paddings for the best group, and so on until
// neither moves, finds a good layout first, whose cost caps the counts of the sweep after it.
SharedLayout search_shared_layout(const KernelSpec& kernel, int warp_size, std::size_t shared_limit) {
    LayoutCosts costs(modelled_block(kernel, warp_size), warp_size);
    const std::vector<int> groups = candidate_groups(kernel);
    const int element_bytes = core::complex_bytes(kernel.precision);
    const int most_pad = costs.pitch_matters() ? k_banks * k_bank_bytes / element_bytes : 1;
    SharedLayout best{kernel.shared_pad_group, 0};
    std::int64_t best_cost = std::numeric_limits<std::int64_t>::max();
    std::tuple<std::size_t, int> best_rest{};  // on a tie: memory, then the index's arithmetic
    auto consider = [&](SharedLayout layout) {
        KernelSpec k = kernel;
        k.shared_pad_group = layout.pad_group;
        k.shared_sequence_pad = layout.sequence_pad;
        if (k.shared_bytes() > shared_limit) return false;
        const std::tuple<std::size_t, int> rest{k.shared_bytes(), index_arithmetic(k)};
        // A layout that ties the best wins only on the rest; without that edge it must take fewer.
        const std::int64_t cap = rest < best_rest ? best_cost : best_cost - 1;
        const std::int64_t cost = costs.cost(k, cap);
        if (cost > cap) return false;
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

// Plans of one kernel shape ask again (the forward and inverse passes over a 2-D real plan's
// complex axis, equal axes, a size planned before in the process); the answer depends on these
// fields alone.
struct LayoutQuestion {
    std::vector<int> radices;
    std::int64_t length, sequences;
    int threads, per_block, precision, group, sequence_pad, read_kind, write_kind, warp_size;
    bool stage_input, stage_output, by_rows;
    std::size_t shared_limit;
    auto operator<=>(const LayoutQuestion&) const = default;
};

LayoutQuestion question(const KernelSpec& k, int warp_size, std::size_t shared_limit) {
    return {k.radices,
            k.length,
            k.sequences,
            k.threads_per_sequence,
            k.sequences_per_block,
            static_cast<int>(k.precision),
            k.shared_pad_group,
            k.shared_sequence_pad,
            static_cast<int>(k.read_map.kind),
            static_cast<int>(k.write_map.kind),
            warp_size,
            k.stage_input,
            k.stage_output,
            k.stage_output_by_rows,
            shared_limit};
}

}  // namespace

SharedLayout choose_shared_layout(const KernelSpec& kernel, int warp_size, std::size_t shared_limit) {
    if (warp_size < 2 || kernel.mapping != ThreadMapping::sequence_major || !model_sees_shared(kernel))
        return {kernel.shared_pad_group, kernel.shared_sequence_pad};
    static std::mutex memo_mutex;
    static std::map<LayoutQuestion, SharedLayout> memo;
    LayoutQuestion asked = question(kernel, warp_size, shared_limit);
    {
        std::lock_guard<std::mutex> lock(memo_mutex);
        if (auto it = memo.find(asked); it != memo.end()) return it->second;
    }
    const SharedLayout layout = search_shared_layout(kernel, warp_size, shared_limit);
    std::lock_guard<std::mutex> lock(memo_mutex);
    memo.emplace(std::move(asked), layout);
    return layout;
}

}  // namespace prism::plan
