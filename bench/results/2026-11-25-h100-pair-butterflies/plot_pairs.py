"""Error and speed of the register primes, Rader (c45650e) against the pair butterflies (aba2624),
both over cuFFT's in the same runs: pairs/rader1.json.xz (Rader, with cuFFT) and final/final-new.json.xz
(pairs, with cuFFT). /usr/bin/python3 plot_pairs.py writes pairs.png here."""
import json
import lzma
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))


def cases(name):  # kept xz-compressed like the other raw files
    with lzma.open(os.path.join(here, name + ".json.xz"), "rt") as f:
        return {c["case"]: c for c in json.load(f)["cases"]}


rader = cases("pairs/rader1")
pairs = cases("final/final-new")
fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 7), sharex=True)
for precision, marker in (("f32", "o"), ("f64", "s")):
    register_primes = (29, 31, 37, 41, 43, 47, 53, 59) if precision == "f32" else (29, 31)
    cases = [k for k in pairs if k.startswith("c2c " + precision + " ") and int(k.split()[2]) in register_primes]
    n = [int(k.split()[2]) for k in cases]
    for runs, name, color in ((rader, "Rader (c45650e)", "tab:red"), (pairs, "pairs (aba2624)", "tab:blue")):
        err = [runs[k]["prism"]["error"] / runs[k]["cufft"]["error"] for k in cases]
        speed = [runs[k]["prism"]["gb_per_s"] / runs[k]["cufft"]["gb_per_s"] for k in cases]
        style = dict(color=color, linestyle="", marker=marker, fillstyle="none" if precision == "f64" else "full",
                     label=f"{name} {precision}")
        top.plot(n, err, **style)
        bottom.plot(n, speed, **style)
for axis in (top, bottom):
    axis.axhline(1.0, color="gray", lw=0.8)
    axis.legend(fontsize=8)
top.set_ylabel("prism error / cuFFT error")
bottom.set_ylabel("prism GB/s / cuFFT GB/s")
bottom.set_xlabel("N (C2C of one register prime, batch filling 256 MiB)")
top.set_title("Register primes on an H100: Rader's convolution against the pair butterflies")
fig.tight_layout()
fig.savefig(os.path.join(here, "pairs.png"), dpi=110)
