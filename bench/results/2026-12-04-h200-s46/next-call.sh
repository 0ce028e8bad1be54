#!/usr/bin/env bash
# A first call for the session after 46 (not run): what session 46 committed without a GPU reading.
# Before it, here: tests/device/pack_prebuilt.sh build-gpu build-pack/dev.tar.xz, and an experiment
# build's tool (cmake -B build-knob -DPRISM_TUNING_KNOBS=ON -DPRISM_BUILD_TESTS=OFF; ninja -C
# build-knob tools/prism/prism) stripped into build-pack/knob/tools/prism/prism; carry build-pack.
#  1. the device suite on the committed tree (234cf20's nested length bound and sub-FFT rows are
#     planned on CUDA there for the first time);
#  2. the committed tree on the sets whose figures session 46 estimated from its arms, with cuFFT;
#  3. fp64 shared Rader's split constants in real and DCT kernels (never read): rounded against split.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout -k 5 170 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
for set in s46_nested_kept s46_flat_radix s46_confirm; do
    timeout -k 5 90 build-dev/tools/prism/prism bench --backend cuda --set $set --quick --json $OUT/$set.json \
        --quiet > $OUT/$set.txt 2>&1; echo "$set exit $? at $(( $(date +%s) - t0 )) s"
done
printf 'r2c f64 %s fill=256MiB\n' 388 1220 74 122 > /tmp/real_rader.txt
printf 'dct2 f64 %s fill=256MiB\n' 194 610 >> /tmp/real_rader.txt
OUT=$OUT/knob PRISM_BENCH_OPTIONS=--quick bash bench/device/knob_ab.sh build-pack/knob 60 /tmp/real_rader.txt -- \
    split= rounded=cuda.f64.shared_rader_split_constants=0 > $OUT/compare-real-split.txt 2>&1
(cd $OUT && tar cJf runs.tar.xz *.json *.txt knob && rm -rf *.json s46_*.txt knob); ls $OUT
