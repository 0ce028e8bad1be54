#!/usr/bin/env bash
# Session 45's call: shared-memory Rader (new: prism-rader2, both CUDA rows' shared_rader_alone
# false) against Bluestein (base: the committed 4b293da) on bench/sets/s45_shared_rader.txt, one
# round, cuFFT in both runs; fp32 and fp64 as two sets so that a late timeout keeps the first.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
export PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p /tmp/rader/tools/prism && cp build-pack/prism-rader2 /tmp/rader/tools/prism/prism
for prec in f32 f64; do
    { grep '^#' bench/sets/s45_shared_rader.txt; grep "^c2c $prec" bench/sets/s45_shared_rader.txt; } \
        > /tmp/s45_$prec.txt
    PRISM_AB_ROUNDS=1 PRISM_BENCH_OPTIONS="--quick" timeout $(( 560 - ($(date +%s) - t0) )) \
        bash bench/device/ab.sh /tmp/rader build-pack/prism-base /tmp/s45_$prec.txt > $OUT/compare-s45-$prec.txt 2>&1
    tail -n +1 $OUT/compare-s45-$prec.txt | grep -v '^\[' | tail -150
    echo "$prec done at $(( $(date +%s) - t0 )) s"
done
(cd $OUT && tar cJf ab-s45.tar.xz *.json && rm *.json)
ls $OUT
