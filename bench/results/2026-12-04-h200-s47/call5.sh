#!/usr/bin/env bash
# Session 47's fifth call, on the committed tree's build (build-pack/dev.tar.xz; carry build-pack):
# the device suite (GpuTuning's two-Rader-stage test fixed), fp64 R2C primes under the committed rule
# (s47_real_primes) and session 46's confirm set, with cuFFT.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout -k 5 120 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
for set_limit in s47_real_primes:45 s46_confirm:90; do
    set=${set_limit%:*} limit=${set_limit#*:}
    timeout -k 5 $limit build-dev/tools/prism/prism bench --backend cuda --set $set --quick --json $OUT/$set.json \
        --quiet > $OUT/$set.txt 2>&1; echo "$set exit $? at $(( $(date +%s) - t0 )) s"
done
(cd $OUT && tar cJf runs.tar.xz *.json *.txt && rm -f *.json s4*.txt); ls $OUT
