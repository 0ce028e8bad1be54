#!/usr/bin/env bash
# Session 56, call 1 (session 55's next-call1.sh, about 540 s on an H100). Before it, here:
# tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz, the knob build's tool
# (-DPRISM_TUNING_KNOBS=ON) stripped into build-pack/knob/tools/prism/prism; carry build-pack.
#  1. The device suite (smoke tier): call 2 ran it with the fp32 list on an H200; the fp64 rows and
#     list have not run in it.
#  2. The 28 lengths of set1000's every 16th N that session 53's H100 reading found below 0.95 of
#     cuFFT (all Bluestein; set s55_set1000_shortfalls), against cuFFT with the new padding.
#  3. knob A/B on s55_pad5_ab_f64: fp64 complex rows padded to complex_rows_also's M against {2, 3}
#     only. Predicted from call 2's tune (H200): 1.07-1.17x at the tuned lengths, likewise at the others.
#  4. Every 16th N of set1000 (fp32, 256 MiB) against cuFFT, issue 3's reading, as far as time allows.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
ln -sfn build-dev build
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/runs
PRISM_CTEST_JOBS=12 timeout -k 5 210 bash tests/device/run_prebuilt.sh build > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; cp /tmp/ctest.log $OUT/runs/ 2>/dev/null; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
timeout -k 5 75 build-dev/tools/prism/prism bench --backend cuda --set s55_set1000_shortfalls --quick \
    --time-limit 65 --json $OUT/runs/shortfalls.json --quiet > $OUT/shortfalls.txt 2>&1
echo "shortfalls exit $? at $(( $(date +%s) - t0 )) s"; tail -3 $OUT/shortfalls.txt
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 85 bash bench/device/knob_ab.sh build-pack/knob 38 s55_pad5_ab_f64 -- \
    tables= only23=cuda.f64.bluestein_largest_pad_factor=3 > $OUT/compare-pad5-f64.txt 2>&1
echo "pad5 f64 A/B done at $(( $(date +%s) - t0 )) s"
limit=$(( 560 - ($(date +%s) - t0) - 20 ))
timeout -k 5 $((limit + 15)) build-dev/tools/prism/prism bench --backend cuda --set set1000 --sample 16 --quick \
    --time-limit $limit --json $OUT/runs/set1000.json --quiet > $OUT/set1000.txt 2>&1
echo "set1000 exit $? at $(( $(date +%s) - t0 )) s"; tail -3 $OUT/set1000.txt
tar cJf $OUT/runs.tar.xz -C $OUT runs && rm -rf $OUT/runs
