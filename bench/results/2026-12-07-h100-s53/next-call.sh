#!/usr/bin/env bash
# A first call for the session after 53 (not run: session 53's device time was spent on the reading),
# on an H100 (name kind nvidia-h100-x1; an H200 reads differently, so rerun the baseline there).
# Before it, here: tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz, and an experiment
# build's tool (cmake -S . -B build-knob -G Ninja -DCMAKE_BUILD_TYPE=Release -DPRISM_TUNING_KNOBS=ON
# -DPRISM_BUILD_TESTS=OFF; ninja -C build-knob prism_tool) stripped into
# build-pack/knob/tools/prism/prism; carry build-pack. About 500 s; the reading's folder README says
# why each case is here (bench/sets/s53_*.txt, shortfalls.md).
#  1. `prism tune --shapes --max-radix 32 --candidates 6` on one Bluestein length per padded M below
#     0.95 of cuFFT (all 28 of set1000's shortfalls), and `--shapes` on the one-block fp32 lengths
#     below it: rows for measured_radices.cpp. The M = 6144 and 6561 rows came from an H200; a winner
#     that differs from it here needs the table to key rows by GPU, not only by class.
#  2. knob A/B, DCT-II/III 4096: the paired rows' 80-register bound against none and 64, and single
#     rows (pairs from 8192), each against prism's R2C in the same run.
#  3. knob A/B, one-block fp32 lengths past 12288 points: the split exchange (half the shared memory)
#     with and without the long-sequence two-block bound.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/tune $OUT/knob
OUT=$OUT/tune PRISM_TUNE_COMPILE_JOBS=12 PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
    bash bench/device/tune.sh build-dev 150 s53_h100_bluestein > $OUT/tune-bluestein.txt 2>&1
echo "tune bluestein done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/tune PRISM_TUNE_COMPILE_JOBS=12 PRISM_TUNE_OPTIONS="--shapes" \
    bash bench/device/tune.sh build-dev 120 s53_h100_long > $OUT/tune-long.txt 2>&1
echo "tune long done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 45 s53_dct4096 -- \
    tables= unbounded=cuda.f32.r2r_paired_registers_per_thread=0 bound64=cuda.f32.r2r_paired_registers_per_thread=64 \
    single=cuda.f32.r2r_paired_from=8192,cuda.f64.r2r_paired_from=8192 > $OUT/compare-dct4096.txt 2>&1
echo "dct4096 done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 45 s53_h100_long -- \
    tables= split=cuda.f32.split_exchange_from=98304 \
    split_bound=cuda.f32.split_exchange_from=98304,cuda.f32.long_sequence_unbounded_from=32768 > $OUT/compare-long.txt 2>&1
echo "long done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf runs.tar.xz tune knob && rm -rf tune knob); ls $OUT
