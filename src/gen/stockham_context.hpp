// What the emitters of one Stockham kernel share: the spec, the per-thread indices, the value
// types, the stage geometry, the block's shared-memory layout, and the element reads and writes at
// the kernel's two ends. The register stages (stockham_kernel.cpp), the shared-memory Rader stage
// (rader_stage.cpp) and the block-wide copies between device and shared memory (staged_copy.cpp)
// all build on it.
#pragma once

#include <vector>

#include "gen/builder.hpp"
#include "gen/element_maps.hpp"
#include "plan/kernel_graph.hpp"

namespace prism::gen {

inline constexpr const char* k_in = "in";
inline constexpr const char* k_out = "out";
inline constexpr const char* k_lut = "lut";
inline constexpr const char* k_shared = "smem";
inline constexpr const char* k_shared_reals = "smem_re";  // the same memory as single reals

// Which run of the stages a convolution kernel (KernelSpec::convolution_op) is emitting: the
// forward FFT reads device memory and ends in shared memory, the inverse starts there.
enum class ConvolutionHalf { none, forward, inverse };

// Which pass of a cluster four-step (KernelSpec::cluster_rows) is emitting: the columns read device
// memory and end in their block's shared memory, the rows start from the cluster's. A cluster
// convolution's rows end in shared memory too, and its back pass starts from the cluster's rows.
enum class ClusterPass { none, columns, rows, columns_back };

// The state the stage emitters share: names of the per-thread indices and the value types.
struct KernelContext {
    const plan::KernelSpec& spec;
    int sign;            // the FFT's direction: -1 forward, +1 inverse
    int transform_sign;  // the transform's direction (differs in Bluestein's inner FFTs)
    ast::Scalar real;    // f32 / f64
    ast::Scalar index;   // i32 / i64
    ExprPtr thread;      // i: index of the thread within its sequence
    ExprPtr seq_local;   // sequence within the block
    ExprPtr active;      // this thread's sequence exists
    ExprPtr in_base, out_base;
    std::vector<ExprPtr> coords;  // the sequence's coordinate on each outer dim
    ExprPtr tid, group;
    ConvolutionHalf half = ConvolutionHalf::none;
    ClusterPass cluster = ClusterPass::none;
    std::int64_t cluster_columns = 0;  // the row pass: columns each block of the cluster holds (S)
    int cluster_blocks = 1;            // every pass: blocks sharing a sequence (1: one block holds it)
    // The back pass of a cluster convolution: the row pass whose rows it reads back.
    const plan::KernelSpec* held_rows = nullptr;

    // A cluster convolution's row pass: its inverse half leaves the rows in shared memory.
    bool rows_stay() const { return cluster == ClusterPass::rows && spec.convolution_op; }
    // The stage reads device memory itself (not a staged copy in shared memory).
    bool reads_global(bool first) const {
        return first && !spec.stage_input && half != ConvolutionHalf::inverse &&
               cluster != ClusterPass::rows && cluster != ClusterPass::columns_back;
    }
    bool writes_global(bool last) const {
        return last && !spec.stage_output && !spec.write_map.mirrors_in_shared() &&
               half != ConvolutionHalf::forward && cluster != ClusterPass::columns && !rows_stay();
    }

    ast::Type pair() const { return {real, true}; }
    ExprPtr idx(std::int64_t v) const { return int_literal(v, index); }
    long double scale() const { return transform_sign < 0 ? spec.forward_scale : spec.inverse_scale; }
    OpSite site(ExprPtr pos, const std::vector<ExprPtr>& at) const {
        return {std::move(pos), &at, index, real, sign, transform_sign, {}, &spec.outer};
    }
    MapSite input_site(ExprPtr pos) const {
        return {site(std::move(pos), coords), in_base, spec.in_stride, k_in};
    }
    MapSite output_site(ExprPtr pos, const std::vector<ExprPtr>& at, ExprPtr base) const {
        return {site(std::move(pos), at), std::move(base), spec.out_stride, k_out};
    }
};

// With one thread a sequence, a kernel's stages read and write only the thread's own sequence in
// shared memory (any layout holds each sequence's elements apart), where its maps keep to the
// sequence too (plain complex, R2C and C2R rows, paired or split within it), so no other thread
// reads what its stores overwrite and the stages need no barriers between them: only the staged
// copies in and out, which move other threads' elements, do. Without the barrier before its stores,
// hoist_shared_stores (gen/store_hoisting.hpp) stores each output as the butterfly computes it.
bool rows_are_private(const KernelContext& c);

// The largest odd prime whose butterflies take the pairs in this kernel (gen/butterflies.hpp): 61
// where the stores follow each output (rows_are_private), a lower one where a barrier holds every
// output of a butterfly until all are computed.
int largest_pairs_prime(const KernelContext& c);

// A sequence's coordinates on the outer dims and its offsets in both buffers.
struct SequencePlace {
    std::vector<ExprPtr> coords;
    ExprPtr in_base, out_base;
};
SequencePlace place_sequence(StmtBuilder& b, const KernelContext& c, ExprPtr seq);

// Sequence-major shared layout: each sequence padded (one element per shared_pad_group) against
// bank conflicts.
ExprPtr sequence_major_index(const KernelContext& c, ExprPtr seq, ExprPtr pos);
// Element `pos` of this thread's sequence in shared memory, in the kernel's thread mapping.
ExprPtr shared_index(const KernelContext& c, ExprPtr pos);
// Element `pos` of the block's sequence `seq` in shared memory as kernel `k` lays it out.
ExprPtr shared_index_of(const KernelContext& c, const plan::KernelSpec& k, ExprPtr seq, ExprPtr pos);

Complex unpack(StmtBuilder& b, ExprPtr pair);

// Element `local` of the shared memory of the cluster's block `rank`, or of this block's own when
// one block holds the sequence (then `rank` is not emitted): how a joined pass reads what the pass
// before it left across the cluster.
Complex load_held(StmtBuilder& b, const KernelContext& c, ExprPtr local, ExprPtr rank);

// One stage of the kernel.
struct Stage {
    int radix = 1;
    std::int64_t p = 1;            // product of the earlier radices
    std::int64_t butterflies = 1;  // N / R
    int per_thread = 1;            // Q
    std::int64_t lut_base = 0;     // this stage's first twiddle within the kernel's table
    bool first = false, last = false;
    const plan::SharedRader* rader = nullptr;  // a shared-memory Rader stage
    std::int64_t rader_lut_base = 0;           // its tables within the kernel's table
};

std::vector<Stage> stages_of(const plan::KernelSpec& k);

// Entry offset + at of the kernel's table, as stored (forward roots).
Complex lut_value(StmtBuilder& b, const KernelContext& c, std::int64_t offset, ExprPtr at);

// The stage twiddle of input t (a literal or a runtime index, t >= 1) of a butterfly with
// k = j mod p: w^(t*k), w = e^{-2 pi i/(pR)}, conjugated for the inverse.
Complex stage_twiddle(StmtBuilder& b, const KernelContext& c, const Stage& st, ExprPtr t, ExprPtr k);

// Element `pos` of this thread's sequence read from device memory: the read map and load op applied
// (`range`: the values pos can take, where known).
Complex read_input(StmtBuilder& b, const KernelContext& c, ExprPtr pos, PositionRange range = {});
// Output element `pos` written to device memory, through the store op and the write map (the caller
// applies the kernel's scale); nothing where the store op never stores in `range`.
void write_output(StmtBuilder& b, const KernelContext& c, ExprPtr pos, Complex v, PositionRange range = {});

}  // namespace prism::gen
