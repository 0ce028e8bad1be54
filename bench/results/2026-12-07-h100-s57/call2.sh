#!/usr/bin/env bash
# Session 57, call 2 (its steps in this order until 575 s), over the tables with the three passes
# on for CUDA (solver_bluestein.cpp declines splits whose columns move less than a sector). Before
# it: pack_prebuilt.sh, the knob tool in build-pack/knob, carry build-pack.
#  1. Knob A/B of s56_rader_split again (call 1's split arm ran past its 30 s): 60 s an arm.
#     Predicted from CUDA's plans on PoCL: errors 7-13 % lower, speed within 3 %.
#  1b. Knob A/B of s56_three_passes: the tables, whose rows kernel now reads Bluestein's spectrum
#     in its own order (ElementOp::table_rows), against cuda.*.bluestein_spectrum_in_rows=0 (the
#     natural table, entries N1 apart: one 32-byte sector an entry, 4x the fp32 bytes used through
#     L2), cuFFT beside the tables. Predicted: fp32 65537 1.1-1.3x, the others 1.0-1.15x; errors
#     unchanged.
#  1c. Knob A/B of s57_three_passes_10m: 10^7 + 19's three passes (fp32 3072 x 6561 with
#     bluestein_three_pass_splits=8, fp64 4374 x 4608 in the tables) against the four-steps
#     (2N + 10M elements moved, against 2N + 4M). Predicted 1.2-2.0x: 2.2x less traffic, at a
#     lower fraction of copy (the rows of 6561 hold two blocks of 243 threads a multiprocessor).
#  2. ncu of fp32 65537's forward kernels, three passes (tables) against the two four-steps (knob
#     bluestein_three_passes=0): call 1 read the three passes only 1.03x where the traffic (2N + 4M
#     against 2N + 6M) allows 1.40x. Predicted: the rows kernel (forward FFT, product and inverse
#     FFT of 432 in one block, 216 threads) runs well under its DRAM bound.
#  3. `prism tune --shapes` of s56_bluestein_pad5_more (fp32, one length per new {2, 3, 5}-smooth M)
#     and s56_bluestein_pad7 ({2, 3, 5, 7}) against `prism bench` of the tables: session 56's
#     next-call2.sh steps 1-2 (predictions there).
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
PRISM_TUNING_OVERRIDES=cuda.*.bluestein_three_passes=0 PRISM_NCU_KERNELS='prism_k[0-9]+_fwd' PRISM_NCU_SKIP=12 \
    PRISM_NCU_LAUNCHES=4 timeout -k 5 60 bash bench/device/ncu_cases.sh build-pack/knob "c2c f32 65537 batch=2047" \
    >> $OUT/ncu-65537.txt 2>&1
echo "ncu done at $(( $(date +%s) - t0 )) s"
run_set() {  # SET PRECISION FACTOR TABLES_SECONDS TUNE_SECONDS
    timeout -k 5 $(($4 + 10)) build-dev/tools/prism/prism bench --backend cuda --set $1 --quick --time-limit $4 \
        --json $OUT/runs/$1-tables.json --quiet > $OUT/runs/$1-tables.txt 2>&1
    echo "$1 tables exit $? at $(( $(date +%s) - t0 )) s"
    OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.$2.bluestein_largest_pad_factor=$3 PRISM_TUNE_COMPILE_JOBS=12 \
        PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
        timeout -k 5 $(($5 + 60)) bash bench/device/tune.sh build-pack/knob $5 $1 > $OUT/runs/tune-$1.txt 2>&1
    echo "tune $1 done at $(( $(date +%s) - t0 )) s"
}
run_set s56_bluestein_pad7 f32 7 20 40
run_set s56_bluestein_pad5_more f32 5 50 100
