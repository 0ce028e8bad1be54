#!/usr/bin/env bash
# Session 42's fourth call: prism tune --shapes --max-radix 32 --candidates 6 on set h200_below4
# (Bluestein M = 6144 and 6561) with fe21dae's build.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_TUNE_COMPILE_JOBS=15 PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" bash bench/device/tune.sh build-dev 200 h200_below4
echo "tune done at $(( $(date +%s) - t0 )) s"
cat $OUT/*rows.txt; xz -9 $OUT/*tune*.json; ls $OUT
