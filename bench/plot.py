#!/usr/bin/env python3
"""Plots of `prism bench` results: one PNG per result file, transform family and precision.

  c2c and r2c:
    top:    GB/s (bytes one transform reads + writes / its time; see the JSON's method.metric) against
            the transform size N, log2 axis, for prism and cuFFT, with the device-to-device copy
            bandwidth of the same run as a line; sizes prism refused are marked on the axis
    bottom: relative L2 error of a forward transform against FFTW in long double, prism and cuFFT,
            with the test suites' bound 4 * eps * log2(N) for scale
  r2r (DCT/DST; cuFFT has none):
    top:    GB/s of each prism kind and of prism's own r2c of the same sizes (the reference), copy line
    middle: each kind's GB/s over prism's r2c, with issue 5's target of 0.9 for DCT-II/III
    bottom: errors of each kind against FFTW's r2r in long double, with the bound

  bench/plot.py RESULT.json [RESULT.json ...] [--out DIR]

A result may be xz-compressed (RESULT.json.xz: bench/results keeps its larger raw files so).

Writes DIR/<result name>-<precision>.png for c2c and DIR/<result name>-<r2c|r2r>-<precision>.png
for the real families (DIR defaults to each JSON file's folder) and prints each path. Needs only
matplotlib (Debian's python3-matplotlib).
"""

import argparse
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")  # no display on GPU machines or in CI
import matplotlib.pyplot as plt  # noqa: E402  (must follow the backend choice)

from result_file import load_json, result_stem  # noqa: E402  (bench/, this script's folder)

EPSILON = {"f32": 2.0**-24, "f64": 2.0**-53}
BOUND_FACTOR = 4.0  # reference::k_suite_bound_factor, the tests' and `prism check`'s c


def load(path):
    doc = load_json(path)
    if not str(doc.get("schema", "")).startswith("prism-bench/"):
        sys.exit(f"plot.py: {path} is not a `prism bench` result (schema {doc.get('schema')!r})")
    return doc


R2R_TARGET = 0.9  # issue 5: DCT-II/III at >= 0.9 x prism's own R2C GB/s


def family(case):
    """c2c, r2c or r2r; results older than prism-bench/2 hold c2c only."""
    return case.get("transform", "c2c")


def by_family_and_precision(cases):
    groups = {}
    for case in cases:
        if not case.get("skipped"):
            groups.setdefault((family(case), case["precision"]), []).append(case)
    for group in groups.values():
        group.sort(key=lambda c: c["transform_size"])
    return groups


def series(cases, library, field):
    """(N, value) pairs where the library ran and the value is known."""
    points = [(c["transform_size"], c[library][field]) for c in cases
              if c.get(library) and c[library]["status"] == "ok" and c[library][field] is not None]
    return [p[0] for p in points], [p[1] for p in points]


def by_kind(cases):
    kinds = {}
    for case in cases:
        kinds.setdefault(case.get("kind", family(case)), []).append(case)
    return kinds


def title(doc, kind, precision):
    env = doc["environment"]
    commit = env.get("commit", "unknown")[:10]
    return (f"{doc['set']} {kind.upper()} {precision} on {env['device']['name']} ({env['backend']})\n"
            f"{env['date_utc']}, commit {commit}")


def plot_copy_and_refused(ax, doc, cases):
    copy = doc["copy"]["gb_per_s"]
    if copy:
        ax.axhline(copy, color="gray", linestyle=":", label=f"copy bandwidth ({copy:.0f} GB/s)")
    refused = sorted({c["transform_size"] for c in cases if c["prism"]["status"] == "unsupported"})
    if refused:
        ax.plot(refused, [0] * len(refused), "rx", clip_on=False, label="prism: unsupported")
    ax.set_ylabel("GB/s (bytes read + written / time)")
    ax.set_ylim(bottom=0)


def plot_rates(ax, doc, cases):
    for library, label, style in (("prism", "prism", "o-"), ("cufft", "cuFFT", "s--")):
        n, rate = series(cases, library, "gb_per_s")
        if n:
            ax.plot(n, rate, style, markersize=3, label=label)
    plot_copy_and_refused(ax, doc, cases)


