#!/usr/bin/env bash
# Session 47's fourth call (carry build-pack): build-pack/dev.tar.xz, the committed tree's build, and
# build-pack/knob, its experiment build (-DPRISM_TUNING_KNOBS=ON).
#  1. set3 (2-D and 3-D) with cuFFT, never read on the H200 since the fused planes' bounds;
#  2. fp64 R2C whose FFT is or holds a prime 37-61: shared Rader (the tables) against register
#     butterflies (largest_rader_prime 61, so one-thread rows take the pairs).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
timeout -k 5 130 build-dev/tools/prism/prism bench --backend cuda --set set3 --quick --json $OUT/set3.json \
    --quiet > $OUT/set3.txt 2>&1; echo "set3 exit $? at $(( $(date +%s) - t0 )) s"
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 50 s47_real_primes -- \
    tables= reg61=cuda.f64.largest_rader_prime=61 > $OUT/compare-s47_real_primes.txt 2>&1
echo "s47_real_primes done at $(( $(date +%s) - t0 )) s"
(cd $OUT && tar cJf runs.tar.xz set3.json knob && rm -rf set3.json knob); ls $OUT
