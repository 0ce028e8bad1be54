#!/usr/bin/env bash
# Session 53's first call (asked of nvidia-h200 after two H100 starts failed; it ran on an H100): the committed
# tree's build (build-pack/dev.tar.xz, tests/device/pack_prebuilt.sh of build/; carry build-pack),
# then the device suite and issue 3's sets 0, 1 and 3 with cuFFT (`--quick`), each under its own limit.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
ln -sfn build-dev build
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
PRISM_CTEST_JOBS=12 timeout -k 5 200 bash tests/device/run_prebuilt.sh build > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
for set_limit in set0:100 set1:100 set3:110; do
    set=${set_limit%:*} limit=${set_limit#*:}
    timeout -k 5 $((limit + 15)) build-dev/tools/prism/prism bench --backend cuda --set $set --quick \
        --time-limit $limit --json $OUT/$set.json --quiet > $OUT/$set.txt 2>&1
    echo "$set exit $? at $(( $(date +%s) - t0 )) s"
done
(cd $OUT && tar cJf runs.tar.xz *.json *.txt && rm -f *.json) ; ls $OUT
for f in $OUT/set*.txt; do echo "== $f"; tail -3 $f; done
