#!/usr/bin/env bash
# Session 40's fifth call: block shapes of the long single-pass C2C lengths, each also with its
# stages exchanging in halves (prism tune --shapes now tries both).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
mkdir -p sb && tar -C sb -xJf build-ab/split2.tar.xz
export LD_LIBRARY_PATH=$root/sb/lib PRISM_BENCH_SETS=$root/bench/sets
PRISM_TUNE_COMPILE_JOBS=15 PRISM_TUNE_OPTIONS="--shapes" bash bench/device/tune.sh sb 200 split_exchange
echo "tune done at $(( $(date +%s) - t0 )) s"
xz -9 $OUT/*.json; ls $OUT
