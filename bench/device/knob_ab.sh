#!/usr/bin/env bash
# A/B of tuning columns in one experiment build (cmake -DPRISM_TUNING_KNOBS=ON; CONTRIBUTING.md,
# "Measuring a tuning column"): each arm is NAME=OVERRIDES, PRISM_TUNING_OVERRIDES' text for that
# arm (empty: the tables as built). Every set is timed by every arm in turn, each arm in its own
# kernel cache, cuFFT in the first arm only; each run is cut off after SECONDS (a run cut off keeps
# what it printed). Then compare_runs.py's table per set, first arm first.
#
#   bench/device/knob_ab.sh BUILD_DIR SECONDS SET... -- ARM...
#   PRISM_BENCH_OPTIONS=--quick bench/device/knob_ab.sh build-knob 120 s46_confirm -- \
#       rounded=cuda.f64.shared_rader_split_constants=0 split=
#
# Writes OUT/<date>-<gpu>-<set>-<arm>.{json,txt} (OUT = $OUT or bench/results). Libraries as for
# run.sh (BUILD_DIR/lib). PRISM_BENCH_OPTIONS adds options to every `prism bench`; PRISM_BENCH_BACKEND
# (default cuda) picks its backend (opencl: a functional check of the script on PoCL).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/knob_ab.sh: $*" >&2; exit 2; }
[ $# -ge 4 ] || die "usage: bench/device/knob_ab.sh BUILD_DIR SECONDS SET... -- NAME=OVERRIDES..."
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
limit="$2"
shift 2
sets=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do sets+=("$1"); shift; done
[ $# -gt 1 ] || die "no arms after --"
shift
arms=("$@")
"$prism" info 2>/dev/null | grep -q '^tuning overrides:' ||
    die "$prism ignores PRISM_TUNING_OVERRIDES: configure it with -DPRISM_TUNING_KNOBS=ON"
use_results_dir || die "cannot create $out"
stamp=$(date -u +%Y-%m-%d)
find_cufft
gpu=$(gpu_tag)
read -r -a options <<<"${PRISM_BENCH_OPTIONS:-}"
caches=$(mktemp -d)
trap 'rm -rf "$caches"' EXIT
for set in "${sets[@]}"; do
    name=$(basename "$set" .txt)
    runs=()
    for arm in "${arms[@]}"; do
        label="${arm%%=*}" overrides="${arm#*=}" cufft=()
        [ ${#runs[@]} -gt 0 ] && cufft=(--no-cufft)
        file="$out/$stamp-$gpu-$name-$label"
        echo "== $set, $label: PRISM_TUNING_OVERRIDES='$overrides'"
        PRISM_TUNING_OVERRIDES="$overrides" PRISM_CACHE_DIR="$caches/$label" timeout -k 5 "$limit" "$prism" bench \
            --backend "${PRISM_BENCH_BACKEND:-cuda}" --set "$set" "${options[@]}" "${cufft[@]}" --json "$file.json" --quiet >"$file.txt" 2>&1
        echo "   exit $?"
        [ -f "$file.json" ] && runs+=("$label" "$file.json")
    done
    [ ${#runs[@]} -gt 0 ] && python3 "$root/bench/device/compare_runs.py" "${runs[@]}"
done
