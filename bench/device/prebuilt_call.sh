# Sourced first thing by a device call script that runs over a carried prebuilt build
# (tests/device/pack_prebuilt.sh, carry ["build-pack"]), with the script's own arguments:
#   source bench/device/prebuilt_call.sh "$@"
# The first time through it unpacks the build (build-dev, linked as build), then runs the script
# again as its steps under one deadline, CALL_SECONDS (default 575) from the start, and packs
# $OUT/runs into $OUT/runs.tar.xz whatever the steps did: a step that runs long costs the steps
# after it, not the files before it (the device tool returns eight files and nothing of a call cut
# off at its limit). In the steps it sets $root, $t0 (the call's start), the library path, the
# size sets and cuFFT, and returns to the script.
root=$(pwd)
t0=${T0:-$(date +%s)}
if [ "${1:-}" != steps ]; then
    bash tests/device/unpack_prebuilt.sh > /dev/null
    ln -sfn build-dev build
    mkdir -p "$OUT/runs"
    T0=$t0 timeout -k 5 $((${CALL_SECONDS:-575} - ($(date +%s) - t0))) bash "$0" steps
    tar cJf "$OUT/runs.tar.xz" -C "$OUT" runs && rm -rf "$OUT/runs"
    exit 0
fi
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh
find_cufft
