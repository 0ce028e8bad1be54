// Where a sequence-major Stockham kernel's shared-memory accesses land, as places (sequence,
// position) in the block's rows. The places follow from the kernel's shape alone; the layout
// (plan/shared_banks.hpp's padding) only maps them to addresses, so one trace serves every layout
// the bank model weighs.
#pragma once

#include <compare>
#include <cstdint>
#include <vector>

#include "plan/kernel_graph.hpp"

namespace prism::plan {

// The kinds of shared-memory access a sequence-major Stockham kernel makes, in kernel order
// (src/gen/stockham_kernel.cpp, staged_copy.cpp, element_maps.cpp).
enum class SharedAccess {
    staged_load,     // the block-wide copy of the input rows into shared memory
    hermitian_read,  // a staged c2r's first stage: X[f] and X[m-f] of each input position
                     // (paired rows: both rows' A[g] and B[g])
    stage_read,      // the stages' reads of an exchange (or of the staged input)
    stage_write,     // the stages' writes of an exchange (or for the staged output / split)
    split_read,      // the split spectrum's reads of Z[f] and Z[m-f]
    split_write,     // its writes of X[f] and X[m-f] over them (a staged store's split; paired
                     // rows: A[f] and B[f])
    staged_store,    // the block-wide copy of the output rows to device memory
    rows_store,      // the store of rows of adjacent sequences (a four-step's last pass)
};
inline constexpr int k_shared_access_kinds = 8;
const char* shared_access_name(SharedAccess access);

// A place in the block's rows: position pos of the block's sequence seq.
struct SharedPlace {
    std::int32_t seq = 0, pos = 0;
    auto operator<=>(const SharedPlace&) const = default;
};

// The lanes of a warp the hardware serves together: as many as move 128 bytes (16 of 8-byte
// elements, 8 of 16-byte ones). A group holds the distinct places its lanes touch (lanes touching
// the same place are one broadcast) and `weight` equal groups of the walk.
struct SharedLaneGroup {
    SharedAccess kind = SharedAccess::stage_read;
    std::int32_t first = 0, count = 0;  // its places: places[first ... first + count)
    std::int64_t weight = 1;
};

struct SharedAccessTrace {
    int lanes_per_group = 16;  // also the banks' period in elements: 32 banks of 4 bytes
    std::int64_t end_pos = 0;  // one past the furthest position touched
    std::vector<SharedPlace> places;
    std::vector<SharedLaneGroup> groups;
};

// The warps of a block a trace covers: enough to see where butterflies j wrap a span p.
inline constexpr int k_shared_trace_warps = 4;

// The accesses of the first k_shared_trace_warps warps of a block, in kernel order, one group per
// lane group that touches shared memory at all. Empty for batch-major kernels, kernels without
// shared memory and devices without warps.
SharedAccessTrace trace_shared_accesses(const KernelSpec& k, int warp_size);

// The trace with equal groups made one of a larger weight, whatever their kind, and each group's
// sequences counted from its first: every layout moves a whole row with its sequence, so groups
// that differ only in which sequences they start from take the same wavefronts.
SharedAccessTrace merge_equal_groups(const SharedAccessTrace& trace);

}  // namespace prism::plan
