#!/usr/bin/env bash
# Session 55, call 3. Before it, here: tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz, the
# knob build's tool stripped into build-pack/knob/tools/prism/prism; carry build-pack.
#  (The suite is left out: failed machine starts left too little device time for it; call 2 ran it
#  with the fp32 list, and the A/B below checks the fp64 rows' errors against FFTW.)
#  1. The 28 lengths of set1000's every 16th N that session 53's H100 reading found below 0.95 of
#     cuFFT (all Bluestein; set s55_set1000_shortfalls), against cuFFT with the new padding. (The
#     whole sample takes 270 s: more device time than failed machine starts left.)
#  2. knob A/B on s55_pad5_ab_f64: fp64 complex rows padded to complex_rows_also's M against {2, 3}
#     only. Predicted from call 2's tune: 1.07-1.17x at the tuned lengths, likewise at the others.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
ln -sfn build-dev build
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/runs
timeout -k 5 75 build-dev/tools/prism/prism bench --backend cuda --set s55_set1000_shortfalls --quick \
    --time-limit 65 --json $OUT/runs/shortfalls.json --quiet > $OUT/shortfalls.txt 2>&1
echo "shortfalls exit $? at $(( $(date +%s) - t0 )) s"; tail -3 $OUT/shortfalls.txt
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 85 bash bench/device/knob_ab.sh build-pack/knob 38 s55_pad5_ab_f64 -- \
    tables= only23=cuda.f64.bluestein_largest_pad_factor=3 > $OUT/compare-pad5-f64.txt 2>&1
echo "pad5 f64 A/B done at $(( $(date +%s) - t0 )) s"
tar cJf $OUT/runs.tar.xz -C $OUT runs && rm -rf $OUT/runs
