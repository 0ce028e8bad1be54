#!/usr/bin/env bash
# Session 58, call 3 (steps in order until CALL_SECONDS), at the commit in build-pack/commit:
#  1. The device suite (smoke).
#  2. Knob A/B of s58_clusters_vs_passes: Bluestein on clusters (the tables) against the passes
#     (cuda.*.bluestein_on_clusters=0). Predicted: the three passes 1.1-1.4x where M/N is about 2.1
#     and both FFTs fit one block each (fp32 65537's three passes ran 0.14 of copy, 16411 on
#     clusters 0.10); the two-kernel M (18432, 24576) 0.8-1.0x.
#  3. Knob A/B of s56_three_passes: the tables (column passes of 16 sequences a block, 576
#     threads, 2 blocks a multiprocessor by registers) against cuda.f32.min_sequences_strided=8 (8
#     a block, 288 threads, 5 blocks, ptxas 40 registers). Call 1's ncu of fp32 65537 read the
#     inverse columns kernel at 49 % of DRAM peak (2.03 ms) against the forward's 68 % (1.46 ms) for
#     the same bytes: it reads all 324 rows a column before computing, and 2 blocks a
#     multiprocessor leave little to overlap. Predicted fp32 1.05-1.12x; fp64 unchanged (the knob
#     is fp32's). Then the set0/set3 cases it changes (s58_cols8_confirm: fp32 four-steps 2^17-2^27,
#     two 3-D shapes): predicted within 3 % either way.
# Then call4.sh: fp64 434's shape tune, the H100 retune of Bluestein's one-kernel M.
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
PRISM_CTEST_JOBS=12 PRISM_COMMIT=$(cat build-pack/commit) timeout -k 5 130 bash tests/device/run_prebuilt.sh build \
    > $OUT/suite.txt 2>&1
echo "suite done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 160 bash bench/device/knob_ab.sh build-pack/knob 70 \
    s58_clusters_vs_passes -- tables= passes=cuda.*.bluestein_on_clusters=0 > $OUT/compare-clusters.txt 2>&1
echo "clusters A/B done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 250 bash bench/device/knob_ab.sh build-pack/knob 60 \
    s56_three_passes s58_cols8_confirm -- tables= cols8=cuda.f32.min_sequences_strided=8 > $OUT/compare-cols8.txt 2>&1
echo "cols8 A/B done at $(( $(date +%s) - t0 )) s"
