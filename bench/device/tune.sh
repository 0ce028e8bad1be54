#!/usr/bin/env bash
# Measured radix choice on a GPU machine: `prism tune` over size sets, leaving each set's JSON and
# measured-table rows (for src/plan/measured_radices.cpp) in one folder to bring back.
#
#   bench/device/tune.sh BUILD_DIR SECONDS_PER_SET SET...
#   bench/device/tune.sh build-gpu 250 composite pow2
#
# Writes OUT/<date>-<gpu>-tune-<set>.{json,rows.txt} (OUT = $OUT or bench/results). Libraries as for
# run.sh (BUILD_DIR/lib). A set that runs past SECONDS_PER_SET stops starting cases (its file says
# how many were left). PRISM_TUNE_OPTIONS adds options to every `prism tune` (--shapes: block
# shapes instead of radix lists; "--shapes --max-radix 64 --candidates 6": wide radix lists, each
# on its own shapes, as session 19 ran it). PRISM_TUNE_COMPILE_JOBS=J first compiles every candidate in J
# `prism tune --compile-only` runs side by side into one kernel cache, so the timed run, which
# times one candidate at a time, spends its seconds timing instead of in NVRTC.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/tune.sh: $*" >&2; exit 2; }
[ $# -ge 3 ] || die "usage: bench/device/tune.sh BUILD_DIR SECONDS_PER_SET SET..."
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
limit="$2"
shift 2
use_results_dir || die "cannot create $out"
stamp=$(date -u +%Y-%m-%d)
gpu=$(gpu_tag)
read -r -a options <<<"${PRISM_TUNE_OPTIONS:-}"

jobs="${PRISM_TUNE_COMPILE_JOBS:-0}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Compiles every candidate of SET into the cache $scratch/cache, J shards of its cases at once.
precompile() {
    local set="$1" start=$SECONDS
    # One case a line, each spelled out (a set's "kinds:" lines would reach one shard only).
    "$prism" bench --set "$set" --list | split -n "r/$jobs" - "$scratch/shard-"
    for shard in "$scratch"/shard-*; do
        "$prism" tune --backend cuda --set "$shard" "${options[@]}" --compile-only --cache "$scratch/cache" \
            --quiet >/dev/null 2>&1 &
    done
    wait
    rm -f "$scratch"/shard-*
    echo "   compiled $set's candidates in $((SECONDS - start)) s, $jobs at a time"
}

for set in "$@"; do
    echo "== tune $set"
    cache=()
    if [ "$jobs" -gt 0 ]; then
        precompile "$set"
        cache=(--cache "$scratch/cache")
    fi
    name=$(basename "$set" .txt)
    "$prism" tune --backend cuda --set "$set" --time-limit "$limit" "${options[@]}" "${cache[@]}" --quiet \
        --json "$out/$stamp-$gpu-tune-$name.json" --rows "$out/$stamp-$gpu-tune-$name.rows.txt" ||
        echo "(tune of $set exited with $?)"
done
