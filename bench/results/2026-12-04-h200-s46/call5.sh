#!/usr/bin/env bash
# Session 46's fifth call, on a second knob build (9a4e65c with env overrides, build-pack/prism-knob):
# nested primes the committed rule keeps in shared Rader against Bluestein (PRISM_KNOB_NESTED_UP_TO=13),
# and flat primes below 0.95 of cuFFT with sub-FFT radices up to 8 (PRISM_KNOB_RADER_MAX_RADIX=8).
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
bench shared s46_nested_kept 60
bench blue s46_nested_kept 45 PRISM_KNOB_NESTED_UP_TO=13 --no-cufft
bench r16 s46_flat_radix 40
bench r8 s46_flat_radix 30 PRISM_KNOB_RADER_MAX_RADIX=8 --no-cufft
python3 bench/device/compare_runs.py shared $OUT/s46_nested_kept-shared.json blue $OUT/s46_nested_kept-blue.json \
    > $OUT/compare-nested-kept.txt 2>&1
python3 bench/device/compare_runs.py r16 $OUT/s46_flat_radix-r16.json r8 $OUT/s46_flat_radix-r8.json \
    > $OUT/compare-flat-radix.txt 2>&1
(cd $OUT && tar cJf runs.tar.xz s46_*.json s46_*.txt && rm s46_*.json s46_*.txt); ls $OUT
cat $OUT/compare-nested-kept.txt $OUT/compare-flat-radix.txt
