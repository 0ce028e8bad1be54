#!/usr/bin/env bash
# A/B for cases bound by launches or host time, whose timings drift with the host's load: each case
# is timed by the two prism tools in turn, ROUNDS times over (base, new, base, new, ...), each run
# next to cuFFT, and the table gives per case the median over rounds of each tool's ratio to the
# cuFFT of its own run, and of new over base. Interleaving puts both tools under the same drift;
# ab.sh (one whole set, then the other) suits bandwidth-bound sets.
#
#   bench/device/ab_interleaved.sh BUILD_DIR BASE_PRISM ROUNDS "CASE"...
#   bench/device/ab_interleaved.sh build-gpu build-base/prism 3 "c2c f32 64x64 batch=1"
#
# Writes every run's case record to OUT/<date>-<gpu>-ab-interleaved.json (OUT = $OUT or
# bench/results) as {"base": [[round 1's cases], ...], "new": [...]}.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/ab_interleaved.sh: $*" >&2; exit 2; }
[ $# -ge 4 ] || die "usage: bench/device/ab_interleaved.sh BUILD_DIR BASE_PRISM ROUNDS CASE..."
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
new="$prism" base="$2" rounds="$3"
shift 3
case "$base" in /*) ;; *) base="$root/$base" ;; esac
[ -x "$base" ] || die "no base prism tool at $base"
use_results_dir || die "cannot create $out"
find_cufft
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
summary="$out/$(date -u +%Y-%m-%d)-$(gpu_tag)-ab-interleaved.json"
read -r -a options <<<"${PRISM_BENCH_OPTIONS:-}"
n=0
for c in "$@"; do
    n=$((n + 1))
    for r in $(seq 1 "$rounds"); do
        for side in base new; do
            tool=$base
            [ "$side" = new ] && tool=$new
            "$tool" bench --backend cuda --case "$c" --quiet "${options[@]}" --json "$dir/$side-$r-$n.json" >/dev/null 2>&1 ||
                echo "$side round $r failed on $c" >&2
        done
    done
done
python3 - "$dir" "$n" "$rounds" "$summary" <<'PY'
import json, os, statistics, sys
folder, cases, rounds, summary = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
runs = {side: [[json.load(open(p))["cases"][0] if os.path.exists(p) else None
                for p in (os.path.join(folder, f"{side}-{r}-{n}.json") for n in range(1, cases + 1))]
               for r in range(1, rounds + 1)] for side in ("base", "new")}
json.dump(runs, open(summary, "w"), indent=1)
def ratio(side, r, n):
    path = os.path.join(folder, f"{side}-{r}-{n}.json")
    if not os.path.exists(path): return None, None
    c = json.load(open(path))["cases"][0]
    p, q = c["prism"], c["cufft"]
    if p.get("status") != "ok" or q.get("status") != "ok": return c["case"], None
    return c["case"], (q["ms_per_pair"] / p["ms_per_pair"], p["ms_per_pair"])
print(f"{'case':34s} {'base/cu':>8s} {'new/cu':>8s} {'new/base':>9s}   (median of {rounds} interleaved rounds)")
for n in range(1, cases + 1):
    name, got = None, {"base": [], "new": []}
    for r in range(1, rounds + 1):
        for side in got:
            case, v = ratio(side, r, n)
            name = name or case
            if v: got[side].append(v)
    if not got["base"] or not got["new"]:
        print(f"{name or n}: no result"); continue
    b = statistics.median(v[0] for v in got["base"]); w = statistics.median(v[0] for v in got["new"])
    speed = statistics.median(v[1] for v in got["base"]) / statistics.median(v[1] for v in got["new"])
    print(f"{name:34s} {b:8.3f} {w:8.3f} {speed:9.3f}")
PY
