#!/usr/bin/env bash
# Installs prism from BUILD_DIR into a temporary prefix, builds examples/minimal against it with
# find_package(prism), and runs it: the path a user of the installed library takes.
set -euo pipefail
build_dir="$1"
source_dir="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cmake --install "$build_dir" --prefix "$work/prefix" >/dev/null
cmake -S "$source_dir/examples/minimal" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/build" >/dev/null
test -x "$work/prefix/bin/prism" || { echo "prism tool not installed"; exit 1; }
test -f "$work/prefix/include/prism/prism.h" || { echo "C header not installed"; exit 1; }
"$work/build/prism_minimal"
