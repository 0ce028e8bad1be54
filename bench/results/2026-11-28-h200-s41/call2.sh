#!/usr/bin/env bash
# Session 41's second call:
# 1. four-step passes of 1024 and 4096 points with fewer sequences a block and two blocks a
#    multiprocessor (experiment knobs PRISM_EXP_*, not committed) against the planner's shapes,
#    alternating, each reading one plan of the whole batch (fs_probe = bench/experiments/l2_chunks.cpp);
# 2. the last stage's device stores without the barrier before them (new) against 1e6aeb7 (base),
#    set barrier_ab, two alternations, cuFFT in the first new run.
set -uo pipefail
root=$(pwd); t0=$(date +%s)
bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets PRISM_CACHE_DIR=/tmp/pc-fs
probe=build-pack/fs_probe
one() {  # label N batch prec [env...]
    local label=$1 n=$2 b=$3 p=$4; shift 4
    printf "%-10s " "$label"; env "$@" timeout 60 $probe $n $b $p $b | tail -1
}
f32_1024="PRISM_EXP_STRIDED_S_MAX=8 PRISM_EXP_RESIDENT=2 PRISM_EXP_MIN_LEN=1024 PRISM_EXP_MAX_LEN=1024"
f32_4096="PRISM_EXP_STRIDED_S_MAX=2 PRISM_EXP_RESIDENT=2 PRISM_EXP_MIN_LEN=4096 PRISM_EXP_MAX_LEN=4096"
f64_1024="PRISM_EXP_STRIDED_S_MAX=4 PRISM_EXP_RESIDENT=2 PRISM_EXP_MIN_LEN=1024 PRISM_EXP_MAX_LEN=1024"
f64_512="PRISM_EXP_STRIDED_S_MAX=4 PRISM_EXP_RESIDENT=2 PRISM_EXP_MIN_LEN=512 PRISM_EXP_MAX_LEN=512"
{
for rep in 1 2; do
  echo "== f32 2^19 (512 x 1024)"; one base 524288 256 f32 X=1; one s8r2 524288 256 f32 $f32_1024
  echo "== f32 2^20 (1024 x 1024)"; one base 1048576 128 f32 X=1; one s8r2 1048576 128 f32 $f32_1024
  one s8r0 1048576 128 f32 PRISM_EXP_STRIDED_S_MAX=8 PRISM_EXP_MIN_LEN=1024 PRISM_EXP_MAX_LEN=1024
  echo "== f32 2^21 (512 x 4096)"; one base 2097152 64 f32 X=1; one s2r2 2097152 64 f32 $f32_4096
  echo "== f32 2^22 (1024 x 4096)"; one base 4194304 32 f32 X=1; one s8r2 4194304 32 f32 $f32_1024
  echo "== f32 2^24 (4096 x 4096)"; one base 16777216 8 f32 X=1; one s2r2 16777216 8 f32 $f32_4096
  echo "== f64 2^19 (512 x 1024)"; one base 524288 128 f64 X=1; one s4r2 524288 128 f64 $f64_1024
  echo "== f64 2^20 (1024 x 1024)"; one base 1048576 64 f64 X=1; one s4r2 1048576 64 f64 $f64_1024
  echo "== f64 2^18 (512 x 512)"; one base 262144 256 f64 X=1; one s4r2 262144 256 f64 $f64_512
done
} > $OUT/four_step_shapes.txt 2>&1
cat $OUT/four_step_shapes.txt; echo "probe done at $(( $(date +%s) - t0 )) s"
source bench/device/gpu_env.sh; find_cufft
mkdir -p nb/tools/prism && cp build-pack/prism-new nb/tools/prism/prism
run() {  # tag binary [options]
    local tag=$1 bin=$2; shift 2
    PRISM_CACHE_DIR=/tmp/cache-$tag $bin bench --backend cuda --quick --quiet --set barrier_ab \
        --json $OUT/$tag.json "$@" > /tmp/$tag.txt 2>&1
    echo "$tag done at $(( $(date +%s) - t0 )) s"
}
base=build-dev/tools/prism/prism new=nb/tools/prism/prism
run base1 $base --no-cufft; run new1 $new; run base2 $base --no-cufft; run new2 $new --no-cufft
cp /tmp/new1.txt $OUT/new1.txt
python3 bench/device/compare_runs.py base1 $OUT/base1.json new1 $OUT/new1.json base2 $OUT/base2.json new2 $OUT/new2.json 2>&1 | tail -30 || true
cd $OUT && tar cJf ab.tar.xz *.json && rm *.json; ls $OUT
