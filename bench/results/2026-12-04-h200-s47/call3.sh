#!/usr/bin/env bash
# Session 47's third call, on the committed tree's build (build-pack/dev.tar.xz; carry build-pack):
#  1. the device suite;
#  2. the sets calls 1-2 read as arms, now under the committed tables with cuFFT: fused planes
#     (s47_planes, s47_joined_pairs), primes beside factors (s47_pairs_beside2), and session 46's
#     sub-FFT rows (s46_flat_radix), never read from a build of their own.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout -k 5 170 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
for set_limit in s47_planes:130 s47_pairs_beside2:140 s47_joined_pairs:90 s46_flat_radix:45; do
    set=${set_limit%:*} limit=${set_limit#*:}
    timeout -k 5 $limit build-dev/tools/prism/prism bench --backend cuda --set $set --quick --json $OUT/$set.json \
        --quiet > $OUT/$set.txt 2>&1; echo "$set exit $? at $(( $(date +%s) - t0 )) s"
done
(cd $OUT && tar cJf runs.tar.xz *.json *.txt && rm -f *.json s4*.txt); ls $OUT
