#!/usr/bin/env python3
"""End-to-end tests of `prism bench`, `prism check`, bench/plot.py and bench/summarize.py on one
backend (OpenCL/PoCL in CI). They check that every figure the JSON promises is there and sane; never
a timing threshold (PoCL on a shared CI machine says nothing about speed).

  bench_test.py --prism PRISM --backend opencl --work DIR TEST
  TEST: bench_json | plot | check_set | check_token | check_real_set | usage | sets | real_sets | bench_real |
        plot_real | plot_kinds | tune | tune_shapes | compare_runs

The real-transform tests (bench_real, plot_real) skip while the prism they run refuses R2C and R2R
(Status::invalid_transform, reported by bench as "unsupported"); they run once the kinds are in.
"""

import argparse
import json
import lzma
import math
import os
import re
import subprocess
import sys

SKIP = 77  # CTest's SKIP_RETURN_CODE for these tests

BENCH_CASES = ["c2c f32 256 batch=64", "c2c f64 8x8 batch=2", "c2c f32 17 batch=4"]
# Real kinds: even and odd R2C, DCT-II/III, and a 2-D case with one kind per axis. Each R2R case is
# held against prism's R2C of the same shape and batch, timed in the same run.
REAL_CASES = ["r2c f32 256 batch=64", "r2c f64 15 batch=4", "dct2 f32 64 batch=8", "dct3 f64 32 batch=4",
              "dct2,dst2 f32 8x16 batch=2"]


def run(args, expect=0):
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != expect:
        sys.exit(f"{' '.join(args)}\n  exit {result.returncode}, expected {expect}\n"
                 f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}")
    return result


def check(condition, message):
    if not condition:
        sys.exit("FAILED: " + message)


def positive(value, what):
    check(isinstance(value, (int, float)) and math.isfinite(value) and value > 0, f"{what} = {value!r}, not > 0")


def bench_json_path(work):
    return os.path.join(work, "bench.json")


def bench_real_json_path(work):
    return os.path.join(work, "bench_real.json")


def check_library_ok(lib, fp64, where):
    check(lib["status"] == "ok", f"{where}: status {lib['status']} ({lib['message']})")
    for field in ("ms_per_transform", "ms_per_pair", "gb_per_s", "fraction_of_copy", "plan_cold_ms", "plan_warm_ms"):
        positive(lib[field], f"{where}.{field}")
    check(abs(lib["ms_per_pair"] - 2 * lib["ms_per_transform"]) < 1e-9 * lib["ms_per_pair"] + 1e-12,
          f"{where}: a pair is two transforms")
    check(len(lib["samples_ms_per_pair"]) == 5, f"{where}: 5 repeats by default")
    check(lib["pairs_per_loop"] >= 1, f"{where}: pairs_per_loop {lib['pairs_per_loop']}")
    check(lib["warm_plan_from_cache"] is True, f"{where}: the warm plan did not come from the kernel cache")
    check(lib["kernels"] >= 1, f"{where}: kernels {lib['kernels']}")
    for parts in ("plan_cold_parts_ms", "plan_warm_parts_ms"):
        check(set(lib[parts]) == {"plan", "generate", "compile", "upload"}, f"{where}.{parts}: {lib[parts]}")
    positive(lib["plan_cold_parts_ms"]["compile"], f"{where}: cold compile time")
    check(lib["error_sequences"] >= 1, f"{where}: no error sample")
    check(0 < lib["error"] < (1e-5 if not fp64 else 1e-13), f"{where}: error {lib['error']}")