def plot_r2r_rates(ax, doc, cases):
    for kind, group in sorted(by_kind(cases).items()):
        n, rate = series(group, "prism", "gb_per_s")
        if n:
            ax.plot(n, rate, "o-", markersize=3, label=f"prism {kind}")
    reference = dict(zip(*series(cases, "prism_r2c", "gb_per_s")))  # one figure per size
    if reference:
        sizes = sorted(reference)
        ax.plot(sizes, [reference[n] for n in sizes], "k^--", markersize=4, label="prism r2c (reference)")
    plot_copy_and_refused(ax, doc, cases)


def plot_r2r_ratios(ax, cases):
    for kind, group in sorted(by_kind(cases).items()):
        points = [(c["transform_size"], c["ratio"]) for c in group if c.get("ratio") is not None]
        if points:
            ax.plot([p[0] for p in points], [p[1] for p in points], "o-", markersize=3, label=kind)
    ax.axhline(R2R_TARGET, color="red", linestyle=":", label=f"target {R2R_TARGET:g} (DCT-II/III)")
    ax.set_ylabel("GB/s / prism r2c GB/s")
    ax.set_ylim(bottom=0)


def plot_errors(ax, cases, precision, libraries):
    for library, label, style in libraries:
        points = [(n, e) for n, e in zip(*series(cases, library, "error")) if e > 0]  # log axis
        if points:
            ax.plot([p[0] for p in points], [p[1] for p in points], style, markersize=3, label=label)
    sizes = sorted({c["transform_size"] for c in cases})
    bound = [BOUND_FACTOR * EPSILON[precision] * math.log2(max(n, 2)) for n in sizes]
    ax.plot(sizes, bound, color="gray", linestyle=":", label=f"test bound {BOUND_FACTOR:g} eps log2 N")
    ax.set_yscale("log")
    ax.set_ylabel("relative L2 error")


def plot_r2r_errors(ax, cases, precision):
    for kind, group in sorted(by_kind(cases).items()):
        points = [(n, e) for n, e in zip(*series(group, "prism", "error")) if e > 0]
        if points:
            ax.plot([p[0] for p in points], [p[1] for p in points], "o", markersize=3, label=f"prism {kind}")
    plot_errors(ax, cases, precision, (("prism_r2c", "prism r2c", "k^"),))


def plot_one(doc, kind, precision, cases, out_path):
    if kind == "r2r":
        fig, (top, middle, bottom) = plt.subplots(3, 1, figsize=(10, 10), sharex=True,
                                                  gridspec_kw={"height_ratios": [3, 2, 2]})
        plot_r2r_rates(top, doc, cases)
        plot_r2r_ratios(middle, cases)
        plot_r2r_errors(bottom, cases, precision)
        axes = (top, middle, bottom)
    else:
        fig, (top, bottom) = plt.subplots(2, 1, figsize=(10, 8), sharex=True, gridspec_kw={"height_ratios": [3, 2]})
        plot_rates(top, doc, cases)
        plot_errors(bottom, cases, precision, (("prism", "prism", "o"), ("cufft", "cuFFT", "s")))
        axes = (top, bottom)
    for ax in axes:
        ax.set_xscale("log", base=2)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8, loc="best")
    axes[-1].set_xlabel("transform size N (product of the shape)")
    top.set_title(title(doc, kind, precision), fontsize=10)
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
        stem = result_stem(path)
        groups = by_family_and_precision(doc["cases"])
        if not groups:
            print(f"plot.py: {path}: no case ran; nothing to plot", file=sys.stderr)
        for (kind, precision), cases in sorted(groups.items()):
            name = f"{stem}-{precision}.png" if kind == "c2c" else f"{stem}-{kind}-{precision}.png"
            out_path = os.path.join(folder, name)
            plot_one(doc, kind, precision, cases, out_path)
            print(out_path)


if __name__ == "__main__":
    main()
