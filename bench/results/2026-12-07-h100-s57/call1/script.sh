#!/usr/bin/env bash
# Prepared in session 56, not run (no device machine was lent): call 1 of the next session
# (about 570 s). Before it, here: tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz, the knob
# build's tool (-DPRISM_TUNING_KNOBS=ON) stripped into build-pack/knob/tools/prism/prism; carry build-pack.
#  1. Knob A/B of s56_three_passes: Bluestein past one pass in three kernels through one temp
#     (cuda.*.bluestein_three_passes=1) against the tables' two four-steps, and `prism check` of
#     the set with the knob on (the suite does not run the three passes on CUDA). Predicted from
#     the traffic, 2N + 4M against 2N + 6M elements: 1.25-1.4x where the four kernels stream near
#     their bound (65537 read 0.122 of copy against a bound of 0.135), less where the rows kernel's
#     two FFTs of N2 in one block cost more than its memory traffic (fp64, 4374 x 4608).
#  1b. Knob A/B of s56_rader_split: register Rader's constants split (cuda.*.
#     register_rader_split_constants=1) against the tables. Predicted from CUDA's plans on PoCL:
#     errors 7-13 % lower (37x37x2 1.94e-7 -> 1.69e-7), speed within 3 % (ptxas kept the registers).
#  2. The device suite (smoke tier): not run since session 55's fp64 rows and list.
#  3. The 28 lengths of set1000's every 16th N that session 53's H100 reading found below 0.95 of
#     cuFFT (all Bluestein; set s55_set1000_shortfalls), against cuFFT with session 55's padding.
#  4. Knob A/B on s55_pad5_ab_f64: fp64 complex rows padded to complex_rows_also's M against {2, 3}
#     only. Predicted from session 55's tune (H200): 1.07-1.17x at the tuned lengths.
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 170 bash bench/device/knob_ab.sh build-pack/knob 75 \
    s56_three_passes -- tables= three=cuda.*.bluestein_three_passes=1 > $OUT/compare-three-passes.txt 2>&1
echo "three passes A/B done at $(( $(date +%s) - t0 )) s"
PRISM_TUNING_OVERRIDES=cuda.*.bluestein_three_passes=1 timeout -k 5 60 build-pack/knob/tools/prism/prism check \
    --backend cuda --set s56_three_passes --max-batch 1 --max-elements 11000000 > $OUT/check-three-passes.txt 2>&1
echo "three passes check exit $? at $(( $(date +%s) - t0 )) s"; tail -2 $OUT/check-three-passes.txt
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 70 bash bench/device/knob_ab.sh build-pack/knob 30 \
    s56_rader_split -- tables= split=cuda.*.register_rader_split_constants=1 > $OUT/compare-rader-split.txt 2>&1
echo "rader split A/B done at $(( $(date +%s) - t0 )) s"
PRISM_CTEST_JOBS=12 timeout -k 5 200 bash tests/device/run_prebuilt.sh build > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; cp /tmp/ctest.log $OUT/runs/ 2>/dev/null; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
timeout -k 5 60 build-dev/tools/prism/prism bench --backend cuda --set s55_set1000_shortfalls --quick \
    --time-limit 50 --json $OUT/runs/shortfalls.json --quiet > $OUT/shortfalls.txt 2>&1
echo "shortfalls exit $? at $(( $(date +%s) - t0 )) s"; tail -3 $OUT/shortfalls.txt
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 30 s55_pad5_ab_f64 -- \
    tables= only23=cuda.f64.bluestein_largest_pad_factor=3 > $OUT/compare-pad5-f64.txt 2>&1
echo "pad5 f64 A/B done at $(( $(date +%s) - t0 )) s"
