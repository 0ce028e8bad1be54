// Tuning knowledge as data: block shapes per device class. The planner reads these tables; it holds
// no tuning constants of its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "prism/prism.hpp"

namespace prism::plan {

enum class DeviceClass { cuda_gpu, opencl_gpu, cpu };

struct BlockShapeTuning {
    int max_radix;  // largest stage radix but 11, 13 and Rader primes (registers hold R values)
    int target_threads_per_block;       // several sequences share a block until it has this many threads
    int max_threads_per_sequence;       // more work per thread beyond this (register budget)
    int min_sequences_strided;          // adjacent sequences a block prefers on a strided axis (coalescing)
    std::size_t min_row_bytes_strided;  // the least it takes even past the shared budget: one sector
    std::size_t shared_budget;    // shared memory a block aims to stay under (occupancy)
    std::int64_t max_single_pass; // longest axis one pass takes (0: as long as shared memory allows)
    int largest_rader_prime;      // primes from 17 to this get Rader butterflies, larger ones Bluestein
    int max_rader_block_threads;  // a block with a Rader stage stays within this (registers)
    // Primes past largest_rader_prime up to this run Rader's convolution through shared memory
    // (src/gen/rader_stage.hpp) when p - 1 has register butterflies; others go to Bluestein.
    int largest_shared_rader_prime;
    // A length with other factors besides a shared-memory Rader prime (2 x 73, 61 x 67) runs shared
    // Rader for it only when the prime is at most this and p - 1 is 13-smooth (no register Rader
    // nested in it); otherwise the length goes to Bluestein, which measured faster there. A prime
    // alone runs shared Rader within the nested bounds below.
    int shared_rader_beside_factors_up_to;
    // A prime alone past largest_rader_prime up to this, in plain complex rows, takes one register
    // butterfly a sequence (the pairs) instead of shared-memory Rader; at most 61, the pairs' limit.
    int largest_register_prime_alone;
    // ... and R2C / C2R rows whose FFT is a prime alone up to this (0: none), one thread a sequence
    // (their maps keep to it), take it too, as the pairs, instead of shared-memory Rader.
    int largest_real_register_prime_alone;
    // A prime alone whose p - 1 holds a register Rader prime (a Rader butterfly nested in the
    // convolution's sub-FFT) runs shared Rader only when that prime is at most this; past it the
    // prime goes to Bluestein, which measured faster.
    int shared_rader_nested_primes_up_to;
    // ... and only when the prime is below this (Bluestein measured faster past it).
    std::int64_t shared_rader_nested_below;
    // A DCT/DST kernel with fewer threads per sequence than this copies its rows of reals through
    // shared memory, coalesced, and gathers (scatters) them there in Makhoul's order, instead of
    // each thread reading (writing) single scattered reals of device memory.
    int r2r_staged_below_threads;
    // A DCT/DST-II/III kernel of single rows read (a type III also written) directly moves its
    // mirrored reals through the mirror thread's registers with warp shuffles where that can be
    // (KernelSpec::mirror_shuffle_reads and _stores; a CUDA-only instruction, so false elsewhere).
    bool r2r_mirror_shuffle;
    // An even-length c2r kernel of up to this length copies its Hermitian rows X[0 ... m] through
    // shared memory at any thread count, so that pairing X[f] with X[m-f] reads each element once.
    std::int64_t hermitian_staged_up_to;
    // The registers an even-length r2c or c2r kernel's launch bound leaves each thread (the device
    // compiler then fits 64 K / (threads x this) blocks on a multiprocessor); 0: no bound.
    int real_registers_per_thread;
    // A complex kernel whose stage with the fewest butterflies has at least this many may take
    // another thread count that keeps more of its threads busy (plan/stage_threads.cpp); 0: never.
    int balance_threads_from;
    // The balanced count may go past max_threads_per_sequence, up to this, where that many threads
    // give every stage one round (one butterfly each); 0: never.
    int one_round_threads_up_to;
    // A block of several sequences takes a whole multiple of this many warps where it has more
    // (0: any count): a CUDA multiprocessor divides its registers among four schedulers, each
    // holding whole warps, so register-bound blocks of 6 warps fit fewer warps per SM than blocks
    // of 4 or 8 (solver_stockham.cpp's whole_warp_groups works an example).
    int block_warps_multiple;
    // A plain kernel that holds one sequence longer than this (0: never), where shared memory
    // holds two of its blocks on a multiprocessor, gives each thread two butterflies a stage where
    // the thread rule gave it one, and takes a launch bound of two blocks: such a block, register-
    // bound to one per multiprocessor, leaves it idle at its barriers and loads (solver_stockham.cpp's
    // is_long_sequence has the measurements).
    std::int64_t long_sequence_from;
    // A long sequence past long_sequence_unbounded_from points (0: none) whose halved threads hold
    // more than long_sequence_bound_values values each takes no launch bound: at two blocks ptxas
    // gives a thread 128 registers, and there its butterflies spilled hundreds of bytes (tuning.cpp
    // has the measurements).
    std::int64_t long_sequence_unbounded_from;
    int long_sequence_bound_values;
    // A DCT/DST of type II or III over contiguous rows of at least this many points (0: never)
    // carries two rows as one complex FFT, v_a + i v_b, where the batch or another axis gives it
    // a partner row: half the FFT work of one row a sequence (plan/solver_r2r.cpp).
    std::int64_t r2r_paired_from;
    // Lengths with no prime factor past 13 (no Rader stage) pair from this many points instead
    // (0: from r2r_paired_from too).
    std::int64_t r2r_paired_smooth_from;
    // Lengths that go to Bluestein pair from this many points (0: from r2r_paired_from too): two
    // rows share one convolution of M >= 2n - 1, half its work a row.
    std::int64_t r2r_paired_bluestein_from;
    // Lengths whose FFT runs a shared-memory Rader stage in one kernel pair from this many points
    // (0: from r2r_paired_from too).
    std::int64_t r2r_paired_shared_rader_from;
    // The registers the paired rows' launch bound leaves a thread, as real_registers_per_thread
    // does for the even r2c (0: no bound), and the length up to which paired rows copy through
    // shared memory at any thread count (0: only below r2r_staged_below_threads).
    int r2r_paired_registers_per_thread;
    // From this even length on (0: never) a DCT/DST-II/III over contiguous rows runs as the even
    // r2c or c2r of n/2 points runs a real row (ElementMap::r2r_halves), where that is one plain
    // single pass, instead of paired or single rows of n points.
    std::int64_t r2r_halves_from;
    std::int64_t r2r_paired_staged_up_to;
    // From these lengths (0: never) the paired rows' type III kernel (DCT-III, DST-III) copies its
    // input, resp. its output, through shared memory at any thread count: read directly, it
    // fetches each real twice (x[f] with x[n-f]) and scatters its writes two reals apart.
    std::int64_t r2r_paired_iii_input_staged_from;
    std::int64_t r2r_paired_iii_output_staged_from;
    // A strided kernel whose blocks of min_row_bytes_strided rows would leave multiprocessors
    // without a block (a batch-1 2-D transform's columns: 1024 of 1024 points are 64 blocks of 16
    // for an H100's 132) halves its sequences per block, down to rows of this many bytes, until
    // every multiprocessor has one (0: never).
    std::size_t fill_row_bytes_strided;
    // A strided axis with faster dims whose single pass would hold rows narrower than this many
    // bytes in one block (fp32 columns of 16384 points hold one: 8 of each 32-byte sector) takes the
    // four-step instead, whose passes move whole rows through a temp (0: never).
    std::size_t strided_four_step_below_row_bytes;
    // From this power of two on (0: never) a contiguous axis's two-pass four-step takes the longest second
    // pass a block holds with 32-byte rows instead of the balanced split: pass 1's columns get
    // shorter, so its blocks read and write wider rows, for narrower transposed rows in pass 2.
    std::int64_t long_second_pass_from;
    // A DCT/DST-II/III kernel of single rows (one row a sequence) whose radices include a prime of
    // 17 or more (register Rader, or 17-23's paired sums) asks for this many resident blocks a
    // multiprocessor in its launch bound (0: the planner's other rules), unless its measured row
    // says otherwise: unbounded, ptxas gave most of those butterflies 96-255 registers a thread.
    int r2r_prime_rows_resident_blocks;
    // Plain complex kernels of sequences up to this length (0: none) compute their butterflies more
    // precisely on a device with fp64 (KernelSpec::precise_butterflies): fp32 radices of 3s and 5s
    // in fp64, other odd-prime radices with their constants split. Short kernels are bound by
    // memory and absorb the extra arithmetic; longer, compute-heavier ones do not (tuning.cpp has
    // the measurements).
    std::int64_t precise_butterflies_up_to;
    // Shared-memory Rader stages split their sub-FFTs' butterfly constants into hi + lo (powers of
    // two included; SharedRader::split_constants): its two FFTs of p - 1 points round more than one
    // FFT of p points, and the constants' own rounding is the part of it the split removes.
    bool shared_rader_split_constants;
    // Register Rader butterflies (primes past the pairs, KernelSpec::split_rader_constants) split
    // the constants of their two DFTs of p - 1 points and of their spectrum product into hi + lo:
    // Rader rounds more than the pairs, which are what cuFFT computes at those primes.
    bool register_rader_split_constants;
    // Plain kernels whose sequence takes at least this many bytes (0: none) exchange between stages
    // the real parts, then the imaginary parts, through half the shared memory (KernelSpec::
    // split_exchange).
    std::size_t split_exchange_from;
    // A strided kernel whose block takes more than half the shared memory a block may have, and so
    // sits alone on a multiprocessor, halves its sequences per block where its rows keep at least
    // this many bytes (0: never), and takes a launch bound of two blocks: alone, a block leaves the
    // multiprocessor's loads idle through its barriers and butterflies. Batch-major blocks (a
    // strided axis's columns, a four-step's first pass) and blocks that store by rows (a
    // four-step's second pass) measured differently (solver_stockham.cpp's lone_strided_block).
    std::size_t pair_columns_row_bytes;
    std::size_t pair_row_stores_row_bytes;
    // The largest prime whose butterflies take the pairs in joined passes (a fused plane, a cluster
    // four-step or convolution: KernelSpec::shared_rows_pairs_up_to of both passes); larger ones
    // up to 61 take register Rader there.
    int joined_pairs_up_to;
    // Passes join only where no radix of theirs holds a prime past this (0: any): past it, each
    // pass in its own kernel ran faster.
    int joined_largest_prime;
    // ... and only where the block's thread count, a multiple of both passes' sequences per block,
    // is at most this many times the busier pass's own count (0: any): a 53 x 16 plane's 16
    // columns and 53 rows make 848 threads, where its 53-point butterflies spilled.
    int joined_threads_growth_up_to;
    // Plain complex rows take the pairs for primes up to this (0: only as shared_rows_pairs_up_to's
    // lists say, below), behind barriers too, and primes past largest_rader_prime up to this take
    // them as register radices instead of shared-memory Rader (plan/solver_stockham.cpp).
    int plain_rows_pairs_up_to;
};

// A padded length M whose whole convolution runs as one kernel on a thread-block cluster
// (plan/cluster_convolution.hpp), and the resident blocks per multiprocessor its launch bound asks
// for (0: the cluster tuning's register rule). Complex rows and single real rows take it where it
// measured faster than two kernels; `paired_only` M, where the two kernels won for one row, serve
// only an odd R2C/C2R's paired rows, which need the whole sequence in one block or cluster and
// there do half the work per row.
struct ClusteredConvolution {
    std::int64_t m;
    int resident_blocks;
    bool paired_only = false;
    std::size_t block_bytes = 0;  // the most of a sequence one block holds (0: the cluster tuning's)
};

// The rows a Bluestein convolution carries: complex rows (or a real transform's rows read or
// written element by element), an even-length R2C/C2R's half-length rows, or two DCT/DST-II/III
// rows as one. The kernels of the last two do more work per point and may want another M.
enum class BluesteinRows { complex, even_real_halves, paired_r2r };

// Bluestein pads a length N to the smallest M >= 2N - 1 whose prime factors are all in `factors`
// (or, for complex rows, that `complex_rows_also` lists), and runs the whole convolution as one
// kernel (solver_bluestein.cpp) where one block holds M and M is at most `one_kernel_up_to` or one
// of `one_kernel_also`; else as one kernel on a thread-block
// cluster where M is listed in `on_clusters` and the device has clusters; else as two FFTs through
// a temp, padded to the next power of two instead when that is at least `power_of_two_from`
// (0: never) and one pass holds it.
struct BluesteinPadding {
    std::vector<int> factors;
    std::int64_t power_of_two_from;
    std::int64_t one_kernel_up_to;
    std::vector<std::int64_t> one_kernel_also;
    std::vector<ClusteredConvolution> on_clusters;
    // Smooth M that real rows carried through the one kernel pad past, to the next smooth length:
    // their kernel of that M ran slower per point. One list for an even R2C's halves, one for
    // paired DCT/DST-II/III rows.
    std::vector<std::int64_t> halves_pass_over = {};
    std::vector<std::int64_t> paired_r2r_pass_over = {};
    // A one-kernel convolution of a length whose largest prime factor is below this (0: none)
    // splits its butterflies' constants (KernelSpec::split_constants), for less rounding at the
    // cost of more arithmetic (tuning.cpp says where it is taken, and why).
    std::int64_t split_constants_below_prime = 0;
    // Lengths with other prime factors that complex rows pad to where one is the shortest M >= 2N - 1
    // (it takes the place of the smooth M): their one-kernel convolution (a measured row) ran
    // faster than the smooth M's. Real rows' halves and paired DCT/DST rows keep the smooth M.
    std::vector<std::int64_t> complex_rows_also = {};
    // Where the two FFTs each take more than one pass, the convolution runs as three kernels
    // through one temp (solver_bluestein.cpp's three_pass_convolution) instead of two four-steps.
    bool three_passes = false;
    // The three passes try this many of M's most balanced splits (four_step_passes.hpp's
    // splits_for order) and take the first whose passes are one kernel each and whose columns move
    // whole sectors; where none is, the two four-steps stay.
    int three_pass_splits = 3;
    // The three passes' rows kernel reads B from a table in its own order (ElementOp::table_rows)
    // rather than the natural one, whose entries lie N1 apart there. On everywhere: on an H100 the
    // natural table ran 0.886-0.999x (geomean 0.929; fp32 65537 0.901, 2^22 - 3 0.886) over
    // s56_three_passes (session 58, bench/results/2026-12-08-h100-s58/), errors unchanged.
    bool spectrum_in_rows = true;
    bool one_kernel(std::int64_t m) const;
    bool passes_over(std::int64_t m, BluesteinRows rows) const;
    const ClusteredConvolution* clustered(std::int64_t m) const;  // null where M is not listed
};
const BluesteinPadding& bluestein_padding(DeviceClass device_class, Precision precision);

// A four-step in one kernel on a thread-block cluster (plan/solver_cluster_four_step.cpp): up to
// `max_blocks` blocks (0: never), each holding at most `preferred_block_bytes` of the sequence where
// that many blocks suffice, else at most `largest_block_bytes`. The kernel's launch bound asks for
// as many resident blocks per multiprocessor as `registers_per_thread` leaves room for.
struct ClusterTuning {
    int max_blocks;
    std::size_t preferred_block_bytes;
    std::size_t largest_block_bytes;
    int registers_per_thread;
    // Lengths one block holds that measured faster on a cluster.
    std::vector<std::int64_t> instead_of_one_block;
    // Lengths past one block that measured faster on a cluster than as two kernels through a temp;
    // the others take the two kernels.
    std::vector<std::int64_t> instead_of_two_kernels;
};
const ClusterTuning& cluster_tuning(DeviceClass device_class, Precision precision);
// Whether the device runs thread-block clusters: CUDA from compute capability 9.0 (Hopper).
bool supports_clusters(const DeviceInfo& device);

// Two axes of a multi-dimensional C2C in one kernel (plan/solver_fused_plane.cpp), a plane of them
// at a time through shared memory:
// - a plane of at most `any_count_up_to_bytes` always (few planes: one launch instead of two);
// - one block per plane up to `one_block_bytes`, and clusters of up to `max_cluster_blocks` blocks
//   of at most `cluster_block_bytes` each (CUDA sm_90; 0 blocks: never), where the planes' blocks
//   number at least `min_blocks_per_unit` per compute unit (fewer leave multiprocessors idle).
// Larger planes, and too few of them, take one pass per axis.
struct FusedPlaneTuning {
    std::size_t any_count_up_to_bytes;
    std::size_t one_block_bytes;
    double min_blocks_per_unit;
    int max_cluster_blocks;
    std::size_t cluster_block_bytes;
};
const FusedPlaneTuning& fused_plane_tuning(DeviceClass device_class, Precision precision);

// Whether a four-step pass computes its twiddle w_n^e with cos/sin pi of e / (n/2) instead of
// reading the split table (two loads a element, gen/op_tables.hpp): for power-of-two lengths n in
// the device class's range, where e and the fraction are exact in the precision.
bool computes_four_step_twiddle(DeviceClass device_class, Precision precision, std::int64_t length);

// The largest odd prime whose register butterflies take the pairs (gen/butterflies.cpp) in a plain
// complex kernel of `length` points whose rows share a block behind barriers (KernelSpec::
// shared_rows_pairs_up_to): 31 at the lengths measured to gain by it (or to need it for cuFFT's
// error), 23 elsewhere, where primes from 29 take Rader's convolution (1.2-1.5x the pairs' error,
// fewer registers). On a CPU every length takes 31, so that the OpenCL tests run both forms.
int shared_rows_pairs_up_to(DeviceClass device_class, Precision precision, std::int64_t length);
// The limit the lists or the tuning's plain_rows_pairs_up_to give `length` (0: neither does): where
// it passes largest_rader_prime, plain complex rows run the primes up to it as register pairs
// instead of shared-memory Rader.
int listed_pairs_up_to(DeviceClass device_class, Precision precision, std::int64_t length);

// Blocks of `threads_per_block` threads a multiprocessor holds when each thread may use
// `registers_per_thread` registers of its 64 K (every CUDA GPU since Kepler); at least 1. The
// launch bounds that ask for it cap the kernel's registers at that budget.
int resident_blocks_for_registers(int threads_per_block, int registers_per_thread);

DeviceClass classify(const DeviceInfo& device);
const BlockShapeTuning& block_shape_tuning(DeviceClass device_class, Precision precision);
// Whether one pass of the tuning's butterflies covers a length n: radices, register Rader primes,
// and shared-memory Rader primes (beside other factors, as shared_rader_beside_factors_up_to says).
// `register_primes_to`: primes up to it run as register butterflies in the kernel asked about
// (plain complex rows whose pairs reach past largest_rader_prime; 0: only up to largest_rader_prime).
bool butterflies_cover(std::int64_t n, const BlockShapeTuning& t, int register_primes_to = 0);

}  // namespace prism::plan
