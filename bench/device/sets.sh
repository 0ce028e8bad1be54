#!/usr/bin/env bash
# Runs size sets of `prism bench` (with cuFFT on CUDA), each under its own time limit, on a GPU machine,
# and packs every JSON and table into one OUT/runs.tar.xz: the device tool brings back at most eight
# files, so a call that leaves one file a set loses the rest (session 53 lost a call's JSON so).
# Prints each set's exit and summary lines, which the tool's output tail carries.
#
#   bench/device/sets.sh BUILD_DIR SET[:SECONDS]...
#   bench/device/sets.sh build-dev set0:100 set1:100 set3:110
#
# SECONDS (default 120) is the set's --time-limit: no case starts after it. PRISM_BENCH_OPTIONS
# replaces the default options (--quick); PRISM_BENCH_BACKEND (default cuda) picks the backend
# (opencl: a functional check on PoCL). Libraries as for run.sh (BUILD_DIR/lib). OUT as there.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/sets.sh: $*" >&2; exit 2; }
[ $# -ge 2 ] || die "usage: bench/device/sets.sh BUILD_DIR SET[:SECONDS]..."
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
shift
use_results_dir || die "cannot create $out"
find_cufft
read -r -a options <<<"${PRISM_BENCH_OPTIONS:---quick}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$SECONDS
for item in "$@"; do
    set="${item%%:*}" limit=120
    [ "$item" != "$set" ] && limit="${item#*:}"
    name=$(basename "$set" .txt)
    # The limit stops new cases; the timeout, a little later, stops a case that hangs.
    timeout -k 5 $((limit + 30)) "$prism" bench --backend "${PRISM_BENCH_BACKEND:-cuda}" --set "$set" "${options[@]}" \
        --time-limit "$limit" --json "$work/$name.json" --quiet >"$work/$name.txt" 2>&1
    echo "$name: exit $? at $((SECONDS - start)) s; $(grep -E 'cases:|geometric mean' "$work/$name.txt" | tr '\n' ' ')"
done
tar -C "$work" -cJf "$out/runs.tar.xz" . && echo "runs.tar.xz: $(ls "$work" | wc -l) files in $out"
