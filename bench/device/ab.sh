#!/usr/bin/env bash
# A/B reading on a GPU machine: the same sets timed by two prism tools in turn (the one in BUILD_DIR
# and an earlier build), then a per-case table of both. For "predict, change, measure": the change's
# effect is read in one session, on one GPU, with cuFFT as the yardstick that shows drift.
#
#   bench/device/ab.sh BUILD_DIR BASE_PRISM SET...
#   PRISM_AB_ROUNDS=2 PRISM_BENCH_OPTIONS=--quick bench/device/ab.sh build-gpu build-pack/prism-base pairs31
#
# Each round runs base, then new, each in its own kernel cache (the first round's compile times are
# the cold ones); PRISM_AB_ROUNDS (default 1) rounds alternate them so that drift shows as the
# spread between rounds. cuFFT is timed in the first round's runs, and only there when there are
# several rounds (its figure is the yardstick, not the reading). Writes
# OUT/<date>-<gpu>-<set>-{base,new}<round>.json (OUT = $OUT or bench/results) and prints
# compare_runs.py's table of every run, base 1 first. Libraries as for run.sh (BUILD_DIR/lib).
# PRISM_BENCH_OPTIONS adds options to every `prism bench` (e.g. --quick).
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

rounds="${PRISM_AB_ROUNDS:-1}"
caches=$(mktemp -d)
trap 'rm -rf "$caches"' EXIT
for set in "$@"; do
    name=$(basename "$set" .txt)  # a set may be named by its path
    runs=()
    for ((round = 1; round <= rounds; ++round)); do
        for side in base new; do
            tool="$base" cufft=()
            [ "$side" = new ] && tool="$new"
            [ "$round" -gt 1 ] && cufft=(--no-cufft)
            [ "$rounds" -gt 1 ] && [ "$side" = base ] && cufft=(--no-cufft)
            file="$out/$stamp-$gpu-$name-$side$round.json"
            echo "== $set, $side, round $round: $tool"
            PRISM_CACHE_DIR="$caches/$side" "$tool" bench --backend cuda --set "$set" "${options[@]}" "${cufft[@]}" \
                --json "$file" --quiet || echo "($side run of $set exited with $?)"
            runs+=("$side$round" "$file")
        done
    done
    python3 "$root/bench/device/compare_runs.py" "${runs[@]}"
done
