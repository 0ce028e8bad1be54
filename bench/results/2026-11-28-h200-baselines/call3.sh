#!/usr/bin/env bash
# Session 40's third call: the H200 rows (new) against HEAD's (base) on the tuned sets, two
# alternations, cuFFT timed in the new runs; then Nsight Compute on cuFFT's and prism's kernels of
# c2c f32 8192 and f64 4096.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
mkdir -p ab && tar -C ab -xJf build-ab/ab.tar.xz
mkdir -p ab/nb/tools/prism ab/nb/lib && cp ab/new/prism ab/nb/tools/prism/ && cp ab/lib/* ab/nb/lib/
export LD_LIBRARY_PATH=$root/ab/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
run() {  # which tag set [options]
    local which=$1 tag=$2 set=$3; shift 3
    PRISM_CACHE_DIR=/tmp/cache-$which ab/$which/prism bench --backend cuda --quick --quiet --set $set \
        --json $OUT/$tag-$set.json "$@" > /tmp/$tag-$set.txt 2>&1
    echo "$tag $set done at $(( $(date +%s) - t0 )) s"
}
for set in h200_below h200_real_below; do
    run base base1 $set --no-cufft; run new new1 $set; run base base2 $set --no-cufft; run new new2 $set --no-cufft
done
cat /tmp/new1-*.txt > $OUT/new1.txt
bash bench/device/ncu_vs_cufft.sh ab/nb "c2c f32 8192 batch=8192" "c2c f64 4096 batch=8192" > $OUT/ncu.txt 2>&1
echo "ncu done at $(( $(date +%s) - t0 )) s"
cd $OUT && tar cJf ab.tar.xz *.json && rm *.json; ls $OUT
