// Bluestein's convolution in one kernel on a thread-block cluster (CUDA sm_90 and later), for a
// padded length M that one block cannot hold but a cluster's shared memories can. M = N1 * N2 runs
// as three joined passes (four_step_passes.hpp's convolution_passes): forward columns, the rows'
// forward FFT, product and inverse FFT, and inverse columns, with two exchanges across the
// cluster. Device memory is read and written once (2N elements), where the two-kernel form also
// writes and reads the M-point spectrum through a temp (2N + 2M).
#pragma once

#include <optional>

#include "plan/planner.hpp"

namespace prism::plan {

// The kernel for `pass` (solver_bluestein.cpp's one-kernel convolution pass of length M), on the
// fewest blocks and the most balanced split that give one; nullopt where none does or the device
// has no clusters. `row` is M's entry in the tuning: its launch bound asks for row.resident_blocks
// blocks per multiprocessor (0: as many as the cluster tuning's registers per thread leave room
// for), and its block_bytes, where set, caps each block's share of the sequence.
std::optional<KernelSpec> convolution_on_clusters(const AxisProblem& pass, Planner& planner,
                                                  const ClusteredConvolution& row);

}  // namespace prism::plan
