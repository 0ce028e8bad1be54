#!/usr/bin/env bash
# Session 58, call 3 (steps in order until CALL_SECONDS): the device suite (smoke) on the commit in
# build-pack/commit, then session 56's padding tune of fp32 to {2, 3, 5} at one length per new M
# (s56_bluestein_pad5_more: prism bench of the tables, then prism tune --shapes with the knob);
# between them, prism tune --shapes of fp64 434 (s58_f64_434).
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
PRISM_CTEST_JOBS=12 PRISM_COMMIT=$(cat build-pack/commit) timeout -k 5 150 bash tests/device/run_prebuilt.sh build \
    > $OUT/suite.txt 2>&1
echo "suite done at $(( $(date +%s) - t0 )) s"
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
