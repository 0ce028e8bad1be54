#!/usr/bin/env bash
# Session 42's sixth call, at the session's last build (fe21dae plus the M = 6144/6561 rows): every
# 16th N of set1000 with cuFFT, under a time limit so the call ends inside the remaining device time,
# after the device suite.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets PRISM_CACHE_DIR=/tmp/pc6
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 PRISM_COMMIT=a649fa5 timeout 120 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
build-dev/tools/prism/prism bench --backend cuda --quick --quiet --set set1000 --sample 16 --time-limit 290 \
    --json $OUT/final-set1000-16.json > $OUT/final-set1000-16.txt 2>&1
tail -2 $OUT/final-set1000-16.txt; xz -9 $OUT/final-set1000-16.json; ls $OUT
echo "all done at $(( $(date +%s) - t0 )) s"
