#!/usr/bin/env bash
# Session 46's first call: a three-way A/B on the knob build (build-pack/prism-knob: 0e04c57 plus
# the split Rader constants, with env overrides of the CUDA tuning rows), one process per arm and
# set, each arm in its own kernel cache, every run under its own time limit.
#   base:  shared Rader beside factors, constants rounded (as committed at 0e04c57)
#   split: PRISM_KNOB_SPLIT=1, the sub-FFTs' constants split (fp64 rows)
#   blue:  PRISM_KNOB_BESIDE=0, lengths with other factors go to Bluestein (as before 78a1c1d)
# Then `prism check` of the fp64 set on the split arm (CUDA correctness of the new butterflies).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
export PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
tool=$root/build-pack/prism-knob; c=$(mktemp -d)
arm() {  # NAME SET LIMIT ENV... [--no-cufft]
    local name=$1 set=$2 limit=$3; shift 3
    local envs=() opts=(--quick)
    for a in "$@"; do case $a in --*) opts+=("$a") ;; *) envs+=("$a") ;; esac; done
    env "${envs[@]}" PRISM_CACHE_DIR=$c/$name timeout -k 5 "$limit" "$tool" bench --backend cuda --set "$set" \
        "${opts[@]}" --json "$OUT/$set-$name.json" --quiet > "$OUT/$set-$name.txt" 2>&1
    echo "$set $name exit $? at $(( $(date +%s) - t0 )) s"
}
arm base s46_rader_f64 150 PRISM_KNOB_SPLIT=0
arm split s46_rader_f64 120 PRISM_KNOB_SPLIT=1 --no-cufft
arm blue s46_rader_f64 120 PRISM_KNOB_SPLIT=0 PRISM_KNOB_BESIDE=0 --no-cufft
arm base s46_rader_f32 50 PRISM_KNOB_SPLIT=0
arm blue s46_rader_f32 50 PRISM_KNOB_BESIDE=0 --no-cufft
python3 bench/device/compare_runs.py base $OUT/s46_rader_f64-base.json split $OUT/s46_rader_f64-split.json \
    blue $OUT/s46_rader_f64-blue.json > $OUT/compare-f64.txt 2>&1
python3 bench/device/compare_runs.py base $OUT/s46_rader_f32-base.json blue $OUT/s46_rader_f32-blue.json \
    > $OUT/compare-f32.txt 2>&1
PRISM_KNOB_SPLIT=1 PRISM_CACHE_DIR=$c/split timeout -k 5 60 "$tool" check --backend cuda --set s46_rader_f64 \
    --max-batch 64 > $OUT/check-split.txt 2>&1
echo "check exit $? at $(( $(date +%s) - t0 )) s"; tail -3 $OUT/check-split.txt
cat $OUT/compare-f64.txt $OUT/compare-f32.txt
(cd $OUT && tar cJf runs.tar.xz s46_*.json s46_*.txt && rm s46_*.json s46_*.txt); ls $OUT
