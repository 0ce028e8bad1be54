// The KernelGraph: pure data saying which kernels to run in which order on which buffers.
// Built by lowering a PlanTree; read by the generator (to write source) and by ExecPlan (to launch).
// No device is needed to build one, so planner tests run anywhere.
#pragma once

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "core/problem.hpp"

namespace prism::plan {

// How a block's threads are laid over its sequences.
//  sequence_major: the threads of one sequence are adjacent (tid = seq * T + i). For contiguous axes:
//                  a sequence's elements are adjacent in memory, so adjacent threads read adjacent
//                  elements.
//  batch_major:    the sequence index varies fastest (tid = i * S + seq). For strided axes: adjacent
//                  sequences are adjacent in memory, so adjacent threads read adjacent sequences.
enum class ThreadMapping { sequence_major, batch_major };

// Where a kernel reads from and writes to.
enum class BufferRole { user_input, user_output, lut };

// One single-upload Stockham pass over one axis: every sequence along the axis is loaded by one
// block, transformed through shared memory, and stored. Both directions come from one spec.
struct KernelSpec {
    std::string name;                 // entry-point stem; the generator appends _fwd / _inv
    Precision precision = Precision::F32;
    TwiddleSource twiddles = TwiddleSource::table;
    bool index64 = false;

    std::int64_t length = 1;          // N along the axis
    std::vector<int> radices;         // product = length; empty for length 1 (a copy)
    std::int64_t in_stride = 1;       // element stride along the axis, input and output side
    std::int64_t out_stride = 1;
    std::vector<core::AxisLayout> outer;  // dims enumerating the sequences, slowest first
    std::int64_t sequences = 1;       // product of outer lengths

    int threads_per_sequence = 1;     // T
    int sequences_per_block = 1;      // S
    ThreadMapping mapping = ThreadMapping::sequence_major;
    int shared_pad_group = 16;        // one padding element after every this many (bank conflicts)
    // Small sequences give each thread a short run of memory, so warp accesses scatter. When a
    // block's sequences form one contiguous chunk, it copies the chunk through shared memory with
    // block-wide coalesced loads (stage_input) and stores (stage_output) instead.
    bool stage_input = false;
    bool stage_output = false;

    std::int64_t lut_offset = 0;      // first twiddle of this kernel in the plan's LUT
    long double forward_scale = 1.0L;
    long double inverse_scale = 1.0L;

    BufferRole source = BufferRole::user_input;  // the output buffer is always the target

    int threads_per_block() const { return threads_per_sequence * sequences_per_block; }
    std::uint64_t blocks() const;
    bool uses_shared_memory() const { return radices.size() > 1 || stage_input || stage_output; }
    std::int64_t padded_length() const { return length + length / shared_pad_group; }
    std::size_t shared_bytes() const;
    std::int64_t twiddle_count() const;   // LUT entries the stages need
};

struct KernelGraph {
    std::vector<KernelSpec> kernels;  // launched in this order, both directions
    std::vector<std::complex<long double>> lut;  // forward twiddles of every kernel, concatenated
};

}  // namespace prism::plan
