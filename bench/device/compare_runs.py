"""Several `prism bench` JSON files of the same set side by side, one row per case.

    python3 bench/device/compare_runs.py NAME FILE [NAME FILE]...

Columns: each run's prism / cuFFT, then each later run's prism GB/s over the first run's (the
change's own effect; cuFFT, timed in every run, shows whether the GPU drifted between them).
The last row holds the geometric means over the cases every column has. A second table follows
where some run timed cuFFT: each run's prism error over cuFFT's (the first run's cuFFT error that
is there), for changes to the arithmetic.
"""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from result_file import load_json  # noqa: E402  (bench/)

names, paths = sys.argv[1::2], sys.argv[2::2]
if not names or len(names) != len(paths):
    sys.exit(__doc__)
runs = [{c["case"]: c for c in load_json(p)["cases"]} for p in paths]


def prism_gbs(case):
    prism = case.get("prism") if case else None
    return prism["gb_per_s"] if prism and prism.get("status") == "ok" else None


columns = [f"{n}/cu" for n in names] + [f"{n}/{names[0]}" for n in names[1:]]
print("%-30s" % "case" + "".join("%11s" % c for c in columns))
logs = [[] for _ in columns]
for case in runs[0]:
    rows = [r.get(case) for r in runs]
    values = [c["ratio"] if c and c.get("ratio") else None for c in rows]
    first = prism_gbs(rows[0])
    for c in rows[1:]:
        later = prism_gbs(c)
        values.append(later / first if later and first else None)
    for i, v in enumerate(values):
        if v:
            logs[i].append(math.log(v))
    print("%-30s" % case[:30] + "".join("%11.3f" % v if v else "%11s" % "-" for v in values))
print("%-30s" % "geomean" + "".join("%11.3f" % math.exp(sum(l) / len(l)) if l else "%11s" % "-" for l in logs))


def cufft_error(case_rows):
    for c in case_rows:
        cufft = c.get("cufft") if c else None
        if cufft and cufft.get("error"):
            return cufft["error"]
    return None


def prism_error(case):
    prism = case.get("prism") if case else None
    return prism.get("error") if prism and prism.get("status") == "ok" else None


error_rows = []
for case in runs[0]:
    rows = [r.get(case) for r in runs]
    reference = cufft_error(rows)
    if reference:
        error_rows.append((case, [prism_error(c) / reference if prism_error(c) else None for c in rows]))
if error_rows:
    print()
    print("%-30s" % "error / cuFFT's" + "".join("%11s" % n for n in names))
    for case, values in error_rows:
        print("%-30s" % case[:30] + "".join("%11.3f" % v if v else "%11s" % "-" for v in values))
