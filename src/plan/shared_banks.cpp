#include "plan/shared_banks.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace prism::plan {
namespace {

constexpr int k_banks = 32;
constexpr int k_bank_bytes = 4;
constexpr int k_warps_modelled = 4;  // enough to see where butterflies j wrap a span p

// Wavefronts one warp access takes. The warp's lanes go in groups that together move 128 bytes
// (16 lanes of 8-byte elements, 8 of 16-byte ones); a group takes as many wavefronts as its busiest
// bank has distinct words.
std::int64_t wavefronts(const std::vector<std::int64_t>& elements, int words_per_element) {
    const std::size_t group = static_cast<std::size_t>(k_banks / words_per_element);
    std::int64_t total = 0;
    std::array<std::int64_t, k_banks> words{};  // the group's words, bank-major: (bank, word) sorts
    for (std::size_t first = 0; first < elements.size(); first += group) {
        std::size_t count = 0;
        for (std::size_t i = first; i < std::min(elements.size(), first + group); ++i)
            for (int w = 0; w < words_per_element; ++w) {
                const std::int64_t word = elements[i] * words_per_element + w;
                words[count++] = (word % k_banks) << 40 | word;
            }
        std::sort(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(count));
        std::int64_t worst = 0, run = 0;
        for (std::size_t i = 0; i < count; ++i) {
            if (i > 0 && words[i] == words[i - 1]) continue;  // a broadcast: the same word again
            run = i > 0 && words[i] >> 40 == words[i - 1] >> 40 ? run + 1 : 1;
            worst = std::max(worst, run);
        }
        total += worst;
    }
    return total;
}

struct StageShape {
    int radix;
    std::int64_t p, butterflies;
    bool reads_shared, writes_shared;
};

std::vector<StageShape> stage_shapes(const KernelSpec& k) {
    std::vector<StageShape> shapes;
    std::int64_t p = 1;
    const bool staged_out = k.stage_output || k.write_map.mirrors_in_shared();
    for (std::size_t s = 0; s < k.radices.size(); ++s) {
        const bool last = s + 1 == k.radices.size();
        shapes.push_back(
            {k.radices[s], p, k.length / k.radices[s], s > 0 || k.stage_input, !last || staged_out});
        p *= k.radices[s];
    }
    return shapes;
}

}  // namespace

namespace {

// The wavefronts of exchange_wavefronts, stopping once they reach `limit` (a candidate that ties
// the best so far cannot win, so the search needs no more than that).
std::int64_t wavefronts_up_to(const KernelSpec& kernel, int pad_group, int warp_size, std::int64_t limit) {
    KernelSpec k = kernel;
    k.shared_pad_group = pad_group;
    const std::int64_t pitch = k.padded_length(), threads = k.threads_per_sequence;
    const int words = (k.precision == Precision::F64 ? 16 : 8) / k_bank_bytes;
    auto shared_at = [&](std::int64_t seq, std::int64_t pos) { return seq * pitch + pos + pos / pad_group; };
    std::int64_t total = 0;
    std::vector<std::int64_t> reads, writes;
    for (const StageShape& st : stage_shapes(k)) {
        const std::int64_t per_thread = (st.butterflies + threads - 1) / threads;
        for (std::int64_t q = 0; q < per_thread; ++q)
            for (int warp = 0; warp < k_warps_modelled; ++warp)
                for (int t = 0; t < st.radix; ++t) {
                    reads.clear();
                    writes.clear();
                    for (int lane = 0; lane < warp_size; ++lane) {
                        const std::int64_t tid = static_cast<std::int64_t>(warp) * warp_size + lane;
                        const std::int64_t seq = tid / threads, j = tid % threads + q * threads;
                        if (seq >= k.sequences_per_block || j >= st.butterflies) continue;
                        const std::int64_t kk = j % st.p;
                        reads.push_back(shared_at(seq, j + t * st.butterflies));
                        writes.push_back(shared_at(seq, (j - kk) * st.radix + kk + t * st.p));
                    }
                    if (st.reads_shared && !reads.empty()) total += wavefronts(reads, words);
                    if (st.writes_shared && !writes.empty()) total += wavefronts(writes, words);
                    if (total >= limit) return total;
                }
    }
    return total;
}

// Plans of the same shape ask again; the answer depends only on these fields of the kernel.
std::string layout_key(const KernelSpec& k, int warp_size, std::size_t shared_limit) {
    std::string key = std::to_string(k.length) + '/' + std::to_string(k.threads_per_sequence) + '/' +
                      std::to_string(k.sequences_per_block) + '/' + std::to_string(k.sequences) + '/' +
                      std::to_string(static_cast<int>(k.precision)) + '/' +
                      std::to_string(k.shared_pad_group) + '/' + std::to_string(k.padded_length()) + '/' +
                      std::to_string(k.shared_bytes()) + '/' + std::to_string(warp_size) + '/' +
                      std::to_string(shared_limit) + '/' + std::to_string(k.stage_input) +
                      std::to_string(k.stage_output) + std::to_string(k.stage_output_by_rows) +
                      std::to_string(k.write_map.mirrors_in_shared()) + ':';
    for (int r : k.radices) key += std::to_string(r) + ',';
    return key;
}

}  // namespace

std::int64_t exchange_wavefronts(const KernelSpec& kernel, int pad_group, int warp_size) {
    return wavefronts_up_to(kernel, pad_group, warp_size, std::numeric_limits<std::int64_t>::max());
}

int choose_shared_pad_group(const KernelSpec& kernel, int warp_size, std::size_t shared_limit) {
    const int current = kernel.shared_pad_group;
    if (warp_size < 2 || kernel.mapping != ThreadMapping::sequence_major || kernel.radices.size() < 2)
        return current;
    static std::mutex memo_mutex;
    static std::map<std::string, int> memo;
    const std::string key = layout_key(kernel, warp_size, shared_limit);
    {
        std::lock_guard<std::mutex> lock(memo_mutex);
        if (auto it = memo.find(key); it != memo.end()) return it->second;
    }
    KernelSpec modelled = kernel;  // the warps modelled hold sequences of their own
    modelled.sequences_per_block = static_cast<int>(std::clamp<std::int64_t>(
        (static_cast<std::int64_t>(k_warps_modelled) * warp_size + kernel.threads_per_sequence - 1) /
            kernel.threads_per_sequence,
        kernel.sequences_per_block, std::max<std::int64_t>(kernel.sequences, kernel.sequences_per_block)));
    int best = current;
    std::int64_t best_cost = exchange_wavefronts(modelled, current, warp_size);
    std::vector<int> groups;
    for (int group = 4; group <= 32; ++group) groups.push_back(group);
    groups.push_back(static_cast<int>(std::min<std::int64_t>(kernel.length + 1, 1 << 30)));  // no padding
    for (int group : groups) {
        KernelSpec k = kernel;
        k.shared_pad_group = group;
        if (group == current || k.shared_bytes() > shared_limit) continue;
        const std::int64_t cost = wavefronts_up_to(modelled, group, warp_size, best_cost);
        if (cost < best_cost) best = group, best_cost = cost;
    }
    std::lock_guard<std::mutex> lock(memo_mutex);
    memo.emplace(key, best);
    return best;
}

}  // namespace prism::plan
