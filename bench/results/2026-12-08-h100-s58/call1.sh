#!/usr/bin/env bash
# Session 58, call 1: session 57's call2.sh steps 1, 1b, 1c and the first half of 2 (its
# predictions there), at 2897ce5's code (tables: three passes on for CUDA, spectrum in rows order).
# Before it: pack_prebuilt.sh, the knob tool in build-pack/knob, carry build-pack.
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 150 bash bench/device/knob_ab.sh build-pack/knob 60 \
    s56_rader_split -- tables= split=cuda.*.register_rader_split_constants=1 > $OUT/compare-rader-split.txt 2>&1
echo "rader split A/B done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 170 bash bench/device/knob_ab.sh build-pack/knob 75 \
    s56_three_passes -- tables= natural=cuda.*.bluestein_spectrum_in_rows=0 > $OUT/compare-spectrum-rows.txt 2>&1
echo "spectrum in rows A/B done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 170 bash bench/device/knob_ab.sh build-pack/knob 45 \
    s57_three_passes_10m -- tables= splits8=cuda.*.bluestein_three_pass_splits=8 \
    four=cuda.*.bluestein_three_passes=0 > $OUT/compare-10m.txt 2>&1
echo "10m A/B done at $(( $(date +%s) - t0 )) s"
PRISM_NCU_KERNELS='prism_k[0-9]+_fwd' PRISM_NCU_SKIP=9 PRISM_NCU_LAUNCHES=3 timeout -k 5 60 \
    bash bench/device/ncu_cases.sh build-pack/knob "c2c f32 65537 batch=2047" > $OUT/ncu-65537.txt 2>&1
echo "ncu done at $(( $(date +%s) - t0 )) s"