def test_bench_json(a):
    args = [a.prism, "bench", "--backend", a.backend, "--quick", "--copy-mib", "16", "--json", bench_json_path(a.work)]
    for case in BENCH_CASES:
        args += ["--case", case]
    out = run(args).stdout
    check("c2c f32 17 batch=4" in out and "c2c f32 256 batch=64" in out, "the table lacks a case")
    doc = json.load(open(bench_json_path(a.work)))
    check(doc["schema"] == "prism-bench/2", f"schema {doc['schema']}")
    env = doc["environment"]
    for field in ("date_utc", "host", "commit", "prism_version"):
        check(isinstance(env[field], str) and env[field], f"environment.{field} is empty")
    check(env["backend"] == a.backend and env["device"]["name"], "backend or device name")
    check(env["cufft"]["available"] is False and "CUDA" in env["cufft"]["message"], "cuFFT's absence is explained")
    positive(doc["copy"]["gb_per_s"], "copy.gb_per_s")
    check(doc["copy"]["bytes"] == 16 << 20, "copy.bytes follows --copy-mib")
    cases = {c["case"]: c for c in doc["cases"]}
    check(sorted(cases) == sorted(BENCH_CASES), f"cases {sorted(cases)}")
    for name, fp64 in (("c2c f32 256 batch=64", False), ("c2c f64 8x8 batch=2", True)):
        c = cases[name]
        check(c["bytes"] == c["transform_size"] * c["batch"] * (16 if fp64 else 8), f"{name}: bytes")
        check(c["transform"] == "c2c" and c["traffic_bytes"] == 2 * c["bytes"], f"{name}: c2c traffic")
        check(c["buffers"] >= 1 and not c["skipped"], f"{name}: buffers/skipped")
        check_library_ok(c["prism"], fp64, name + ".prism")
        check(c["cufft"]["status"] == "absent" and c["ratio"] is None, f"{name}: cuFFT absent, no ratio")
        fraction = c["prism"]["gb_per_s"] / doc["copy"]["gb_per_s"]
        check(abs(c["prism"]["fraction_of_copy"] - fraction) < 1e-6 * fraction, f"{name}: fraction_of_copy")
    check_library_ok(cases["c2c f32 17 batch=4"]["prism"], False, "17 (Rader).prism")
    # --quick asks for one sequence, but the sample takes at least 2^14 values where the batch has them.
    check(cases["c2c f32 256 batch=64"]["prism"]["error_sequences"] == 64, "the error sample of 256 x 64")
    check(cases["c2c f32 17 batch=4"]["prism"]["error_sequences"] == 4, "the error sample of 17 x 4")
    check(doc["summary"]["unsupported"] == 0 and doc["summary"]["not_run"] == 0, f"summary {doc['summary']}")


def real_kinds_refused(doc):
    """True when this prism refuses the real kinds (before they land: Status::invalid_transform)."""
    real = [c for c in doc["cases"] if c.get("transform", "c2c") != "c2c"]
    return bool(real) and all(c["prism"]["status"] == "unsupported" and "invalid_transform" in c["prism"]["message"]
                              for c in real)


def check_real_sizes(c):
    name, n, batch = c["case"], c["transform_size"], c["batch"]
    scalar = 8 if c["precision"] == "f64" else 4
    check(c["real_bytes"] == n * batch * scalar, f"{name}: real_bytes {c['real_bytes']}")
    if c["transform"] == "r2c":
        half = n // c["shape"][-1] * (c["shape"][-1] // 2 + 1)
        check(c["complex_bytes"] == half * batch * 2 * scalar, f"{name}: complex_bytes {c['complex_bytes']}")
        check(c["traffic_bytes"] == c["real_bytes"] + c["complex_bytes"], f"{name}: r2c traffic = real + complex")
    else:
        check(c["complex_bytes"] == 0 and c["traffic_bytes"] == 2 * c["real_bytes"], f"{name}: r2r traffic = 2 x real")
    check(c["bytes"] == c["real_bytes"] + c["complex_bytes"], f"{name}: bytes")
    p = c["prism"]
    rate = c["traffic_bytes"] / (p["ms_per_transform"] * 1e6)
    check(abs(p["gb_per_s"] - rate) < 1e-6 * rate, f"{name}: gb_per_s {p['gb_per_s']} is not traffic / time {rate}")


