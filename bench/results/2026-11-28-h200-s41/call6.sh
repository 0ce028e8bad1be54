#!/usr/bin/env bash
# Session 41's sixth call: prism tune --shapes --max-radix 32 --candidates 6 on set h200_below2
# (C2C lengths below 0.95 of cuFFT that session 40 did not tune), at c6863d3's code.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
mkdir -p nb/tools/prism nb/lib && cp build-pack/prism-new nb/tools/prism/prism && cp build-dev/lib/* nb/lib/
PRISM_TUNE_COMPILE_JOBS=15 PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" bash bench/device/tune.sh nb 240 h200_below2
echo "tune done at $(( $(date +%s) - t0 )) s"
cat $OUT/*rows.txt; xz -9 $OUT/*tune*.json; ls $OUT
