#!/usr/bin/env bash
# Session 42's second call: pairs to 31 behind barriers in plain complex rows (new: the working
# tree's build) against c4883ab (base) on set pairs31, alternating twice, cuFFT in new1; then
# prism tune --shapes --max-radix 32 --candidates 6 on set h200_below3 with the new build.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
base=build-pack/prism-base new=build-dev/tools/prism/prism
run() {  # tag binary set [options]
    local tag=$1 bin=$2 set=$3; shift 3
    PRISM_CACHE_DIR=/tmp/cache-${tag%[12]} $bin bench --backend cuda --quick --quiet \
        --set $set --json $OUT/$tag.json "$@" > /tmp/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
for r in 1 2; do
    cu=--no-cufft; [ $r = 1 ] && cu=
    run base$r $base pairs31 --no-cufft
    run new$r $new pairs31 $cu
done
python3 bench/device/compare_runs.py base1 $OUT/base1.json new1 $OUT/new1.json base2 $OUT/base2.json new2 $OUT/new2.json > $OUT/compare-pairs31.txt 2>&1
cat $OUT/compare-pairs31.txt
(cd $OUT && tar cJf ab.tar.xz *.json && rm *.json)
PRISM_TUNE_COMPILE_JOBS=15 PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" bash bench/device/tune.sh build-dev 240 h200_below3
echo "tune done at $(( $(date +%s) - t0 )) s"
cat $OUT/*rows.txt; xz -9 $OUT/*tune*.json; ls $OUT
