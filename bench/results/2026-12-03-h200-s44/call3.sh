#!/usr/bin/env bash
# Session 45's second call: the device suite on the candidate (shared_rader_beside_factors_up_to =
# 127 on CUDA, session 44's four tuned rows), then its A/B against 4b293da on bench/sets/
# s45_confirm.txt, one round, cuFFT in both runs.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout 170 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
PRISM_AB_ROUNDS=1 PRISM_BENCH_OPTIONS="--quick" bash bench/device/ab.sh build-dev build-pack/prism-base \
    s45_confirm > $OUT/compare-confirm.txt 2>&1
echo "A/B done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf ab-confirm.tar.xz *.json && rm *.json)
ls $OUT
