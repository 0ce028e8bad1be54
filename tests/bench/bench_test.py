#!/usr/bin/env python3
"""End-to-end tests of `prism bench`, `prism check` and bench/plot.py on one backend (OpenCL/PoCL in
CI). They check that every figure the JSON promises is there and sane; never a timing threshold
(PoCL on a shared CI machine says nothing about speed).

  bench_test.py --prism PRISM --backend opencl --work DIR TEST
  TEST: bench_json | plot | check_set | check_token | usage | sets
"""

import argparse
import json
import math
import os
import subprocess
import sys

SKIP = 77  # CTest's SKIP_RETURN_CODE for these tests

BENCH_CASES = ["c2c f32 256 batch=64", "c2c f64 8x8 batch=2", "c2c f32 17 batch=4"]


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
    check(doc["schema"] == "prism-bench/1", f"schema {doc['schema']}")
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
        check(c["buffers"] >= 1 and not c["skipped"], f"{name}: buffers/skipped")
        check_library_ok(c["prism"], fp64, name + ".prism")
        check(c["cufft"]["status"] == "absent" and c["ratio"] is None, f"{name}: cuFFT absent, no ratio")
        fraction = c["prism"]["gb_per_s"] / doc["copy"]["gb_per_s"]
        check(abs(c["prism"]["fraction_of_copy"] - fraction) < 1e-6 * fraction, f"{name}: fraction_of_copy")
    check_library_ok(cases["c2c f32 17 batch=4"]["prism"], False, "17 (Rader).prism")
    check(doc["summary"]["unsupported"] == 0 and doc["summary"]["not_run"] == 0, f"summary {doc['summary']}")


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


def test_usage(a):
    run([a.prism, "bench"], expect=2)
    run([a.prism, "bench", "--set", "no-such-set"], expect=2)
    run([a.prism, "bench", "--case", "c2c f16 64"], expect=2)
    run([a.prism, "bench", "--case", "c2c f32 64 fill=lots"], expect=2)
    run([a.prism, "check", "--case", "c2c f32 shape=8 colour=red"], expect=2)


def test_sets(a):
    """Every set parses; a few resolved batches are what the README promises."""
    expected = {"set0": 25, "set1": 24, "set3": 38, "set1000": 4095, "radix": 25, "multipass": 16, "primes": 16, "smoke": 6}
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
             "check_token": test_check_token, "usage": test_usage, "sets": test_sets}
    return tests[a.test](a) or 0


if __name__ == "__main__":
    sys.exit(main())
