import json, math, sys
names = sys.argv[1::2]; paths = sys.argv[2::2]
runs = [{c["case"]: c for c in json.load(open(p))["cases"]} for p in paths]
print("%-28s" % "case" + "".join("%9s" % n for n in names) + "   (prism / cuFFT)")
logs = [[] for _ in names]
for case in runs[0]:
    row = []
    for i, r in enumerate(runs):
        c = r.get(case)
        v = c["ratio"] if c and c.get("ratio") else None
        row.append(v)
        if v: logs[i].append(math.log(v))
    print("%-28s" % case[:28] + "".join("%9.3f" % v if v else "%9s" % "-" for v in row))
print("%-28s" % "geomean" + "".join("%9.3f" % math.exp(sum(l) / len(l)) for l in logs))
