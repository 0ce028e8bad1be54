#!/usr/bin/env bash
# Session 54, call 4 (H100): call 3's A/B on the dct set once more, the DCT/DST half rows' Makhoul
# side staged in Makhoul's order (gen/staged_copy.cpp's stages_makhoul_order: the coalesced copy
# gathers x[g] into real p of v and scatters back, so the kernel reads and writes v's pairs as
# complex slots). Call 3 staged natural order and gathered four reals apart in shared memory: 4-way
# bank conflicts (fp64 8-way), halves/tables 0.89x at fp32 4096, 0.76x fp64. ptxas here: fp32 4096
# forward 64 registers, no spill (24 B before). Predicted: fp32 4096 1.03-1.08x the tables (to
# 0.90-0.94 of prism's r2c), fp64 0.9-1.0x.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/knob
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 70 dct -- \
    tables= halves=cuda.f32.r2r_halves_from=4,cuda.f64.r2r_halves_from=4 > $OUT/compare-dct.txt 2>&1
echo "dct done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf runs.tar.xz knob && rm -rf knob); ls $OUT
