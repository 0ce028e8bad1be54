# Shared by the scripts in bench/device: finding cuFFT on a GPU machine and naming its GPU in file
# names. Sourced, not run.

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
