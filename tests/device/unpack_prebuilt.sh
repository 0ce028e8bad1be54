#!/usr/bin/env bash
# On the GPU machine: unpacks a build that tests/device/pack_prebuilt.sh packed, so that
# tests/device/run_prebuilt.sh build-gpu and bench/device/*.sh build-gpu find it.
#   tests/device/unpack_prebuilt.sh [TARBALL]      (default: build-pack/dev.tar.xz)
# The tarball holds build-dev/; CTest's files name /work/main/build-gpu, so build-gpu becomes a link
# to build-dev and /work/main a link to this tree where it is elsewhere.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tarball="${1:-build-pack/dev.tar.xz}"
cd "$root"
[ -f "$tarball" ] || { echo "unpack_prebuilt.sh: no $tarball (carry it: run's carry [\"build-pack\"])" >&2; exit 2; }
tar xJf "$tarball"
rm -rf build-gpu && ln -s build-dev build-gpu
if [ "$root" != /work/main ] && [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi
echo "unpack_prebuilt.sh: build-gpu -> build-dev ($(du -sh build-dev | cut -f1))"
