#!/usr/bin/env bash
# Session 40's second call: re-tune on the H200 the C2C lengths below 0.95 of cuFFT (radix lists under
# 32, each on its block shapes) and the one-thread R2C lengths (block shapes).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
tar xJf build-pack/dev.tar.xz && rm -rf build-gpu && ln -s build-dev build-gpu
export PRISM_TUNE_COMPILE_JOBS=15
PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" bash bench/device/tune.sh build-dev 230 bench/sets/h200_below.txt
echo "c2c done at $(( $(date +%s) - t0 )) s"
PRISM_TUNE_OPTIONS="--shapes" bash bench/device/tune.sh build-dev 60 bench/sets/h200_real_below.txt
echo "real done at $(( $(date +%s) - t0 )) s"
xz -9 $OUT/*.json 2>/dev/null; ls $OUT
