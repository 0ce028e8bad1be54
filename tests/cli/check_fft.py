#!/usr/bin/python3
"""End-to-end check of `prism fft` against numpy.fft.fftn / ifftn.

Makes random complex inputs with numpy, runs the prism binary on them, and asserts the relative L2
error of each result against numpy (computed in complex128) is below 1e-5 for complex64 and 1e-12
for complex128, and that dtype and shape are kept. Needs a Python with numpy (Debian's
/usr/bin/python3). Usage: check_fft.py --prism PATH [--backend opencl] [--group NAME]
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

TOLERANCE = {np.complex64: 1e-5, np.complex128: 1e-12}

# (shape, axes or None for all, norm, inverse, dtype), grouped so CTest can run the groups apart.
C64, C128 = np.complex64, np.complex128
GROUPS = {
    "1d": [((16,), None, "backward", False, C64), ((1024,), None, "backward", False, C64),
           ((1000,), None, "backward", False, C128), ((1024,), None, "backward", True, C128),
           ((4096,), None, "backward", True, C64), ((210,), None, "backward", False, C128)],
    "nd": [((8, 6), None, "backward", False, C64), ((256, 256), None, "backward", False, C64),
           ((32, 30, 28), None, "backward", False, C128), ((4, 5, 6, 7), None, "backward", True, C128),
           ((16, 8, 4, 2, 2), None, "backward", False, C64)],
    "axes": [((64, 128), [1], "backward", False, C64), ((4, 6, 8), [1], "backward", False, C128),
             ((4, 6, 8), [0, 2], "backward", True, C64), ((4, 6, 8), [-1, 0], "backward", False, C128),
             ((512, 16), [0], "backward", False, C64), ((3, 5, 8, 10), [-3, -1], "backward", False, C128),
             ((1, 7, 1, 16), None, "backward", False, C64), ((5, 1), [1], "backward", True, C128)],
    "any_size": [((17,), None, "backward", False, C64), ((4099,), None, "backward", True, C128),
                 ((65537,), None, "ortho", False, C64), ((1 << 16,), None, "backward", False, C64),
                 ((17, 4099, 3), None, "backward", False, C64), ((1, 1009), None, "forward", True, C128),
                 ((3, 10007), [1], "backward", False, C64), ((1,), None, "backward", False, C64)],
    "norms": [((24,), None, norm, inverse, dtype) for norm in ("backward", "ortho", "forward")
              for inverse in (False, True) for dtype in (C64, C128)] +
             [((6, 10), [0], "ortho", True, C64), ((6, 10), None, "forward", False, C128)],
}


def numpy_reference(data, axes, norm, inverse):
    wide = data.astype(np.complex128)
    return (np.fft.ifftn if inverse else np.fft.fftn)(wide, axes=axes, norm=norm)


def prism_command(prism, backend, source, target, axes, norm, inverse):
    command = [prism, "fft", source, target, "--norm", norm]
    if backend:
        command += ["--backend", backend]
    if inverse:
        command.append("--inverse")
    if axes is not None:
        command.append("--axes=" + ",".join(str(a) for a in axes))
    return command


def check_case(prism, backend, directory, index, case):
    shape, axes, norm, inverse, dtype = case
    rng = np.random.default_rng(index + 1)
    data = (rng.uniform(-1, 1, shape) + 1j * rng.uniform(-1, 1, shape)).astype(dtype)
    source, target = os.path.join(directory, f"in{index}.npy"), os.path.join(directory, f"out{index}.npy")
    np.save(source, data)
    command = prism_command(prism, backend, source, target, axes, norm, inverse)
    run = subprocess.run(command, capture_output=True, text=True)
    label = f"shape {shape} axes {axes} norm {norm} {'inverse' if inverse else 'forward'} {np.dtype(dtype).name}"
    if run.returncode != 0:
        return f"FAIL {label}: exit {run.returncode}: {run.stderr.strip()}"
    result = np.load(target)
    if result.dtype != dtype or result.shape != data.shape:
        return f"FAIL {label}: got {result.dtype} {result.shape}"
    expected = numpy_reference(data, axes, norm, inverse)
    error = np.linalg.norm(result - expected) / np.linalg.norm(expected)
    verdict = "ok  " if error <= TOLERANCE[dtype] else "FAIL"
    print(f"{verdict} {label}: relative L2 error {error:.2e}")
    return None if error <= TOLERANCE[dtype] else f"FAIL {label}: error {error:.2e}"


def check_precision_flag(prism, backend, directory):
    """--precision-check prints the error against FFTW in long double and passes on a good result."""
    source, target = os.path.join(directory, "pc_in.npy"), os.path.join(directory, "pc_out.npy")
    np.save(source, np.exp(2j * np.pi * np.arange(64) / 7).astype(np.complex128))
    run = subprocess.run(prism_command(prism, backend, source, target, None, "backward", False) + ["--precision-check"],
                         capture_output=True, text=True)
    if run.returncode != 0 or "precision check: relative L2 error" not in run.stdout or "OK" not in run.stdout:
        return f"FAIL --precision-check: exit {run.returncode}, stdout {run.stdout!r}, stderr {run.stderr!r}"
    print("ok   --precision-check: " + run.stdout.strip())
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prism", required=True, help="path of the prism binary")
    parser.add_argument("--backend", default="", help="passed on as prism fft --backend")
    parser.add_argument("--group", choices=sorted(GROUPS), action="append", help="case groups (default: all)")
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory(prefix="prism_check_fft_") as directory:
        index = 0
        for group in args.group or sorted(GROUPS):
            for case in GROUPS[group]:
                failures.append(check_case(args.prism, args.backend, directory, index, case))
                index += 1
        if args.group is None or "norms" in args.group:
            failures.append(check_precision_flag(args.prism, args.backend, directory))
    failures = [f for f in failures if f]
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
