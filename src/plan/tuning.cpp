#include "plan/tuning.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <iterator>
#include <vector>

#include "plan/factorize.hpp"
#include "plan/tuning_overrides.hpp"

namespace prism::plan {

int resident_blocks_for_registers(int threads_per_block, int registers_per_thread) {
    constexpr int k_registers_per_multiprocessor = 64 * 1024;
    return std::max(1, k_registers_per_multiprocessor / (threads_per_block * registers_per_thread));
}

DeviceClass classify(const DeviceInfo& device) {
    if (device.backend == Backend::cuda) return DeviceClass::cuda_gpu;
    // OpenCL on a CPU (PoCL) reports a warp size of 1; GPUs report 32 or 64.
    return device.warp_size > 1 ? DeviceClass::opencl_gpu : DeviceClass::cpu;
}

namespace {

// The row of a table kept per device class and precision; `fallback` where none matches (every
// table has a row for each pair, so only a new enumerator would reach it).
template <class Rows, class Row>
const Row& row_for(const Rows& rows, DeviceClass device_class, Precision precision, const Row& fallback) {
    for (const Row& row : rows)
        if (row.device_class == device_class && row.precision == precision) return row;
    return fallback;
}

struct TuningRow {
    DeviceClass device_class;
    Precision precision;
    BlockShapeTuning tuning;
};

// Why these numbers: on an H100 a strided pass with 32-byte rows (S = 4 fp32 sequences of 1024)
// ran at 0.40 of copy bandwidth against 0.49 with 128-byte rows (S = 16 of 256), so CUDA blocks
// take a full 128-byte line per row wherever shared memory allows, past the occupancy budget.
// Also: 256 threads keep an SM busy with several resident blocks; 16 adjacent complex
// fp32 sequences are 128 bytes, one full cache line per row on a strided axis; 48 KB of shared memory
// per block leaves room for four blocks per H100 SM. fp64 halves the radix-16 register load.
// Rader primes (the last two columns), from ptxas -v for sm_90 on the generated kernels: a Rader
// stage needs up to 255 registers, so its blocks stay at 256 threads (512 capped them at 128 and
// spilled from 43 points in fp32). With that, no kernel spills up to 59 in fp32 (59 x 59 x 4: 255
// registers) or 31 in fp64 (31 x 256: 182); 61 in fp32 with 64-bit indices and 37 in fp64 in a
// four-step column pass spill 56 bytes, and from 67 / 41 plain kernels spill. OpenCL GPUs, whose
// register files prism has not measured, stop at the primes that stayed under 160 registers
// (fp32 31, fp64 19). The CPU rows follow CUDA's, so PoCL tests the primes the GPUs run.
// Shared-memory Rader (the last column) keeps a prime's whole sequence in one pass, where Bluestein
// takes three kernels over a padded M >= 2p - 1, so it goes as far as one pass can: 16384 points
// in fp32 and 8192 in fp64 are the longest single passes on an H100 (227 KB of shared memory), and
// the planner still checks each length against the device's shared memory. ptxas -v for sm_90:
// no spills up to 4093 (fp32 126 registers, fp64 254) nor at 12289 in fp32 or 7681 in fp64; the
// 512-thread blocks of the longest primes cap registers at 128 and spill a little (fp32 8191: 80
// bytes, 16381: 392; fp64 6337: 32, 8191: 512), which costs less than Bluestein's extra passes
// would. Measured on an H200 against Bluestein (bench/sets/rader.txt, A/B in one session): fp32
// 127 1.31x, 257 2.75x, 4093 1.18x faster; fp64 61 1.52x, 257 3.01x, 1021 1.17x, but fp64 4093
// 0.72x: its 254 registers leave one 160-thread block per SM. So CUDA fp64 stops at 2047 until
// that kernel's occupancy is fixed.
// The DCT/DST staging limit (the last column), measured on an H100 (dct set, 2026-11-22, staged at
// every thread count against never): staging gained 1.9-4.4x at 8 and 16 points (one thread per
// sequence) and 1.19x at fp32 64 (4 threads), and lost from 16 threads on (256: 0.71-0.85x, 4096:
// 0.55-0.61x), where ptxas gave the gathers from shared memory 80-156 registers against 64 and one
// or three resident blocks against four. So it stages below 8 threads, as complex data does.
// The mirror shuffle (the column after it), measured on an H100 (2026-11-24, session 31,
// results/2026-11-24-h100-shared-rader-dct-pairs/mirror-shuffle/): DCT/DST-II/III single rows of
// fp32 64-256 whose sequences' threads share a warp, shuffled against read directly: 96 1.08x
// (0.78 -> 0.85 of prism's r2c), 160 1.06x, 64 1.04x, 128, 192 and 256 within 1 %; geomean 1.034x.
// ncu at 96: the type III kernel's loads 21.0 M -> 16.8 M requests (each real fetched once), 581 ->
// 563 us; the type II's L1 requests are mostly its twiddle-table reads. fp64 rows of such lengths
// run in pairs; OpenCL has no shuffle. The column covers the type III's paired stores too (session
// 32, results/2026-11-24-h100-dct-paired-stores/): 80 1.10x, 120 1.08x, 64 1.05x, no other
// length of fp32 64-256 within 0.998x.
// The c2r's Hermitian staging limit (the column after it), measured on an H100 (real_even and
// real_odd sets, 2026-11-22, staged at every thread count against below 8 threads): direct reads
// of X[f] and X[m-f] fetched each element twice (fp64 1024: 1.4x the L2 read sectors, c2r at 0.70
// of cuFFT's). Staged, fp64 even lengths 256-8192 gained 1.10-1.18x (now 0.95-0.99 of cuFFT) and
// fp32 up to 8192 0-2.4 %; kernels of 8192 points lost (fp32 16384 0.86x, fp64 16384 0.94x),
// and so did odd lengths' paired rows (fp64 1001 0.86x, 2187 0.90x), which keep the old rule.
// The even r2c/c2r register bound (the last column), measured on an H100 (real_even, 2026-11-22,
// bounded against not): ptxas gave the fp32 kernels 64-72 registers, three 256-thread blocks per
// SM; bounded at 64 (4 blocks; ptxas spills 8-16 bytes at 1024-16384) fp32 16384 ran 1.22x,
// 6000 1.07x, 2048-8192 1.01-1.02x, 256 0.98x (0.92 -> 0.90 of cuFFT). fp64 kernels need more
// registers than such a bound leaves and stay unbounded.
// The balanced thread count (the last column), measured on an H100 (every third 13-smooth N up to
// 4096, fp32 and fp64, 2026-11-22, against one thread per butterfly of the smallest stage):
// lengths whose mixed radices left 20-37 % of the thread slots idle ran up to 2.07x faster (fp64
// 3136, 2940; fp32 2940 1.72x, 3087 and 3136 1.53x, 0.58-0.66 -> 0.98-1.00 of cuFFT), and ptxas
// gave them fewer registers (2940: 79 -> 56). Where the smallest stage has fewer than 48
// butterflies the other count meant more butterflies per thread and more registers, and small
// lengths lost (55 0.61-0.70x, 175 and 245 0.75-0.89x), so those keep one butterfly per thread.
// Over the 116 changed lengths from 48 up: 1.19x, none below 0.977x. OpenCL and the CPU take it
// unmeasured.
// The one-round limit (the last column), measured on an H100 (2026-11-22, session 11, A/B against
// 512): lengths whose widest stage has 513-576 butterflies ran 1.04-1.51x faster on that many
// threads, one round a stage (fp32 3969 1.28x, 0.75 -> 0.96 of cuFFT; fp64 3920 1.51x), but fp64
// 3773 0.90x (1.24 -> 1.13 of cuFFT). Raising max_threads_per_sequence itself to 576 instead
// changed about 190 lengths past 4096 per precision, whose stages still took two rounds, and
// those lost (a tenth of them sampled: 0.61-1.41x, most below 0.9x).
// The whole warp groups (the last column), measured on an H100 (2026-11-22, session 13, A/B of the
// 271 lengths up to 4096 it changes, against blocks of any warp count): ncu showed fp64 91 at 104
// registers in 6-warp blocks, 2 resident blocks per SM (18 % of warps active) against cuFFT's 35 %.
// In blocks of 4 warps fp64 gained 1.011x over its 173 lengths (91 1.10x, 65 1.09x, 135 1.08x,
// 637 1.07x, 77 1.06x; 0.90-0.93 -> 0.95-1.00 of cuFFT; worst 60 0.985x). fp32, rarely
// register-bound, gained 1.001x over 98 with losses at the shortest (21 0.94x, 18 0.95x, 56 0.96x);
// rounding up to 8 warps instead lost more (56 0.88x, 66 0.89x), so fp32 keeps any count.
// The long-sequence column (the last), measured on an H100 (2026-11-22, session 14, 63 fp32
// lengths of bench/sets/smooth_long.txt, 44 of them the slowest against cuFFT, --quick, against
// neither): one-sequence kernels of 4097-12348 points ran one 458-512-thread block per SM where
// ptxas gave them more than 64 registers, at 0.42-0.55 of copy bandwidth. A launch bound of two
// blocks: 1.17x over the 63 (10164 1.55x, 7744 1.49x). With it, half the threads: 1.30x (7280
// 1.81x, 9126 1.80x, 6144 1.37x). Below 5120 points both lost (bound: 4400 0.95x, 4225 0.97x;
// half: 4719 0.80x, 4290 0.82x), and so did half the threads where one block's shared memory
// fills an SM (16384 0.83x, 20480 0.84x, 19683 0.87x; 15625 1.29x), so neither applies there.
// Thread counts between (a cap of N / 24 or N / 20 values a thread) won or lost by length with no
// rule. fp64 (46 lengths 4116-8190) lost with either (bound 0.84x, half 0.89x, both 0.94x; 6750
// bounded 0.34x) and takes neither.
// The two unbounded columns (the last), measured on an H100 (2026-11-22, session 15, `prism tune
// --shapes` on the 192 fp32 lengths of smooth_long below 0.95 of cuFFT or unread, then `prism
// bench` with cuFFT; JSON in bench/results/2026-11-22-h100-kernel-shapes/): with half the threads
// and a bound of two, ptxas caps a thread at 128 registers. Past 50 values a thread and 12288
// points the butterflies spilled 30-1070 bytes, and dropping the bound won (of cuFFT: 13824
// 0.54 -> 0.70, 12500 0.66 -> 0.77, 13125 0.83 -> 0.97, 12705 0.78 -> 0.87). Shorter lengths past
// 50 values spilled 0-72 bytes and lost without it (7875 0.63x, 9375 0.68x, 11250 0.75x), and so
// did longer ones of at most 50 values (12740 0.68x, from the tuner's readings).
// The three paired DCT/DST columns (the last), measured on an H100 (2026-11-22, session 17, the
// dct set's DCT-II/III cases against prism's own r2c, one session: bench/results/2026-11-22-h100-
// dct-pairs/): two rows as one FFT against one row an FFT, of the r2c's speed, fp32 1000 0.82 ->
// 0.85, 4096 0.82 -> 0.87, fp64 1000 0.86 -> 0.89, 4096 0.79 -> 0.82, 64 0.95 -> 0.97; lost at
// fp32 16-256 (256: 0.94 -> 0.78, its measured row gone) and fp64 256 (0.93 -> 0.86) and 1024
// (0.89 -> 0.87). A launch bound at 80 registers a thread took fp32 1000-2048 to 0.91-0.93 and
// 4096 to 0.89 (at 64: 0.88-0.90), but fp64 to 0.47-0.88 (spills). Staged at any thread count,
// fp64 256 ran 0.985 (from 0.86) and every length from 1000 lost (4096 0.82 -> 0.67). So fp32
// pairs from 1000 points under the bound, fp64 from 64 without one and stages up to 256 (a bound
// of two blocks, which `prism tune --shapes` found 1.02-1.07x faster at 1000-4096, took 256 from
// 0.98 to 0.94 as a rule: measured_radices.cpp has it as rows). OpenCL GPUs, unmeasured, pair
// from 1000; the CPU rows pair from 2 so that PoCL tests the paired path.
// The smooth lengths' threshold (fp32 CUDA), measured on an H100 (2026-11-24, session 28,
// bench/results/2026-11-24-h100-dct-even/, pairs from 2 against the rule above, DCT-II then III
// of 22 lengths below 1000): every length of primes up to 5 from 360 gained (360 1.37x, 480 1.17x,
// 500 1.20x, 600 1.33x, 640 1.13x, 720 1.08x, 768 1.09x, 810 1.13x, 960 1.21x), shorter ones did
// not (96 1.03x, 120 1.00x, 240 0.98x, 256 0.94x, 8 0.92x), nor did lengths with a Rader prime
// (174 = 6 x 29 0.85x, 518 = 14 x 37 0.81x, 690 0.97x), which keep 1000.
// The Bluestein lengths' threshold (fp32 CUDA), measured on an H100 (2026-11-24, session 29,
// bench/results/2026-11-24-h100-bluestein-dct-pairs/): DCT-II then III of 37 Bluestein lengths
// from 122 (2 x 61, the shortest in fp32) to 982, one or more per padded M, paired against single
// rows: 1.50-1.99x at every M but 512 (0.72-0.78x) and 1728 (1.04-1.08x), where the paired rows'
// 80-register bound, meant for plain paired kernels, spilled the convolution (solver_stockham.cpp's
// real_resident_blocks now leaves such kernels unbounded). fp64 pairs from 64 whatever the length.
// The shared-memory Rader lengths' threshold (fp32 CUDA), measured on an H100 (2026-11-24, session
// 31, bench/results/2026-11-24-h100-shared-rader-dct-pairs/): DCT-II of primes 67-991 and DST-III
// of 491 and 991, the one shared Rader kernel carrying two rows against one, from 0.45-0.74 to
// 0.82-0.92 of prism's r2c (67 1.56x, 257 1.23x, 491 2.04x, 991 2.04x; geomean 1.77x): the
// r2c's paired rows already ran that kernel so. fp64 pairs them from r2r_paired_from (64).
// The type III kernel's staging (the last two columns), measured on an H100 the same session
// (`dct-pairs/stage-iii-6953c62/`, DCT-II/III pairs of the dct set): read directly, the paired
// DCT-III at fp32 4096 read 1.8x and wrote 2.0x the L2 sectors of the c2r (ncu: 487 against 449
// us). Staging both of its sides took fp32 4096 from 0.89 to 0.91-0.92 of prism's r2c but lost
// at 1000-2048 (1000: 0.91 -> 0.70); staging its input alone took fp64 4096 from 0.87-0.88 to
// 0.91 and lost at 1000 and 2048. Lengths past 4096 are not measured.
// One row per line, its columns in the struct's order.
// The fill rule (the last column), measured on an H100 (set3 and multipass, 2026-11-22, session
// 18). 64-byte rows for every strided fp32 kernel against 128: batch-1 2-D transforms whose long
// columns gave fewer blocks than SMs gained (1024x1024 1.14x, 512x1024 1.11x, 512x512 1.09x), and
// transforms with blocks to spare lost (2^20 batch 128 0.93x, 2^27 0.88x, 512x512x512 0.87x). As a
// rule, only where blocks are too few (two readings each against the build without it): 1024x1024
// 0.88-0.91 -> 0.98-1.02 of cuFFT, 512x1024 0.91-0.94 -> 0.98-1.00, 480x720 0.99 -> 1.06-1.07,
// 512x512 0.82 -> 0.83-0.92; but 256x512 lost (0.88-1.02 -> 0.82-0.92), whose 32 KB blocks were
// within the shared budget, so the rule stops there. fp64, the same 2-D shapes at batch 1 (two
// readings each way): 512x512 1.05 -> 1.13 of cuFFT, 1024x1024 and the rest unchanged (±1.5 %).
// The CPU row (8 bytes, PoCL's compute units) lets CI run it; OpenCL GPUs are not measured.
// A strided axis with faster dims (a 2-D transform's columns) whose single pass would hold rows
// narrower than strided_four_step_below_row_bytes takes the four-step, whose temp keeps the faster
// dims fastest (four_step_passes.hpp, TempOrder::like_source) so both passes move whole rows. On an
// H100 (2026-11-23, batch-1 2-D, one call; results/2026-11-23-h100-strided-temp/): 32 bytes sends
// fp32 columns of 8192 and 16384 and fp64 8192 there, fp32 16384x16384 546 -> 955 GB/s (cuFFT 940),
// fp32 8192x8192 820 -> 957, fp64 8192x8192 819 -> 954; 16 bytes left the 8192s at 817-822. The
// balanced split beat a first pass of 16 or 64 points on 16384 columns (fp64 16384x4096 969
// against 946 and 954 GB/s) and lost 1.5-2.5 % to 64 on 32768 and 65536. Through NVIDIA's OpenCL on
// the H100 (48 KB of local memory: one fp32 column of 4096 per block), the same rule took fp32
// 2048x2048 878 -> 1039 GB/s and 4096x4096 540 -> 942 (1024x1024 unchanged); fp64 (two readings
// each way) 2048x2048 807 -> 914, 2048x4096 596 -> 705, 1024x1024 unchanged.
// shared_rader_beside_factors_up_to: shared-memory Rader against Bluestein's one kernel in lengths
// m x p with other factors, fp32 on an H200 (2026-12-04, session 45, `prism bench --quick`, 256 MiB,
// one call, results/2026-12-03-h200-s44/s45/; bench/sets/s45_shared_rader.txt). Every prime to 127
// whose p - 1 is 13-smooth won, 1.19-1.65x (1314 = 18 x 73 1166 -> 1924 GB/s, 2130 = 30 x 71 1.44x,
// 610 1.25x, 122 1.31x), its error falling from 1.04-1.31 of cuFFT's to 0.75-1.06; primes past it
// went either way (0.66-1.40x, geomean about 1.0; 241 0.67x, 1201 0.72x, 433 1.39x), and a p - 1
// holding a register-Rader prime lost almost everywhere (2 x 1259 0.26x, 7 x 107 0.37x, 22 x 83
// 0.72x): its kernels compile in 4-20 s cold against 0.1-1 s. Session 23's H100 reading had
// Bluestein ahead at 14 of 15 such lengths, all of primes past 127 (2258 = 2 x 1129 3.06x).
// The committed bound against 4b293da (s45/compare-confirm.txt, bench/sets/s45_confirm.txt): 1.28x
// geomean over 40 cases; fp64 1.02-1.64x but 82 0.83x, 268 0.89x, 3034 0.86x; fp32 2032 = 16 x 127
// 0.78x; real rows 1.35-1.88x. The other rows keep every 13-smooth p - 1, so that the PoCL tests
// run shared Rader beside other factors.
// shared_rader_split_constants: fp64 shared Rader with its sub-FFTs' constants split against
// rounded, on an H200 (2026-12-04, session 46, a knob build, `prism bench --quick`, 256 MiB,
// results/2026-12-04-h200-s46/, bench/sets/s46_rader_f64.txt): 0.997x over 41 lengths (0.93-1.13x;
// 4087 0.93x, 3950-4081 0.95-0.97x), the error / cuFFT's from 1.41 to 1.15 at 74 = 2 x 37, 1.17
// -> 1.12 at 82, 1.07 -> 1.00 at 129, 1.17 -> 1.00 at 4087, 1.72 -> 1.38 at 37 alone, lower at 39
// of 41. On PoCL other sub-radix lists with the split erred within 3 % of the planner's. fp32
// errors were already below cuFFT's and stay rounded. The same session read Bluestein instead of
// shared Rader beside other factors (shared_rader_beside_factors_up_to): fp64 m x p for p = 37-127
// 0.855x (Bluestein won at 82 1.21x, 86 1.56x, 254 1.28x, 268 1.13x, 3034 1.17x, but erred more
// everywhere, 1.04-1.58 of cuFFT's), fp32 m x 113 and m x 127 (s46_rader_f32.txt) 0.858x, though
// 2032 = 16 x 127 1.30x and 1808 = 16 x 113 1.23x; so the bound stays.
// largest_register_prime_alone: primes alone as one register butterfly a sequence (the pairs)
// against shared Rader (bench/sets/s46_primes_alone.txt, session 46): fp64 37 1.90x (0.53 -> 1.01
// of cuFFT, which runs it at 0.91 of copy), 41 2.18x, 43 2.92x, 47 2.11x, 53 1.14x, 59 1.21x, 61
// 0.78x (still 1.47 of cuFFT); fp32 61 2.40x; the error at every one of them from 1.15-1.38 of
// cuFFT's to 1.00. ptxas for sm_90: fp64 37 224 registers, no spill; 41-43 24 bytes spilled, 47 96,
// 53 468, 61 1476. 61 takes it for its error (shared Rader's 1.18 of cuFFT's). 2-D planes of such
// primes (s46_planes.txt): 1.47-2.97x (37 x 37 fuses into one kernel, 2.10x), but 37 x 1024 0.96x.
// largest_real_register_prime_alone: fp64 R2C + C2R whose FFT is a prime alone (the half of an
// even N, or N), register butterflies (one thread a row: the pairs) against shared Rader (session
// 47, s47_real_primes on an H200): 37 1.78x, 43 2.00x, 53 1.01x, halves 37-47 (74-94) 1.65-2.01x
// (82 0.86 -> 1.72 of cuFFT), 53 and 59 (106, 118) 0.86-0.88x, still 1.34-1.37 of cuFFT; errors
// from 1.07-1.46 of cuFFT's to 0.95-0.99 at the even lengths, 1.05-1.07 at the odd ones. 61 stays
// shared (r2c 122 0.44x: 0.95 of cuFFT; 61 0.42x). fp32 takes its register primes to 59 already.
// shared_rader_nested_primes_up_to: primes alone whose p - 1 holds a register Rader prime q,
// shared Rader against Bluestein (s46_nested.txt, session 46): fp32 q = 41-59 2.1-4.1x faster by
// Bluestein (1181 = 4 x 5 x 59 + 1 0.31 -> 1.25 of cuFFT, 821 0.44 -> 1.00, 1061 0.39 -> 1.02);
// fp64 q = 31 1.57-2.00x against shared Rader with split constants, whose radix-31 sub-FFT the
// split made twice as slow (311 0.93 -> 0.48 of cuFFT), and 1.03-1.32x against rounded ones (the
// confirm call: 311 1.03x, 683 1.20x, 1861 1.32x). q = 17-29 went either way (fp32 139 0.62x, 229
// 0.90x, 349 1.22x, 647 1.41x, 1013 1.16x; fp64, split, 409 0.85x, 613 0.84x, 1123 1.39x, 1657
// 1.09x; session 44 had fp32 4093 = 4 x 3 x 11 x 31 + 1 1.18x faster by shared Rader), so the bound
// keeps them and shared_rader_nested_below splits them by length. Bluestein erred 0.56-0.85 of
// cuFFT's.
// shared_rader_nested_below: the same A/B over the nested primes that bound kept (s46_nested_kept,
// session 46's fifth call): Bluestein won at every fp32 prime from 349 (1.08-1.51x: 2357 0.79 ->
// 1.19 of cuFFT, 2791 0.70 -> 0.94, 4093 1.17x, reversing session 44's 0.85x), shared Rader below it
// (139 0.62x, 229 0.90x); in fp64 shared Rader kept 239-613 (Bluestein 0.84-1.02x) and Bluestein won
// from 1021 (1.09-1.39x: 1123 0.87 -> 1.21 of cuFFT).
// joined_pairs_up_to, joined_largest_prime, joined_threads_growth_up_to: fused planes on an H200
// (session 47, bench/results/2026-12-04-h200-s47/, sets s47_joined_pairs and s47_planes). Square
// planes of primes 29-61 with register Rader erred 1.18-1.66 of cuFFT's (fp64 37 x 37 1.66, fp32
// 59 x 59 1.62); the pairs took every one to 1.00. fp32 pairs cost 0.76-1.17x and kept 2.9-3.9x
// cuFFT (59 x 59 3.14x faster: its Rader spilled); fp64 pairs to 43 cost 0.59-1.14x, still 1.3-2.5x
// cuFFT, but 47 x 47 ran 0.05x and 53 and 61 0.29-0.30x (ptxas spilled 0.2-3 KB where the row pass
// holds every output), so fp64 planes past 43 run each axis in its own pass, whose primes alone take
// the pairs: 47 x 47 1.30x (1.28 of cuFFT), 59 x 59 1.88x, 53 x 53 0.52x and 61 x 61 0.40x, still
// 1.04-1.16 of cuFFT, errors 1.18-1.55 -> 1.00 of cuFFT's. Planes of coprime sides took a block of
// lcm(columns, rows) threads (53 x 16: 848, where the 53-point butterflies spilled 5.6 KB): bounded
// at 4x the busier pass's count, the planes past it run as two passes, 1.26-26x faster over 16
// shapes in each precision (fp64 41 x 16 0.05 -> 1.35 of cuFFT, fp32 59 x 16 0.14 -> 1.87; 7 x 64
// 1.00x), none slower. OpenCL GPU rows keep the old behaviour (unmeasured).
// plain_rows_pairs_up_to: fp64 lengths of a prime 37-53 beside other factors (s47_pairs_beside,
// s47_pairs_beside2: 42 lengths up to 1504), the pairs as register radices behind barriers against
// shared-memory Rader: 37-47 1.04-2.32x at all but 282 = 6 x 47 (0.89x, 1.7 of cuFFT), errors from
// up to 1.35 of cuFFT's (141, 94) to 0.66-0.96; 53 0.53-1.01x (159 1.09 of cuFFT, error 1.06 ->
// 0.94). 59 stays out (177 0.32x) but for its listed lengths (shared_rows_pairs_up_to).
// long_second_pass_from: 1-D C2C over 1 GiB on an H100 (2026-11-23, one call, two alternating
// readings each, results/2026-11-23-h100-strided-temp/split-1d-ab/), the longest second pass against
// the balanced split: fp32 2^21 1313 -> 1349 GB/s, 2^22 1258 -> 1303; fp64 2^21 1275 -> 1288, 2^22
// 1194 -> 1212; but fp32 2^18 -3 %, 2^19 -1.5 %, 2^20 and fp64 2^20 within 1 %. From 2^23 the two
// splits coincide (N2 = 4096). Powers of two only: Bluestein's M = 2125764 = 2^2 3^12 (for fp32
// 2^20 + 7) split as 729 x 2916 ran 158 -> 126 GB/s, its pass 2 holding one row of 2916 a block.
// r2r_halves_from: DCT/DST-II/III of even n as the even r2c/c2r of n/2 points against the rows
// above (paired, else single rows of n points), on an H100 (2026-12-07, session 54, a knob build
// turning it on from 4 in both precisions, set dct, `--quick`; results/2026-12-07-h100-s54/): read
// unstaged, Makhoul's gathers four reals apart ran 0.21-0.85x (call 2); staged as reals in natural
// order 0.76-0.89x at 256-4096 (call 3); staged in Makhoul's order, as now, 0.89-0.92x at fp32
// 1024-4096 (1000: 1.00x, 8-16: 1.006x), 0.77x at fp64 1024-4096 (its forward kernel of 2048
// points holds 144 registers on 128 threads, 12 warps against the paired rows' 16), geomean 0.927
// (call 4). CUDA keeps the rows (0); the CPU row takes them from 4 so that the PoCL tests run them.
// Errors matched the rows' (fp32 4096 1.30e-7 against 1.35e-7).
// r2r_prime_rows_resident_blocks: fp32 DCT-II of 49 lengths below 300 on an H100 (2026-11-24,
// session 34, one call, a knob build bounding every single-row DCT kernel to 3 blocks against none;
// results/2026-11-24-h100-short-dct-shapes/knob/). The 22 lengths whose radices hold a prime of 17 or
// more (most of their unbounded kernels took 96-255 registers by ptxas) ran
// 0.989-1.284x, 1.08x in geomean (212 = 4 x 53 1.28x, 188 1.28x, 186 1.17x, 136 1.16x, 174 1.15x,
// 58 1.14x); the rest, at 32-80 registers and more blocks already, went 0.865-1.187x (0.95x; 256
// 0.865x, 44 0.865x, 78 0.88x), so the bound is for the former. `prism tune --shapes` chose 3
// blocks at 12 of 21 lengths too. The rule read against 9cf17ce in one call (`ab/`): the short set
// 1.055x (0.989-1.49x; 114's row 1.49x, 212 1.28x, 188 1.29x), and 19 single-row lengths of 300-1000
// points with such a prime 1.035x (0.92x at 354 = 59 x 6, which ran at 0.29 of prism's R2C
// before: 168 registers and 184-244 B spilled against 255 and 32-60 B; 340 0.97x, 860 0.98x;
// 318 1.13x, 740 1.12x). fp64 pairs its rows from 64 points and is not measured.
// precise_butterflies_up_to: C2C on an H100 against cuFFT in one process (2026-11-24, session 35,
// results/2026-11-24-h100-split-constants/). Prism's error had been above cuFFT's at fp32 N = 5,
// 6, 10, 22, 39 and fp64 5, 6, 9, 10, 13, 14, 18, 22, 26, 39, by at most 1.4 %: the same
// butterflies, rounded alike. Split constants in every kernel cost speed past 64 points (fp64
// 4056 0.77x, 3267 0.87x, 110 0.88x, fp32 19683 0.78x), none below. With the final rule (the
// stage's arithmetic in gen/stockham_kernel.cpp) every 13-smooth N <= 128 ran within 1 % of
// plain but fp64 63 (0.95x, to 0.92 of cuFFT), so fp64 stops at 48, past its last such length;
// prism's error then stayed at or below cuFFT's at every short length. The same limits on every
// device: the PoCL tests run the arithmetic that CUDA runs.
// register_rader_split_constants: the CPU rows split register Rader's constants so that the PoCL
// tests run it; CUDA rows do not: a knob A/B on an H100 (2026-12-08, session 58, set
// s56_rader_split, bench/results/2026-12-08-h100-s58/) ran 0.33-0.87x (geomean 0.58; 1298 0.33x,
// 4042 0.39x) and left the error above cuFFT's at 6 of 8 lengths (2738 1.197 -> 1.079 of cuFFT's,
// 3698 1.176 -> 1.086, 4042 1.174 -> 1.089, 1298 1.051 -> 0.980). (Session 56 read the errors of
// CUDA's plans on PoCL, bench/experiments/cuda_plans_on_pocl.cpp, fp32 batch 8: 37x37x2 1.94e-7 ->
// 1.69e-7, 43x43x2 1.91 -> 1.74, 53x37x2 1.84 -> 1.71, 47x43x2 1.90 -> 1.77, 43x6 1.45 -> 1.34,
// 59x11x2 1.88 -> 1.77; ptxas (reference H100) kept their registers, 47x43x2's spill fell 136 ->
// 76 B; fp64 kernels of those lengths take no register Rader and did not change.)
// split_exchange_from: CUDA takes exchanges in halves from measured rows only (solver_stockham.cpp's
// wants_split_exchange has the H200 measurements); the CPU rows take them from 8 KB a sequence on,
// so that the PoCL tests run the generator's split exchanges at every length and shape they fit.
// clang-format off
constexpr TuningRow k_block_shapes[] = {
    {DeviceClass::cuda_gpu, Precision::F32,
     {.max_radix = 16, .target_threads_per_block = 256, .max_threads_per_sequence = 512,
      .min_sequences_strided = 16, .min_row_bytes_strided = 128, .shared_budget = 48 * 1024,
      .max_single_pass = 0, .largest_rader_prime = 59, .max_rader_block_threads = 256,
      .largest_shared_rader_prime = 16384, .shared_rader_beside_factors_up_to = 127,
      .largest_register_prime_alone = 61, .largest_real_register_prime_alone = 0,
      .shared_rader_nested_primes_up_to = 31,
      .shared_rader_nested_below = 300,
      .r2r_staged_below_threads = 8, .r2r_mirror_shuffle = true, .hermitian_staged_up_to = 4096,
      .real_registers_per_thread = 64, .balance_threads_from = 48, .one_round_threads_up_to = 576,
      .block_warps_multiple = 0, .long_sequence_from = 5120, .long_sequence_unbounded_from = 12288,
      .long_sequence_bound_values = 50, .r2r_paired_from = 1000, .r2r_paired_smooth_from = 300,
      .r2r_paired_bluestein_from = 2, .r2r_paired_shared_rader_from = 2,
      .r2r_paired_registers_per_thread = 80, .r2r_halves_from = 0,
      .r2r_paired_staged_up_to = 0, .r2r_paired_iii_input_staged_from = 4096,
      .r2r_paired_iii_output_staged_from = 4096, .fill_row_bytes_strided = 64,
      .strided_four_step_below_row_bytes = 32,
      .long_second_pass_from = 2097152, .r2r_prime_rows_resident_blocks = 3,
      .precise_butterflies_up_to = 64, .shared_rader_split_constants = false,
      .register_rader_split_constants = false,
      .split_exchange_from = 0,
      .pair_columns_row_bytes = 64, .pair_row_stores_row_bytes = 64,
      .joined_pairs_up_to = 61, .joined_largest_prime = 0, .joined_threads_growth_up_to = 4,
      .plain_rows_pairs_up_to = 0}},
    {DeviceClass::cuda_gpu, Precision::F64,
     {.max_radix = 16, .target_threads_per_block = 256, .max_threads_per_sequence = 512,
      .min_sequences_strided = 8, .min_row_bytes_strided = 128, .shared_budget = 48 * 1024,
      .max_single_pass = 0, .largest_rader_prime = 31, .max_rader_block_threads = 256,
      .largest_shared_rader_prime = 2047, .shared_rader_beside_factors_up_to = 127,
      .largest_register_prime_alone = 61, .largest_real_register_prime_alone = 59,
      .shared_rader_nested_primes_up_to = 23,
      .shared_rader_nested_below = 1000,
      .r2r_staged_below_threads = 8, .r2r_mirror_shuffle = false, .hermitian_staged_up_to = 4096,
      .real_registers_per_thread = 0, .balance_threads_from = 48, .one_round_threads_up_to = 576,
      .block_warps_multiple = 4, .long_sequence_from = 0, .long_sequence_unbounded_from = 0,
      .long_sequence_bound_values = 0, .r2r_paired_from = 64, .r2r_paired_smooth_from = 0,
      .r2r_paired_bluestein_from = 0, .r2r_paired_shared_rader_from = 0,
      .r2r_paired_registers_per_thread = 0, .r2r_halves_from = 0,
      .r2r_paired_staged_up_to = 256, .r2r_paired_iii_input_staged_from = 4096,
      .r2r_paired_iii_output_staged_from = 0, .fill_row_bytes_strided = 64,
      .strided_four_step_below_row_bytes = 32,
      .long_second_pass_from = 2097152, .r2r_prime_rows_resident_blocks = 0,
      .precise_butterflies_up_to = 48, .shared_rader_split_constants = true,
      .register_rader_split_constants = false,
      .split_exchange_from = 0,
      .pair_columns_row_bytes = 0, .pair_row_stores_row_bytes = 64,
      .joined_pairs_up_to = 43, .joined_largest_prime = 43, .joined_threads_growth_up_to = 4,
      .plain_rows_pairs_up_to = 53}},
    {DeviceClass::opencl_gpu, Precision::F32,
     {.max_radix = 16, .target_threads_per_block = 256, .max_threads_per_sequence = 256,
      .min_sequences_strided = 16, .min_row_bytes_strided = 32, .shared_budget = 32 * 1024,
      .max_single_pass = 0, .largest_rader_prime = 31, .max_rader_block_threads = 256,
      .largest_shared_rader_prime = 16384, .shared_rader_beside_factors_up_to = 16384,
      .largest_register_prime_alone = 31, .largest_real_register_prime_alone = 0,
      .shared_rader_nested_primes_up_to = 31,
      .shared_rader_nested_below = 16384,
      .r2r_staged_below_threads = 8, .r2r_mirror_shuffle = false, .hermitian_staged_up_to = 4096,
      .real_registers_per_thread = 0, .balance_threads_from = 48, .one_round_threads_up_to = 0,
      .block_warps_multiple = 0, .long_sequence_from = 0, .long_sequence_unbounded_from = 0,
      .long_sequence_bound_values = 0, .r2r_paired_from = 1000, .r2r_paired_smooth_from = 0,
      .r2r_paired_bluestein_from = 0, .r2r_paired_shared_rader_from = 0,
      .r2r_paired_registers_per_thread = 0, .r2r_halves_from = 0,
      .r2r_paired_staged_up_to = 0, .r2r_paired_iii_input_staged_from = 0,
      .r2r_paired_iii_output_staged_from = 0, .fill_row_bytes_strided = 0,
      .strided_four_step_below_row_bytes = 32, .long_second_pass_from = 0,
      .r2r_prime_rows_resident_blocks = 0,
      .precise_butterflies_up_to = 64, .shared_rader_split_constants = false,
      .register_rader_split_constants = false,
      .split_exchange_from = 0,
      .pair_columns_row_bytes = 0, .pair_row_stores_row_bytes = 0,
      .joined_pairs_up_to = 23, .joined_largest_prime = 0, .joined_threads_growth_up_to = 0,
      .plain_rows_pairs_up_to = 0}},
    {DeviceClass::opencl_gpu, Precision::F64,
     {.max_radix = 8, .target_threads_per_block = 256, .max_threads_per_sequence = 256,
      .min_sequences_strided = 8, .min_row_bytes_strided = 32, .shared_budget = 32 * 1024,
      .max_single_pass = 0, .largest_rader_prime = 19, .max_rader_block_threads = 256,
      .largest_shared_rader_prime = 8192, .shared_rader_beside_factors_up_to = 8192,
      .largest_register_prime_alone = 19, .largest_real_register_prime_alone = 0,
      .shared_rader_nested_primes_up_to = 19,
      .shared_rader_nested_below = 8192,
      .r2r_staged_below_threads = 8, .r2r_mirror_shuffle = false, .hermitian_staged_up_to = 4096,
      .real_registers_per_thread = 0, .balance_threads_from = 48, .one_round_threads_up_to = 0,
      .block_warps_multiple = 0, .long_sequence_from = 0, .long_sequence_unbounded_from = 0,
      .long_sequence_bound_values = 0, .r2r_paired_from = 1000, .r2r_paired_smooth_from = 0,
      .r2r_paired_bluestein_from = 0, .r2r_paired_shared_rader_from = 0,
      .r2r_paired_registers_per_thread = 0, .r2r_halves_from = 0,
      .r2r_paired_staged_up_to = 0, .r2r_paired_iii_input_staged_from = 0,
      .r2r_paired_iii_output_staged_from = 0, .fill_row_bytes_strided = 0,
      .strided_four_step_below_row_bytes = 32, .long_second_pass_from = 0,
      .r2r_prime_rows_resident_blocks = 0,
      .precise_butterflies_up_to = 48, .shared_rader_split_constants = true,
      .register_rader_split_constants = false,
      .split_exchange_from = 0,
      .pair_columns_row_bytes = 0, .pair_row_stores_row_bytes = 0,
      .joined_pairs_up_to = 23, .joined_largest_prime = 0, .joined_threads_growth_up_to = 0,
      .plain_rows_pairs_up_to = 0}},
    {DeviceClass::cpu, Precision::F32,
     {.max_radix = 16, .target_threads_per_block = 64, .max_threads_per_sequence = 256,
      .min_sequences_strided = 4, .min_row_bytes_strided = 8, .shared_budget = 64 * 1024,
      .max_single_pass = 1024, .largest_rader_prime = 59, .max_rader_block_threads = 256,
      .largest_shared_rader_prime = 16384, .shared_rader_beside_factors_up_to = 16384,
      .largest_register_prime_alone = 61, .largest_real_register_prime_alone = 0,
      .shared_rader_nested_primes_up_to = 31,
      .shared_rader_nested_below = 300,
      .r2r_staged_below_threads = 16, .r2r_mirror_shuffle = false, .hermitian_staged_up_to = 4096,
      .real_registers_per_thread = 0, .balance_threads_from = 48, .one_round_threads_up_to = 0,
      .block_warps_multiple = 0, .long_sequence_from = 0, .long_sequence_unbounded_from = 0,
      .long_sequence_bound_values = 0, .r2r_paired_from = 2, .r2r_paired_smooth_from = 0,
      .r2r_paired_bluestein_from = 0, .r2r_paired_shared_rader_from = 0,
      .r2r_paired_registers_per_thread = 0, .r2r_halves_from = 4,
      .r2r_paired_staged_up_to = 0, .r2r_paired_iii_input_staged_from = 0,
      .r2r_paired_iii_output_staged_from = 0, .fill_row_bytes_strided = 8,
      .strided_four_step_below_row_bytes = 0, .long_second_pass_from = 0,
      .r2r_prime_rows_resident_blocks = 0,
      .precise_butterflies_up_to = 64, .shared_rader_split_constants = false,
      .register_rader_split_constants = true,
      .split_exchange_from = 8 * 1024,
      .pair_columns_row_bytes = 0, .pair_row_stores_row_bytes = 0,
      .joined_pairs_up_to = 61, .joined_largest_prime = 0, .joined_threads_growth_up_to = 4,
      .plain_rows_pairs_up_to = 0}},
    {DeviceClass::cpu, Precision::F64,
     {.max_radix = 16, .target_threads_per_block = 64, .max_threads_per_sequence = 256,
      .min_sequences_strided = 4, .min_row_bytes_strided = 8, .shared_budget = 64 * 1024,
      .max_single_pass = 1024, .largest_rader_prime = 31, .max_rader_block_threads = 256,
      .largest_shared_rader_prime = 8192, .shared_rader_beside_factors_up_to = 8192,
      .largest_register_prime_alone = 61, .largest_real_register_prime_alone = 59,
      .shared_rader_nested_primes_up_to = 23,
      .shared_rader_nested_below = 1000,
      .r2r_staged_below_threads = 16, .r2r_mirror_shuffle = false, .hermitian_staged_up_to = 4096,
      .real_registers_per_thread = 0, .balance_threads_from = 48, .one_round_threads_up_to = 0,
      .block_warps_multiple = 0, .long_sequence_from = 0, .long_sequence_unbounded_from = 0,
      .long_sequence_bound_values = 0, .r2r_paired_from = 2, .r2r_paired_smooth_from = 0,
      .r2r_paired_bluestein_from = 0, .r2r_paired_shared_rader_from = 0,
      .r2r_paired_registers_per_thread = 0, .r2r_halves_from = 4,
      .r2r_paired_staged_up_to = 256, .r2r_paired_iii_input_staged_from = 0,
      .r2r_paired_iii_output_staged_from = 0, .fill_row_bytes_strided = 0,
      .strided_four_step_below_row_bytes = 0, .long_second_pass_from = 0,
      .r2r_prime_rows_resident_blocks = 0,
      .precise_butterflies_up_to = 48, .shared_rader_split_constants = true,
      .register_rader_split_constants = true,
      .split_exchange_from = 8 * 1024,
      .pair_columns_row_bytes = 0, .pair_row_stores_row_bytes = 0,
      .joined_pairs_up_to = 43, .joined_largest_prime = 43, .joined_threads_growth_up_to = 4,
      .plain_rows_pairs_up_to = 53}},
};
// clang-format on

}  // namespace

namespace {
// A table's rows with PRISM_TUNING_OVERRIDES applied to each by `apply` (experiment builds only:
// tuning_overrides.hpp). Callers keep it in a function-local static, built on first use; a
// malformed variable throws from there on every call until it is fixed.
template <typename Row, std::size_t N, typename Apply>
std::vector<Row> overridden_rows(const Row (&table)[N], Apply apply) {
    std::vector<Row> copy(std::begin(table), std::end(table));
    if (const char* text = std::getenv("PRISM_TUNING_OVERRIDES"))
        for (Row& row : copy) apply(text, row);
    return copy;
}

const BlockShapeTuning& overridden_row(DeviceClass device_class, Precision precision) {
    static const std::vector<TuningRow> rows =
        overridden_rows(k_block_shapes, [](const char* text, TuningRow& row) {
            apply_tuning_overrides(text, row.device_class, row.precision, row.tuning);
        });
    return row_for(rows, device_class, precision, rows.front()).tuning;
}
}  // namespace

const BlockShapeTuning& block_shape_tuning(DeviceClass device_class, Precision precision) {
    if (tuning_knobs_enabled()) return overridden_row(device_class, precision);
    return row_for(k_block_shapes, device_class, precision, k_block_shapes[0]).tuning;
}

namespace {
// Whether a prime alone that only shared Rader covers takes it: always where p - 1 is 13-smooth;
// where p - 1 nests a Rader prime, within the nested bounds.
bool shared_rader_takes_prime_alone(std::int64_t p, const BlockShapeTuning& t) {
    if (has_butterfly_factors(p - 1, 0)) return true;
    const std::int64_t nested = prime_factors(p - 1).back();
    return nested <= t.shared_rader_nested_primes_up_to && p < t.shared_rader_nested_below;
}
}  // namespace

bool butterflies_cover(std::int64_t n, const BlockShapeTuning& tuning, int register_primes_to) {
    BlockShapeTuning t = tuning;
    t.largest_rader_prime = std::max(t.largest_rader_prime, register_primes_to);
    if (!has_butterfly_factors(n, t.largest_rader_prime, t.largest_shared_rader_prime)) return false;
    if (is_prime(n))
        return !is_shared_rader_prime(n, t.largest_rader_prime, t.largest_shared_rader_prime) ||
               n <= t.largest_register_prime_alone || shared_rader_takes_prime_alone(n, t);
    for (std::int64_t p : prime_factors(n)) {
        if (!is_shared_rader_prime(p, t.largest_rader_prime, t.largest_shared_rader_prime)) continue;
        if (p > t.shared_rader_beside_factors_up_to || !has_butterfly_factors(p - 1, 0)) return false;
    }
    return true;
}

// 3 * 2^k pads tighter than powers of two alone. The two-kernel form on CUDA takes the power of
// two above it from 4096 points on when one pass holds it (measured on an H100: 4099 padded to
// 16384 1.58x cuFFT, to 8748 = 4 * 3^7 1.09x; and on 2026-11-22 dropping that rule cost fp32 5483
// 0.80x, fp64 3011 0.79x). The one-kernel form keeps M in one block, whose shared memory and
// registers grow with M, so it takes the smooth M.
// Where one kernel pays, measured on an H100 against the two-kernel form (bench/sets/bluestein.txt,
// 2026-11-22): up to M = 4096 it gained 1.03-1.67x in fp32 and 1.23-1.77x in fp64 (one fp32 case
// -2 %); past it the kernels are latency-bound at one 512-thread block per SM either way and the
// result is mixed: fp32 M = 8748 1.36x, 11664 0.90x, 20736 0.92x, and powers of two spill (ptxas:
// 8192 376 bytes, 16384 1932; 16384 ran 0.30x, fp64 8192 0.44x); fp64 8748 1.20x, 11664 1.26x,
// 6144 1.01x. The rows keep the measured winners; other lengths past 4096 stay two kernels until
// measured. Since session 21 `prism tune --shapes` times the one kernel's shapes against the
// planner's form, and a measured Bluestein row (measured_radices.cpp, keyed by M) asks for one
// kernel as these rows do: fp32 11664 1.42x and 20736 1.42x, fp64 6144 1.47x over two kernels.
// OpenCL GPUs (not measured) take CUDA's limit; PoCL's passes stop at 1024 points.
namespace {
// Bluestein's convolution on clusters against two kernels, on an H100 (2026-11-23, one prime per
// 2*3-smooth M, batches of 256 MiB, bench/results/2026-11-23-h100-cluster-convolution/). Listed
// where the cluster ran at least 1.03x the two kernels, with the better of three launch bounds:
// fp32 M = 34992 (16411, 17491) 1.94x at two resident blocks, 41472 1.82x, 31104 1.57x, 46656
// 1.60x; fp64 17496 1.70x, 23328 1.69x, 20736 (10007) 1.56x, 27648 1.44x, 15552 1.32x. The two
// kernels stay where they ran faster: fp32 M = 15552, 16384, 19683, 26244, 32768, 49152, 65536 and
// 131072 (0.74-0.93x on clusters) and fp64 8192 (0.77x); the other M ran even (0.99-1.01x). Two
// resident blocks cap registers (65536 / 2 per block's threads) and let a cluster's blocks share
// the multiprocessors of a GPC with another cluster's; fp64 13824 at 864 threads spilled 3.8 KB
// there and ran 0.38x, so its bound stays the register rule. The M where the two kernels won list
// the cluster's best bound in the sweep for an odd R2C/C2R's paired rows alone (paired_only): one
// convolution then serves two rows, where the two kernels cannot pair them. Against the two
// kernels' single rows (r2c + c2r, 256 MiB) they ran 1.21-1.57x: fp32 7759 333 -> 401 GB/s, 9839
// 252 -> 379, 13109 198 -> 310, 65521 166 -> 238; fp64 4093 426 -> 523. fp32 M = 65536 ran even
// (233 both ways) and is not listed. A block budget of 48 KB instead of the cluster tuning's (fp32
// 32 KB, fp64 64 KB) won for five M (one call, 24/48/64 KB against the tuning's): fp32 34992
// 268 -> 292 GB/s, 41472 245 -> 272, 46656 235 -> 279, 82944 176 -> 211; fp64 20736 376 -> 401.
// It lost for fp32 59049 (237 -> 174) and 24576 (420 -> 408) and tied elsewhere.
// Entries: {M, resident blocks, paired rows only, block bytes}.
// Real rows pass over fp32 M = 6561 = 3^8 (27x27x9 on 243 threads) to 6912 (18x24x16 on 432), on
// an H100 (2026-11-24, session 29, results/2026-11-24-h100-bluestein-dct-pairs/skip-m-*): paired
// DCT-II/III rows ran 1.30x (3098) and 1.31x (3270), the R2C 6212's halves (3106) 1.10x, though
// single complex rows ran 0.99x (c2c 3073-3254) and fp64's paired rows 0.955x (3098).
// Session 30 (results/2026-11-24-h100-real-rows-pass-over/) passed real rows over each fp32 M from
// 972 to 7776 in turn (paired DCT-II rows of the longest prime padding to M, 512 MiB): the next M
// ran faster for 972 (dct2 479 1.21x), 1152 (569 1.25x), 1296 (643 1.26x), 2304 (1109 1.53x), 2916
// (1447 1.73x), 4374 (2153 1.24x) and 8192 (3958 1.10x); their kernels for paired rows hold
// 100-255 registers on few threads (2916: 54x54 on 54 threads). Every other M lost (0.45-0.99x) or
// tied; 3888 gained 1.04x and stays. The even R2C's halves (r2c of twice the prime) gained at 972
// (958 1.13x), 1296 (1286 1.24x), 2304 (2218 1.48x), 4374 (4306 1.14x) and 8192 (7916 1.07x),
// 1152 through 1296 to 1458 (1138 1.18x), and lost at 2916 (2894 0.93x), which they keep.
// fp64, the same sweep: paired rows gained at 1458 (dct2 719 1.28x), 1944 (971 1.22x), 2304 (1129
// 1.47x), 3888 (1931 1.07x) and 4374 (2179 1.07x); the halves at 1458 (r2c 1438 1.27x), 1944 (1942
// 1.13x), 2304 (2258 1.53x) and 3888 (3862 1.10x), 4374 ran even (1.01x). Other M lost (to 0.28x)
// or moved less than 5 %.
const std::vector<std::int64_t> k_fp32_halves_pass_over = {972, 1152, 1296, 2304, 4374, 6561, 8192};
const std::vector<std::int64_t> k_fp32_paired_r2r_pass_over = {972, 1152, 1296, 2304, 2916, 4374, 6561, 8192};
const std::vector<std::int64_t> k_fp64_halves_pass_over = {1458, 1944, 2304, 3888};
const std::vector<std::int64_t> k_fp64_paired_r2r_pass_over = {1458, 1944, 2304, 3888, 4374};
// Complex rows pad to a {2, 3, 5}-smooth M where one is shorter than the {2, 3}-smooth M, at the
// lengths measured (BluesteinPadding::complex_rows_also). On an H100 (2026-12-07, session 55,
// results/2026-12-07-h100-s55/), the one kernel at the new M (`prism tune --shapes`, its rows in
// measured_radices.cpp) against `prism bench` of the tables, one length per M, fp32, 256 MiB:
// 3106 6561 -> 6250 982 -> 1206 GB/s (cuFFT 1141), 3170 -> 6400 1.04x, 2594 5832 -> 5400 1.07x,
// 2770 -> 5625 1.05x, 2866 -> 5760 1.03x, 1346 2916 -> 2700 1.14x (the model's 15x15x12), 2946
// 6144 -> 6000 1.01x, 1570 3456 -> 3200 1.02x, 1618 -> 3240 1.01x; 3218 -> 6480 ran 1.00x and is
// not listed. A knob A/B of the list against {2, 3} on an H200 (call 2, set s55_pad5_ab, 19 C2C and 3
// odd R2C lengths) gained everywhere: 1.01-1.21x, 1.07x geomean (C2C against cuFFT 0.89-1.06).
// fp64 on the H200 (tune as above, s55_bluestein_pad5_f64): 1031 2187 -> 2160 1.14x, 1346 -> 2700
// 1.16x, 1570 -> 3200 1.17x, 2770 -> 5625 1.07x, 3106 -> 6250 1.08x; 5400 and 6400 ran 0.90x and
// stay off. The real rows' halves and paired DCT/DST rows were not measured and keep {2, 3}.
const std::vector<std::int64_t> k_fp32_complex_rows_also = {2700, 3200, 3240, 5400, 5625, 5760, 6000, 6250, 6400};
const std::vector<std::int64_t> k_fp64_complex_rows_also = {2160, 2700, 3200, 5625, 6250};
// clang-format off
const std::vector<ClusteredConvolution> k_fp32_clustered = {
    {15552, 2, true},  {16384, 2, true},  {18432, 0},        {19683, 0, true},  {24576, 0},
    {26244, 0, true},  {27648, 0},        {31104, 2},        {32768, 2, true},  {34992, 2, false, 48 * 1024},
    {36864, 0},        {39366, 2},        {41472, 2, false, 48 * 1024},         {46656, 2, false, 48 * 1024},
    {49152, 2, true},  {52488, 2},        {59049, 2},        {62208, 2},        {69984, 0},
    {73728, 2},        {82944, 2, false, 48 * 1024},         {93312, 2},        {98304, 2},
    {110592, 2},       {124416, 2},       {131072, 1, true}};
const std::vector<ClusteredConvolution> k_fp64_clustered = {
    {8192, 2, true},   {13824, 0},        {15552, 0},        {16384, 2},        {17496, 2},
    {18432, 2},        {20736, 2, false, 48 * 1024},         {23328, 2},        {24576, 0},
    {27648, 2},        {31104, 0}};
// clang-format on

// Bluestein's one-kernel convolutions with split butterfly constants (BluesteinPadding::
// split_constants_below_prime). Not on CUDA: a build splitting every one there (H200, 2026-12-03,
// session 44, bench/results/2026-12-03-h200-s44/compare-split.txt, set s43_bluestein_split) ran
// 0.77-0.98x (geomean 0.92; fp32 1314 0.77x, 2130 0.83x) and left fp32's error above cuFFT's at 11
// of 13 lengths of primes below 128 (0.96-1.18 of it); shared Rader took those instead. CPUs split
// below 256, so that the OpenCL tests run both forms: a CPU's one-kernel convolutions (one pass of
// M <= 1024, so N <= 512) split for 167 or fp64 83 and not for 263 or 479.
constexpr std::int64_t k_cuda_split_constants_below_prime = 0;
constexpr std::int64_t k_cpu_split_constants_below_prime = 256;
constexpr int k_cuda_three_pass_splits = 8;

// three_passes (the rows' last field): where both FFTs of the convolution take more than one pass,
// three kernels through one temp (2N + 4M elements moved) instead of two four-steps (2N + 6M). A
// knob A/B on an H100 (2026-12-07, session 57, set s56_three_passes, 1 GiB batches, --quick,
// bench/results/2026-12-07-h100-s57/) against the two four-steps: fp32 65537 1.03x, 100003 1.13x,
// 262147 1.50x, 10^6 + 3 1.15x, 2^20 + 7 1.68x, odd R2C 2^20 + 1 1.65x, 2^22 - 3 1.12x; fp64 65537
// 1.10x, 10^6 + 3 1.35x, 2^20 + 7 1.37x; errors within 1.5 % of the four-steps'. fp32 10^7 + 19
// ran 0.92x with columns of two sequences a block (4374 x 4608), which solver_bluestein.cpp now
// declines (no split holding two columns a block). three_pass_splits (the field after it): with
// the three most balanced splits fp32 10^7 + 19 kept its four-steps; with eight it takes its fifth,
// 3072 x 6561 (four columns a block), 1.095x the four-steps on an H100 (2026-12-08, session 58,
// set s57_three_passes_10m, bench/results/2026-12-08-h100-s58/); fp64 10^7 + 19 (4374 x 4608)
// ran 1.39x its four-steps there. Eight also gives fp32 5000011 three passes (2304 x 4374); no
// other length of s56_three_passes changes plan. The CPU rows take the three passes too, so that
// the PoCL tests run them.
struct PaddingRow {
    DeviceClass device_class;
    Precision precision;
    BluesteinPadding padding;
};
// clang-format off
const PaddingRow k_paddings[] = {
    {DeviceClass::cuda_gpu, Precision::F32,
     {{2, 3}, 4096, 4096, {8748}, k_fp32_clustered, k_fp32_halves_pass_over, k_fp32_paired_r2r_pass_over,
      k_cuda_split_constants_below_prime, k_fp32_complex_rows_also, true, k_cuda_three_pass_splits}},
    {DeviceClass::cuda_gpu, Precision::F64,
     {{2, 3}, 4096, 4096, {8748, 11664}, k_fp64_clustered, k_fp64_halves_pass_over, k_fp64_paired_r2r_pass_over,
      k_cuda_split_constants_below_prime, k_fp64_complex_rows_also, true, k_cuda_three_pass_splits}},
    {DeviceClass::opencl_gpu, Precision::F32, {{2, 3}, 0, 4096, {}, {}}},
    {DeviceClass::opencl_gpu, Precision::F64, {{2, 3}, 0, 4096, {}, {}}},
    {DeviceClass::cpu, Precision::F32,
     {{2, 3}, 0, 4096, {}, {}, {}, {}, k_cpu_split_constants_below_prime, {}, true}},
    {DeviceClass::cpu, Precision::F64,
     {{2, 3}, 0, 4096, {}, {}, {}, {}, k_cpu_split_constants_below_prime, {}, true}},
};
// clang-format on
}  // namespace

bool BluesteinPadding::passes_over(std::int64_t m, BluesteinRows rows) const {
    const std::vector<std::int64_t>* over = rows == BluesteinRows::even_real_halves ? &halves_pass_over
                                            : rows == BluesteinRows::paired_r2r     ? &paired_r2r_pass_over
                                                                                    : nullptr;
    return over && std::find(over->begin(), over->end(), m) != over->end();
}

bool BluesteinPadding::one_kernel(std::int64_t m) const {
    return m <= one_kernel_up_to || std::find(one_kernel_also.begin(), one_kernel_also.end(), m) != one_kernel_also.end();
}

const ClusteredConvolution* BluesteinPadding::clustered(std::int64_t m) const {
    for (const ClusteredConvolution& c : on_clusters)
        if (c.m == m) return &c;
    return nullptr;
}

namespace {
const BluesteinPadding& overridden_padding(DeviceClass device_class, Precision precision) {
    static const std::vector<PaddingRow> rows =
        overridden_rows(k_paddings, [](const char* text, PaddingRow& row) {
            apply_padding_overrides(text, row.device_class, row.precision, row.padding);
        });
    return row_for(rows, device_class, precision, rows.front()).padding;
}
}  // namespace

const BluesteinPadding& bluestein_padding(DeviceClass device_class, Precision precision) {
    if (tuning_knobs_enabled()) return overridden_padding(device_class, precision);
    return row_for(k_paddings, device_class, precision, k_paddings[0]).padding;
}

// Cluster four-step, measured on an H100 (2026-11-22, 1 GiB batches, against cuFFT in one run):
// fp32 32768 in 8 blocks of 32 KB (256 threads) ran 1.23x cuFFT, in 4 of 64 KB (512 threads)
// 1.12x; fp64 16384 in 4 of 64 KB 1.32x, in 8 of 32 KB 1.28x. fp32 65536 and fp64 32768 need 8
// blocks of 64 KB (1.39x, 1.27x). Clusters of 9 to 16 blocks are non-portable (Hopper allows 16):
// fp32 65536 in 16 blocks of 32 KB ran 1.43x (1.04x over 8 of 64 KB), 131072 in 16 of 64 KB 1.01x
// (as the two kernels), and 13^4 = 169 x 169 in 13 blocks of 169 threads 1.40x, against 0.81x in
// two kernels: any cluster size that divides both factors is tried, fewest blocks first. fp64
// stays at 8 blocks until 16 is measured there. Where one block holds the sequence, a cluster won
// for some lengths and lost for others (fp32 against one block: 12288 on 4 blocks 1.34x, 14641 on
// 11 1.16x, Bluestein 10007's M = 20736 1.08x; 16384 0.93x, 15625 0.66x; fp64 8192 0.89x), so
// the winners are listed. (Contiguous rows padded to 20736 now run Bluestein in one kernel, a
// measured row; the listing stands for the two-kernel form that other layouts may take.) 12288
// left the list in session 19: one block of 12x32x32 on 384 threads (a measured row) ran 1.47x
// its cluster (0.77 -> 1.14 of cuFFT). ptxas
// (sm_90) gives the fp32 kernels 70-74 registers, fp64 136-144; capped at 64 and 128 (two 512- or
// four 256-thread fp32 blocks per SM) they do not spill but at fp32 65536 (8 bytes). Five blocks
// at 48 registers spilled 40 bytes and ran fp32 32768 at 1.16x cuFFT instead of 1.23x.
// Past one block, a cluster against the two-kernel four-step on an H100 (2026-11-23, C2C batches
// of 512 MiB, --quick; bench/results/2026-11-23-h100-cluster-sweep/): the cluster won for fp32
// 28561 (13 blocks, 1.71x), 32768 (8, 1.47x), 45000 (15, 1.22x), 54000 (15, 1.19x), 65536 (16,
// 1.33x) and fp64 16384 (4, 1.37x), 18000 (1.27x), 32768 (8, 1.24x), and lost for fp32 30000,
// 36000, 50000, 60000, 72000 and 80000 on 10 blocks (0.36-0.84x), 31250 (5), 48000 (8), 59049 (9),
// 81920 and 98304 (16) (0.56-0.83x), fp64 15625, 20000 and 24000 (0.76-0.93x); fp32 38416, 40000,
// 64000 and 131072 ran even (0.96-1.04x). 131072 was listed for the r2c 262144, whose half it is
// (1.15x with a split pass after it), until session 26: the half's two kernels with the split fused
// ran 1.28x that, and its cluster with the split fused 0.95x them (real_long, --quick), so it left.
// The even r2c's halves otherwise gained on clusters with the split fused, against those two
// kernels: fp32 32768 1.41x, 65536 1.29x, fp64 16384 1.30x, 32768 1.25x. Unlisted lengths take two
// kernels.
namespace {
struct ClusterRow {
    DeviceClass device_class;
    Precision precision;
    ClusterTuning tuning;
};
const ClusterRow k_clusters[] = {
    {DeviceClass::cuda_gpu, Precision::F32,
     {16, 32 * 1024, 64 * 1024, 64, {14641, 20736}, {28561, 32768, 45000, 54000, 65536}}},
    {DeviceClass::cuda_gpu, Precision::F64, {8, 64 * 1024, 64 * 1024, 128, {}, {16384, 18000, 32768}}},
    {DeviceClass::opencl_gpu, Precision::F32, {0, 0, 0, 0, {}, {}}},
    {DeviceClass::opencl_gpu, Precision::F64, {0, 0, 0, 0, {}, {}}},
    {DeviceClass::cpu, Precision::F32, {0, 0, 0, 0, {}, {}}},
    {DeviceClass::cpu, Precision::F64, {0, 0, 0, 0, {}, {}}},
};
}  // namespace

const ClusterTuning& cluster_tuning(DeviceClass device_class, Precision precision) {
    return row_for(k_clusters, device_class, precision, k_clusters[2]).tuning;  // fallback: no clusters
}

// Fused planes, measured on an H100 (2026-11-22, bench/sets/planes.txt and set3, against one pass
// per axis, --quick): batched planes of 16x16 ... 256x256 in both precisions ran 1.15-1.98x
// faster (0.92 -> 1.30 of cuFFT over the set), 16-block clusters lost (fp32 512x512: 0.82x
// batched, 0.87x as the planes of 256x512x512), and so did too few large planes: one block for
// batch-1 128x128 0.62x, 64 blocks for 64x128x128 0.88x, against 128 blocks for 128x128x128
// 1.09x; batch-1 clusters lost 0.44-0.76x. Batch-1 planes up to 64 KB gained 1.19-1.77x (64x64,
// 64x128, 16x16x16 ... 64x64x128: one launch fewer where launches bound them). So small planes
// go always, larger ones on 1 to 8 blocks where there are 3/4 as many blocks as multiprocessors.
// OpenCL GPUs (not measured) take CUDA's small-plane rule within their 48 KB; the CPU row lets
// PoCL test every plane its passes hold.
namespace {
struct FusedPlaneRow {
    DeviceClass device_class;
    Precision precision;
    FusedPlaneTuning tuning;
};
const FusedPlaneRow k_fused_planes[] = {
    {DeviceClass::cuda_gpu, Precision::F32, {64 * 1024, 224 * 1024, 0.75, 8, 128 * 1024}},
    {DeviceClass::cuda_gpu, Precision::F64, {64 * 1024, 224 * 1024, 0.75, 8, 128 * 1024}},
    {DeviceClass::opencl_gpu, Precision::F32, {32 * 1024, 32 * 1024, 0.75, 0, 0}},
    {DeviceClass::opencl_gpu, Precision::F64, {32 * 1024, 32 * 1024, 0.75, 0, 0}},
    {DeviceClass::cpu, Precision::F32, {64 * 1024, 64 * 1024, 0, 0, 0}},
    {DeviceClass::cpu, Precision::F64, {64 * 1024, 64 * 1024, 0, 0, 0}},
};
}  // namespace

const FusedPlaneTuning& fused_plane_tuning(DeviceClass device_class, Precision precision) {
    return row_for(k_fused_planes, device_class, precision, k_fused_planes[2]).tuning;
}

// Computed four-step twiddles, measured on an H100 (session 18, `prism bench --set multipass`,
// both ways in one process, two readings): fp32 2^22 1.08x, 2^24 1.04x faster, but 2^16 0.97x and
// 2^20 0.98x, where the split tables are small enough to stay in L1; fp64 2^24 1.04x, 2^20 0.96x.
// Past 2^24 an fp32 e is not exact in a float, so the angle goes in two exact parts (two cospi /
// sinpi and a product): fp32 2^25 1.03x, 2^27 1.16x (errors 1.96e-7 and 1.94e-7, from 1.98e-7).
// OpenCL GPUs (not measured) take CUDA's rows up to 2^24; CPUs keep the tables.
namespace {
struct ComputedTwiddleRow {
    DeviceClass device_class;
    Precision precision;
    std::int64_t from, up_to;  // power-of-two lengths n, from <= n <= up_to; from 0: never
};
const ComputedTwiddleRow k_computed_twiddles[] = {
    {DeviceClass::cuda_gpu, Precision::F32, std::int64_t{1} << 22, std::int64_t{1} << 27},
    {DeviceClass::cuda_gpu, Precision::F64, std::int64_t{1} << 24, std::int64_t{1} << 52},
    {DeviceClass::opencl_gpu, Precision::F32, std::int64_t{1} << 22, std::int64_t{1} << 24},
    {DeviceClass::opencl_gpu, Precision::F64, std::int64_t{1} << 24, std::int64_t{1} << 52},
    {DeviceClass::cpu, Precision::F32, 0, 0},
    {DeviceClass::cpu, Precision::F64, 0, 0},
};
}  // namespace

bool computes_four_step_twiddle(DeviceClass device_class, Precision precision, std::int64_t length) {
    const ComputedTwiddleRow& row =
        row_for(k_computed_twiddles, device_class, precision, k_computed_twiddles[4]);
    return row.from > 0 && is_power_of_two(length) && length >= row.from && length <= row.up_to;
}

namespace {
// Pairs to 31 against Rader from 29 in plain complex rows behind barriers, on an H200 (2026-11-29,
// session 42, bench/results/2026-11-29-h200-s42/call2-*: set pairs31, two alternations). No rule
// by length or factors separates the two: ptxas gives the pairs 16-87 more registers (58: 80 ->
// 96, 62: 96 -> 128, 177: 168 -> 255), so kernels whose occupancy is bound by registers lose (fp32
// 87 0.82x, 93 0.85x, 177 0.80x, 236 0.79x, 2697 0.75x; fp64 248 0.75x, 1798 0.67x, 3596 0.58x)
// while others gain the pairs' fewer operations (fp32 1856 = 29 x 64 1.45x, 3712 1.24x, 248 1.11x,
// 2871 1.10x; fp64 3712 1.15x, 2871 1.14x). Listed: every length that ran at least 0.98x, and those
// whose error Rader left above cuFFT's and the pairs bring to it at 0.88-0.96x, still at or above
// 0.95 of cuFFT (fp32 58 1.28 -> 1.00x cuFFT's error at 0.97 of its speed, 62 1.31 -> 1.00 at
// 1.08; fp64 1054 1.06 -> 0.87 at 2.8). Errors fell at every listed length (fp32 118 1.23 -> 0.99,
// 899 1.15 -> 0.88, 2242 1.26 -> 1.06, 2914 1.06 -> 0.97; fp64 58 1.30 -> 1.00, 62 1.32 -> 0.96,
// 899 1.22 -> 0.90, 59 1.56 -> 1.24: shared Rader, its inner 29 as pairs).
// Session 47 (2026-12-04, H200, bench/results/2026-12-04-h200-s47/): fp32 lengths of a register
// Rader prime 37-47 beside factors, pairs to 47 against Rader: 74 1.06x (error 1.20 -> 0.92 of
// cuFFT's), 94 1.11x, 111 1.03x, 86 0.97x (1.15 -> 0.90), 123 0.93x (1.03 -> 0.88), all 3.1-3.5x
// cuFFT; fp64 lengths of 59 beside factors, pairs to 59 against shared Rader: 118 0.90x (1.42 ->
// 0.87), 236 1.01x (1.31 -> 0.75), 472 0.74x (1.17 -> 0.68, 1.03 of cuFFT's speed); 177 0.32x
// (0.47 of cuFFT) stays out. Unlisted fp64 lengths with a prime 37-53 take the tuning's
// plain_rows_pairs_up_to (shared_rows_pairs_up_to below).
struct PairsRow {
    std::int64_t length;
    int up_to;
};
// clang-format off
const std::vector<PairsRow> k_cuda_fp32_shared_rows_pairs = {
    {58, 31}, {62, 31}, {116, 31}, {118, 31}, {233, 31}, {248, 31}, {311, 31}, {373, 31}, {899, 31},
    {1054, 31}, {1856, 31}, {2242, 31}, {2871, 31}, {2914, 31}, {3596, 31}, {3712, 31},
    {74, 47}, {86, 47}, {94, 47}, {111, 47}, {123, 47}};
const std::vector<PairsRow> k_cuda_fp64_shared_rows_pairs = {
    {58, 31}, {62, 31}, {87, 31}, {93, 31}, {116, 31}, {124, 31}, {311, 31}, {373, 31}, {899, 31},
    {1054, 31}, {1856, 31}, {2871, 31}, {3712, 31}, {59, 31},
    {118, 59}, {236, 59}, {472, 59}};
// clang-format on

// Whether n has a prime factor in (from, to].
bool has_prime_in(std::int64_t n, int from, int to) {
    for (std::int64_t p : prime_factors(n))
        if (p > from && p <= to) return true;
    return false;
}
}  // namespace

int listed_pairs_up_to(DeviceClass device_class, Precision precision, std::int64_t length) {
    const BlockShapeTuning& t = block_shape_tuning(device_class, precision);
    if (device_class == DeviceClass::cuda_gpu) {
        const auto& listed =
            precision == Precision::F32 ? k_cuda_fp32_shared_rows_pairs : k_cuda_fp64_shared_rows_pairs;
        for (const PairsRow& row : listed)
            if (row.length == length) return row.up_to;
    }
    if (t.plain_rows_pairs_up_to > 0 && has_prime_in(length, t.largest_rader_prime, t.plain_rows_pairs_up_to))
        return t.plain_rows_pairs_up_to;
    return 0;
}

int shared_rows_pairs_up_to(DeviceClass device_class, Precision precision, std::int64_t length) {
    constexpr int pairs_only_to = 23, pairs_to = 31;
    if (const int listed = listed_pairs_up_to(device_class, precision, length)) return listed;
    return device_class == DeviceClass::cpu ? pairs_to : pairs_only_to;
}

bool supports_clusters(const DeviceInfo& device) {
    if (device.backend != Backend::cuda || device.architecture.rfind("sm_", 0) != 0) return false;
    return std::atoi(device.architecture.c_str() + 3) >= 90;
}

}  // namespace prism::plan
