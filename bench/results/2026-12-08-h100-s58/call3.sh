#!/usr/bin/env bash
# Session 58, call 3 (steps in order until CALL_SECONDS), at the commit in build-pack/commit:
#  1. The device suite (smoke).
#  2. Knob A/B of s58_clusters_vs_passes: Bluestein on clusters (the tables) against the passes
#     (cuda.*.bluestein_on_clusters=0). Predicted: the three passes 1.1-1.4x where M/N is about 2.1
#     and both FFTs fit one block each (fp32 65537's three passes ran 0.14 of copy, 16411 on
#     clusters 0.10); the two-kernel M (18432, 24576) 0.8-1.0x.
#  3. Knob A/B of s56_three_passes: the tables (column passes of 16 sequences a block, 576
#     threads, 2 blocks a multiprocessor by registers) against cuda.f32.min_sequences_strided=8 (8
#     a block, 288 threads, 5 blocks, ptxas 40 registers). Call 1's ncu of fp32 65537 read the
#     inverse columns kernel at 49 % of DRAM peak (2.03 ms) against the forward's 68 % (1.46 ms) for
#     the same bytes: it reads all 324 rows a column before computing, and 2 blocks a
#     multiprocessor leave little to overlap. Predicted fp32 1.05-1.12x; fp64 unchanged (the knob
#     is fp32's).
#  4. prism tune --shapes of fp64 434 (s58_f64_434).
#  5. Session 56's padding tune of fp32 to {2, 3, 5} at one length per new M
#     (s56_bluestein_pad5_more: prism bench of the tables, then prism tune --shapes with the knob).
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
PRISM_CTEST_JOBS=12 PRISM_COMMIT=$(cat build-pack/commit) timeout -k 5 150 bash tests/device/run_prebuilt.sh build \
    > $OUT/suite.txt 2>&1
echo "suite done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 170 bash bench/device/knob_ab.sh build-pack/knob 75 \
    s58_clusters_vs_passes -- tables= passes=cuda.*.bluestein_on_clusters=0 > $OUT/compare-clusters.txt 2>&1
echo "clusters A/B done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 170 bash bench/device/knob_ab.sh build-pack/knob 75 \
    s56_three_passes -- tables= cols8=cuda.f32.min_sequences_strided=8 > $OUT/compare-cols8.txt 2>&1
echo "cols8 A/B done at $(( $(date +%s) - t0 )) s"
OUT=$OUT/runs PRISM_TUNE_OPTIONS="--shapes" timeout -k 5 100 bash bench/device/tune.sh build-dev 60 s58_f64_434 \
    > $OUT/runs/tune-s58_f64_434.txt 2>&1
echo "fp64 434 tune done at $(( $(date +%s) - t0 )) s"
run_set() {  # SET PRECISION FACTOR TABLES_SECONDS TUNE_SECONDS
    timeout -k 5 $(($4 + 10)) build-dev/tools/prism/prism bench --backend cuda --set $1 --quick --time-limit $4 \
        --json $OUT/runs/$1-tables.json --quiet > $OUT/runs/$1-tables.txt 2>&1
    echo "$1 tables exit $? at $(( $(date +%s) - t0 )) s"
    OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.$2.bluestein_largest_pad_factor=$3 PRISM_TUNE_COMPILE_JOBS=12 \
        PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
        timeout -k 5 $(($5 + 60)) bash bench/device/tune.sh build-pack/knob $5 $1 > $OUT/runs/tune-$1.txt 2>&1
    echo "tune $1 done at $(( $(date +%s) - t0 )) s"
}
run_set s56_bluestein_pad5_more f32 5 60 200
