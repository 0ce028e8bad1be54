"""`prism bench` result files, plain or xz-compressed: bench/results keeps its larger raw files as
RESULT.json.xz, and bench/plot.py, bench/summarize.py and bench/device/compare_runs.py read both."""
import json
import lzma
import os


def load_json(path):
    with lzma.open(path, "rt") if path.endswith(".xz") else open(path) as f:
        return json.load(f)


def result_stem(path):
    """The file's name without its extension (and without .xz before it)."""
    return os.path.splitext(os.path.basename(path).removesuffix(".xz"))[0]
