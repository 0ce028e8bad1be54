#!/usr/bin/env bash
# Session 47's first call, on an experiment build (-DPRISM_TUNING_KNOBS=ON) of the working tree
# with three new tuning columns at their defaults (the plans of 234cf20): build-pack/knob, the tool
# stripped with FFTW and libpng in lib/. Carry build-pack.
# (The device suite runs in the second call, on what this one decides.)
#  1. fused planes with primes past 23 as pairs (joined_pairs_up_to 61) or as register Rader with its
#     constants split (register_rader_split_constants) against register Rader rounded; 1-D kernels
#     with a register Rader prime beside other factors, split against rounded;
#  2. fp64 primes 37-53 beside small factors as register pairs behind barriers against shared Rader;
#  3. fp64 shared Rader's split constants in real and DCT kernels (never read): rounded against split.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
export PRISM_BENCH_SETS=$root/bench/sets
knob() {  # LIMIT SET ARM... (PRISM_BENCH_OPTIONS=--quick)
    local limit=$1 set=$2; shift 2
    OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob "$limit" "$set" -- "$@" \
        > $OUT/compare-$set.txt 2>&1
    echo "$set done at $(( $(date +%s) - t0 )) s"
}
knob 95 s47_joined_pairs rader= pairs61=cuda.*.joined_pairs_up_to=61 rsplit=cuda.*.register_rader_split_constants=1
knob 50 s47_register_rader rounded= rsplit=cuda.*.register_rader_split_constants=1
knob 50 s47_pairs_beside shared= \
    pairs53=cuda.f64.largest_rader_prime=53,cuda.f64.shared_rows_pairs_every_length_up_to=53
printf 'r2c f64 %s fill=256MiB\n' 388 1220 74 122 > /tmp/real_rader.txt
printf 'dct2 f64 %s fill=256MiB\n' 194 610 >> /tmp/real_rader.txt
knob 40 /tmp/real_rader.txt split= rounded=cuda.f64.shared_rader_split_constants=0
(cd $OUT && tar cJf runs.tar.xz knob && rm -rf knob); ls $OUT
