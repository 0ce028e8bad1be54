#!/usr/bin/env bash
# Session 53's second call, on the warm machine of call 1 (build-dev unpacked there; unpacks again on
# a fresh machine): every 16th N of set1000 (fp32 2 ... 4096, 256 MiB) with cuFFT, `--quick`.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
[ -x build-dev/tools/prism/prism ] || bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
limit=${1:-520}
timeout -k 5 $((limit + 20)) build-dev/tools/prism/prism bench --backend cuda --set set1000 --sample 16 --quick \
    --time-limit $limit --json $OUT/set1000.json --quiet > $OUT/set1000.txt 2>&1
echo "set1000 exit $? at $(( $(date +%s) - t0 )) s"
xz -9 $OUT/set1000.json; tail -3 $OUT/set1000.txt
