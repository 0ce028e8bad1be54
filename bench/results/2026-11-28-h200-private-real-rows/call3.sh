#!/usr/bin/env bash
# Session 39's second call: the device suite on the private-R2C-rows build, then set0 on the H200 as a baseline.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
tar xJf build-pack/dev.tar.xz && rm -rf build-gpu && ln -s build-dev build-gpu
mkdir -p /work; [ -e /work/main ] || ln -s "$root" /work/main
PRISM_COMMIT="${PRISM_COMMIT:-private-r2c-rows}" timeout 110 bash tests/device/run_prebuilt.sh build-gpu 2>&1 | tail -12
echo "suite done at $(( $(date +%s) - t0 )) s"
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets PRISM_CACHE_DIR=/tmp/pc2
source bench/device/gpu_env.sh; find_cufft
left=$(( 185 - ($(date +%s) - t0) ))
[ $left -gt 20 ] && build-dev/tools/prism/prism bench --backend cuda --quick --quiet --set set0 --time-limit $left --json $OUT/set0.json > $OUT/set0.txt 2>&1
tail -30 $OUT/set0.txt; xz -9 $OUT/*.json $OUT/ctest.log 2>/dev/null; ls $OUT
