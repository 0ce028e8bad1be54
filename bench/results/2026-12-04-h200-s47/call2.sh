#!/usr/bin/env bash
# Session 47's second call, on the experiment build of call 1 with two more columns (joined_largest_prime,
# joined_threads_growth_up_to): build-pack/knob. Carry build-pack.
#  1. fused planes: the tables against call 1's winners (fp32 pairs to 61, fp64 to 43 and no join
#     past 43) with the block's growth bounded at 4x;
#  2. primes 37-59 beside other factors up to 4096: register pairs behind barriers against the tables;
#  3. fp64 real and DCT kernels' split shared-Rader constants against rounded (call 1 named it wrong).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
export PRISM_BENCH_SETS=$root/bench/sets
knob() {  # LIMIT SET ARM... (PRISM_BENCH_OPTIONS=--quick)
    local limit=$1 set=$2; shift 2
    OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob "$limit" "$set" -- "$@" \
        > $OUT/compare-$set.txt 2>&1
    echo "$set done at $(( $(date +%s) - t0 )) s"
}
knob 130 s47_planes tables= \
    cand=cuda.f32.joined_pairs_up_to=61,cuda.f64.joined_pairs_up_to=43,cuda.f64.joined_largest_prime=43,cuda.*.joined_threads_growth_up_to=4
knob 130 s47_pairs_beside2 tables= \
    pairs59=cuda.f64.largest_rader_prime=59,cuda.*.shared_rows_pairs_every_length_up_to=59
knob 40 s47_real_split split= rounded=cuda.f64.shared_rader_split_constants=0
(cd $OUT && tar cJf runs.tar.xz knob && rm -rf knob); ls $OUT
