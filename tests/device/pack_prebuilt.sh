#!/usr/bin/env bash
# Packs a build for the GPU machine small enough to travel with the device tool's working tree
# (64 MiB in all, of which bench/results takes most): the test binaries, the CTest files and the
# prism tool, stripped, with the libraries they need that the GPU machine lacks, in one xz tarball.
#   tests/device/pack_prebuilt.sh [BUILD_DIR] [TARBALL]     (defaults: build-gpu build-pack/dev.tar.xz)
# On the GPU machine, tests/device/unpack_prebuilt.sh unpacks it:
#   tar xJf build-pack/dev.tar.xz && ln -sfn build-dev build-gpu
# CTest files name /work/main/build-gpu, so the unpacked build-dev stands in for build-gpu there.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-build-gpu}"
tarball="${2:-build-pack/dev.tar.xz}"
cd "$root"
[ -x "$build/tools/prism/prism" ] || { echo "pack_prebuilt.sh: no $build/tools/prism/prism; build first" >&2; exit 2; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
dev="$stage/build-dev"
mkdir -p "$dev"
# CTest's files and GoogleTest's discovered test lists, then every executable under tests/ and the tool.
(cd "$build" && find . \( -name 'CTestTestfile.cmake' -o -name '*_tests.cmake' -o -name '*_include.cmake' \
    -o -name '*_labels.cmake' -o -name 'cmake_install.cmake' -o -name 'prismConfig*.cmake' \) -print0 |
    xargs -0 cp --parents -t "$dev")
(cd "$build" && find tests tools/prism/prism -maxdepth 3 -type f -perm -u+x ! -name '*.sh' -print0 |
    xargs -0 cp --parents -t "$dev")
find "$dev" -type f -perm -u+x -exec strip --strip-unneeded {} + 2>/dev/null || true
# The libraries the GPU machine has no package for: FFTW (double and long double) and libpng.
mkdir -p "$dev/lib"
for lib in libfftw3l.so.3 libfftw3.so.3 libpng16.so.16; do
    path=$(ldd "$build/tools/prism/prism" "$build/tests/accuracy/prism_accuracy_tests" | awk -v l="$lib" '$1 == l { print $3; exit }')
    [ -n "$path" ] && cp -L "$path" "$dev/lib/"
done
mkdir -p "$(dirname "$tarball")"
tar -C "$stage" -cf - build-dev | xz -9 -T2 > "$tarball"
echo "pack_prebuilt.sh: $tarball $(du -h "$tarball" | cut -f1) ($(du -sh "$dev" | cut -f1) unpacked)"
