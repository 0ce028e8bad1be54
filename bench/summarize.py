#!/usr/bin/python3
"""Markdown tables from `prism bench --json` files: bench/summarize.py A.json [B.json ...] > table.md

One table per set: prism and cuFFT GB/s, their ratio, prism's fraction of copy bandwidth, both
errors against FFTW long double, and prism's plan times. Unsupported cases are counted, not listed."""
import json
import math
import sys


def fmt(x, spec):
    return "-" if x is None else format(x, spec)


def row(case):
    p, c = case.get("prism") or {}, case.get("cufft") or {}
    if p.get("status") != "ok":
        return None
    return "| {} | {} | {} | {} | {} | {} | {} | {} / {} |".format(
        case["case"], fmt(p.get("gb_per_s"), ".0f"), fmt(c.get("gb_per_s"), ".0f"), fmt(case.get("ratio"), ".3f"),
        fmt(p.get("fraction_of_copy"), ".3f"), fmt(p.get("error"), ".2e"), fmt(c.get("error"), ".2e"),
        fmt(p.get("plan_cold_ms"), ".0f"), fmt(p.get("plan_warm_ms"), ".1f"))


def table(data):
    env, summary = data["environment"], data["summary"]
    rows = [r for r in map(row, data["cases"]) if r]
    ratios = [c["ratio"] for c in data["cases"] if c.get("ratio")]
    worst = min(data["cases"], key=lambda c: c.get("ratio") or math.inf) if ratios else None
    out = ["## {} on {} ({}, copy bandwidth {:.0f} GB/s)".format(
               data["set"], env["device"]["name"], env["date_utc"][:10], data["copy"]["gb_per_s"]), "",
           "{} cases, {} unsupported by prism; prism / cuFFT geometric mean {:.3f}{}.".format(
               summary["cases"], summary["unsupported"], summary.get("geomean_ratio") or 0,
               ", worst {:.3f} ({})".format(worst["ratio"], worst["case"]) if worst else ""), "",
           "| case | prism GB/s | cuFFT GB/s | ratio | prism / copy | prism error | cuFFT error | plan cold / warm ms |",
           "|---|---|---|---|---|---|---|---|"]
    return "\n".join(out + rows) + "\n"


if __name__ == "__main__":
    for path in sys.argv[1:]:
        with open(path) as f:
            print(table(json.load(f)))
