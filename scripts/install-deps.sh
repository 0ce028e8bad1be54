#!/usr/bin/env bash
# Installs, on Debian 12, every package prism needs to build, test and plot. Idempotent and quick:
# when everything is present it only asks dpkg and exits. Installing needs root.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git
  libfftw3-dev                                    # the accuracy reference, long double included
  ocl-icd-opencl-dev opencl-c-headers pocl-opencl-icd clinfo
  libgtest-dev libgmock-dev
  libcli11-dev
  libpng-dev
  python3-numpy python3-scipy python3-matplotlib  # for Debian's /usr/bin/python3
  clang-format
)

log() { echo "[prism] $*" >&2; }
die() { echo "[prism] error: $*" >&2; exit 1; }

# The packages dpkg does not list as installed.
missing_packages() {
  local installed
  installed=$(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${packages[@]}" 2>/dev/null || true)
  local name
  for name in "${packages[@]}"; do
    grep -qx "${name} installed" <<<"${installed}" || echo "${name}"
  done
}

install_packages() {
  local missing=("$@")
  if [[ ${EUID} -ne 0 ]]; then
    die "missing Debian packages: ${missing[*]}
        installing them needs root: sudo $0"
  fi
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q || die "apt-get update failed"
  apt-get install -y -q --no-install-recommends "${missing[@]}" || die "apt-get install failed"
}

# The CUDA toolkit is not a Debian package here; prism needs only its headers to build.
check_cuda_headers() {
  local root="${CUDA_HOME:-${CUDA_PATH:-/usr/local/cuda}}"
  local header
  for header in cuda.h nvrtc.h; do
    [[ -f "${root}/include/${header}" ]] || die "the CUDA toolkit's ${header} is not in ${root}/include.
        prism needs the CUDA headers to build (no GPU is needed): install the CUDA toolkit
        at /usr/local/cuda, or point CUDA_HOME at an existing one."
  done
}

main() {
  command -v dpkg-query >/dev/null || die "dpkg-query not found: this script is for Debian 12"
  local missing
  mapfile -t missing < <(missing_packages)
  if ((${#missing[@]} > 0)); then
    install_packages "${missing[@]}"
    mapfile -t missing < <(missing_packages)
    ((${#missing[@]} == 0)) || die "still missing after apt-get install: ${missing[*]}"
  fi
  check_cuda_headers
  log "dependencies present"
}

main "$@"
