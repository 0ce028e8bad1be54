#!/usr/bin/env bash
# Session 41's eighth call, at e4177e8's build: set3 and every 32nd N of set1000 with cuFFT, each
# under its own time limit so the call ends inside the session's remaining device time.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets PRISM_CACHE_DIR=/tmp/pc8
source bench/device/gpu_env.sh; find_cufft
prism=build-dev/tools/prism/prism
bench() {  # name seconds [options]
    local name=$1 s=$2; shift 2
    $prism bench --backend cuda --quick --quiet --set $name --time-limit $s --json $OUT/$name.json "$@" > $OUT/$name.txt 2>&1
    tail -2 $OUT/$name.txt; echo "$name done at $(( $(date +%s) - t0 )) s"
}
bench set3 60
bench set1000 110 --sample 32
xz -9 $OUT/*.json; ls $OUT
