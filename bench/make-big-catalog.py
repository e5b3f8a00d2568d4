#!/usr/bin/env python3
"""Writes a synthetic offerings catalog of N entries for the size benchmarks (docs/bench.md):
the bundled offerings (resources/catalog/offerings/*.json) copied into numbered regions, prices
unchanged, so every entry is one the planner can price. Not a price source.

    bench/make-big-catalog.py 100000 /tmp/offerings-100k.json
"""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make-big-catalog.py COUNT OUT.json")
    count, out = int(sys.argv[1]), sys.argv[2]
    base = []
    for path in sorted(glob.glob(os.path.join(ROOT, "resources/catalog/offerings/*.json"))):
        base += json.load(open(path, encoding="utf-8"))["offerings"]
    offerings = []
    copy = 0
    while len(offerings) < count:
        for o in base:
            o = dict(o)
            o["provider"] = "bench"
            o["region"] = "%s-copy%d" % (o["region"], copy)
            offerings.append(o)
            if len(offerings) == count:
                break
        copy += 1
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"format": "gpuplanner-offerings", "version": 1, "provider": "bench",
                   "offerings": offerings}, f, indent=0)
    print("%d offerings (%d distinct) -> %s (%.1f MB)" %
          (len(offerings), len(base), out, os.path.getsize(out) / 1e6))


if __name__ == "__main__":
    main()
