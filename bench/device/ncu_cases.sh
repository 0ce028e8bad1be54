#!/usr/bin/env bash
# Nsight Compute on prism's kernels for a few bench cases, for one or more prism tools: duration,
# DRAM and shared-memory throughput, occupancy, registers, bank conflicts and instructions, the
# figures that say why one kernel is slower than another.
#
#   bench/device/ncu_cases.sh BUILD_DIR "CASE" [--tool PRISM]... 
#   bench/device/ncu_cases.sh build-gpu "c2c f32 60 batch=559240" --tool build-base/prism
#   PRISM_NCU_STALLS=1 bench/device/ncu_cases.sh ...   (adds the warp-stall reasons)
#
# The forward kernel of each case is profiled once (after the bench's warm-up launches); BUILD_DIR's
# tool is always one of the tools. Output: one block per (case, tool) on stdout, each line the
# launch's number in the profile, the metric and its value.
# PRISM_NCU_KERNELS (a regex, default prism_k0_fwd) picks other kernels, PRISM_NCU_SKIP (default 3)
# and PRISM_NCU_LAUNCHES (default 1) the launches of them: a plan of three forward kernels takes
# PRISM_NCU_KERNELS='prism_k[0-9]+_fwd' PRISM_NCU_SKIP=9 PRISM_NCU_LAUNCHES=3.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
die() { echo "bench/device/ncu_cases.sh: $*" >&2; exit 2; }
[ $# -ge 2 ] || die "usage: bench/device/ncu_cases.sh BUILD_DIR CASE... [--tool PRISM]..."
source "$root/bench/device/gpu_env.sh"
use_build "$1" || die "no prism tool at $prism"
shift
tools=("$prism")
cases=()
while [ $# -gt 0 ]; do
    if [ "$1" = --tool ]; then tools+=("$2"); shift 2; else cases+=("$1"); shift; fi
done
ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null) || die "no ncu"
metrics=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes.sum
metrics+=,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread
metrics+=,launch__block_size,launch__grid_size,launch__shared_mem_per_block_dynamic,launch__occupancy_limit_registers
metrics+=,launch__occupancy_limit_shared_mem,sm__throughput.avg.pct_of_peak_sustained_elapsed
metrics+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
metrics+=,smsp__inst_executed.sum,smsp__average_warp_latency_issue_stalled_barrier.ratio
# PRISM_NCU_STALLS=1: the other warp-stall reasons too (average warp latency per reason, cycles).
if [ -n "${PRISM_NCU_STALLS:-}" ]; then
    for reason in long_scoreboard membar short_scoreboard wait math_pipe_throttle mio_throttle lg_throttle; do
        metrics+=,smsp__average_warp_latency_issue_stalled_$reason.ratio
    done
fi
for c in "${cases[@]}"; do
    for tool in "${tools[@]}"; do
        echo "== $c | $tool"
        "$ncu" --csv --metrics "$metrics" -k "regex:${PRISM_NCU_KERNELS:-prism_k0_fwd}" \
            --launch-skip "${PRISM_NCU_SKIP:-3}" --launch-count "${PRISM_NCU_LAUNCHES:-1}" \
            "$tool" bench --backend cuda --case "$c" --quick --no-cufft --repeats 1 --quiet 2>&1 |
            grep -E '^"' | awk -F'","' '{print substr($1, 2) " " $(NF-2) " = " $NF}' | sed 's/"$//' | grep -v ' Metric Name = '
    done
done
