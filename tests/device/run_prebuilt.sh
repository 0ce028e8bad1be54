#!/usr/bin/env bash
# Runs a build made on a developer machine on a GPU machine that lacks the build dependencies
# (GoogleTest, FFTW long double): the build folder travels with its libraries in BUILD/lib.
#   tests/device/run_prebuilt.sh BUILD_DIR
# Runs every test but the CLI, OpenCL, bench, bloom and device-FFT ones (those have their own GPU
# commands) and the install test (the packed build holds no libprism to install; CI runs it) on the
# CUDA backend and prints a summary. With the device tool, carry the build as
# tests/device/pack_prebuilt.sh's tarball (build-pack/) and unpack it there with
# tests/device/unpack_prebuilt.sh; with an empty kernel cache the suite took 240-290 s on an H200
# (Accuracy.MeasuredRadixRows, which compiled every measured row's kernels, longest; since session 41
# it runs as eight chunks, Chunk/AccuracyMeasuredRows.MeasuredRadixRows/0-7).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-build-gpu}"
# CTest files hold the absolute paths of the machine that configured them (/work/main).
if [ "$root" != /work/main ] && [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi
export LD_LIBRARY_PATH="$root/$build/lib:${LD_LIBRARY_PATH:-}"
export PRISM_TEST_BACKEND=cuda PRISM_TEST_TIER="${PRISM_TEST_TIER:-smoke}"
export PRISM_CACHE_DIR="/tmp/prism-device-cache" PRISM_TEST_ERRORS_CSV="/tmp/prism-errors.csv"
rm -rf "$PRISM_CACHE_DIR" "$PRISM_TEST_ERRORS_CSV"

gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo "unknown GPU")
# The device tool copies the working tree without always refreshing .git: PRISM_COMMIT names the build.
commit=${PRISM_COMMIT:-$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)}
start=$(date +%s)
ctest --test-dir "/work/main/$build" -j "${PRISM_CTEST_JOBS:-4}" -LE "cli|backend-opencl|bench|bloom|device-fft|install" --output-on-failure --timeout 600 \
    > /tmp/ctest.log 2>&1
status=$?
grep -E "tests passed|tests failed|\(Failed\)|\(Timeout\)|\(SEGFAULT\)|\*\*\*" /tmp/ctest.log | head -40
echo "summary: GPU $gpu | $(date -u +%Y-%m-%dT%H:%MZ) | commit $commit | tier $PRISM_TEST_TIER | $(( $(date +%s) - start )) s"
if [ -f "$PRISM_TEST_ERRORS_CSV" ]; then
    awk -F, '{ if (!($1 in w) || $3 > w[$1]) w[$1] = $3 } END { for (p in w) printf "worst error/(eps*log2 N) %s: %s\n", p, w[p] }' \
        "$PRISM_TEST_ERRORS_CSV"
fi
[ -n "${OUT:-}" ] && cp /tmp/ctest.log "$OUT/ctest.log" && cp -f "$PRISM_TEST_ERRORS_CSV" "$OUT/" 2>/dev/null
exit $status
