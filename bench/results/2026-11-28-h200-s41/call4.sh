#!/usr/bin/env bash
# Session 41's fourth call:
# 1. odd R2C paired rows as two real-input butterflies (new) against 1e6aeb7 (base), and the same
#    with precise butterflies (fp64 arithmetic for fp32 radices of 3s and 5s, split constants
#    elsewhere; experiment variable PRISM_EXP_PRECISE_PAIRS), set real_pair_rows, two alternations,
#    cuFFT in new1;
# 2. the committed lone-strided rule and the barrier change (new) against 1e6aeb7 on lone_strided.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p nb/tools/prism && cp build-pack/prism-new nb/tools/prism/prism
base=build-dev/tools/prism/prism new=nb/tools/prism/prism
run() {  # tag binary set [env...] -- [options]
    local tag=$1 bin=$2 set=$3; shift 3
    local envs=(X=1); while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
    env "${envs[@]}" PRISM_CACHE_DIR=/tmp/cache-${tag%[12]} $bin bench --backend cuda --quick --quiet \
        --set $set --json $OUT/$tag.json "$@" > /tmp/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
for r in 1 2; do
    cu=--no-cufft; [ $r = 1 ] && cu=
    run rbase$r $base real_pair_rows -- --no-cufft
    run rnew$r $new real_pair_rows -- $cu
    run rprec$r $new real_pair_rows PRISM_EXP_PRECISE_PAIRS=1 -- --no-cufft
done
for r in 1 2; do
    cu=--no-cufft; [ $r = 1 ] && cu=
    run lbase$r $base lone_strided -- --no-cufft
    run lnew$r $new lone_strided -- $cu
done
cd $OUT
python3 $root/bench/device/compare_runs.py rbase1 rbase1.json rnew1 rnew1.json rprec1 rprec1.json rbase2 rbase2.json rnew2 rnew2.json rprec2 rprec2.json > compare-real.txt 2>&1
python3 $root/bench/device/compare_runs.py lbase1 lbase1.json lnew1 lnew1.json lbase2 lbase2.json lnew2 lnew2.json > compare-lone.txt 2>&1
cat compare-real.txt compare-lone.txt
tar cJf ab.tar.xz *.json && rm *.json; ls
