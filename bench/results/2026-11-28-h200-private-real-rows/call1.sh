#!/usr/bin/env bash
# Session 39: one-thread R2C/C2R rows private (new) against the knob PRISM_EXP_BASE_ROWS (base = 26b0b73's rule).
set -uo pipefail
root=$(pwd); start=$(date +%s)
export LD_LIBRARY_PATH=$root/build-gpu/lib:${LD_LIBRARY_PATH:-}
export PRISM_BENCH_SETS=$root/bench/sets PRISM_CACHE_DIR=/tmp/pc
source bench/device/gpu_env.sh; find_cufft
P=$root/build-gpu/tools/prism/prism
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw --format=csv | tee $OUT/env.txt
el() { echo $(( $(date +%s) - start )); }
$P check --backend cuda --set one_thread_real --max-batch 4096 > $OUT/check-new.txt 2>&1; echo "check new rc=$? ($(el) s)"; tail -3 $OUT/check-new.txt
run() { # side json extra...
  local side=$1; shift
  if [ "$side" = base ]; then PRISM_EXP_BASE_ROWS=1 $P bench --backend cuda --quick --quiet "$@"; else $P bench --backend cuda --quick --quiet "$@"; fi
}
run new --set one_thread_real --json $OUT/new1.json > $OUT/new1.txt 2>&1; echo "new1 ($(el) s)"
run base --set one_thread_real --no-cufft --json $OUT/base1.json > $OUT/base1.txt 2>&1; echo "base1 ($(el) s)"
python3 bench/device/compare_runs.py base $OUT/base1.json new $OUT/new1.json > $OUT/cmp1.txt 2>&1
if [ $(el) -lt 150 ]; then
  run base --set one_thread_real --no-cufft --time-limit $((230 - $(el))) --json $OUT/base2.json > $OUT/base2.txt 2>&1; echo "base2 ($(el) s)"
  run new --set one_thread_real --no-cufft --time-limit $((265 - $(el))) --json $OUT/new2.json > $OUT/new2.txt 2>&1; echo "new2 ($(el) s)"
  python3 bench/device/compare_runs.py base $OUT/base2.json new $OUT/new2.json > $OUT/cmp2.txt 2>&1
fi
cd $OUT && xz -9 *.json; cat cmp1.txt | tail -50; cat cmp2.txt 2>/dev/null | tail -3; tar cJf logs.tar.xz *.txt && rm -f *.txt; ls
