#!/usr/bin/env bash
# Session 54, call 2 (H100): DCT/DST-II/III of even n as the even r2c/c2r of n/2 points
# (ElementMap::r2r_halves, solver_r2r.cpp's plan_half_rows) against the tables' paired and single
# rows of n points, in a knob build (build-pack/knob) of the commit that adds them, on the sets dct
# and dct_even. Predicted: fp32 DCT-II/III 4096 from 0.87 to 0.93-0.97 of prism's r2c (the r2c's
# 2048-point kernel at 4 blocks, plus two scalar Makhoul loads a pair instead of one vector load and
# a twiddle an output); shorter lengths, whose paired rows already read 0.9-0.92, about even.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/knob
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 75 dct dct_even -- \
    tables= halves=cuda.f32.r2r_halves_from=4,cuda.f64.r2r_halves_from=4 > $OUT/compare-halves.txt 2>&1
echo "halves done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf runs.tar.xz knob && rm -rf knob); ls $OUT
