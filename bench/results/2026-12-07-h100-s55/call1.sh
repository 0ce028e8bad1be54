#!/usr/bin/env bash
# Session 55, call 1 (H100). Before it, here: tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz,
# the knob build's tool stripped into build-pack/knob/tools/prism/prism; carry build-pack.
#  1. The device suite (smoke tier) at this tree: session 54's code had not run it (its new rows
#     16807, 6860 and the H100's 8192 run in the measured-rows accuracy test).
#  2. Set s53_h100_long against cuFFT: session 54's rows (tune: 16807 1.12x, 6860 1.03x).
#  3. Bluestein padding over {2, 3, 5} (knob cuda.f32.bluestein_largest_pad_factor=5): `prism tune
#     --shapes --max-radix 32 --candidates 6` times the one-kernel convolution's shapes of the new M
#     for set s55_bluestein_pad5; `prism bench` of the same set with the tables (and cuFFT) is the
#     baseline. Predicted: the one kernel's GB/s up by about the points saved (1-7 %), more where
#     the new M's shape holds fewer registers than 6561's 27x27x9 (128, 164 B spilled).
#  4. `prism tune --shapes` on the even R2C lengths below cuFFT (set s55_r2c_tune): rows, if any win.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
ln -sfn build-dev build
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/runs
PRISM_CTEST_JOBS=12 timeout -k 5 110 bash tests/device/run_prebuilt.sh build > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
P=build-dev/tools/prism/prism
timeout -k 5 45 $P bench --backend cuda --set s53_h100_long --quick --time-limit 35 \
    --json $OUT/runs/long.json --quiet > $OUT/long.txt 2>&1
echo "long exit $? at $(( $(date +%s) - t0 )) s"
timeout -k 5 50 $P bench --backend cuda --set s55_bluestein_pad5 --quick --time-limit 40 \
    --json $OUT/runs/pad5-tables.json --quiet > $OUT/pad5-tables.txt 2>&1
echo "pad5 tables exit $? at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.f32.bluestein_largest_pad_factor=5 PRISM_TUNE_COMPILE_JOBS=12 \
    PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
    timeout -k 5 170 bash bench/device/tune.sh build-pack/knob 130 s55_bluestein_pad5 > $OUT/tune-pad5.txt 2>&1
echo "tune pad5 done at $(( $(date +%s) - t0 )) s"
left=$(( 560 - ($(date +%s) - t0) - 30 ))
OUT=$OUT/runs PRISM_TUNE_COMPILE_JOBS=12 PRISM_TUNE_OPTIONS="--shapes" \
    timeout -k 5 $(( left + 25 )) bash bench/device/tune.sh build-dev $left s55_r2c_tune > $OUT/tune-r2c.txt 2>&1
echo "tune r2c done at $(( $(date +%s) - t0 )) s"
tar cJf $OUT/runs.tar.xz -C $OUT runs && rm -rf $OUT/runs
