#!/usr/bin/env bash
# Session 54, call 3 (H100): call 2's A/B again with the DCT/DST half rows staged through shared
# memory as reals (both sides; the split of a type II reads Z, a barrier, then writes y). Call 2's
# unstaged half rows ran 0.44-0.85x the tables' rows (0.21x at n = 16, one thread a row scattering
# scalars). Predicted now: fp32 4096 0.93-0.97 of prism's r2c (from 0.87), short lengths even with
# the tables (both staged, the half rows' FFT of n/2 points on one thread a row).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/knob
arms="tables= halves=cuda.f32.r2r_halves_from=4,cuda.f64.r2r_halves_from=4"
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 70 dct -- $arms \
    > $OUT/compare-dct.txt 2>&1
echo "dct done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/knob PRISM_BENCH_OPTIONS="--quick --sample 3" bash bench/device/knob_ab.sh build-pack/knob 80 dct_even -- $arms \
    > $OUT/compare-dct_even.txt 2>&1
echo "dct_even done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf runs.tar.xz knob && rm -rf knob); ls $OUT
