#!/usr/bin/env bash
# Session 58, call 4 (steps in order until CALL_SECONDS), at the commit in build-pack/commit:
#  1. prism tune --shapes of fp64 434 (s58_f64_434).
#  2. prism tune --shapes on the H100 of one length per one-kernel Bluestein M behind set1000's
#     shortfalls (s58_bluestein_h100_retune: 3218 0.865 of cuFFT at M = 6561, 3138 0.89 at 6400,
#     ...), and of the M whose rows kernels the three passes use without a row (432, 2048, 4096,
#     fp64 4608), rows keyed to H100. Predicted: rows 1.03-1.15x at a third of the eleven M.
#  3. The same tune of s58_copy_shortfalls (fp32 322, 2610, 2850, fp64 4056: cuFFT at 0.92-0.94
#     of copy, prism 0.88-0.90). Predicted: rows 1.03-1.06x at one or two.
#  4. With what time is left: session 56's padding tune of fp32 to {2, 3, 5} at one length per new
#     M (s56_bluestein_pad5_more: prism bench of the tables, then prism tune --shapes with the knob).
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
OUT=$OUT/runs PRISM_TUNE_OPTIONS="--shapes" timeout -k 5 100 bash bench/device/tune.sh build-dev 60 s58_f64_434 \
    > $OUT/runs/tune-s58_f64_434.txt 2>&1
echo "fp64 434 tune done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_TUNE_COMPILE_JOBS=12 PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6 --gpu-rows H100" \
    timeout -k 5 330 bash bench/device/tune.sh build-dev 260 s58_bluestein_h100_retune \
    > $OUT/runs/tune-s58_bluestein_h100_retune.txt 2>&1
echo "Bluestein H100 retune done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_TUNE_COMPILE_JOBS=12 PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6 --gpu-rows H100" \
    timeout -k 5 150 bash bench/device/tune.sh build-dev 100 s58_copy_shortfalls \
    > $OUT/runs/tune-s58_copy_shortfalls.txt 2>&1
echo "copy shortfalls tune done at $(( $(date +%s) - t0 )) s"
run_set() {  # SET PRECISION FACTOR TABLES_SECONDS TUNE_SECONDS
    timeout -k 5 $(($4 + 10)) build-dev/tools/prism/prism bench --backend cuda --set $1 --quick --time-limit $4 \
        --json $OUT/runs/$1-tables.json --quiet > $OUT/runs/$1-tables.txt 2>&1
    echo "$1 tables exit $? at $(( $(date +%s) - t0 )) s"
    OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.$2.bluestein_largest_pad_factor=$3 PRISM_TUNE_COMPILE_JOBS=12 \
        PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
        timeout -k 5 $(($5 + 60)) bash bench/device/tune.sh build-pack/knob $5 $1 > $OUT/runs/tune-$1.txt 2>&1
    echo "tune $1 done at $(( $(date +%s) - t0 )) s"
}
run_set s56_bluestein_pad5_more f32 5 40 100
