#!/usr/bin/env bash
# Session 54, call 5 (H100), NOT RUN (no device time left; for the next session): the device suite (smoke tier) at the build of the tree, which runs the new
# measured rows (16807, 6860, the H100's 8192) through the measured-rows accuracy test; and set s53_h100_long to read
# those rows against cuFFT (call 1's tune: 16807 1.12x, 6860 1.03x over the model).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
ln -sfn build-dev build
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout -k 5 100 bash tests/device/run_prebuilt.sh build > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
timeout -k 5 45 build-dev/tools/prism/prism bench --backend cuda --set s53_h100_long --quick \
    --time-limit 35 --json $OUT/long.json --quiet > $OUT/long.txt 2>&1
echo "long exit $? at $(( $(date +%s) - t0 )) s"
