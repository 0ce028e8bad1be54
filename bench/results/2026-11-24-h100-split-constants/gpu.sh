#!/usr/bin/env bash
# Session 35 device modes. Run from the repo root after unpacking exp/carry.tar.xz.
set -uo pipefail
mode="$1"; shift
export LD_LIBRARY_PATH="$PWD/build-gpu/lib:${LD_LIBRARY_PATH:-}"
export PRISM_BENCH_SETS="$PWD/bench/sets"
P=build-gpu/tools/prism/prism
mkdir -p /tmp/o
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
errs() {  # prism error / cuFFT error per case, the ones above 1 marked
python3 - "$@" <<'PY'
import json,sys
for f in sys.argv[1:]:
    d=json.load(open(f)); above=0; n=0
    for c in d['cases']:
        p=c.get('prism',{}); q=c.get('cufft',{})
        if p.get('status')!='ok' or q.get('status')!='ok' or not q.get('error'): continue
        r=p['error']/q['error']; n+=1
        if r>1: above+=1; print('  above', c['case'], '%.3e %.3e %.4f'%(p['error'],q['error'],r))
    print(f, 'cases', n, 'prism error above cuFFT:', above)
PY
}
case "$mode" in
acc)   # base tool against this build on exp/acc.txt with cuFFT (errors and speed), then the device suite
    timeout 200 exp/prism_base bench --backend cuda --set exp/acc.txt --quick --json /tmp/o/acc-base.json > /tmp/o/acc-base.txt 2>&1; echo "base exit $?"
    timeout 200 $P bench --backend cuda --set exp/acc.txt --quick --json /tmp/o/acc-new.json > /tmp/o/acc-new.txt 2>&1; echo "new exit $?"
    python3 bench/device/compare_runs.py base /tmp/o/acc-base.json new /tmp/o/acc-new.json
    errs /tmp/o/acc-base.json /tmp/o/acc-new.json
    PRISM_COMMIT=$(cat exp/commit) OUT=/tmp/o bash tests/device/run_prebuilt.sh build-gpu ;;
smooth) # every 13-smooth N <= 4096, both precisions, with cuFFT
    for p in 32 64; do
        timeout 295 $P bench --backend cuda --set exp/smooth$p.txt --quick --time-limit 265 --json /tmp/o/smooth$p.json > /tmp/o/smooth$p.txt 2>&1; echo "smooth$p exit $?"
        tail -12 /tmp/o/smooth$p.txt
    done
    errs /tmp/o/smooth32.json /tmp/o/smooth64.json ;;
esac
case "$mode" in
rest)  # the smooth cases the last call's time limit left, then base against this build where it read slowest
    timeout 200 $P bench --backend cuda --set exp/rest.txt --quick --json /tmp/o/rest.json > /tmp/o/rest.txt 2>&1; echo "rest exit $?"; tail -3 /tmp/o/rest.txt
    errs /tmp/o/rest.json
    for r in 1 2; do
        timeout 100 exp/prism_base bench --backend cuda --set exp/slow.txt --quick --json /tmp/o/slow-base$r.json > /tmp/o/slow-base$r.txt 2>&1; echo "base exit $?"
        timeout 100 $P bench --backend cuda --set exp/slow.txt --quick --json /tmp/o/slow-new$r.json > /tmp/o/slow-new$r.txt 2>&1; echo "new exit $?"
        python3 bench/device/compare_runs.py base /tmp/o/slow-base$r.json new /tmp/o/slow-new$r.json
    done ;;
esac
