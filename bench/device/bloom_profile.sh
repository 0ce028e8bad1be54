#!/usr/bin/env bash
# The FFT Bloom's three passes on a GPU: `prism bloom --bench` for one first axis at a few
# workgroup sizes, then Nsight Compute's full report on the passes of the first configuration
# (the image's passes 1-3 of the first warm-up run, all nine launches where each channel has a
# stream; the kernel spectrum's launches are skipped).
#
#   bench/device/bloom_profile.sh BUILD_DIR [x|y] [WORKGROUP...]
#   OUT=/tmp/o PAIRS="1 2" bench/device/bloom_profile.sh build-gpu x 128 256
#
# PAIRS: the line pairs per workgroup of passes 1 and 3 to time (default: the tool's default);
# Nsight Compute profiles the last of them.
# Leaves bloom_bench-<axis>-<workgroup>.txt and bloom_ncu-<axis>-<workgroup>.txt in $OUT
# (default bench/results).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/bloom_profile.sh: $*" >&2; exit 2; }
[ $# -ge 1 ] || die "usage: bench/device/bloom_profile.sh BUILD_DIR [x|y] [WORKGROUP...]"
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
axis="${2:-x}"
shift $(($# >= 2 ? 2 : 1))
workgroups=("$@")
[ ${#workgroups[@]} -gt 0 ] || workgroups=(256)
use_results_dir || die "cannot create the results folder"
pairs=()
for p in ${PAIRS:-}; do pairs+=(--pairs "$p"); done
ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null) || die "no ncu"
for wg in "${workgroups[@]}"; do
    echo "== bloom bench, first axis $axis, workgroup $wg"
    "$prism" bloom --bench --first-axis "$axis" --workgroup "$wg" "${pairs[@]}" --backend cuda |
        tee "$out/bloom_bench-$axis-$wg.txt"
done
wg="${workgroups[0]}"
last_pairs=()
[ ${#pairs[@]} -gt 0 ] && last_pairs=(--pairs "${pairs[-1]}")
# Three blooms are built before timing (buffers rotated), each launching columns_forward once
# for its kernel spectrum: skip those three, keep the next nine (the image's passes, one launch
# per colour channel each where the channels run on streams of their own).
"$ncu" --set full --kernel-name regex:'bloom_(columns_forward|rows_multiply|columns_inverse)' \
    --launch-skip 3 --launch-count 9 "$prism" bloom --bench --first-axis "$axis" --workgroup "$wg" \
    "${last_pairs[@]}" --repeats 1 --backend cuda >"$out/bloom_ncu-$axis-$wg.txt" 2>&1
grep -E '^  bloom_|Duration|Memory Throughput|DRAM Throughput|Registers Per|Achieved Occupancy|Theoretical Occupancy|Block Limit|Waves Per SM|Warp Cycles Per Issued|L1/TEX Hit|L2 Hit|Executed Ipc A' \
    "$out/bloom_ncu-$axis-$wg.txt"
