#!/usr/bin/env bash
# Session 46's second call: the device suite on the candidate (build-pack/dev.tar.xz: split Rader
# constants in fp64, fp64 primes alone up to 43 as one register butterfly), then on the knob build
# fp64 primes alone as register butterflies (PRISM_KNOB_REG_ALONE=61) against shared Rader (31),
# then the candidate's tool over every fourth prime alone up to 4096, fp64 and fp32, with cuFFT.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_CTEST_JOBS=12 timeout -k 5 170 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
c=$(mktemp -d)
bench() {  # TOOL NAME SET LIMIT ENV... [--options]
    local tool=$1 name=$2 set=$3 limit=$4; shift 4
    local envs=() opts=(--quick)
    for a in "$@"; do case $a in --*) opts+=("$a") ;; *) envs+=("$a") ;; esac; done
    env "${envs[@]}" PRISM_CACHE_DIR=$c/$name timeout -k 5 "$limit" "$tool" bench --backend cuda --set "$set" \
        "${opts[@]}" --json "$OUT/$set-$name.json" --quiet > "$OUT/$set-$name.txt" 2>&1
    echo "$set $name exit $? at $(( $(date +%s) - t0 )) s"
}
knob=$root/build-pack/prism-knob cand=$root/build-dev/tools/prism/prism
bench $knob shared s46_primes_alone 40 PRISM_KNOB_REG_ALONE=31
bench $knob register s46_primes_alone 40 PRISM_KNOB_REG_ALONE=61 --no-cufft
bench $cand cand s46_primes_alone 40 --no-cufft
python3 bench/device/compare_runs.py shared $OUT/s46_primes_alone-shared.json register \
    $OUT/s46_primes_alone-register.json cand $OUT/s46_primes_alone-cand.json > $OUT/compare-alone.txt 2>&1
bench $cand cand s46_primes_f64 130
bench $cand cand s46_primes_f32 110
(cd $OUT && tail -4 s46_primes_f64-cand.txt s46_primes_f32-cand.txt)
(cd $OUT && tar cJf runs.tar.xz s46_*.json s46_*.txt && rm s46_*.json s46_*.txt); ls $OUT
cat $OUT/compare-alone.txt
