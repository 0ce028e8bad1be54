#!/usr/bin/env bash
# Session 46's third call, on the knob build (build-pack/prism-knob: the candidate with
# largest_register_prime_alone = 61 and env overrides): primes alone with a nested p - 1 through
# shared Rader against Bluestein (PRISM_KNOB_NESTED_BLUE=1); 2-D planes of register primes against
# shared Rader (PRISM_KNOB_REG_ALONE=31); then the rest of the primes survey with cuFFT.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
export PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
c=$(mktemp -d) knob=$root/build-pack/prism-knob
bench() {  # NAME SET LIMIT ENV... [--options]
    local name=$1 set=$2 limit=$3; shift 3
    local envs=() opts=(--quick)
    for a in "$@"; do case $a in --*) opts+=("$a") ;; *) envs+=("$a") ;; esac; done
    env "${envs[@]}" PRISM_CACHE_DIR=$c/$name timeout -k 5 "$limit" "$knob" bench --backend cuda --set "$set" \
        "${opts[@]}" --json "$OUT/$set-$name.json" --quiet > "$OUT/$set-$name.txt" 2>&1
    echo "$set $name exit $? at $(( $(date +%s) - t0 )) s"
}
bench shared s46_nested 100
bench blue s46_nested 80 PRISM_KNOB_NESTED_BLUE=1 --no-cufft
bench shared s46_planes 40 PRISM_KNOB_REG_ALONE=31
bench register s46_planes 40 --no-cufft
python3 bench/device/compare_runs.py shared $OUT/s46_nested-shared.json blue $OUT/s46_nested-blue.json \
    > $OUT/compare-nested.txt 2>&1
python3 bench/device/compare_runs.py shared $OUT/s46_planes-shared.json register $OUT/s46_planes-register.json \
    > $OUT/compare-planes.txt 2>&1
bench cand s46_primes_rest 170
(cd $OUT && tar cJf runs.tar.xz s46_*.json s46_*.txt && rm s46_*.json s46_*.txt); ls $OUT
cat $OUT/compare-nested.txt $OUT/compare-planes.txt
