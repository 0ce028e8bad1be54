#!/usr/bin/env bash
# The real-transform reading on a GPU machine (issue 5), with a build carried from a developer
# machine (see run.sh; nothing is built here): R2C + C2R at even and odd lengths next to cuFFT's
# R2C/C2R (D2Z/Z2D in fp64), and DCT/DST next to prism's own R2C of the same sizes (cuFFT has no
# DCT; the issue's target is DCT-II/III >= 0.9 x prism's R2C). About 6 minutes on an H100.
#
#   bench/device/issue5.sh [BUILD_DIR]          BUILD_DIR defaults to build-gpu
#
# Leaves in $OUT (or bench/results) <date>-<gpu>-{real_even,real_odd,dct}.json and their plots
# (<set>-r2c-f32.png, <set>-r2c-f64.png, dct-r2r-f32.png, dct-r2r-f64.png): nine files, which
# run.sh packs into one <date>-<gpu>-bench.tar.gz when $OUT is set (the device tool brings back 8).
# bench/summarize.py turns the JSON into RESULTS.md's tables.
# Environment as for run.sh; PRISM_BENCH_BUDGET_S defaults to 330 here (no set starts a case after it).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-build-gpu}"

PRISM_BENCH_BUDGET_S="${PRISM_BENCH_BUDGET_S:-330}" exec "$root/bench/device/run.sh" "$build" real_even real_odd dct
