#!/usr/bin/env bash
# A/B reading on a GPU machine: the same sets timed by two prism tools in turn (the one in BUILD_DIR
# and an earlier build), each next to cuFFT, then a per-case table of both. For "predict, change,
# measure": the change's effect is read in one session, on one GPU, with cuFFT as the yardstick
# that shows drift between the two runs.
#
#   bench/device/ab.sh BUILD_DIR BASE_PRISM SET...
#   bench/device/ab.sh build-gpu build-base/prism composite
#
# Writes OUT/<date>-<gpu>-<set>-{base,new}.json (OUT = $OUT or bench/results). Libraries as for
# run.sh (BUILD_DIR/lib). PRISM_BENCH_OPTIONS adds options to every `prism bench` (e.g. --quick).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/ab.sh: $*" >&2; exit 2; }
[ $# -ge 3 ] || die "usage: bench/device/ab.sh BUILD_DIR BASE_PRISM SET..."
build="$1" base="$2"
shift 2
case "$build" in /*) ;; *) build="$root/$build" ;; esac
case "$base" in /*) ;; *) base="$root/$base" ;; esac
new="$build/tools/prism/prism"
[ -x "$new" ] || die "no prism tool at $new"
[ -x "$base" ] || die "no base prism tool at $base"
export LD_LIBRARY_PATH="$build/lib:${LD_LIBRARY_PATH:-}"
export PRISM_BENCH_SETS="${PRISM_BENCH_SETS:-$root/bench/sets}"
out="${OUT:-$root/bench/results}"
mkdir -p "$out" || die "cannot create $out"
stamp=$(date -u +%Y-%m-%d)
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n1 | grep -oE 'H[0-9]+|A[0-9]+|L[0-9]+' | head -n1 | tr 'A-Z' 'a-z')
gpu="${gpu:-gpu}"
read -r -a options <<<"${PRISM_BENCH_OPTIONS:-}"

for set in "$@"; do
    for side in base new; do
        tool="$base"
        [ "$side" = new ] && tool="$new"
        echo "== $set, $side: $tool"
        "$tool" bench --backend cuda --set "$set" "${options[@]}" --json "$out/$stamp-$gpu-$set-$side.json" --quiet ||
            echo "($side run of $set exited with $?)"
    done
    python3 - "$out/$stamp-$gpu-$set-base.json" "$out/$stamp-$gpu-$set-new.json" <<'PY'
import json, math, sys
base, new = (json.load(open(p)) for p in sys.argv[1:3])
b = {c["case"]: c for c in base["cases"]}
def gbs(c, who):
    return c[who]["gb_per_s"] if c and c.get(who) and c[who].get("status") == "ok" else None
print(f"{'case':34} {'base':>7} {'new':>7} {'new/base':>8} {'cuFFT':>7} {'base/cu':>7} {'new/cu':>7}")
logs = []
for c in new["cases"]:
    o = b.get(c["case"])
    nb, nn, cu = gbs(o, "prism"), gbs(c, "prism"), gbs(c, "cufft")
    if not (nb and nn and cu):
        print(f"{c['case']:34} (not comparable)")
        continue
    logs.append((math.log(nn / nb), math.log(nb / cu), math.log(nn / cu)))
    print(f"{c['case']:34} {nb:7.0f} {nn:7.0f} {nn / nb:8.3f} {cu:7.0f} {nb / cu:7.3f} {nn / cu:7.3f}")
if logs:
    g = [math.exp(sum(x[i] for x in logs) / len(logs)) for i in range(3)]
    print(f"geomean over {len(logs)} cases: new/base {g[0]:.3f}, base/cuFFT {g[1]:.3f}, new/cuFFT {g[2]:.3f}")
PY
done
