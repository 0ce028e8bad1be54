#!/usr/bin/env bash
# Prepared in session 56, not run (no device machine was lent; session 55's next-call2.sh with a
# {2, 3, 5, 7} set), about 570 s: more Bluestein M for complex rows. Before it, here:
# tests/device/pack_prebuilt.sh build build-pack/dev.tar.xz, the knob build's tool stripped into
# build-pack/knob/tools/prism/prism; carry build-pack.
#  1. `prism bench` of s56_bluestein_pad5_more (fp32, 30 lengths, one per new M of 300 ... 7500)
#     with the tables (cuFFT beside them), then `prism tune --shapes --max-radix 32 --candidates 6`
#     of the same set padded over {2, 3, 5} (knob). Predicted: gains where the new M's kernel is
#     no worse per point, so up by about the points saved (3-8 %) at most lengths; some lose, as
#     6480 did. An M is listed (complex_rows_also, with its row) where the tune's fastest beats the
#     tables' GB/s by 3 % or more.
#  2. The same for s56_bluestein_pad7 over {2, 3, 5, 7} (four of set1000's remaining shortfalls);
#     predicted 1362 -> 2744 up 5-10 %, the others within 3 %.
#  3. s56_bluestein_issue4 (4099, 10007) over {2, 3, 5} and over {2, 3, 5, 7}: predicted within
#     +-5 % (1-7 % fewer points, kernels of other radices).
#  4. Every 16th N of set1000 (fp32, 256 MiB) against cuFFT, issue 3's reading, as far as time allows.
set -uo pipefail
source bench/device/prebuilt_call.sh "$@"  # unpacks, then runs the steps below under one deadline
run_set() {  # SET PRECISION FACTOR TABLES_SECONDS TUNE_SECONDS
    timeout -k 5 $(($4 + 10)) build-dev/tools/prism/prism bench --backend cuda --set $1 --quick --time-limit $4 \
        --json $OUT/runs/$1-tables.json --quiet > $OUT/runs/$1-tables.txt 2>&1
    echo "$1 tables exit $? at $(( $(date +%s) - t0 )) s"
    OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.$2.bluestein_largest_pad_factor=$3 PRISM_TUNE_COMPILE_JOBS=12 \
        PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" \
        timeout -k 5 $(($5 + 60)) bash bench/device/tune.sh build-pack/knob $5 $1 > $OUT/runs/tune-$1.txt 2>&1
    echo "tune $1 done at $(( $(date +%s) - t0 )) s"
}
run_set s56_bluestein_pad5_more f32 5 50 100
run_set s56_bluestein_pad7 f32 7 20 40
run_set s56_bluestein_issue4 f32 5 15 30
cp bench/sets/s56_bluestein_issue4.txt /tmp/s56_bluestein_issue4_p7.txt  # its own tune file names
OUT=$OUT/runs PRISM_TUNING_OVERRIDES=cuda.f32.bluestein_largest_pad_factor=7 PRISM_TUNE_COMPILE_JOBS=12 \
    PRISM_TUNE_OPTIONS="--shapes --max-radix 32 --candidates 6" timeout -k 5 60 \
    bash bench/device/tune.sh build-pack/knob 30 /tmp/s56_bluestein_issue4_p7.txt > $OUT/runs/tune-issue4-p7.txt 2>&1
echo "tune issue4 p7 done at $(( $(date +%s) - t0 )) s"
limit=$(( 560 - ($(date +%s) - t0) - 10 ))
[ $limit -gt 30 ] && build-dev/tools/prism/prism bench --backend cuda --set set1000 --sample 16 --quick \
    --time-limit $limit --json $OUT/runs/set1000.json --quiet > $OUT/set1000.txt 2>&1
echo "set1000 exit $? at $(( $(date +%s) - t0 )) s"; tail -3 $OUT/set1000.txt
