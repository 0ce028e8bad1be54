#!/usr/bin/env bash
# Session 46's fourth call: the device suite on the committed candidate (build-pack/dev.tar.xz), then
# its A/B against 0e04c57 (build-pack/prism-base) on bench/sets/s46_confirm.txt, one round, cuFFT in
# both runs.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout -k 5 170 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
PRISM_AB_ROUNDS=1 PRISM_BENCH_OPTIONS="--quick" bash bench/device/ab.sh build-dev \
    build-pack/prism-base s46_confirm > $OUT/compare-confirm.txt 2>&1
echo "A/B done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf ab-confirm.tar.xz *.json && rm *.json)
ls $OUT; cat $OUT/compare-confirm.txt | sed -n '/base1\/cu/,$p'
