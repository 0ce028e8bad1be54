#!/usr/bin/env bash
# Session 41's fifth call: the paired real rows' final code (real-input butterflies, precise for
# 3, 5, 9, 15) against 1e6aeb7 on set real_pair_rows, two alternations, cuFFT in new1; then
# prism tune --shapes on the lengths still below 0.96 of cuFFT (set real_pair_tune).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p nb/tools/prism nb/lib && cp build-pack/prism-new nb/tools/prism/prism && cp build-dev/lib/* nb/lib/
base=build-dev/tools/prism/prism new=nb/tools/prism/prism
run() {  # tag binary set [options]
    local tag=$1 bin=$2 set=$3; shift 3
    PRISM_CACHE_DIR=/tmp/cache-${tag%[12]} $bin bench --backend cuda --quick --quiet \
        --set $set --json $OUT/$tag.json "$@" > /tmp/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
for r in 1 2; do
    cu=--no-cufft; [ $r = 1 ] && cu=
    run base$r $base real_pair_rows --no-cufft
    run new$r $new real_pair_rows $cu
done
python3 bench/device/compare_runs.py base1 $OUT/base1.json new1 $OUT/new1.json base2 $OUT/base2.json new2 $OUT/new2.json > $OUT/compare-real.txt 2>&1
cat $OUT/compare-real.txt
(cd $OUT && tar cJf ab.tar.xz base1.json new1.json base2.json new2.json && rm base1.json new1.json base2.json new2.json)
PRISM_TUNE_COMPILE_JOBS=15 PRISM_TUNE_OPTIONS="--shapes" bash bench/device/tune.sh nb 220 real_pair_tune
echo "tune done at $(( $(date +%s) - t0 )) s"
cat $OUT/*rows.txt; xz -9 $OUT/*tune*.json; ls $OUT
