// A host model of shared-memory bank conflicts in a Stockham kernel, for choosing how the kernel
// lays its sequences out in shared memory.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "plan/kernel_graph.hpp"
#include "plan/shared_access_trace.hpp"

namespace prism::plan {

// Shared-memory wavefronts of the first warps of a block, per kind of access: 32 banks of 4 bytes,
// a warp's lanes going in groups that together move 128 bytes (16 lanes of 8-byte elements, 8 of
// 16-byte ones), a group taking as many wavefronts as its busiest bank has distinct words. `least`
// is what the same accesses take without conflicts (the group's distinct words over 32).
struct SharedWavefronts {
    std::array<std::int64_t, k_shared_access_kinds> taken{}, least{};
    std::int64_t total() const;
    std::int64_t conflicts() const;  // taken - least over all kinds
};
SharedWavefronts shared_wavefronts(const KernelSpec& k, int warp_size);

// The stages' exchanges alone (stage_read and stage_write) with one padding element per
// `pad_group` elements.
std::int64_t exchange_wavefronts(const KernelSpec& k, int pad_group, int warp_size);

// How a sequence-major kernel pads its sequences in shared memory: one padding element per
// pad_group elements (4 to 32, or none: a group past the length), and sequence_pad more after each
// sequence's row (0 up to one 128-byte span of elements) where a warp's lanes reach several
// sequences. The pair whose accesses take the fewest wavefronts wins; on a tie the one taking less
// memory, then the one with the cheaper index (no group, then a power of two): a radix-16 stage writes
// 16 elements apart, so one pad per 16 spreads its writes over all banks, while a radix-12 stage
// needs one per 12; four threads each of four sequences reading runs of four elements need the
// sequences 4 (or 12) elements apart modulo 16. Only layouts whose block still fits
// `shared_limit` bytes qualify. Batch-major kernels (no padding), devices without warps (CPUs) and
// kernels whose only shared memory is a shared Rader stage (whose own accesses the trace does not
// hold) keep the current layout. Answers are remembered per kernel shape, for the process.
struct SharedLayout {
    int pad_group = 16;
    int sequence_pad = 0;
};
SharedLayout choose_shared_layout(const KernelSpec& k, int warp_size, std::size_t shared_limit);

}  // namespace prism::plan
