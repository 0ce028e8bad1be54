#!/usr/bin/python3
"""One bad-input case for `prism fft` (or `rfft`, `irfft`, `dct`, `dst`): the command must exit with the promised status, print exactly
one line on stderr starting 'prism: error:', and leave no output (nor temporary) file behind.

Usage: bad_input.py --prism PATH --case NAME [--backend opencl]. Exit 0 pass, 1 fail, 77 skip.
Needs a Python with numpy (Debian's /usr/bin/python3) to make the inputs.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

USAGE, LIBRARY = 2, 3


def complex_array(shape, dtype=np.complex64):
    return (np.arange(int(np.prod(shape))) * (1 + 0.5j)).astype(dtype).reshape(shape)


def write_raw(path, data):
    with open(path, "wb") as file:
        file.write(data)


def saved(array, **kwargs):
    """An input file writer: np.save, or numpy.lib.format for Fortran order."""
    def make(path):
        if kwargs.get("fortran"):
            with open(path, "wb") as file:
                np.lib.format.write_array(file, np.asfortranarray(array))
        else:
            np.save(path, array)
    return make


def real_array(shape, dtype=np.float64):
    return (np.arange(int(np.prod(shape))) * 0.5).astype(dtype).reshape(shape)


def truncated(path):
    np.save(path, complex_array((8, 8)))
    with open(path, "rb") as file:
        data = file.read()
    write_raw(path, data[:-5])


# name: (make the input file or None, extra arguments, expected exit status, text the message must contain)
CASES = {
    "missing_file": (None, [], USAGE, "cannot open"),
    "not_npy": (lambda p: write_raw(p, b"this is plain text, not an array\n"), [], USAGE, "bad magic"),
    "unsupported_dtype": (saved(np.ones(4)), [], USAGE, "complex64 ('<c8') and complex128 ('<c16')"),
    "fortran_order": (saved(complex_array((4, 3)), fortran=True), [], USAGE, "Fortran order"),
    "big_endian": (saved(complex_array((4,)).astype(">c8")), [], USAGE, "big-endian"),
    "empty_array": (saved(np.zeros((0,), np.complex64)), [], USAGE, "empty"),
    "zero_length_axis": (saved(np.zeros((3, 0), np.complex128)), [], USAGE, "axis 1 has length 0"),
    "truncated": (truncated, [], USAGE, "truncated data"),
    "scalar": (saved(np.complex64(1 + 2j)), [], USAGE, "0-d array"),
    "too_many_axes": (saved(complex_array((2,) * 9)), [], USAGE, "at most 8"),
    "axis_out_of_range": (saved(complex_array((4, 4))), ["--axes=2"], USAGE, "out of range"),
    "negative_axis_out_of_range": (saved(complex_array((4, 4))), ["--axes=-3"], USAGE, "out of range"),
    "duplicate_axes": (saved(complex_array((4, 4))), ["--axes=1,-1"], USAGE, "repeated"),
    "bad_norm": (saved(complex_array((4,))), ["--norm", "sideways"], USAGE, "sideways"),
    "output_directory_missing": (saved(complex_array((4,))), [], USAGE, "does not exist"),
    # The real transforms: prism rfft, irfft, dct and dst.
    "rfft_complex_input": (saved(complex_array((8,))), [], USAGE, "real arrays (float32 or float64)"),
    "rfft_unsupported_dtype": (saved(np.arange(4)), [], USAGE, "unsupported dtype '<i8'"),
    "rfft_axis_out_of_range": (saved(real_array((4, 4))), ["--axes=2"], USAGE, "out of range"),
    "irfft_real_input": (saved(real_array((5,))), [], USAGE, "complex arrays (complex64 or complex128)"),
    "irfft_default_length_zero": (saved(complex_array((3, 1))), [], USAGE, "--n"),
    "irfft_bad_length": (saved(complex_array((5,))), ["--n", "0"], USAGE, "--n 0"),
    "dct_complex_input": (saved(complex_array((8,))), [], USAGE, "real arrays (float32 or float64)"),
    "dct_type_5": (saved(real_array((8,))), ["--type", "5"], USAGE, "--type"),
    "dst_type_0": (saved(real_array((8,))), ["--type", "0"], USAGE, "--type"),
    "dct1_single_point": (saved(real_array((1,))), ["--type", "1"], USAGE, "at least 2 points"),
    "dct1_length_one_axis": (saved(real_array((4, 1))), ["--type", "1"], USAGE, "axis 1 has length 1"),
    "dst_bad_norm": (saved(real_array((8,))), ["--norm", "none"], USAGE, "none"),
    "dct_empty_array": (saved(np.zeros((0,), np.float32)), [], USAGE, "empty"),
}

# The subcommand each case runs (`fft` unless named here).
COMMAND = {
    "rfft_complex_input": "rfft", "rfft_unsupported_dtype": "rfft", "rfft_axis_out_of_range": "rfft",
    "irfft_real_input": "irfft", "irfft_default_length_zero": "irfft", "irfft_bad_length": "irfft",
    "dct_complex_input": "dct", "dct_type_5": "dct", "dst_type_0": "dst", "dct1_single_point": "dct",
    "dct1_length_one_axis": "dct", "dst_bad_norm": "dst", "dct_empty_array": "dct",
}

# Sizes prism may not support yet (large primes need Bluestein); the first one it rejects is used.


def run_prism(prism, backend, directory, source, extra, output_name="out.npy", subcommand="fft"):
    target = os.path.join(directory, output_name)
    command = [prism, subcommand, source, target] + extra + (["--backend", backend] if backend else [])
    return subprocess.run(command, capture_output=True, text=True), target


def verdict(run, target, directory, inputs, status, fragment):
    """The list of broken promises (empty when the case passes)."""
    problems = []
    if run.returncode != status:
        problems.append(f"exit status {run.returncode}, expected {status}")
    lines = run.stderr.splitlines()
    if len(lines) != 1 or not lines[0].startswith("prism: error: "):
        problems.append(f"stderr is not one 'prism: error:' line: {run.stderr!r}")
    elif fragment not in lines[0]:
        problems.append(f"message lacks {fragment!r}: {lines[0]!r}")
    if os.path.exists(target):
        problems.append(f"{target} was left behind")
    leftovers = sorted(set(os.listdir(directory)) - set(inputs))
    if leftovers:
        problems.append(f"files left behind: {leftovers}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prism", required=True)
    parser.add_argument("--case", required=True, choices=sorted(CASES))
    parser.add_argument("--backend", default="")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="prism_bad_input_") as directory:
        make, extra, status, fragment = CASES[args.case]
        source = os.path.join(directory, "in.npy")
        if make:
            make(source)
        output_name = os.path.join("missing_directory", "out.npy") if args.case == "output_directory_missing" \
            else "out.npy"
        inputs = os.listdir(directory)
        run, target = run_prism(args.prism, args.backend, directory, source, extra, output_name,
                                COMMAND.get(args.case, "fft"))
        problems = verdict(run, target, directory, inputs, status, fragment)
    for problem in problems:
        print(f"FAIL {args.case}: {problem}", file=sys.stderr)
    if not problems:
        print(f"ok {args.case}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
