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
#  2. knob A/B, DCT-II/III 4096 (fp32): the paired rows' 80-register bound (3 blocks, 24 warps)
#     against 64 (ptxas here: 64 registers, 8 B spilled in one entry, 4 blocks), none (62-69
#     registers, 3-4 blocks) and single rows; prism's R2C of 4096 runs 4 blocks at 0.97 of copy.
#     Predicted: bound64 1.03-1.06x (2541 GB/s toward the 0.9 target's 2625), single rows slower.
#  3. knob A/B, one-block fp32 lengths: up to 1024 threads a sequence instead of 512 (ptxas here:
#     16807 801 threads of 72 registers, 26 warps against 481 of 114, 16; 20480 683 of 80, 8 B
#     spilled; 6144 384 of 80 at two blocks against 256 of 128; 15625, 19683, 7203 and 6860 do not
#     change). Predicted: 16807 1.3-1.6x (0.47 of copy toward cuFFT's 0.79), 20480 1.1x. The split
#     exchange (split_exchange_from) was screened here too and changes no block count of these
#     (their registers, not their shared memory, hold them to one block), so it is not an arm.
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
    single=cuda.f32.r2r_paired_from=8192,cuda.f32.r2r_paired_smooth_from=8192 > $OUT/compare-dct4096.txt 2>&1
echo "dct4096 done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 45 s53_h100_long -- \
    tables= threads1024=cuda.f32.max_threads_per_sequence=1024 > $OUT/compare-long.txt 2>&1
echo "long done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf runs.tar.xz tune knob && rm -rf tune knob); ls $OUT
