#!/usr/bin/python3
"""Why the slow cases are slow, as far as the compiler tells: for every case of `prism bench --json`
results below a ratio (default 0.95, issue 3's target), the kernels of its plan with ptxas' registers,
spills and shared memory and the blocks a multiprocessor holds (`prism plan --explain --resources`,
NVRTC only: runs without a GPU, planning for the result's device where it was the reference H100's
class, i.e. any CUDA GPU of sm_90).

  bench/shortfalls.py [--below 0.95] [--prism build/tools/prism/prism] RESULT.json [...] > table.md

Prints one markdown table per file: the case, prism's and cuFFT's fraction of copy bandwidth, the
ratio, and each kernel of the plan (its forward entry, which stands for its inverse one; a kernel of
one direction, as a DCT plan's inverse kind, by that entry)."""
import argparse
import re
import subprocess
import sys

from result_file import load_json, result_stem


def plan_arguments(case):
    """`prism plan` options that build the case's plan."""
    transform = case.get("transform", "c2c")
    if transform == "r2r":
        transform = case.get("kind", "dct2")
    return ["--transform", transform, "--shape", ",".join(str(n) for n in case["shape"]),
            "--batch", str(case["batch"]), "--precision", case["precision"]]


RESOURCE = re.compile(r"^\s+(prism_k\d+)_(fwd|inv): (\d+) registers, (\d+) B stack, spills (\d+) B stored / (\d+) B loaded, "
                      r"(\d+) B shared(?:; (\d+) threads: (\d+) blocks a multiprocessor \(limited by ([a-z ]+)\))?")
PASS = re.compile(r"^\s*`- (\w+): axis (\d+), N = ([^,]+)")


def plan_of(prism, case):
    """The plan tree's passes ('bluestein 311; stockham_single_pass 648 = 9x9x8') and one text per
    kernel ('k0: 243 t, 80 regs, 12 B spilled, 30 KB, 3 blocks (registers)'), in kernel order."""
    run = subprocess.run([prism, "plan", "--explain", "--resources", "--backend", "cuda", *plan_arguments(case)],
                         capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        return f"(plan failed: {run.stderr.strip()[:80]})", []
    lines = run.stdout.splitlines()
    passes = [f"{m.group(1)} {m.group(3).split(' (')[0].split(' by ')[0]}" for line in lines if (m := PASS.match(line))]
    entries = {}
    for line in lines:
        m = RESOURCE.match(line)
        if not m:
            continue
        name, direction, regs, _, spill_st, _, shared, threads, blocks, limit = m.groups()
        spill = f", {spill_st} B spilled" if int(spill_st) else ""
        resident = f", {blocks} blocks ({limit})" if blocks else ""
        label = name[6:] if direction == "fwd" else f"{name[6:]} (inverse)"
        text = f"{label}: {threads} t, {regs} regs{spill}, {int(shared) / 1024:.0f} KB{resident}"
        # A kernel's forward entry stands for both (they are built alike); a kernel of one
        # direction (a DCT plan's inverse kind) has only its own.
        if direction == "fwd" or name not in entries:
            entries[name] = text
    order = sorted(entries, key=lambda name: int(name[len("prism_k"):]))
    return "; ".join(passes), [entries[name] for name in order]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("results", nargs="+")
    parser.add_argument("--below", type=float, default=0.95)
    parser.add_argument("--prism", default="build/tools/prism/prism")
    args = parser.parse_args()
    for path in args.results:
        result = load_json(path)
        slow = [c for c in result["cases"] if c.get("ratio") and c["ratio"] < args.below]
        print(f"\n### {result_stem(path)}: {len(slow)} of {len(result['cases'])} cases below {args.below} "
              f"({result['environment']['device']['name']})\n")
        if not slow:
            continue
        print("| case | prism / copy | reference / copy | ratio | plan | kernels: threads, registers, "
              "spills, shared, blocks a multiprocessor (limit) |")
        print("|---|---|---|---|---|---|")
        for case in sorted(slow, key=lambda c: c["ratio"]):
            reference = case.get(case.get("reference", "cufft")) or {}
            ref_copy = reference.get("fraction_of_copy")
            passes, kernels = plan_of(args.prism, case)
            print(f"| {case['case']} | {case['prism']['fraction_of_copy']:.2f} | "
                  f"{'-' if ref_copy is None else format(ref_copy, '.2f')} | {case['ratio']:.3f} | {passes} | "
                  + "<br>".join(kernels) + " |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
