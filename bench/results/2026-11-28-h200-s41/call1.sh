#!/usr/bin/env bash
# Session 41's first call: the L2-chunk experiment (bench/experiments/l2_chunks.cpp), then the device
# suite at HEAD (1e6aeb7's code) with a limit past its empty-cache time.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export PRISM_CACHE_DIR=/tmp/pc-probe
probe=build-pack/l2_chunks
{
  timeout 40 $probe 1048576 128 f32 128 32 16 8 4 2 1
  timeout 30 $probe 131072 1024 f32 1024 64 32 16 8 4
  timeout 30 $probe 262144 512 f32 512 32 16 8 4 2
  timeout 30 $probe 4194304 32 f32 32 4 2 1
  timeout 30 $probe 1048576 64 f64 64 8 4 2 1
  timeout 30 $probe 131072 512 f64 512 32 16 8 4
} > $OUT/l2_chunks.txt 2>&1
cat $OUT/l2_chunks.txt; echo "probe done at $(( $(date +%s) - t0 )) s"
PRISM_CTEST_JOBS=10 PRISM_COMMIT=1e6aeb7 timeout 470 bash tests/device/run_prebuilt.sh build-gpu > $OUT/suite.txt 2>&1
tail -16 $OUT/suite.txt; echo "suite done at $(( $(date +%s) - t0 )) s"
cp /tmp/ctest.log $OUT/ctest.log 2>/dev/null; xz -9 $OUT/ctest.log
ls $OUT
