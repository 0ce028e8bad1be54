#!/usr/bin/env bash
# Session 41's last call, at e4177e8's code: the device suite; the new H200 rows (set h200_below2)
# against c6863d3's binary, two alternations; then sets 0 and 1 with cuFFT.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
PRISM_CTEST_JOBS=10 PRISM_COMMIT=e4177e8 timeout 290 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -8 $OUT/suite.txt; echo "suite done at $(( $(date +%s) - t0 )) s"
cp /tmp/ctest.log $OUT/ctest.log 2>/dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
base=build-pack/prism-c6863d3 new=build-dev/tools/prism/prism
run() {  # tag binary set seconds [options]
    local tag=$1 bin=$2 set=$3 s=$4; shift 4
    PRISM_CACHE_DIR=/tmp/cache-${tag%[12]} $bin bench --backend cuda --quick --quiet --set $set --time-limit $s \
        --json $OUT/$tag.json "$@" > /tmp/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
for r in 1 2; do
    cu=--no-cufft; [ $r = 1 ] && cu=
    run base$r $base h200_below2 30 --no-cufft; run new$r $new h200_below2 30 $cu
done
python3 bench/device/compare_runs.py base1 $OUT/base1.json new1 $OUT/new1.json base2 $OUT/base2.json new2 $OUT/new2.json > $OUT/compare-rows.txt 2>&1
cat $OUT/compare-rows.txt
run set0 $new set0 90; run set1 $new set1 90
cp /tmp/set0.txt /tmp/set1.txt $OUT/; tail -3 $OUT/set0.txt $OUT/set1.txt
cd $OUT && tar cJf runs.tar.xz *.json ctest.log prism-errors.csv 2>/dev/null && rm -f *.json ctest.log prism-errors.csv; ls
