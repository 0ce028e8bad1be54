#!/usr/bin/env bash
# Builds prism (Release) and runs the whole test suite on the CUDA backend of a GPU machine, then
# writes a summary: GPU, date, commit, passed/failed counts and the worst accuracy ratios.
#
#   tests/device/run.sh                 # full tier, within a time budget
#   PRISM_TEST_TIER=smoke tests/device/run.sh
#
# Environment: BUILD_DIR (default build-device), PRISM_TEST_TIER (default full),
# PRISM_DEVICE_TEST_BUDGET_S (seconds for ctest, default 480), PRISM_TEST_DEVICE (default 0),
# PRISM_TEST_BACKEND (default cuda; opencl tries the script on a machine without a GPU),
# OUT (if set, the summary, the ctest log and the per-case error CSV are copied there).
# The machine needs prism's build dependencies (GoogleTest, FFTW with long double, the CUDA and
# OpenCL headers); where they are missing, build elsewhere and use run_prebuilt.sh.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${BUILD_DIR:-$root/build-device}"
budget="${PRISM_DEVICE_TEST_BUDGET_S:-480}"
jobs="$(nproc 2>/dev/null || echo 4)"

export PRISM_TEST_BACKEND="${PRISM_TEST_BACKEND:-cuda}"
export PRISM_TEST_TIER="${PRISM_TEST_TIER:-full}"
export PRISM_TEST_DEVICE="${PRISM_TEST_DEVICE:-0}"
# A private kernel cache, so the run measures nothing left from an earlier one.
export PRISM_CACHE_DIR="$build/kernel-cache"
export PRISM_TEST_ERRORS_CSV="$build/accuracy-errors.csv"

generator=()
keep_going=(-k)
command -v ninja >/dev/null && generator=(-G Ninja) && keep_going=(-k 0)

# Keeps going past a target that fails to build, so one broken test binary does not hide the
# results of the others; its tests then show as failed.
build_prism() {
    cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DPRISM_BUILD_TESTS=ON \
        >"$build/build.log" 2>&1 &&
        cmake --build "$build" -j "$jobs" -- "${keep_going[@]}" >>"$build/build.log" 2>&1
}

# Several test processes share the GPU; each holds its own context.
run_tests() {
    rm -rf "$PRISM_CACHE_DIR" "$PRISM_TEST_ERRORS_CSV"
    timeout --signal=INT "$budget" ctest --test-dir "$build" -j 4 --output-on-failure \
        >"$build/ctest.log" 2>&1
}

# "f32 0.53 <token>": the largest error/(eps*log2 N) of each precision in the CSV.
worst_ratios() {
    [ -f "$PRISM_TEST_ERRORS_CSV" ] || { echo "no accuracy cases recorded"; return; }
    awk -F, '{ if (!($1 in worst) || $3 > worst[$1]) { worst[$1] = $3; line[$1] = $0 } }
             END { for (p in worst) { t = line[p]; for (i = 0; i < 4; ++i) sub(/^[^,]*,/, "", t);
                                      printf "  %s worst ratio %s  %s\n", p, worst[p], t } }' \
        "$PRISM_TEST_ERRORS_CSV" | sort
    awk -F, '$4 == "fail" { n++ } END { printf "  accuracy cases: %d recorded, %d failed\n", NR, n }' \
        "$PRISM_TEST_ERRORS_CSV"
}

summary() {
    local status="$1"
    echo "prism device test run ($PRISM_TEST_BACKEND backend)"
    echo "  date:    $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "  gpu:     $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n1 || echo unknown)"
    echo "  commit:  $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo 'unknown (no git checkout)')$(
        git -C "$root" status --porcelain 2>/dev/null | grep -q . && echo ' + local changes')"
    echo "  tier:    $PRISM_TEST_TIER (budget ${budget}s)"
    echo "  result:  $status"
    grep -E '^[0-9]+% tests passed' "$build/ctest.log" 2>/dev/null | sed 's/^/  ctest:   /'
    grep -E '^\s+[0-9]+ - .*\((Failed|Timeout|SEGFAULT|Subprocess aborted|Exception|Not Run)' "$build/ctest.log" 2>/dev/null |
        sed 's/^\s*/  failed:  /'
    worst_ratios
}

main() {
    local status built=yes
    if ! build_prism; then
        built="with failures (see build.log)"
        [ -f "$build/CTestTestfile.cmake" ] || built=no
    fi
    if [ "$built" = no ]; then
        status="build failed (see build.log)"
    else
        run_tests
        case $? in
            0) status="all tests passed" ;;
            124) status="stopped after the ${budget}s budget (counts below cover the tests that ran)" ;;
            *) status="some tests failed" ;;
        esac
        [ "$built" = yes ] || status="$status; build $built"
    fi
    summary "$status" | tee "$build/device-summary.txt"
    if [ -n "${OUT:-}" ]; then
        mkdir -p "$OUT"
        cp "$build/device-summary.txt" "$OUT/device-summary.txt"
        cp "$build/ctest.log" "$build/build.log" "$OUT/" 2>/dev/null
        cp "$PRISM_TEST_ERRORS_CSV" "$OUT/" 2>/dev/null
    fi
    [ "$status" = "all tests passed" ]
}

mkdir -p "$build"
main