def test_bench_real(a):
    path = bench_real_json_path(a.work)
    if os.path.exists(path):
        os.remove(path)  # plot_real must not draw a file an earlier run left
    args = [a.prism, "bench", "--backend", a.backend, "--quick", "--copy-mib", "16", "--json", path]
    for case in REAL_CASES:
        args += ["--case", case]
    out = run(args).stdout
    doc = json.load(open(path))
    check(doc["schema"] == "prism-bench/2", f"schema {doc['schema']}")
    cases = {c["case"]: c for c in doc["cases"]}
    check(sorted(cases) == sorted(REAL_CASES), f"cases {sorted(cases)}")
    if real_kinds_refused(doc):
        print("this prism refuses R2C and R2R (invalid_transform): skipped until they land")
        return SKIP
    check("r2c " in out and "dct2,dst2 f32 8x16 batch=2" in out, "the table lacks the real cases or the r2c mark")
    for name, c in cases.items():
        fp64 = c["precision"] == "f64"
        check(c["kind"] == name.split()[0] and not c["skipped"], f"{name}: kind {c['kind']}")
        check_library_ok(c["prism"], fp64, name + ".prism")
        check_real_sizes(c)
        if c["transform"] == "r2c":
            check(c["reference"] == "cufft" and c["cufft"]["status"] == "absent" and c["ratio"] is None,
                  f"{name}: held against cuFFT, absent here")
            check("prism_r2c" not in c, f"{name}: an r2c case has no r2c reference")
            continue
        check(c["transform"] == "r2r" and c["r2r_kinds"] == c["kind"].split(",") * (len(c["shape"]) if "," not in c["kind"] else 1),
              f"{name}: r2r_kinds {c.get('r2r_kinds')}")
        check(c["cufft"]["status"] == "absent" and "DCT" in c["cufft"]["message"], f"{name}: cuFFT has no DCT")
        ref = c["prism_r2c"]
        check(c["reference"] == "prism_r2c" and ref["case"] == "r2c" + name[name.index(" "):],
              f"{name}: reference {c['reference']}, {ref.get('case')}")
        check_library_ok(ref, fp64, name + ".prism_r2c")
        check(abs(c["ratio"] - c["prism"]["gb_per_s"] / ref["gb_per_s"]) < 1e-6 * c["ratio"], f"{name}: ratio")
    positive(doc["summary"]["geomean_ratio_to_r2c"], "summary.geomean_ratio_to_r2c")
    check(doc["summary"]["geomean_ratio"] is None, "no cuFFT ratio on OpenCL")
    # prism check takes a real size-set line as it takes a c2c one.
    out = run([a.prism, "check", "--backend", a.backend, "--case", "dct2 f32 64 batch=2"]).stdout
    check("1 pass" in out, f"prism check of a dct case: {out}")
    return 0


def test_plot_real(a):
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("matplotlib is not importable: skipped")
        return SKIP
    path = bench_real_json_path(a.work)
    if not os.path.exists(path) or real_kinds_refused(json.load(open(path))):
        print("bench_real wrote no real-kind figures (skipped): nothing to plot")
        return SKIP
    plots = os.path.join(a.work, "plots_real")
    out = run([sys.executable, a.plot, path, "--out", plots]).stdout.split()
    want = {os.path.join(plots, f"bench_real-{family}-{precision}.png")
            for family in ("r2c", "r2r") for precision in ("f32", "f64")}
    check(set(out) == want, f"plot.py wrote {out}, expected {sorted(want)}")
    for png in want:
        with open(png, "rb") as f:
            check(f.read(8) == b"\x89PNG\r\n\x1a\n", f"{png} is not a PNG")
    table = run([sys.executable, os.path.join(os.path.dirname(a.plot), "summarize.py"), path]).stdout
    check("| dct2 f32 64 batch=8 |" in table and "| r2c f32 256 batch=64 |" in table, "summarize.py's rows")
    return 0


def synthetic_document():
    """A prism-bench/2 document with each family, as a GPU run writes it (figures made up)."""
    def library(status, gb, error):
        return {"status": status, "message": "", "gb_per_s": gb, "fraction_of_copy": gb and gb / 3000,
                "error": error, "plan_cold_ms": 100.0, "plan_warm_ms": 2.0}

    def case(kind, transform, n, prism, cufft, ratio, reference="cufft", prism_r2c=None):
        c = {"case": f"{kind} f32 {n} batch=4", "transform": transform, "kind": kind, "precision": "f32",
             "shape": [n], "batch": 4, "transform_size": n, "skipped": False, "prism": prism, "cufft": cufft,
             "reference": reference, "ratio": ratio}
        if prism_r2c:
            c["prism_r2c"] = dict(prism_r2c, case=f"r2c f32 {n} batch=4")
        return c

    absent = library("absent", None, None)
    cases = [case("c2c", "c2c", 64, library("ok", 2900, 1e-7), library("ok", 2950, 2e-7), 2900 / 2950),
             case("r2c", "r2c", 64, library("ok", 2800, 1e-7), library("ok", 2900, 2e-7), 2800 / 2900),
             case("r2c", "r2c", 4096, library("unsupported", None, None), library("ok", 2900, 2e-7), None)]
    for n, dct2, dct3 in ((64, 2700, 2400), (4096, 2600, 2500)):
        r2c = library("ok", 2800, 1e-7)
        cases += [case("dct2", "r2r", n, library("ok", dct2, 1e-7), absent, dct2 / 2800, "prism_r2c", r2c),
                  case("dct3", "r2r", n, library("ok", dct3, 1e-7), absent, dct3 / 2800, "prism_r2c", r2c)]
    return {"schema": "prism-bench/2", "set": "synthetic", "copy": {"gb_per_s": 3000.0},
            "environment": {"date_utc": "2026-11-22T00:00:00Z", "commit": "0123456789abcdef", "backend": "cuda",
                            "device": {"name": "a GPU"}},
            "summary": {"cases": len(cases), "unsupported": 1}, "cases": cases}


