#!/usr/bin/env bash
# Session 40's sixth call: the device suite at the split-exchange code with its rows; then those
# rows (new) against the same code without them (base: call 5's binary, whose plans are f4a5df8's
# for these lengths) on the split_exchange and h200_below sets in two alternations; then sets 0 and
# 1 with cuFFT.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
tar xJf build-pack/dev.tar.xz && rm -rf build-gpu && ln -s build-dev build-gpu
mkdir -p /work; [ -e /work/main ] || ln -s "$root" /work/main
PRISM_CTEST_JOBS=10 PRISM_COMMIT="${PRISM_COMMIT:-split-exchange}" timeout 290 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -8 $OUT/suite.txt; echo "suite done at $(( $(date +%s) - t0 )) s"
mkdir -p sb && tar -C sb -xJf build-ab/split2.tar.xz
export PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
run() {  # tag binary set [options]
    local tag=$1 bin=$2 set=$3; shift 3
    LD_LIBRARY_PATH=$root/build-dev/lib PRISM_CACHE_DIR=/tmp/cache-$tag $bin bench --backend cuda --quick --quiet --set $set \
        --json $OUT/$tag-$set.json "$@" > $OUT/$tag-$set.txt 2>&1
    echo "$tag $set done at $(( $(date +%s) - t0 )) s"
}
base=sb/tools/prism/prism new=build-dev/tools/prism/prism
for set in split_exchange h200_below; do
    run base1 $base $set --no-cufft; run new1 $new $set; run base2 $base $set --no-cufft; run new2 $new $set --no-cufft
done
run final $new set0; run final $new set1
cd $OUT && tar cJf runs.tar.xz *.json *.txt ctest.log prism-errors.csv 2>/dev/null; ls $OUT
