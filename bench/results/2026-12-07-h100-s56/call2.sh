#!/usr/bin/env bash
# Session 56, call 2 (about 560 s; session 55's next-call2.sh with a {2, 3, 5, 7} set): more
# Bluestein M for complex rows. Before it, here: tests/device/pack_prebuilt.sh build
# build-pack/dev.tar.xz, the knob build's tool stripped into build-pack/knob/tools/prism/prism;
# carry build-pack.
#  0. Knob A/B of s56_three_passes: Bluestein past one pass in three kernels through one temp
#     (cuda.*.bluestein_three_passes=1) against the tables' two four-steps, and `prism check` of
#     the set with the knob on (the suite does not run the three passes on CUDA). Predicted from
#     the traffic, 2N + 4M against 2N + 6M elements: 1.25-1.4x where the four kernels stream near
#     their bound (65537 read 0.122 of copy against a bound of 0.135), less where the rows kernel's
#     two FFTs of N2 in one block cost more than its memory traffic (fp64, 4374 x 4608).
#  1. `prism bench` of s56_bluestein_pad5_more (fp32, 30 lengths, one per new M of 300 ... 7500)
#     with the tables (cuFFT beside them), then `prism tune --shapes --max-radix 32 --candidates 6`
#     of the same set padded over {2, 3, 5} (knob). Predicted: gains where the new M's kernel is
#     no worse per point, so up by about the points saved (3-8 %) at most lengths; some lose, as
#     6480 did. An M is listed (complex_rows_also, with its row) where the tune's fastest beats the
#     tables' GB/s by 3 % or more.
#  2. The same for s56_bluestein_pad7 over {2, 3, 5, 7} (four of set1000's remaining shortfalls);
#     predicted 1362 -> 2744 up 5-10 %, the others within 3 %.
#  3. s56_bluestein_issue4 (4099, 10007) over {2, 3, 5} and over {2, 3, 5, 7}: predicted within
#     +-5 % (1-7 % fewer points, kernels of other radices).
#  4. fp64 (s56_bluestein_pad5_more_f64) as far as the time allows.
set -uo pipefail
root=$(pwd); t0=${T0:-$(date +%s)}
if [ "${1:-}" != steps ]; then  # the steps under one deadline, so that the tarball is always written
    bash tests/device/unpack_prebuilt.sh > /dev/null
    mkdir -p $OUT/runs
    T0=$t0 timeout -k 5 $((575 - ($(date +%s) - t0))) bash "$0" steps
    tar cJf $OUT/runs.tar.xz -C $OUT runs && rm -rf $OUT/runs
    exit 0
fi
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
run_set() {  # SET PRECISION FACTOR TABLES_SECONDS TUNE_SECONDS
    timeout -k 5 $(($4 + 10)) build-dev/tools/prism/prism bench --backend cuda --set $1 --quick --time-limit $4 \
        --json $OUT/runs/$1-tables.json --quiet > $OUT/runs/$1-tables.txt 2>&1
    echo "$1 tables exit $? at $(( $(date +%s) - t0 )) s"
    OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.$2.bluestein_largest_pad_factor=$3 PRISM_TUNE_COMPILE_JOBS=12 \
        PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
        timeout -k 5 $(($5 + 60)) bash bench/device/tune.sh build-pack/knob $5 $1 > $OUT/runs/tune-$1.txt 2>&1
    echo "tune $1 done at $(( $(date +%s) - t0 )) s"
}
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 200 bash bench/device/knob_ab.sh build-pack/knob 90 \
    s56_three_passes -- tables= three=cuda.*.bluestein_three_passes=1 > $OUT/compare-three-passes.txt 2>&1
echo "three passes A/B done at $(( $(date +%s) - t0 )) s"
PRISM_TUNING_OVERRIDES=cuda.*.bluestein_three_passes=1 timeout -k 5 90 build-pack/knob/tools/prism/prism check \
    --backend cuda --set s56_three_passes --max-batch 1 --max-elements 11000000 > $OUT/check-three-passes.txt 2>&1
echo "three passes check exit $? at $(( $(date +%s) - t0 )) s"; tail -2 $OUT/check-three-passes.txt
run_set s56_bluestein_pad5_more f32 5 50 100
run_set s56_bluestein_pad7 f32 7 20 40
run_set s56_bluestein_issue4 f32 5 15 30
cp bench/sets/s56_bluestein_issue4.txt /tmp/s56_bluestein_issue4_p7.txt  # its own tune file names
OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.f32.bluestein_largest_pad_factor=7 PRISM_TUNE_COMPILE_JOBS=12 \
    PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" timeout -k 5 60 \
    bash bench/device/tune.sh build-pack/knob 30 /tmp/s56_bluestein_issue4_p7.txt > $OUT/runs/tune-issue4-p7.txt 2>&1
echo "tune issue4 p7 done at $(( $(date +%s) - t0 )) s"
left=$(( 560 - ($(date +%s) - t0) ))
[ $left -gt 150 ] && run_set s56_bluestein_pad5_more_f64 f64 5 45 $((left - 45 - 70))