def test_plot_kinds(a):
    """plot.py and summarize.py on every family, without a device (a made-up GPU result)."""
    path = os.path.join(a.work, "synthetic.json")
    with open(path, "w") as f:
        json.dump(synthetic_document(), f)
    table = run([sys.executable, os.path.join(os.path.dirname(a.plot), "summarize.py"), path]).stdout
    check("3 cases, 1 unsupported by prism; prism / cuFFT geometric mean" in table, f"cuFFT table header:\n{table}")
    check("r2c: GB/s = (real bytes + complex bytes)" in table, "the r2c counting rule")
    check("DCT-II/III at >= 0.9 of r2c: 2 of 4" in table, f"the DCT target line:\n{table}")
    check("| dct3 f32 64 batch=4 | 2400 | 2800 | 0.857 |" in table, f"a DCT row:\n{table}")
    # bench/results keeps its larger files xz-compressed; the scripts read them as they are.
    packed = path + ".xz"
    with lzma.open(packed, "wt") as f:
        json.dump(synthetic_document(), f)
    check(run([sys.executable, os.path.join(os.path.dirname(a.plot), "summarize.py"), packed]).stdout == table,
          "summarize.py reads RESULT.json.xz as RESULT.json")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("matplotlib is not importable: the plots are not drawn")
        return 0
    plots = os.path.join(a.work, "plots_synthetic")
    out = run([sys.executable, a.plot, path, "--out", plots]).stdout.split()
    want = {os.path.join(plots, name) for name in ("synthetic-f32.png", "synthetic-r2c-f32.png", "synthetic-r2r-f32.png")}
    check(set(out) == want, f"plot.py wrote {out}, expected {sorted(want)}")
    out = run([sys.executable, a.plot, packed, "--out", plots + "_xz"]).stdout.split()
    check({os.path.basename(p) for p in out} == {os.path.basename(p) for p in want}, f"plot.py on .xz wrote {out}")
    return 0


def test_compare_runs(a):
    """bench/device/compare_runs.py on two made-up runs of one set: the new run's c2c case 1.5x the
    base's GB/s, its error half; the error table takes cuFFT's error from the run that timed it."""
    base, new = synthetic_document(), synthetic_document()
    for case in base["cases"]:
        case["cufft"] = {"status": "absent", "message": "", "gb_per_s": None, "error": None}
        case["ratio"] = None
    faster = new["cases"][0]
    faster["prism"] = dict(faster["prism"], gb_per_s=1.5 * faster["prism"]["gb_per_s"], error=0.5e-7)
    paths = []
    for name, document in (("base", base), ("new", new)):
        paths += [name, os.path.join(a.work, f"compare-{name}.json")]
        with open(paths[-1], "w") as f:
            json.dump(document, f)
    script = os.path.join(os.path.dirname(a.plot), "device", "compare_runs.py")
    lines = run([sys.executable, script] + paths).stdout.splitlines()
    row = next(line for line in lines if line.startswith("c2c f32 64 batch=4")).split()
    check(row[-3:] == ["-", "0.983", "1.500"], f"the c2c row: {row}")
    check(lines[lines.index("") + 1].split() == ["error", "/", "cuFFT's", "base", "new"], f"error table:\n{lines}")
    errors = [line.split() for line in lines[lines.index(""):] if line.startswith("c2c f32 64 batch=4")]
    check(errors == [["c2c", "f32", "64", "batch=4", "0.500", "0.250"]], f"the c2c error row: {errors}")
    return 0


