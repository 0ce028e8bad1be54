#!/usr/bin/python3
"""Markdown tables from `prism bench --json` files: bench/summarize.py A.json [B.json ...] > table.md

One table per set: prism and cuFFT GB/s, their ratio, prism's fraction of copy bandwidth, both
errors against FFTW long double, and prism's plan times. DCT/DST cases (cuFFT has none) get a table
of their own against prism's R2C of the same size and batch, with issue 5's 0.9 target. Unsupported
cases are counted, not listed."""
import math
import sys

from result_file import load_json

R2R_TARGET = 0.9  # issue 5: DCT-II/III at >= 0.9 x prism's own R2C GB/s

COUNTING = {
    "c2c": "GB/s = 2 x bytes / time of one transform (read and write the buffer)",
    "r2c": "GB/s = (real bytes + complex bytes) / time of one transform (r2c then c2r, out of place)",
    "r2r": "GB/s = 2 x real bytes / time of one transform (the kind, then its inverse kind, in place)",
}


def fmt(x, spec):
    return "-" if x is None else format(x, spec)


def family(case):
    return case.get("transform", "c2c")  # results before prism-bench/2 hold c2c only


def row(case):
    p, c = case.get("prism") or {}, case.get("cufft") or {}
    if p.get("status") != "ok":
        return None
    return "| {} | {} | {} | {} | {} | {} | {} | {} / {} |".format(
        case["case"], fmt(p.get("gb_per_s"), ".0f"), fmt(c.get("gb_per_s"), ".0f"), fmt(case.get("ratio"), ".3f"),
        fmt(p.get("fraction_of_copy"), ".3f"), fmt(p.get("error"), ".2e"), fmt(c.get("error"), ".2e"),
        fmt(p.get("plan_cold_ms"), ".0f"), fmt(p.get("plan_warm_ms"), ".1f"))


def r2r_row(case):
    p, r = case.get("prism") or {}, case.get("prism_r2c") or {}
    if p.get("status") != "ok":
        return None
    return "| {} | {} | {} | {} | {} | {} | {} | {} / {} |".format(
        case["case"], fmt(p.get("gb_per_s"), ".0f"), fmt(r.get("gb_per_s"), ".0f"), fmt(case.get("ratio"), ".3f"),
        fmt(p.get("fraction_of_copy"), ".3f"), fmt(p.get("error"), ".2e"), fmt(r.get("error"), ".2e"),
        fmt(p.get("plan_cold_ms"), ".0f"), fmt(p.get("plan_warm_ms"), ".1f"))


def geomean_and_worst(cases):
    ratios = [c for c in cases if c.get("ratio")]
    if not ratios:
        return None, None
    gm = math.exp(sum(math.log(c["ratio"]) for c in ratios) / len(ratios))
    return gm, min(ratios, key=lambda c: c["ratio"])


def cufft_table(cases):
    gm, worst = geomean_and_worst(cases)
    unsupported = sum(c["prism"]["status"] == "unsupported" for c in cases)
    kinds = sorted({family(c) for c in cases})
    out = ["{} cases, {} unsupported by prism; prism / cuFFT geometric mean {}{}.".format(
               len(cases), unsupported, fmt(gm, ".3f"),
               ", worst {:.3f} ({})".format(worst["ratio"], worst["case"]) if worst else "")]
    if kinds != ["c2c"]:
        out += [""] + ["{}: {}.".format(k, COUNTING[k]) for k in kinds]
    out += ["", "| case | prism GB/s | cuFFT GB/s | ratio | prism / copy | prism error | cuFFT error | plan cold / warm ms |",
            "|---|---|---|---|---|---|---|---|"]
    return out + [r for r in map(row, cases) if r]


def r2r_table(cases):
    gm, worst = geomean_and_worst(cases)
    unsupported = sum(c["prism"]["status"] == "unsupported" for c in cases)
    target = [c for c in cases if c.get("kind") in ("dct2", "dct3") and c.get("ratio")]
    met = sum(c["ratio"] >= R2R_TARGET for c in target)
    out = ["{} DCT/DST cases, {} unsupported by prism; prism / prism's own r2c of the same size (cuFFT has no "
           "DCT or DST): geometric mean {}{}; DCT-II/III at >= {} of r2c: {} of {}.".format(
               len(cases), unsupported, fmt(gm, ".3f"),
               ", worst {:.3f} ({})".format(worst["ratio"], worst["case"]) if worst else "", R2R_TARGET, met,
               len(target)),
           "", "r2r: {}; r2c: {}.".format(COUNTING["r2r"], COUNTING["r2c"]), "",
           "| case | prism GB/s | prism r2c GB/s | ratio | prism / copy | prism error | r2c error | plan cold / warm ms |",
           "|---|---|---|---|---|---|---|---|"]
    return out + [r for r in map(r2r_row, cases) if r]


def table(data):
    env = data["environment"]
    out = ["## {} on {} ({}, copy bandwidth {:.0f} GB/s)".format(
               data["set"], env["device"]["name"], env["date_utc"][:10], data["copy"]["gb_per_s"]), ""]
    held_by_cufft = [c for c in data["cases"] if family(c) != "r2r"]
    r2r = [c for c in data["cases"] if family(c) == "r2r"]
    if held_by_cufft:
        out += cufft_table(held_by_cufft)
    if r2r:
        out += ([""] if held_by_cufft else []) + r2r_table(r2r)
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(table(load_json(path)))
