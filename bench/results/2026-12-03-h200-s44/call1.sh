#!/usr/bin/env bash
# Session 44 ran this (session 43's next-call.sh, the tune budget cut to what the 600 s call leaves).
# Prepared by session 43, which had no device time, for the next session's first call (about 450 s,
# 550 s with the Rader side, on a warm GPU machine). Before it, on the developer machine:
#   1. build the committed tree (cmake --build build-gpu) and keep its tool as the base:
#        mkdir -p build-pack && cp build-gpu/tools/prism/prism build-pack/prism-base && strip build-pack/prism-base
#   2. set src/plan/tuning.cpp's k_cuda_split_constants_below_prime to std::int64_t{1} << 40 (split
#      in every one-kernel Bluestein convolution), build again, and pack it:
#        tests/device/pack_prebuilt.sh build-gpu build-pack/dev.tar.xz
#   3. optionally, for the second question (shared-memory Rader instead of Bluestein at these
#      lengths), set the CUDA fp32 row's .shared_rader_alone to false instead (split back to 0),
#      build, and keep that tool as build-pack/prism-rader (stripped) before restoring the tree;
#   4. run this with the device tool, carry ["build-pack"]. The tracked tree is about 49 MiB and
#      build-pack with both extra tools about 12 MiB, just inside the tool's 64 MiB.
# It runs the device suite on the new build, the A/B of set s43_bluestein_split (two rounds, cuFFT
# in the first), then prism tune --shapes on set h200_below5 (session 42's one-kernel lengths below
# 0.92 of cuFFT, never tuned). The A/B's error table (compare_runs.py's second table) says where
# the split brings prism's error to cuFFT's, its speed table what that costs; the bound to commit
# is the largest prime where the cost is worth it (session 43's PoCL reading:
# split-bluestein-errors-pocl.txt beside this file).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout 150 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
PRISM_AB_ROUNDS=2 PRISM_BENCH_OPTIONS="--quick" bash bench/device/ab.sh build-dev build-pack/prism-base \
    s43_bluestein_split > $OUT/compare-split.txt 2>&1
cat $OUT/compare-split.txt
(cd $OUT && tar cJf ab.tar.xz *.json && rm *.json)
echo "A/B done at $(( $(date +%s) - t0 )) s"
if [ -x build-pack/prism-rader ]; then  # the same set by shared Rader, against the same base
    mkdir -p /tmp/rader/tools/prism && cp build-pack/prism-rader /tmp/rader/tools/prism/prism
    PRISM_AB_ROUNDS=2 PRISM_BENCH_OPTIONS="--quick" bash bench/device/ab.sh /tmp/rader build-pack/prism-base \
        s43_bluestein_split > $OUT/compare-rader.txt 2>&1
    cat $OUT/compare-rader.txt
    (cd $OUT && tar cJf ab-rader.tar.xz *.json && rm *.json)
    echo "Rader A/B done at $(( $(date +%s) - t0 )) s"
fi
left=$(( 505 - ($(date +%s) - t0) )); [ $left -gt 170 ] && left=170
echo "tune budget $left s"
[ $left -ge 40 ] && PRISM_TUNE_COMPILE_JOBS=15 PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
    bash bench/device/tune.sh build-dev $left h200_below5
echo "tune done at $(( $(date +%s) - t0 )) s"
cat $OUT/*rows.txt 2>/dev/null; xz -9 $OUT/*tune*.json 2>/dev/null; ls $OUT