def test_shortfalls(a):
    """bench/shortfalls.py on a made-up run: the three cases below 0.95 (dct3 64 at 0.857 first), each
    with its plan's passes and forward kernels as ptxas builds them for sm_90 (NVRTC, no GPU)."""
    path = os.path.join(a.work, "shortfalls.json")
    with open(path, "w") as f:
        json.dump(synthetic_document(), f)
    script = os.path.join(os.path.dirname(a.plot), "shortfalls.py")
    lines = run([sys.executable, script, "--prism", a.prism, path]).stdout.splitlines()
    rows = [line for line in lines if line.startswith("| dct") or line.startswith("| c2c") or line.startswith("| r2c")]
    check([row.split(" | ")[0] for row in rows] == ["| dct3 f32 64 batch=4", "| dct3 f32 4096 batch=4",
                                                     "| dct2 f32 4096 batch=4"], f"rows:\n{lines}")
    check(rows[0].split(" | ")[3] == "0.857", f"the ratio column: {rows[0]}")
    for row in rows:
        check("stockham_single_pass 64" in row or "4096" in row, f"no pass in {row}")
        check(re.search(r"k0: \d+ t, \d+ regs, .* KB, \d+ blocks \(", row) and "(plan failed" not in row,
              f"no kernel resources in {row}")
    check("3 of 7 cases below 0.95" in lines[1], f"the heading: {lines[1]}")
    return 0


