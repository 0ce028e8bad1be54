#!/usr/bin/env bash
# Runs size sets of `prism bench` on a GPU machine, with a build made on another machine and carried
# along (the GPU machine lacks the build's dev packages; the libraries the tool needs, libfftw3l.so.3,
# travel in BUILD_DIR/lib, as for tests/device/run_prebuilt.sh), then plots the results.
#
#   bench/device/run.sh BUILD_DIR SET...
#   bench/device/run.sh build-gpu set0 set1 set3 set1000      # the issue's reading, about 6-7 minutes
#
# SET is a name in bench/sets (set0 or 0, set1, set3, set1000, radix, multipass, primes, real_even,
# real_odd, dct, smoke). Every set runs with the full method (median of 5 loops of >= 20 ms) except
# set1000: every 16th size (256 of 4095) with --quick (5 ms loops, error on one sequence), so the
# four sets fit in ~9 min. The real sets (issue 5) are bench/device/issue5.sh's.
#
# Writes OUT/<date>-<gpu>-<set>.json and OUT/<date>-<gpu>-<set>-<precision>.png (for R2C and DCT/DST
# cases <set>-r2c-<precision>.png, <set>-r2r-<precision>.png), OUT being $OUT or bench/results. The device tool brings back at most 8 files: four sets give exactly 8; past 8,
# everything is packed into one OUT/<date>-<gpu>-bench.tar.gz instead.
#
# Environment: OUT; PRISM_BENCH_BUDGET_S (default 540: no set starts a new case after it);
# PRISM_BENCH_DEVICE (default 0); PRISM_BENCH_BACKEND (default cuda; opencl tries the script on a
# machine without a GPU); PRISM_CUFFT_LIBRARY (libcufft.so's path, found if unset).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/run.sh: $*" >&2; exit 2; }

[ $# -ge 2 ] || die "usage: bench/device/run.sh BUILD_DIR SET... (e.g. build-gpu set0 set1 set3 set1000)"
# find_cufft, gpu_tag, use_build, use_results_dir
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism (build it with tools in BUILD_DIR, e.g. ninja -C BUILD_DIR prism_tool)"
shift
"$prism" --version >/dev/null 2>&1 || die "$prism does not start: $("$prism" --version 2>&1 | head -n1)
(copy the libraries it lacks, e.g. libfftw3l.so.3, into $build/lib)"

use_results_dir || die "cannot create $out"
budget="${PRISM_BENCH_BUDGET_S:-540}"
start=$SECONDS


# The options each set runs with (see the header for why set1000 differs).
set_options() {
    case "$1" in
        set1000) echo "--sample 16 --quick" ;;
        *) echo "" ;;
    esac
}

run_set() {
    local name="$1" sets_after="$2" json="$3" limit extra
    # Leave each later set 45 s and the plots 30 s of the budget; a running case may overrun a little.
    limit=$((budget - (SECONDS - start) - 45 * sets_after - 30))
    if [ "$limit" -le 0 ]; then echo "== $name: no time left in the ${budget}s budget, not run"; return 1; fi
    read -r -a extra <<<"$(set_options "$name")"
    echo "== $name: prism bench --set $name${extra[*]:+ ${extra[*]}} (time limit ${limit}s)"
    "$prism" bench --backend "${PRISM_BENCH_BACKEND:-cuda}" --device "${PRISM_BENCH_DEVICE:-0}" --set "$name" "${extra[@]}" \
        --json "$json" --time-limit "$limit" --quiet
}

summarize() {
    python3 - "$@" <<'PY'
import json, math, sys

def ratio_text(cases, label):
    """Geometric mean and worst of the ratios of cases held against one reference."""
    ratios = [(c["ratio"], c["case"]) for c in cases if c["ratio"]]
    if not ratios:
        return ""
    gm = math.exp(sum(math.log(r) for r, _ in ratios) / len(ratios))
    worst = min(ratios)
    return f", {label} geomean {gm:.3f}, worst {worst[0]:.3f} ({worst[1]})"

for path in sys.argv[1:]:
    d = json.load(open(path))
    s = d["summary"]
    # DCT/DST cases are held against prism's own R2C (cuFFT has none), the rest against cuFFT.
    r2r = [c for c in d["cases"] if c.get("reference") == "prism_r2c"]
    rest = [c for c in d["cases"] if c.get("reference") != "prism_r2c"]
    print(f"{d['set']}: {s['cases']} cases, copy {d['copy']['gb_per_s']:.0f} GB/s"
          + ratio_text(rest, "prism/cuFFT") + ratio_text(r2r, "prism dct-dst/prism r2c")
          + f", {s['unsupported']} unsupported, {s['skipped']} skipped, {s['not_run']} not run")
PY
}

# The device tool brings back 8 files at most: past that, one archive holds them all.
pack_if_many() {
    local files=("$@")
    [ -n "${OUT:-}" ] && [ "${#files[@]}" -gt 8 ] || return 0
    local archive="$out/$stamp-$gpu-bench.tar.gz"
    tar -czf "$archive" -C "$out" "${files[@]##*/}" && rm -f "${files[@]}" && echo "packed into $archive"
}

find_cufft
stamp=$(date -u +%Y-%m-%d)
gpu=$(gpu_tag)
echo "prism bench on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n1 ||
    echo "an unknown GPU")," \
     "cuFFT: ${PRISM_CUFFT_LIBRARY:-from the loader path or /usr/local/cuda}, results in $out"
status=0
jsons=()
count=$#
for name in "$@"; do
    [[ "$name" =~ ^[0-9]+$ ]] && name="set$name"
    count=$((count - 1))
    json="$out/$stamp-$gpu-$name.json"
    run_set "$name" "$count" "$json" || status=1
    [ -f "$json" ] && jsons+=("$json")
done

# The first Python that has matplotlib (the GPU machine's python3 may be a venv without it).
plot_python() {
    local python
    for python in python3 /usr/bin/python3; do
        "$python" -c "import matplotlib" 2>/dev/null && { echo "$python"; return; }
    done
}

files=("${jsons[@]}")
python=$(plot_python)
if [ "${#jsons[@]}" -gt 0 ] && [ -n "$python" ]; then
    while read -r png; do files+=("$png"); done < <("$python" "$root/bench/plot.py" "${jsons[@]}" --out "$out")
else
    echo "no plots: no python3 here imports matplotlib (run bench/plot.py on the JSON files elsewhere)"
fi
echo "== summary ($((SECONDS - start)) s)"
[ "${#jsons[@]}" -gt 0 ] && summarize "${jsons[@]}"
pack_if_many "${files[@]}"
exit $status
