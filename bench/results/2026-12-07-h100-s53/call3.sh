#!/usr/bin/env bash
# Session 53's third call, on the same machine: issue 4's sets (multipass, primes, radix) and issue 5's
# (real_even, real_odd, dct) with cuFFT, `--quick`, each under its own limit (seconds after the name).
set -uo pipefail
root=$(pwd); t0=$(date +%s)
[ -x build-dev/tools/prism/prism ] || bash tests/device/unpack_prebuilt.sh > /dev/null
export LD_LIBRARY_PATH=$root/build-dev/lib PRISM_BENCH_SETS=$root/bench/sets
source bench/device/gpu_env.sh; find_cufft
for set_limit in ${@:-multipass:70 primes:80 radix:60 real_even:80 real_odd:70 dct:90}; do
    set=${set_limit%:*} limit=${set_limit#*:}
    timeout -k 5 $((limit + 15)) build-dev/tools/prism/prism bench --backend cuda --set $set --quick \
        --time-limit $limit --json $OUT/$set.json --quiet > $OUT/$set.txt 2>&1
    echo "$set exit $? at $(( $(date +%s) - t0 )) s"
done
(cd $OUT && tar cJf runs.tar.xz *.json *.txt && rm -f *.json); ls $OUT
