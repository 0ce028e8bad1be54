#!/usr/bin/env bash
# Session 55, call 2 (H100). Before it, here: tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz,
# the knob build's tool stripped into build-pack/knob/tools/prism/prism; carry build-pack.
#  1. The device suite (smoke tier; call 1 cut it off at 110 s, it needs about 200 with a cold cache).
#  2. knob A/B on s55_pad5_ab: complex rows padded to complex_rows_also's {2, 3, 5}-smooth M with
#     call 1's rows (tables) against {2, 3} only (only23). Predicted from call 1: 1.03-1.23x where
#     the tune gained, about even at 6000, 3200 and 3240; odd R2C's paired rows alike.
#  3. fp64: prism bench of s55_bluestein_pad5_f64 (tables, cuFFT) and `prism tune --shapes` of it
#     padded over {2, 3, 5} (knob): whether fp64 gains the same way.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
ln -sfn build-dev build
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/runs
PRISM_CTEST_JOBS=12 timeout -k 5 220 bash tests/device/run_prebuilt.sh build > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; cp /tmp/ctest.log $OUT/runs/ 2>/dev/null; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 170 bash bench/device/knob_ab.sh build-pack/knob 75 s55_pad5_ab -- \
    tables= only23=cuda.f32.bluestein_largest_pad_factor=3 > $OUT/compare-pad5.txt 2>&1
echo "pad5 A/B done at $(( $(date +%s) - t0 )) s"
timeout -k 5 35 build-dev/tools/prism/prism bench --backend cuda --set s55_bluestein_pad5_f64 --quick --time-limit 28 \
    --json $OUT/runs/pad5-f64-tables.json --quiet > $OUT/pad5-f64-tables.txt 2>&1
echo "pad5 f64 tables exit $? at $(( $(date +%s) - t0 )) s"
left=$(( 565 - ($(date +%s) - t0) - 15 ))
OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.f64.bluestein_largest_pad_factor=5 PRISM_TUNE_COMPILE_JOBS=12 \
    PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
    timeout -k 5 $left bash bench/device/tune.sh build-pack/knob $(( left - 45 )) s55_bluestein_pad5_f64 > $OUT/tune-pad5-f64.txt 2>&1
echo "tune pad5 f64 done at $(( $(date +%s) - t0 )) s"
tar cJf $OUT/runs.tar.xz -C $OUT runs && rm -rf $OUT/runs
