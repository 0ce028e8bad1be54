#!/usr/bin/env bash
# The any-size reading on a GPU machine (issue 4), with a build carried from a developer machine
# (see run.sh): the multipass and primes sets next to cuFFT, then transforms past 2^31 elements
# (four-step and Bluestein with 64-bit offsets) checked against FFTW on a sample of the batch.
#   bench/device/issue4.sh BUILD_DIR
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-build-gpu}"
case "$build" in /*) ;; *) build="$root/$build" ;; esac
out="${OUT:-$root/bench/results}"
export LD_LIBRARY_PATH="$build/lib:${LD_LIBRARY_PATH:-}"

PRISM_BENCH_BUDGET_S="${PRISM_BENCH_BUDGET_S:-400}" "$root/bench/device/run.sh" "$build" multipass primes

# Past 2^31 elements: 65536 x 32769 = 2^31 + 2^16 (two-pass, 17 GB per buffer), and 4099 x 262147,
# whose Bluestein temp holds 2.3e9 elements. --quick: 5 ms loops; the error is measured on a sample.
echo "== past 2^31 elements"
"$build/tools/prism/prism" bench --backend cuda --quick --copy-mib 256 \
    --case "c2c f32 65536 batch=32769" --case "c2c f32 4099 batch=262147" \
    --json "$out/$(date -u +%Y-%m-%d)-h100-index64.json" 2>&1 | tail -n 8
