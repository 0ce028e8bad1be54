#!/usr/bin/env bash
# Session 40's first call: the device suite at HEAD (6406350's code), then sets 1, 3 and a sample of
# 1000 on the H200 with --quick, each under its own time limit so the call ends inside its own.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
tar xJf build-pack/dev.tar.xz && rm -rf build-gpu && ln -s build-dev build-gpu
mkdir -p /work; [ -e /work/main ] || ln -s "$root" /work/main
PRISM_CTEST_JOBS=8 PRISM_COMMIT="${PRISM_COMMIT:-6406350}" timeout 260 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -14 $OUT/suite.txt; echo "suite done at $(( $(date +%s) - t0 )) s"
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets PRISM_CACHE_DIR=/tmp/pc2
source bench/device/gpu_env.sh; find_cufft
prism=build-dev/tools/prism/prism
bench() {  # name seconds [options]
    local name=$1 s=$2; shift 2
    $prism bench --backend cuda --quick --quiet --set $name --time-limit $s --json $OUT/$name.json "$@" > $OUT/$name.txt 2>&1
    tail -3 $OUT/$name.txt; echo "$name done at $(( $(date +%s) - t0 )) s"
}
bench set1 90
bench set3 70
bench set1000 100 --sample 32
xz -9 $OUT/*.json $OUT/ctest.log 2>/dev/null; ls $OUT
