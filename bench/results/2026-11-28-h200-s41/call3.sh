#!/usr/bin/env bash
# Session 41's third call: tuning.hpp's pair_strided_row_bytes (lone strided blocks halved to two a
# multiprocessor) on set lone_strided, one binary, the rule switched by experiment variables:
# base (off), new (on), rows (only sequence-major row-store passes), cols (only batch-major column
# passes); two alternations, cuFFT in new1.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p nb/tools/prism && cp build-pack/prism-new nb/tools/prism/prism
run() {  # tag [env...] -- [options]
    local tag=$1; shift
    local envs=(); while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
    env "${envs[@]}" PRISM_CACHE_DIR=/tmp/cache-${tag%[12]} nb/tools/prism/prism bench --backend cuda --quick --quiet \
        --set lone_strided --json $OUT/$tag.json "$@" > /tmp/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
for r in 1 2; do
    cu=--no-cufft; [ $r = 1 ] && cu=
    run base$r PRISM_EXP_PAIR_ROW_BYTES=0 -- --no-cufft
    run new$r X=1 -- $cu
    run rows$r PRISM_EXP_PAIR_KIND=rows -- --no-cufft
    run cols$r PRISM_EXP_PAIR_KIND=columns -- --no-cufft
done
cp /tmp/new1.txt $OUT/new1.txt
python3 bench/device/compare_runs.py base1 $OUT/base1.json new1 $OUT/new1.json rows1 $OUT/rows1.json cols1 $OUT/cols1.json \
    base2 $OUT/base2.json new2 $OUT/new2.json rows2 $OUT/rows2.json cols2 $OUT/cols2.json > $OUT/compare.txt 2>&1
cat $OUT/compare.txt
cd $OUT && tar cJf ab.tar.xz *.json && rm *.json; ls $OUT
