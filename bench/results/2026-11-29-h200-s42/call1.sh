#!/usr/bin/env bash
# Session 42's first call: more precise arithmetic where prism's error is above cuFFT's, behind
# uncommitted experiment variables in one build (c4883ab plus the variables; unset, its kernels
# are c4883ab's): base (none), f64 (PRISM_EXP_PRECISE_CONV: Bluestein kernels' butterflies
# precise; PRISM_EXP_PRIMES=f64: fp32 radices past 23 that are not powers of two, Rader primes
# among them, in fp64), split (the same but Rader's constants split, PRISM_EXP_RADER=split, for
# fp64 kernels). Set precise_wide, alternating twice, cuFFT in the first base. Then the device suite.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
bin=build-dev/tools/prism/prism
run() {  # tag [env assignments]
    local tag=$1; shift
    env "$@" PRISM_CACHE_DIR=/tmp/cache-${tag%[12]} $bin bench --backend cuda --quick --quiet \
        --set precise_wide --json $OUT/$tag.json $cu > /tmp/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
for r in 1 2; do
    cu=--no-cufft; [ $r = 1 ] && cu=
    run base$r
    cu=--no-cufft
    run f64$r PRISM_EXP_PRECISE_CONV=1 PRISM_EXP_PRIMES=f64
    run split$r PRISM_EXP_PRECISE_CONV=1 PRISM_EXP_PRIMES=f64 PRISM_EXP_RADER=split
done
python3 bench/device/compare_runs.py base1 $OUT/base1.json f641 $OUT/f641.json base2 $OUT/base2.json f642 $OUT/f642.json > $OUT/compare-f64.txt 2>&1
python3 bench/device/compare_runs.py base1 $OUT/base1.json split1 $OUT/split1.json base2 $OUT/base2.json split2 $OUT/split2.json > $OUT/compare-split.txt 2>&1
cat $OUT/compare-f64.txt $OUT/compare-split.txt
(cd $OUT && tar cJf ab.tar.xz *.json && rm *.json)
PRISM_CTEST_JOBS=12 PRISM_COMMIT=c4883ab timeout 300 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
cat $OUT/suite.txt; xz -9 $OUT/ctest.log $OUT/prism-errors.csv 2>/dev/null; ls $OUT
echo "all done at $(( $(date +%s) - t0 )) s"
