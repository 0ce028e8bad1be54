// How many blocks of a kernel one multiprocessor holds at once, from its registers, threads and
// shared memory, as NVIDIA's occupancy calculator counts them. The limits are data, a row per
// compute capability; a device without a row gets no answer rather than a guess.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace prism::backend::cuda {

// One multiprocessor's limits (the CUDA programming guide's table of compute capabilities).
struct MultiprocessorLimits {
    int compute_capability = 0;       // major * 10 + minor
    int registers = 0;                // 32-bit registers per multiprocessor
    int register_unit = 0;            // a warp's registers are allocated in units of this many
    int threads = 0;                  // resident threads per multiprocessor
    int blocks = 0;                   // resident blocks per multiprocessor
    std::int64_t shared_bytes = 0;    // shared memory per multiprocessor (the largest carve-out)
    std::int64_t shared_reserved = 0; // shared memory the system keeps per resident block
};

// The row for "sm_90"-style architectures (or compute capability 90), or nullopt.
std::optional<MultiprocessorLimits> multiprocessor_limits(const std::string& arch);

// Blocks a multiprocessor holds and the limit that decides it.
struct Residency {
    int blocks = 0;
    std::string limited_by;  // "threads", "blocks", "registers" or "shared memory"
    int warps = 0;           // resident warps: blocks x the block's warps
    double occupancy = 0;    // warps over the multiprocessor's most
};

// A kernel of `threads` threads a block, `registers` registers a thread and `shared_bytes` of shared
// memory a block (static plus dynamic). A block that cannot fit at all has blocks = 0.
Residency resident_blocks(const MultiprocessorLimits& limits, int threads, int registers, std::int64_t shared_bytes);

}  // namespace prism::backend::cuda
