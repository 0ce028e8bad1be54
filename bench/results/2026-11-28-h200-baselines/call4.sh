#!/usr/bin/env bash
# Session 40's fourth call: split exchange (real parts, then imaginary parts, through half the shared
# memory). One binary; PRISM_SPLIT_EXCHANGE_FROM (an uncommitted knob) turns it on from that many
# bytes a sequence. Block shapes tuned with it on; then the planner's shapes with it off (base) and on
# (split) in two alternations, cuFFT timed in the first split run.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
mkdir -p sb && tar -C sb -xJf build-ab/split.tar.xz
export LD_LIBRARY_PATH=$root/sb/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
PRISM_SPLIT_EXCHANGE_FROM=16384 PRISM_TUNE_COMPILE_JOBS=15 PRISM_TUNE_OPTIONS="--shapes" bash bench/device/tune.sh sb 120 split_exchange
echo "tune done at $(( $(date +%s) - t0 )) s"
run() {  # tag from [options]
    local tag=$1 from=$2; shift 2
    PRISM_SPLIT_EXCHANGE_FROM=$from PRISM_CACHE_DIR=/tmp/cache-$from sb/tools/prism/prism bench --backend cuda --quick --quiet \
        --set split_exchange --json $OUT/$tag.json "$@" > $OUT/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
run base1 0 --no-cufft; run split1 16384; run base2 0 --no-cufft; run split2 16384 --no-cufft
cd $OUT && tar cJf runs.tar.xz *.json *.txt && rm -f *.json base*.txt split2.txt; ls $OUT
