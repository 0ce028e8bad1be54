#!/usr/bin/python3
"""End-to-end check of `prism fft`, `rfft`, `irfft`, `dct` and `dst` against numpy.fft and scipy.fft.

Makes random inputs with numpy, runs the prism binary on them, and asserts the relative L2 error of
each result against numpy.fft.fftn / ifftn / rfftn / irfftn or scipy.fft.dctn / dstn / idctn / idstn
(computed in double) is below 1e-5 for single and 1e-12 for double precision, and that dtype and
shape are what the command promises (complex64 <-> complex64 for fft, float32 <-> complex64 for
rfft and irfft, float32 <-> float32 for dct and dst; the same in double). Needs a Python with numpy
(Debian's /usr/bin/python3), and scipy (python3-scipy) for the dct and dst groups.
Usage: check_transforms.py --prism PATH [--backend opencl] [--group NAME]
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

TOLERANCE = {np.float32: 1e-5, np.float64: 1e-12}
F32, F64 = np.float32, np.float64
COMPLEX_OF = {F32: np.complex64, F64: np.complex128}


# Cases: (command, shape, options, precision). options: axes (list or None), norm, n (irfft output
# length or None), type (dct/dst), inverse (fft, dct, dst), hermitian (irfft input made by rfftn).
def case(command, shape, precision, axes=None, norm="backward", n=None, type=2, inverse=False, hermitian=False):
    return (command, shape, dict(axes=axes, norm=norm, n=n, type=type, inverse=inverse, hermitian=hermitian),
            precision)


def fft(shape, axes, norm, inverse, precision):
    return case("fft", shape, precision, axes=axes, norm=norm, inverse=inverse)


GROUPS = {
    "1d": [fft((16,), None, "backward", False, F32), fft((1024,), None, "backward", False, F32),
           fft((1000,), None, "backward", False, F64), fft((1024,), None, "backward", True, F64),
           fft((4096,), None, "backward", True, F32), fft((210,), None, "backward", False, F64)],
    "nd": [fft((8, 6), None, "backward", False, F32), fft((256, 256), None, "backward", False, F32),
           fft((32, 30, 28), None, "backward", False, F64), fft((4, 5, 6, 7), None, "backward", True, F64),
           fft((16, 8, 4, 2, 2), None, "backward", False, F32)],
    "axes": [fft((64, 128), [1], "backward", False, F32), fft((4, 6, 8), [1], "backward", False, F64),
             fft((4, 6, 8), [0, 2], "backward", True, F32), fft((4, 6, 8), [-1, 0], "backward", False, F64),
             fft((512, 16), [0], "backward", False, F32), fft((3, 5, 8, 10), [-3, -1], "backward", False, F64),
             fft((1, 7, 1, 16), None, "backward", False, F32), fft((5, 1), [1], "backward", True, F64)],
    "any_size": [fft((17,), None, "backward", False, F32), fft((4099,), None, "backward", True, F64),
                 fft((65537,), None, "ortho", False, F32), fft((1 << 16,), None, "backward", False, F32),
                 fft((17, 4099, 3), None, "backward", False, F32), fft((1, 1009), None, "forward", True, F64),
                 fft((3, 10007), [1], "backward", False, F32), fft((1,), None, "backward", False, F32)],
    "norms": [fft((24,), None, norm, inverse, precision) for norm in ("backward", "ortho", "forward")
              for inverse in (False, True) for precision in (F32, F64)] +
             [fft((6, 10), [0], "ortho", True, F32), fft((6, 10), None, "forward", False, F64)],
    "rfft_1d": [case("rfft", (16,), F32), case("rfft", (17,), F64), case("rfft", (1000,), F32),
                case("rfft", (1,), F64), case("rfft", (2,), F32), case("rfft", (4099,), F32),
                case("rfft", (10007,), F64), case("rfft", (5, 30), F32, axes=[-1])],
    "rfft_nd": [case("rfft", (8, 6), F32), case("rfft", (5, 7, 9), F64), case("rfft", (4, 6, 8), F32, axes=[0, 2]),
                # numpy halves the last axis listed: here axis 0.
                case("rfft", (4, 6, 8), F64, axes=[2, 0]), case("rfft", (4, 6, 8), F32, axes=[1]),
                case("rfft", (3, 1, 7), F64), case("rfft", (16, 8, 4, 2), F32), case("rfft", (10, 3), F64, axes=[0])],
    "irfft": [case("irfft", (9,), F32, hermitian=True), case("irfft", (9,), F64, n=17, hermitian=True),
              case("irfft", (9,), F64, n=10), case("irfft", (5,), F32, n=20), case("irfft", (9,), F64),
              case("irfft", (8, 5), F32, hermitian=True), case("irfft", (8, 5), F64),
              case("irfft", (6, 4), F64, axes=[1, 0]), case("irfft", (4, 6, 8), F32, axes=[0, 1]),
              case("irfft", (3, 5, 4), F64, axes=[2], n=7), case("irfft", (2, 1), F64, n=1),
              case("irfft", (2050,), F32)],
    "real_norms": [case(command, shape, precision, norm=norm)
                   for command, shape in (("rfft", (24,)), ("irfft", (13,)), ("rfft", (6, 10)), ("irfft", (6, 6)))
                   for norm in ("backward", "ortho", "forward") for precision in (F32, F64)],
    "dct": [case("dct", shape, precision, type=t) for t in (1, 2, 3, 4)
            for shape, precision in (((32,), F64), ((17,), F32), ((6, 5), F64))] +
           [case("dct", (4, 6, 3), F32, type=2, axes=[0]), case("dct", (4, 6, 3), F64, type=1, axes=[2, 0]),
            case("dct", (1000,), F32, type=2), case("dct", (4099,), F64, type=3),
            case("dct", (12,), F64, type=1, inverse=True), case("dct", (12,), F32, type=2, inverse=True),
            case("dct", (5, 6), F64, type=3, inverse=True), case("dct", (12,), F64, type=4, inverse=True)],
    "dst": [case("dst", shape, precision, type=t) for t in (1, 2, 3, 4)
            for shape, precision in (((32,), F64), ((17,), F32), ((6, 5), F64))] +
           [case("dst", (1,), F64, type=1), case("dst", (1, 3), F32, type=2), case("dst", (4, 6, 3), F64, type=4, axes=[1]),
            case("dst", (1000,), F64, type=2), case("dst", (12,), F64, type=1, inverse=True),
            case("dst", (12,), F32, type=3, inverse=True), case("dst", (5, 6), F64, type=2, inverse=True)],
    "real_to_real_norms": [case(command, shape, precision, type=t, norm=norm, inverse=inverse)
                           for command in ("dct", "dst") for t in (1, 2, 3, 4) for norm in ("ortho", "forward")
                           for shape, precision, inverse in (((10,), F64, False), ((7, 4), F32, True))],
}


def scipy_dst_is_orthonormal():
    """scipy before 1.11 scales index 0 of DST-II/III for norm='ortho' (scipy issue 18452), which is
    not orthogonal; prism follows the orthonormal definition (index n-1), as later scipy does."""
    import scipy.fft
    m = scipy.fft.dst(np.eye(3), type=2, norm="ortho", axis=0)
    return np.allclose(m.T @ m, np.eye(3))


def orthonormal_dst_axis(x, type, axis):
    """DST of one type along one axis with norm='ortho' and the endpoint factor on index n-1."""
    import scipy.fft
    x = np.moveaxis(np.array(x, dtype=np.float64), axis, -1)
    if type == 3:
        x = x.copy()
        x[..., -1] *= np.sqrt(2)
    y = scipy.fft.dst(x, type=type, norm="ortho", orthogonalize=False, axis=-1)
    if type == 2:
        y[..., -1] /= np.sqrt(2)
    return np.moveaxis(y, -1, axis)


def real_to_real_reference(command, x, options):
    import scipy.fft  # only the dct and dst groups need scipy
    axes = options["axes"]
    kind, norm, inverse = options["type"], options["norm"], options["inverse"]
    if command == "dst" and norm == "ortho" and kind in (2, 3) and not scipy_dst_is_orthonormal():
        applied = {2: 3, 3: 2}[kind] if inverse else kind  # the orthonormal inverse of type 2 is type 3
        for axis in (axes if axes is not None else range(x.ndim)):
            x = orthonormal_dst_axis(x, applied, axis)
        return x
    transform = {("dct", False): scipy.fft.dctn, ("dct", True): scipy.fft.idctn,
                 ("dst", False): scipy.fft.dstn, ("dst", True): scipy.fft.idstn}[(command, inverse)]
    return transform(x, type=kind, axes=axes, norm=norm)


def reference(command, data, options):
    axes, norm = options["axes"], options["norm"]
    if command == "fft":
        return (np.fft.ifftn if options["inverse"] else np.fft.fftn)(data.astype(np.complex128), axes=axes, norm=norm)
    if command == "rfft":
        return np.fft.rfftn(data.astype(np.float64), axes=axes, norm=norm)
    if command == "irfft":
        wide = data.astype(np.complex128)
        if options["n"] is None:
            return np.fft.irfftn(wide, axes=axes, norm=norm)
        listed = axes if axes is not None else list(range(data.ndim))
        s = [data.shape[a] for a in listed[:-1]] + [options["n"]]
        return np.fft.irfftn(wide, s=s, axes=listed, norm=norm)
    return real_to_real_reference(command, data.astype(np.float64), options)


def random_complex(rng, shape, precision):
    return (rng.uniform(-1, 1, shape) + 1j * rng.uniform(-1, 1, shape)).astype(COMPLEX_OF[precision])


def make_input(rng, command, shape, options, precision):
    if command == "fft":
        return random_complex(rng, shape, precision)
    if command != "irfft":
        return rng.uniform(-1, 1, shape).astype(precision)
    if options["hermitian"]:
        # The spectrum of real data of the default output length: what irfftn inverts exactly.
        axes = options["axes"] if options["axes"] is not None else list(range(len(shape)))
        real_shape = list(shape)
        real_shape[axes[-1]] = options["n"] or 2 * (shape[axes[-1]] - 1)
        spectrum = np.fft.rfftn(rng.uniform(-1, 1, real_shape), axes=axes)
        assert spectrum.shape == tuple(shape), (spectrum.shape, shape)
        return spectrum.astype(COMPLEX_OF[precision])
    # Any complex data: irfftn ignores the imaginary parts numpy's irfft ignores.
    return random_complex(rng, shape, precision)


def prism_command(prism, backend, command, source, target, options):
    line = [prism, command, source, target, "--norm", options["norm"]]
    if backend:
        line += ["--backend", backend]
    if options["axes"] is not None:
        line.append("--axes=" + ",".join(str(a) for a in options["axes"]))
    if command == "irfft" and options["n"] is not None:
        line += ["--n", str(options["n"])]
    if command in ("dct", "dst"):
        line += ["--type", str(options["type"])]
    if command in ("fft", "dct", "dst") and options["inverse"]:
        line.append("--inverse")
    return line


def expected_dtype(command, precision):
    return COMPLEX_OF[precision] if command in ("fft", "rfft") else precision


def check_case(prism, backend, directory, index, test):
    command, shape, options, precision = test
    rng = np.random.default_rng(index + 1)
    data = make_input(rng, command, shape, options, precision)
    source, target = os.path.join(directory, f"in{index}.npy"), os.path.join(directory, f"out{index}.npy")
    np.save(source, np.ascontiguousarray(data))  # rfftn's output can be in Fortran order
    shown = {k: v for k, v in options.items()
             if v not in (None, False) and (k != "type" or command in ("dct", "dst"))}
    label = f"{command} shape {shape} {np.dtype(data.dtype).name} {shown}"
    run = subprocess.run(prism_command(prism, backend, command, source, target, options), capture_output=True,
                         text=True)
    if run.returncode != 0:
        return f"FAIL {label}: exit {run.returncode}: {run.stderr.strip()}"
    result = np.load(target)
    expected = reference(command, data, options)
    if result.dtype != expected_dtype(command, precision) or result.shape != expected.shape:
        return f"FAIL {label}: got {result.dtype} {result.shape}, expected " \
               f"{np.dtype(expected_dtype(command, precision)).name} {expected.shape}"
    error = np.linalg.norm(result - expected) / np.linalg.norm(expected)
    passed = error <= TOLERANCE[precision]
    print(f"{'ok  ' if passed else 'FAIL'} {label}: relative L2 error {error:.2e}")
    return None if passed else f"FAIL {label}: error {error:.2e}"


def check_precision_flag(prism, backend, directory):
    """--precision-check prints the error against FFTW in long double and passes on a good result."""
    source, target = os.path.join(directory, "pc_in.npy"), os.path.join(directory, "pc_out.npy")
    np.save(source, np.exp(2j * np.pi * np.arange(64) / 7).astype(np.complex128))
    options = case("fft", (64,), F64)[2]
    run = subprocess.run(prism_command(prism, backend, "fft", source, target, options) + ["--precision-check"],
                         capture_output=True, text=True)
    if run.returncode != 0 or "precision check: relative L2 error" not in run.stdout or "OK" not in run.stdout:
        return f"FAIL --precision-check: exit {run.returncode}, stdout {run.stdout!r}, stderr {run.stderr!r}"
    print("ok   --precision-check: " + run.stdout.strip())
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prism", required=True, help="path of the prism binary")
    parser.add_argument("--backend", default="", help="passed on as --backend")
    parser.add_argument("--group", choices=sorted(GROUPS), action="append", help="case groups (default: all)")
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory(prefix="prism_check_transforms_") as directory:
        index = 0
        for group in args.group or sorted(GROUPS):
            for test in GROUPS[group]:
                failures.append(check_case(args.prism, args.backend, directory, index, test))
                index += 1
        if args.group is None or "norms" in args.group:
            failures.append(check_precision_flag(args.prism, args.backend, directory))
    failures = [f for f in failures if f]
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
