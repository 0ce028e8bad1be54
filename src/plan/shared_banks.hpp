// A host model of shared-memory bank conflicts in a Stockham kernel's exchanges, for choosing how
// the kernel pads its sequences in shared memory.
#pragma once

#include <cstddef>
#include <cstdint>

#include "plan/kernel_graph.hpp"

namespace prism::plan {

// Shared-memory wavefronts the first warps of a sequence-major block take over every stage's reads
// and writes through shared memory, with one padding element per `pad_group` elements: 32 banks of
// 4 bytes, a wavefront serving each bank one distinct word, so a warp access takes as many
// wavefronts as its busiest bank has distinct words. The stage threads' positions are the
// generator's (src/gen/stockham_kernel.cpp): butterfly j of a radix-R stage after product p reads
// j + t*N/R and writes (j - j mod p)*R + j mod p + t*p.
std::int64_t exchange_wavefronts(const KernelSpec& k, int pad_group, int warp_size);

// The padding group, from 4 to 32 elements or none (a group past the length), whose exchanges take
// the fewest wavefronts, with the kernel's current group kept on a tie (a radix-16 stage writes 16 elements apart: one pad per 16
// spreads those writes over all banks, but a radix-12 stage's writes need one pad per 12). Only
// groups whose padded sequence still fits `shared_limit` bytes qualify. Batch-major kernels (no
// padding) and devices without warps (CPUs) keep the current group.
int choose_shared_pad_group(const KernelSpec& k, int warp_size, std::size_t shared_limit);

}  // namespace prism::plan
