#!/usr/bin/env bash
# Session 58, call 2 (steps in order until CALL_SECONDS), at the commit in build-pack/commit
# (CUDA's Bluestein rows try eight three-pass splits). Pack first, carry build-pack.
#  1. Knob A/B of s58_rader_pairs: fp32 register Rader primes 37-59 as pair butterflies (fp64's
#     rule) against the tables. Predicted: errors from 1.05-1.20 of cuFFT's to 0.85-1.0; speed
#     0.7-1.1x (still 2-4x cuFFT at most lengths: the tables ran 2.0-4.6x).
#  2. Knob A/B of s58_three_pass_splits: tables (8 splits) against 3. Predicted 10^7 + 19 1.09x
#     (call 1), 5000011 1.1-1.4x.
#  3. The device suite (smoke) on this commit.
#  4. s56_bluestein_pad5_more: prism bench of the tables, then prism tune --shapes with
#     fp32 padding to {2, 3, 5} (session 56's next-call2.sh step 2).
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 250 bash bench/device/knob_ab.sh build-pack/knob 115 \
    s58_rader_pairs -- tables= pairs=cuda.f32.largest_rader_prime=31,cuda.f32.plain_rows_pairs_up_to=59 \
    > $OUT/compare-rader-pairs.txt 2>&1
echo "rader pairs A/B done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 110 bash bench/device/knob_ab.sh build-pack/knob 50 \
    s58_three_pass_splits -- tables= three=cuda.*.bluestein_three_pass_splits=3 > $OUT/compare-splits.txt 2>&1
echo "splits A/B done at $(( $(date +%s) - t0 )) s"
PRISM_CTEST_JOBS=12 PRISM_COMMIT=$(cat build-pack/commit) timeout -k 5 150 bash tests/device/run_prebuilt.sh build \
    > $OUT/suite.txt 2>&1
echo "suite done at $(( $(date +%s) - t0 )) s"
run_set() {  # SET PRECISION FACTOR TABLES_SECONDS TUNE_SECONDS
    timeout -k 5 $(($4 + 10)) build-dev/tools/prism/prism bench --backend cuda --set $1 --quick --time-limit $4 \
        --json $OUT/runs/$1-tables.json --quiet > $OUT/runs/$1-tables.txt 2>&1
    echo "$1 tables exit $? at $(( $(date +%s) - t0 )) s"
    OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.$2.bluestein_largest_pad_factor=$3 PRISM_TUNE_COMPILE_JOBS=12 \
        PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
        timeout -k 5 $(($5 + 60)) bash bench/device/tune.sh build-pack/knob $5 $1 > $OUT/runs/tune-$1.txt 2>&1
    echo "tune $1 done at $(( $(date +%s) - t0 )) s"
}
run_set s56_bluestein_pad5_more f32 5 40 80
