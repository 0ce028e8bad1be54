#!/usr/bin/env bash
# Session 58, call 2 (steps in order until CALL_SECONDS), at the commit in build-pack/commit
# (CUDA's Bluestein rows try eight three-pass splits). Pack first, carry build-pack.
#  1. Knob A/B of s58_rader_pairs: fp32 primes 37-127 beside other factors as pair butterflies
#     (fp64's rule) against the tables, at the 15 lengths whose error was above cuFFT's. Predicted
#     from PoCL: errors from 1.005-1.26 of cuFFT's to 0.8-0.95; speed 0.6-1.1x (ptxas: 3698 242
#     registers; 83-107 spill 112-1428 B), still above cuFFT (the tables ran 2.1-4.6x it). The
#     lengths where the pairs keep >= 1.2x cuFFT and bring the error under cuFFT's go into
#     tuning.cpp's k_cuda_fp32_shared_rows_pairs list with their largest prime. Last, fp64 434
#     (31 x 14, 0.805 of cuFFT) with pairs for its 31.
#  2. Knob A/B of s58_three_pass_splits: tables (8 splits) against 3. Predicted 10^7 + 19 1.09x
#     (call 1), 5000011 1.1-1.4x.
#  3. bench/experiments/l2_chunks (built into build-pack/experiments/): Bluestein's three passes over
#     a 1 GiB batch taken a few sequences at a time through one temp, so that the temp (fp32 65537:
#     1.1 MB a sequence) stays in the 50 MB L2 and only 2N of the 2N + 4M elements go to DRAM.
#     Session 41 found a plain four-step slower at every chunk (its traffic halves at best; the
#     launches cost more); Bluestein's falls 5x. Predicted: fp32 65537 at 16-32 sequences a chunk
#     1.3-2x the whole batch if the L2 holds the temp, below 1x if the launches and tails dominate.
# The device suite, the A/B of 8 column sequences a block, fp64 434's tune and session 56's pad
# tune are call3.sh's. The pairs arm
# compiles its 83-107 kernels in 10-24 s (NVRTC here, against 1-4 s): 150 s an arm.
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 320 bash bench/device/knob_ab.sh build-pack/knob 150 \
    s58_rader_pairs -- tables= pairs=cuda.f32.largest_rader_prime=31,cuda.f32.plain_rows_pairs_up_to=127,cuda.f64.largest_rader_prime=29 \
    > $OUT/compare-rader-pairs.txt 2>&1
echo "rader pairs A/B done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 110 bash bench/device/knob_ab.sh build-pack/knob 50 \
    s58_three_pass_splits -- tables= three=cuda.*.bluestein_three_pass_splits=3 > $OUT/compare-splits.txt 2>&1
echo "splits A/B done at $(( $(date +%s) - t0 )) s"
for c in "65537 2048 f32 2048 64 32 16 8" "65537 1024 f64 1024 16 8 4" "262147 512 f32 512 8 4 2" \
         "1000003 128 f32 128 2 1"; do
    timeout -k 5 40 build-pack/experiments/l2_chunks $c >> $OUT/l2-chunks.txt 2>&1
done
echo "l2 chunks done at $(( $(date +%s) - t0 )) s"
