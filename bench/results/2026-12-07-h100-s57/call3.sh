#!/usr/bin/env bash
# Session 57, call 3 (about 120 s, what the device time left allowed after failed starts): the knob
# A/B of s56_rader_split alone (call 2's first step), 45 s an arm.
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
OUT=$OUT/runs PRISM_BENCH_OPTIONS=--quick timeout -k 5 105 bash bench/device/knob_ab.sh build-pack/knob 45 \
    s56_rader_split -- tables= split=cuda.*.register_rader_split_constants=1 > $OUT/compare-rader-split.txt 2>&1
echo "rader split A/B done at $(( $(date +%s) - t0 )) s"