def test_plot(a):
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("matplotlib is not importable: skipped")
        return SKIP
    plots = os.path.join(a.work, "plots")
    out = run([sys.executable, a.plot, bench_json_path(a.work), "--out", plots]).stdout.split()
    want = {os.path.join(plots, "bench-f32.png"), os.path.join(plots, "bench-f64.png")}
    check(set(out) == want, f"plot.py wrote {out}, expected {sorted(want)}")
    for path in want:
        with open(path, "rb") as f:
            check(f.read(8) == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG")
        check(os.path.getsize(path) > 10000, f"{path} is suspiciously small")
    return 0


def test_check_set(a):
    path = os.path.join(a.work, "check.json")
    out = run([a.prism, "check", "--backend", a.backend, "--set", "smoke", "--json", path]).stdout
    check("0 fail" in out, "the summary line")
    doc = json.load(open(path))
    check(doc["schema"] == "prism-check/1" and doc["passed"] is True and doc["bound_factor"] == 4, "header fields")
    results = [c["result"] for c in doc["cases"]]
    check(results.count("pass") == len(results), f"results {results}")
    for c in doc["cases"]:
        if c["result"] == "pass":
            check(0 < c["error"] <= c["bound"] and c["ratio"] > 0, f"{c['token']}: {c}")
            check("batch=" in c["token"] and "input=random:seed=" in c["token"], "tokens reproduce the case")


def test_check_token(a):
    token = ("c2c f64 shape=16x12 batch=3 in=strides:12,1:dist:192 out=packed place=outofplace dir=inverse "
             "norm=backward input=impulse:at=5")
    out = run([a.prism, "check", "--backend", a.backend, "--case", token, "--case", "c2c f32 96 batch=2"]).stdout
    check(token in out and "2 pass" in out, "the token case ran as given")
    # The real suites' tokens run too: a C2R of non-Hermitian data, and R2R kinds per axis in place.
    real = ["r2c f32 shape=16x12 batch=2 in=packed out=packed place=outofplace dir=inverse norm=ortho "
            "input=complex:seed=3",
            "r2r f64 kinds=dct1,dst3 shape=6x5 batch=1 in=packed out=packed place=inplace dir=forward norm=ortho "
            "input=impulse:at=5"]
    out = run([a.prism, "check", "--backend", a.backend, "--case", real[0], "--case", real[1]]).stdout
    check(all(t in out for t in real) and "2 pass" in out, f"the real tokens ran as given: {out}")


def test_check_real_set(a):
    """`prism check --set` checks a set's real kinds as it checks c2c (r2c, every DCT/DST kind, one kind
    per axis); only a case past --max-elements is skipped. Each row's token reruns that case."""
    path, json_path = os.path.join(a.work, "check_real.txt"), os.path.join(a.work, "check_real.json")
    with open(path, "w") as f:
        f.write("kinds: r2c\n"
                "f32 64 batch=2\n"
                "f64 15 batch=3\n"
                "f32 6x10 batch=1\n"
                "kinds: dct1 dct2 dct3 dct4 dst1 dst2 dst3 dst4\n"
                "f32 16 batch=2\n"
                "dct2,dst1 f64 4x8 batch=2\n"
                "r2c f32 4097 batch=1   # past --max-elements 4096\n")
    out = run([a.prism, "check", "--backend", a.backend, "--set", path, "--max-elements", "4096",
               "--json", json_path]).stdout
    check("13 cases: 12 pass, 0 fail, 0 unsupported, 1 skipped" in out, f"the summary line:\n{out}")
    cases = json.load(open(json_path))["cases"]
    kinds = [c["token"].split()[0] for c in cases]
    check(kinds == ["r2c"] * 3 + ["r2r"] * 9 + ["r2c"], f"token kinds {kinds}")
    for c in cases[:-1]:
        check(c["result"] == "pass" and 0 < c["error"] <= c["bound"], f"{c['token']}: {c}")
    check(cases[-1]["result"] == "skipped" and "--max-elements 4096" in cases[-1]["message"],
          f"the 4097-point case: {cases[-1]}")
    check("kinds=dct2,dst1 shape=4x8" in cases[-2]["token"], f"one kind per axis: {cases[-2]['token']}")
    rerun = run([a.prism, "check", "--backend", a.backend, "--case", cases[0]["token"]]).stdout
    check("1 pass" in rerun, f"the r2c row's token reruns: {rerun}")


def test_tune(a):
    """`prism tune` times each candidate radix list, checks it against FFTW, and writes rows only for
    lists that beat the model's; the rows are C++ the measured table takes as they are. An R2C is
    tuned through its real kernels (its rows name their kind); a DCT-I is not tuned."""
    path, rows = os.path.join(a.work, "tune.json"), os.path.join(a.work, "tune_rows.txt")
    out = run([a.prism, "tune", "--backend", a.backend, "--case", "c2c f32 120 batch=16", "--case",
               "c2c f64 36 batch=8", "--case", "r2c f32 64 batch=2", "--case", "dct1 f32 64 batch=2",
               "--candidates", "4", "--repeats", "1", "--min-loop-ms", "1", "--json", path, "--rows", rows,
               "--quiet"]).stdout
    check("not tuned: only 1-D C2C, R2C and DCT/DST-II/III" in out and "3 cases tuned" in out, f"the table:\n{out}")
    doc = json.load(open(path))
    check(doc["schema"] == "prism-tune/1" and len(doc["cases"]) == 4, "header fields")
    for case in doc["cases"][:3]:
        lists = [c["radices"] for c in case["candidates"]]
        check(1 < len(lists) <= 4 and len(set(lists)) == len(lists), f"{case['case']}: candidates {lists}")
        for c in case["candidates"]:
            check("failure" not in c, f"{case['case']} {c['radices']}: {c.get('failure')}")
            positive(c["gb_per_s"], f"{case['case']} {c['radices']} GB/s")
            check(0 < c["error"] < 1e-5, f"{case['case']} {c['radices']}: error {c['error']}")
    for line in open(rows).read().splitlines():
        check(line.strip().startswith("{DeviceClass::") and "x over" in line, f"row {line!r}")
        check(("(r2c f32 64)" in line) == ("MeasuredKernel::real_even" in line), f"row {line!r}: kind")
    # An R2C whose halves (or paired rows) run Bluestein's one kernel is tuned at its padded M (334:
    # the half 167 = 2 x 83 + 1 goes to Bluestein; M = 384), as a C2C of that length is.
    run([a.prism, "tune", "--backend", a.backend, "--case", "r2c f32 334 batch=4", "--candidates", "2",
         "--repeats", "1", "--min-loop-ms", "1", "--json", path, "--quiet"])
    case = json.load(open(path))["cases"][0]
    products = {math.prod(int(r) for r in c["radices"].split("x")) for c in case["candidates"]}
    check("skipped" not in case and products == {384}, f"r2c 334 through M = 384: {case}")
    # --gpu-rows keys the rows to the GPUs whose name holds a fragment (every field before it spelled
    # out); a fragment the device's name lacks is refused before anything is timed. (A row is written
    # only where a list other than the model's timed fastest, which PoCL's timings do not promise.)
    fragment = doc["device"][:4]
    gpu_case = ["tune", "--backend", a.backend, "--case", "c2c f32 120 batch=16", "--candidates", "4",
                "--repeats", "1", "--min-loop-ms", "1", "--margin", "1", "--quiet"]
    run([a.prism] + gpu_case + ["--gpu-rows", fragment, "--rows", rows])
    for line in open(rows).read().splitlines():
        check(f'MeasuredKernel::plain, -1, "{fragment}"}},' in line, f"GPU row {line!r}")
    run([a.prism] + gpu_case + ["--gpu-rows", "no such GPU"], expect=2)
    run([a.prism, "tune", "--backend", a.backend], expect=2)
    run([a.prism, "tune", "--backend", a.backend, "--case", "c2c f32 64", "--candidates", "0"], expect=2)


def test_tune_shapes(a):
    """`prism tune --shapes` times block shapes of the planner's radices; with --max-radix it times
    wider radix lists, each on its own thread count without and with a launch bound. Every candidate
    names its threads and bound, and the planner's kernel comes first."""
    path = os.path.join(a.work, "tune_shapes.json")
    common = ["--repeats", "1", "--min-loop-ms", "1", "--quiet", "--json", path]
    run([a.prism, "tune", "--backend", a.backend, "--shapes", "--case", "c2c f32 120 batch=16"] + common)
    case = json.load(open(path))["cases"][0]
    lists = {c["radices"] for c in case["candidates"]}
    check(len(case["candidates"]) > 1 and len(lists) == 1, f"shapes of one radix list: {case['candidates']}")
    # A register Rader prime's planned list has several shapes.
    run([a.prism, "tune", "--backend", a.backend, "--shapes", "--case", "dct2 f32 68 batch=4"] + common)
    case = json.load(open(path))["cases"][0]
    check("skipped" not in case and len(case["candidates"]) > 1, f"dct2 68 (17 x 4): {case}")
    for c in case["candidates"]:
        check("failure" not in c and 0 < c["error"] < 1e-5, f"dct2 68 {c}")
    run([a.prism, "tune", "--backend", a.backend, "--shapes", "--max-radix", "32", "--candidates", "2",
         "--case", "c2c f32 784 batch=4"] + common)
    case = json.load(open(path))["cases"][0]
    wide = [c for c in case["candidates"][1:] if c["radices"] == "28x28"]
    check(len(case["candidates"]) >= 3 and len(wide) >= 2, f"28x28 on its shapes: {case['candidates']}")
    check({c["resident_blocks"] for c in wide} >= {0, 2}, f"unbounded and two blocks: {wide}")
    for c in case["candidates"]:
        check("failure" not in c and c["threads_per_sequence"] > 0, f"{c}")
        positive(c["gb_per_s"], f"{c['radices']} GB/s")
        check(0 < c["error"] < 1e-5, f"{c['radices']}: error {c['error']}")
    # A length whose stages can exchange in halves (KernelSpec::split_exchange) has every shape
    # timed both ways, each with its error in bound.
    run([a.prism, "tune", "--backend", a.backend, "--shapes", "--case", "c2c f32 1024 batch=8"] + common)
    case = json.load(open(path))["cases"][0]
    ways = {}
    for c in case["candidates"]:
        check("failure" not in c and 0 < c["error"] < 1e-5, f"1024 {c}")
        ways.setdefault((c["threads_per_sequence"], c["resident_blocks"]), set()).add(c["split_exchange"])
    check(all(w == {True, False} for w in ways.values()), f"1024's shapes, split and whole: {ways}")


def test_usage(a):
    run([a.prism, "bench"], expect=2)
    run([a.prism, "bench", "--set", "no-such-set"], expect=2)
    run([a.prism, "bench", "--case", "c2c f16 64"], expect=2)
    run([a.prism, "bench", "--case", "c2c f32 64 fill=lots"], expect=2)
    run([a.prism, "check", "--case", "c2c f32 shape=8 colour=red"], expect=2)
    run([a.prism, "bench", "--case", "dct5 f32 64", "--list"], expect=2)
    run([a.prism, "bench", "--case", "dct2,dct3 f32 64", "--list"], expect=2)  # two kinds, one axis
    run([a.prism, "bench", "--case", "r2c f32 64 fill=lots", "--list"], expect=2)
    run([a.prism, "bench", "--case", "f32 64", "--list"], expect=2)  # no kind outside a set's "kinds:"


def test_sets(a):
    """Every set parses; a few resolved batches are what the README promises."""
    expected = {"set0": 25, "set1": 24, "set3": 38, "set1000": 4095, "radix": 25, "multipass": 16, "primes": 18,
                "smoke": 6, "real_even": 28, "real_odd": 15, "dct": 50, "composite": 67, "pow2": 23,
                "rader": 17}
    listed = {}
    for name, count in expected.items():
        lines = run([a.prism, "bench", "--set", name, "--list"]).stdout.splitlines()
        check(len(lines) == count, f"{name}: {len(lines)} cases, expected {count}")
        listed[name] = lines
    check("c2c f32 4096 batch=32768" in listed["set0"], "set0: 4096 fills 1 GiB")
    check("c2c f32 134217728 batch=1" in listed["set0"], "set0: 2^27 is one transform")
    check("c2c f64 67108864 batch=1" in listed["set1"], "set1: 2^26 fp64 fills 1 GiB")
    check("c2c f32 480x720 batch=1" in listed["set3"], "set3: VkFFT 720x480x1 is row-major 480x720")
    check("c2c f32 4096 batch=8192" in listed["set1000"], "set1000: 256 MiB")
    sampled = run([a.prism, "bench", "--set", "set1000", "--sample", "16", "--list"]).stdout.splitlines()
    check(len(sampled) == 256 and sampled[0] == "c2c f32 2 batch=16777216", f"--sample 16: {len(sampled)}")
    # Real sets: fill= counts the reals (512 MiB of them).
    for line in ("r2c f32 4096 batch=32768", "r2c f32 16384 batch=8192", "r2c f64 16384 batch=4096",
                 "r2c f32 8 batch=16777216"):
        check(line in listed["real_even"], f"real_even lacks {line}")
    for n in (4095, 1001, 4097, 10007):
        for precision in ("f32", "f64"):
            check(any(l.startswith(f"r2c {precision} {n} ") for l in listed["real_odd"]), f"real_odd: {precision} {n}")
    check(all(int(l.split()[2]) % 2 == 1 for l in listed["real_odd"]), "real_odd: odd lengths only")
    for kind in ("dct2", "dct3"):
        for precision in ("f32", "f64"):
            sizes = {int(l.split()[2]) for l in listed["dct"] if l.startswith(f"{kind} {precision} ")}
            check({8, 1024, 4096} <= sizes and all(n % 2 == 0 and n <= 4096 for n in sizes),
                  f"dct: {kind} {precision} sizes {sorted(sizes)}")
    check("dct2 f32 4096 batch=32768" in listed["dct"] and "dct3 f64 1024 batch=65536" in listed["dct"], "dct: batches")
    check({l.split()[0] for l in listed["dct"]} == {"dct1", "dct2", "dct3", "dct4", "dst1", "dst2", "dst3", "dst4"},
          "dct: the other types")


def test_real_sets(a):
    """The transform kinds of a size set: per case, per set ("kinds:"), per axis."""
    path = os.path.join(a.work, "kinds.txt")
    with open(path, "w") as f:
        f.write("c2c f32 64 batch=2\n"
                "kinds: r2c      # lines without a kind of their own take these\n"
                "f32 64 batch=2\n"
                "f64 15 fill=1KiB\n"
                "kinds: dct2 dct3\n"
                "f32 16 fill=1KiB   # 1 KiB of reals: 16 transforms of 16 fp32 values\n"
                "dst4 f64 8 batch=1 # an explicit kind stands for itself\n"
                "dct2,dst1 f32 4x8 batch=3\n"
                "kinds:\n"
                "r2c f32 6x10 fill=1KiB\n")
    lines = run([a.prism, "bench", "--set", path, "--list"]).stdout.splitlines()
    want = ["c2c f32 64 batch=2", "r2c f32 64 batch=2", "r2c f64 15 batch=8", "dct2 f32 16 batch=16",
            "dct3 f32 16 batch=16", "dst4 f64 8 batch=1", "dct2,dst1 f32 4x8 batch=3", "r2c f32 6x10 batch=4"]
    check(lines == want, f"listed {lines}, expected {want}")
    for bad in ("kinds: r2d\nf32 64\n", "kinds: dct2\nf32 64\nkinds:\nf32 64\n", "dct2,dct3 f32 8x8x8\n"):
        with open(path, "w") as f:
            f.write(bad)
        result = run([a.prism, "bench", "--set", path, "--list"], expect=2)
        check("kinds.txt:" in result.stderr, f"the error names the file and line: {result.stderr}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--prism", required=True)
    parser.add_argument("--backend", default="opencl")
    parser.add_argument("--plot", help="bench/plot.py")
    parser.add_argument("--work", required=True, help="folder for the files the tests write")
    parser.add_argument("test")
    a = parser.parse_args()
    os.makedirs(a.work, exist_ok=True)
    tests = {"bench_json": test_bench_json, "plot": test_plot, "check_set": test_check_set,
             "check_token": test_check_token, "check_real_set": test_check_real_set, "usage": test_usage,
             "sets": test_sets, "real_sets": test_real_sets,
             "bench_real": test_bench_real, "plot_real": test_plot_real, "plot_kinds": test_plot_kinds,
             "tune": test_tune, "tune_shapes": test_tune_shapes, "compare_runs": test_compare_runs,
             "shortfalls": test_shortfalls}
    return tests[a.test](a) or 0


if __name__ == "__main__":
    sys.exit(main())
