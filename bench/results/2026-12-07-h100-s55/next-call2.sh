#!/usr/bin/env bash
# Prepared in session 55 (not run): more {2, 3, 5}-smooth Bluestein M for complex rows. Run call3.sh
# first (it reads the session's change against cuFFT and A/Bs the fp64 list). Before it, here:
# tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz, an experiment build's tool
# (-DPRISM_TUNING_KNOBS=ON) stripped into build-pack/knob/tools/prism/prism; carry build-pack. About 520 s.
#  1. prism bench of s56_bluestein_pad5_more (fp32, 30 lengths, one per new M of 300 ... 7500) with
#     the tables (cuFFT beside them), then `prism tune --shapes --max-radix 32 --candidates 6` of the
#     same set padded over {2, 3, 5} (knob): list an M in tuning.cpp's complex_rows_also, with its
#     row, where the tune's fastest beats the tables' GB/s by 3 % or more; then A/B the list as
#     call 2 did (knob bluestein_largest_pad_factor=3 against the tables).
#  2. The same for fp64 (s56_bluestein_pad5_more_f64), as far as the time allows.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
mkdir -p $OUT/runs
for p in f32 f64; do
    set=s56_bluestein_pad5_more; [ $p = f64 ] && set=${set}_f64
    timeout -k 5 70 build-dev/tools/prism/prism bench --backend cuda --set $set --quick --time-limit 60 \
        --json $OUT/runs/$set-tables.json --quiet > $OUT/$set-tables.txt 2>&1
    echo "$set tables exit $? at $(( $(date +%s) - t0 )) s"
    OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.$p.bluestein_largest_pad_factor=5 PRISM_TUNE_COMPILE_JOBS=12 \
        PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
        timeout -k 5 190 bash bench/device/tune.sh build-pack/knob 120 $set > $OUT/tune-$set.txt 2>&1
    echo "tune $set done at $(( $(date +%s) - t0 )) s"
done
tar cJf $OUT/runs.tar.xz -C $OUT runs && rm -rf $OUT/runs
