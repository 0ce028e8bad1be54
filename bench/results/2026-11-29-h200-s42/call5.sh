#!/usr/bin/env bash
# Session 42's fifth call: call4's rows for Bluestein M = 6144 and 6561 (new: the working tree's
# build) against fe21dae (base) on set s42_bluestein, alternating twice, cuFFT in new1.
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
    run base$r $base s42_bluestein --no-cufft
    run new$r $new s42_bluestein $cu
done
python3 bench/device/compare_runs.py base1 $OUT/base1.json new1 $OUT/new1.json base2 $OUT/base2.json new2 $OUT/new2.json > $OUT/compare-bluestein.txt 2>&1
cat $OUT/compare-bluestein.txt
(cd $OUT && tar cJf ab.tar.xz base1.json new1.json base2.json new2.json && rm base1.json new1.json base2.json new2.json)
echo "all done at $(( $(date +%s) - t0 )) s"
