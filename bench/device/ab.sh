#!/usr/bin/env bash
# A/B reading on a GPU machine: the same sets timed by two prism tools in turn (the one in BUILD_DIR
# and an earlier build), each next to cuFFT, then a per-case table of both. For "predict, change,
# measure": the change's effect is read in one session, on one GPU, with cuFFT as the yardstick
# that shows drift between the two runs.
#
#   bench/device/ab.sh BUILD_DIR BASE_PRISM SET...
#   bench/device/ab.sh build-gpu build-base/prism composite
#
# Writes OUT/<date>-<gpu>-<set>-{base,new}.json (OUT = $OUT or bench/results) and prints
# compare_runs.py's table of the two. Libraries as for run.sh (BUILD_DIR/lib). PRISM_BENCH_OPTIONS adds options to every `prism bench` (e.g. --quick).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/ab.sh: $*" >&2; exit 2; }
[ $# -ge 3 ] || die "usage: bench/device/ab.sh BUILD_DIR BASE_PRISM SET..."
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
new="$prism" base="$2"
shift 2
case "$base" in /*) ;; *) base="$root/$base" ;; esac
[ -x "$base" ] || die "no base prism tool at $base"
use_results_dir || die "cannot create $out"
stamp=$(date -u +%Y-%m-%d)
find_cufft
gpu=$(gpu_tag)
read -r -a options <<<"${PRISM_BENCH_OPTIONS:-}"

for set in "$@"; do
    name=$(basename "$set" .txt)  # a set may be named by its path
    for side in base new; do
        tool="$base"
        [ "$side" = new ] && tool="$new"
        echo "== $set, $side: $tool"
        "$tool" bench --backend cuda --set "$set" "${options[@]}" --json "$out/$stamp-$gpu-$name-$side.json" --quiet ||
            echo "($side run of $set exited with $?)"
    done
    python3 "$root/bench/device/compare_runs.py" base "$out/$stamp-$gpu-$name-base.json" \
        new "$out/$stamp-$gpu-$name-new.json"
done
