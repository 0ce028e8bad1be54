#!/usr/bin/env bash
# Nsight Compute on one bench case's kernels, prism's and cuFFT's side by side: for each, the first
# timed launches of every kernel name (after the warm-up), with duration, DRAM traffic, occupancy,
# registers, shared memory, instructions and the stall reasons that say why one is slower.
#
#   bench/device/ncu_vs_cufft.sh BUILD_DIR "CASE"...
#   bench/device/ncu_vs_cufft.sh build-gpu "r2c f32 4096 batch=32768"
#
# Output: per case, one block per kernel launch profiled ("== kernel name" then metric = value).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/ncu_vs_cufft.sh: $*" >&2; exit 2; }
[ $# -ge 2 ] || die "usage: bench/device/ncu_vs_cufft.sh BUILD_DIR CASE..."
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
shift
find_cufft
ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null) || die "no ncu"
metrics=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
metrics+=,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum
metrics+=,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread
metrics+=,launch__block_size,launch__grid_size,launch__shared_mem_per_block_dynamic
metrics+=,launch__shared_mem_per_block_static,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem
metrics+=,sm__throughput.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed.sum
metrics+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
metrics+=,smsp__average_warp_latency_issue_stalled_barrier.ratio
metrics+=,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio
metrics+=,smsp__average_warp_latency_issue_stalled_short_scoreboard.ratio
metrics+=,smsp__average_warp_latency_issue_stalled_mio_throttle.ratio
# Each kernel group: skip the warm-up launches, then profile a few (prism: forward and inverse;
# cuFFT: every kernel of a forward and an inverse; its kernel names hold "fft").
profile() {
    local filter="$1" count="$2" case_="$3"
    "$ncu" --csv --metrics "$metrics" -k "regex:$filter" --launch-skip 4 --launch-count "$count" \
        "$prism" bench --backend cuda --case "$case_" --quick --repeats 1 --quiet 2>&1 |
        grep -E '^"' | awk -F'","' 'NR > 1 {print $1 " " $5 " | " $(NF-2) " = " $NF}' | sed 's/"$//; s/^"//' |
        awk -F' [|] ' '$1 != last {print "== " $1; last = $1} {print "   " $2}'
}
for c in "$@"; do
    echo "=== $c: prism"
    profile '^prism_k' 2 "$c"
    echo "=== $c: cuFFT"
    profile 'fft|FFT' 6 "$c"
done
