#include "backend/cuda/residency.hpp"

#include <algorithm>
#include <array>

namespace prism::backend::cuda {
namespace {

// Compute capabilities 8.0 (A100), 8.6 and 8.9 (consumer Ampere and Ada) and 9.0 (H100, H200): the
// programming guide's "Technical Specifications per Compute Capability". Every one allocates a warp's
// registers in units of 256 and keeps 1 KB of shared memory per resident block.
constexpr std::array<MultiprocessorLimits, 4> k_limits = {{
    {80, 65536, 256, 2048, 32, 164 * 1024, 1024},
    {86, 65536, 256, 1536, 16, 100 * 1024, 1024},
    {89, 65536, 256, 1536, 24, 100 * 1024, 1024},
    {90, 65536, 256, 2048, 32, 228 * 1024, 1024},
}};

int round_up(int value, int unit) { return (value + unit - 1) / unit * unit; }

}  // namespace

std::optional<MultiprocessorLimits> multiprocessor_limits(const std::string& arch) {
    const std::size_t digits = arch.find_first_of("0123456789");
    if (digits == std::string::npos) return std::nullopt;
    const std::size_t end = arch.find_first_not_of("0123456789", digits);
    const int cc = std::stoi(arch.substr(digits, end == std::string::npos ? std::string::npos : end - digits));
    for (const MultiprocessorLimits& row : k_limits)
        if (row.compute_capability == cc) return row;
    return std::nullopt;
}

Residency resident_blocks(const MultiprocessorLimits& limits, int threads, int registers, std::int64_t shared_bytes) {
    Residency r;
    const int warps_per_block = std::max(1, (threads + 31) / 32);
    const int max_warps = limits.threads / 32;
    const int by_threads = max_warps / warps_per_block;
    const int warp_registers = round_up(std::max(registers, 1) * 32, limits.register_unit);
    const int by_registers = limits.registers / warp_registers / warps_per_block;
    const std::int64_t block_shared = shared_bytes + limits.shared_reserved;
    const int by_shared = static_cast<int>(limits.shared_bytes / block_shared);
    struct Limit {
        int blocks;
        const char* name;
    };
    // The order breaks ties: a kernel held back by threads alone is the ordinary case.
    const Limit candidates[] = {{by_threads, "threads"},
                                {limits.blocks, "blocks"},
                                {by_registers, "registers"},
                                {by_shared, "shared memory"}};
    const Limit* least = std::min_element(std::begin(candidates), std::end(candidates),
                                          [](const Limit& a, const Limit& b) { return a.blocks < b.blocks; });
    r.blocks = std::max(0, least->blocks);
    r.limited_by = least->name;
    r.warps = r.blocks * warps_per_block;
    r.occupancy = static_cast<double>(r.warps) / max_warps;
    return r;
}

}  // namespace prism::backend::cuda
