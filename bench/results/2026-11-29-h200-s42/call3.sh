#!/usr/bin/env bash
# Session 42's third call: the committed change (pairs to 31 behind barriers at the listed lengths,
# rows for 2754 and Bluestein M = 1728) against c4883ab (base) on set s42_changed, alternating
# twice, cuFFT in new1; every 32nd N of set1000 with cuFFT; the device suite.
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
    run base$r $base s42_changed --no-cufft
    run new$r $new s42_changed $cu
done
python3 bench/device/compare_runs.py base1 $OUT/base1.json new1 $OUT/new1.json base2 $OUT/base2.json new2 $OUT/new2.json > $OUT/compare-changed.txt 2>&1
cat $OUT/compare-changed.txt
(cd $OUT && tar cJf ab.tar.xz base1.json new1.json base2.json new2.json && rm base1.json new1.json base2.json new2.json)
PRISM_CACHE_DIR=/tmp/cache-new $new bench --backend cuda --quick --quiet --set set1000 --sample 32 --time-limit 170 \
    --json $OUT/final-set1000.json > $OUT/final-set1000.txt 2>&1
tail -2 $OUT/final-set1000.txt; echo "set1000 done at $(( $(date +%s) - t0 )) s"
PRISM_CTEST_JOBS=12 PRISM_COMMIT=fe21dae timeout 250 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; xz -9 $OUT/final-set1000.json; rm -f $OUT/ctest.log $OUT/prism-errors.csv; ls $OUT
echo "all done at $(( $(date +%s) - t0 )) s"
