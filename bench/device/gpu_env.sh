# Shared by the scripts in bench/device: finding cuFFT on a GPU machine, naming its GPU in file
# names, and the carried build and results folder every script starts from. Sourced, not run;
# the script sets $root (the repository) first.

# cuFFT ships with the CUDA toolkit (prism looks in /usr/local/cuda/lib64 itself) and with Python's
# nvidia wheels (PyTorch, CuPy); point prism at the latter when the loader cannot find it.
find_cufft() {
    [ -n "${PRISM_CUFFT_LIBRARY:-}" ] && return
    ldconfig -p 2>/dev/null | grep -q 'libcufft\.so' && return
    local dir found
    for dir in "${CUDA_HOME:-/usr/local/cuda}/lib64" /usr/local/cuda/lib64; do
        compgen -G "$dir/libcufft.so*" >/dev/null && return
    done
    found=$(find /opt /usr/local /usr/lib -name 'libcufft.so.1[0-9]*' 2>/dev/null | sort | head -n1)
    if [ -n "$found" ]; then export PRISM_CUFFT_LIBRARY="$found"; fi
}

# "h100" from "NVIDIA H100 80GB HBM3": the first word made of a letter and digits.
gpu_tag() {
    local name
    name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n1)
    name=$(grep -oE '\b[A-Za-z]+[0-9]+[A-Za-z0-9]*\b' <<<"${name#NVIDIA }" | head -n1 | tr 'A-Z' 'a-z')
    echo "${name:-gpu}"
}

# BUILD_DIR (absolute, or relative to the repository root $root) as $build and its prism tool as
# $prism, with the libraries carried in BUILD_DIR/lib on the loader's path and this tree's size
# sets; returns 1 when the tool is missing.
use_build() {
    build="$1"
    case "$build" in /*) ;; *) build="$root/$build" ;; esac
    prism="$build/tools/prism/prism"
    export LD_LIBRARY_PATH="$build/lib:${LD_LIBRARY_PATH:-}"
    export PRISM_BENCH_SETS="${PRISM_BENCH_SETS:-$root/bench/sets}"
    [ -x "$prism" ]
}

# The folder results go to ($OUT, or bench/results) as $out, created; returns 1 when it cannot be.
use_results_dir() {
    out="${OUT:-$root/bench/results}"
    mkdir -p "$out"
}
