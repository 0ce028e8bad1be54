#!/usr/bin/env bash
# Measured radix choice on a GPU machine: `prism tune` over size sets, leaving each set's JSON and
# measured-table rows (for src/plan/measured_radices.cpp) in one folder to bring back.
#
#   bench/device/tune.sh BUILD_DIR SECONDS_PER_SET SET...
#   bench/device/tune.sh build-gpu 250 composite pow2
#
# Writes OUT/<date>-<gpu>-tune-<set>.{json,rows.txt} (OUT = $OUT or bench/results). Libraries as for
# run.sh (BUILD_DIR/lib). A set that runs past SECONDS_PER_SET stops starting cases (its file says
# how many were left). PRISM_TUNE_OPTIONS adds options to every `prism tune`.
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

for set in "$@"; do
    echo "== tune $set"
    "$prism" tune --backend cuda --set "$set" --time-limit "$limit" "${options[@]}" --quiet \
        --json "$out/$stamp-$gpu-tune-$set.json" --rows "$out/$stamp-$gpu-tune-$set.rows.txt" ||
        echo "(tune of $set exited with $?)"
done
