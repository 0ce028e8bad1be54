#!/usr/bin/env python3
"""Plots of `prism bench` results: one PNG per result file and precision, with two panels.

  top:    GB/s (2 * bytes / time of one transform) against the transform size N, log2 axis, for
          prism and cuFFT, with the device-to-device copy bandwidth of the same run as a line;
          sizes prism refused are marked on the axis
  bottom: relative L2 error of a forward transform against FFTW in long double, prism and cuFFT,
          with the test suites' bound 4 * eps * log2(N) for scale

  bench/plot.py RESULT.json [RESULT.json ...] [--out DIR]

Writes DIR/<result name>-<precision>.png (DIR defaults to each JSON file's folder) and prints each
path. Needs only matplotlib (Debian's python3-matplotlib).
"""

import argparse
import json
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")  # no display on GPU machines or in CI
import matplotlib.pyplot as plt  # noqa: E402  (must follow the backend choice)

EPSILON = {"f32": 2.0**-24, "f64": 2.0**-53}
BOUND_FACTOR = 4.0  # reference::k_suite_bound_factor, the tests' and `prism check`'s c


def load(path):
    with open(path) as f:
        doc = json.load(f)
    if not str(doc.get("schema", "")).startswith("prism-bench/"):
        sys.exit(f"plot.py: {path} is not a `prism bench` result (schema {doc.get('schema')!r})")
    return doc


def by_precision(cases):
    groups = {}
    for case in cases:
        if not case.get("skipped"):
            groups.setdefault(case["precision"], []).append(case)
    for group in groups.values():
        group.sort(key=lambda c: c["transform_size"])
    return groups


def series(cases, library, field):
    """(N, value) pairs where the library ran and the value is known."""
    points = [(c["transform_size"], c[library][field]) for c in cases
              if c[library]["status"] == "ok" and c[library][field] is not None]
    return [p[0] for p in points], [p[1] for p in points]


def title(doc, precision):
    env = doc["environment"]
    commit = env.get("commit", "unknown")[:10]
    return (f"{doc['set']} C2C {precision} on {env['device']['name']} ({env['backend']})\n"
            f"{env['date_utc']}, commit {commit}")


def plot_rates(ax, doc, cases):
    for library, label, style in (("prism", "prism", "o-"), ("cufft", "cuFFT", "s--")):
        n, rate = series(cases, library, "gb_per_s")
        if n:
            ax.plot(n, rate, style, markersize=3, label=label)
    copy = doc["copy"]["gb_per_s"]
    if copy:
        ax.axhline(copy, color="gray", linestyle=":", label=f"copy bandwidth ({copy:.0f} GB/s)")
    refused = [c["transform_size"] for c in cases if c["prism"]["status"] == "unsupported"]
    if refused:
        ax.plot(refused, [0] * len(refused), "rx", clip_on=False, label="prism: unsupported")
    ax.set_ylabel("GB/s (2 x bytes / time)")
    ax.set_ylim(bottom=0)


def plot_errors(ax, cases, precision):
    for library, label, style in (("prism", "prism", "o"), ("cufft", "cuFFT", "s")):
        points = [(n, e) for n, e in zip(*series(cases, library, "error")) if e > 0]  # log axis
        if points:
            ax.plot([p[0] for p in points], [p[1] for p in points], style, markersize=3, label=label)
    sizes = sorted({c["transform_size"] for c in cases})
    bound = [BOUND_FACTOR * EPSILON[precision] * math.log2(max(n, 2)) for n in sizes]
    ax.plot(sizes, bound, color="gray", linestyle=":", label=f"test bound {BOUND_FACTOR:g} eps log2 N")
    ax.set_yscale("log")
    ax.set_ylabel("relative L2 error")


def plot_one(doc, precision, cases, out_path):
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(10, 8), sharex=True, gridspec_kw={"height_ratios": [3, 2]})
    plot_rates(top, doc, cases)
    plot_errors(bottom, cases, precision)
    for ax in (top, bottom):
        ax.set_xscale("log", base=2)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8, loc="best")
    bottom.set_xlabel("transform size N (product of the shape)")
    top.set_title(title(doc, precision), fontsize=10)
    fig.tight_layout()
    fig.savefig(out_path, dpi=110)
    plt.close(fig)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("results", nargs="+", help="JSON files written by prism bench --json")
    parser.add_argument("--out", help="folder for the PNG files (default: beside each JSON file)")
    args = parser.parse_args()
    for path in args.results:
        doc = load(path)
        folder = args.out or os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        stem = os.path.splitext(os.path.basename(path))[0]
        groups = by_precision(doc["cases"])
        if not groups:
            print(f"plot.py: {path}: no case ran; nothing to plot", file=sys.stderr)
        for precision, cases in sorted(groups.items()):
            out_path = os.path.join(folder, f"{stem}-{precision}.png")
            plot_one(doc, precision, cases, out_path)
            print(out_path)


if __name__ == "__main__":
    main()
