#!/usr/bin/env bash
# Prepared in session 56, not run: next-call1.sh cut short (about 330 s, for device time too short
# for it): its steps 1 and 2, the three-pass Bluestein's knob A/B and check, and the device suite.
set -uo pipefail
export CALL_SECONDS=${CALL_SECONDS:-330}
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 130 bash bench/device/knob_ab.sh build-pack/knob 55 \
    s56_three_passes -- tables= three=cuda.*.bluestein_three_passes=1 > $OUT/compare-three-passes.txt 2>&1
echo "three passes A/B done at $(( $(date +%s) - t0 )) s"
PRISM_TUNING_OVERRIDES=cuda.*.bluestein_three_passes=1 timeout -k 5 50 build-pack/knob/tools/prism/prism check \
    --backend cuda --set s56_three_passes --max-batch 1 --max-elements 11000000 > $OUT/check-three-passes.txt 2>&1
echo "three passes check exit $? at $(( $(date +%s) - t0 )) s"; tail -2 $OUT/check-three-passes.txt
PRISM_CTEST_JOBS=12 timeout -k 5 $(($CALL_SECONDS - 10 - ($(date +%s) - t0))) bash tests/device/run_prebuilt.sh build > $OUT/suite.txt 2>&1
tail -4 $OUT/suite.txt; cp /tmp/ctest.log $OUT/runs/ 2>/dev/null; rm -f $OUT/ctest.log $OUT/prism-errors.csv
echo "suite done at $(( $(date +%s) - t0 )) s"
