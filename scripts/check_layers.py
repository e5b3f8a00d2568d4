#!/usr/bin/env python3
"""The include rule: a file includes only its own layer's files and the layers below it.

The folder tree is the architecture (docs/architecture.md). This script holds the one table of the
layers and checks every `#include "..."` of planner/, ui/, probe/ and app/ against it:

  planner/  io < model < hardware < memory < time < strategy < catalog < scenario < plan
            < {output, launch, calibration, validation}   (the top four do not include each other)
  ui/       core < report < workbench, each above the whole planner
  probe/    the planner's io, model and hardware only (the probe format and the GPU catalog)
  app/      anything

No source file sits at the root of planner/ or ui/; no file in planner/ includes a Qt header.
Includes in planner/ and between ui/ layers name the layer ("model/hf_config.h"); a file may
include a neighbour in its own folder by its bare name only outside planner/.

    scripts/check_layers.py [--root DIR]     exit 0: the tree keeps the rule; 1: it does not
    scripts/check_layers.py --self-test      plants a wrong-way include in a copy and expects 1

Run by CTest (`check_layers`, `check_layers_catches_planted`) and so by scripts/run-tests.sh.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

PLANNER_LAYERS = ["io", "model", "hardware", "memory", "time", "strategy", "catalog", "scenario",
                  "plan", "output", "launch", "calibration", "validation"]
# The layers at the top: each may include everything below "plan", none of the others.
PLANNER_TOP = {"output", "launch", "calibration", "validation"}
UI_LAYERS = ["core", "report", "workbench"]
PROBE_MAY_INCLUDE = {"io", "model", "hardware"}
ROOT_FILES_ALLOWED = {"CMakeLists.txt", "README.md"}
SOURCE_SUFFIXES = (".h", ".hpp", ".cpp", ".cu")
INCLUDE = re.compile(r'^\s*#\s*include\s+([<"])([^">]+)[">]', re.M)


def planner_rank(layer):
    if layer in PLANNER_TOP:
        return len(PLANNER_LAYERS)  # all four at one rank, above "plan"
    return PLANNER_LAYERS.index(layer)


def sources(root, top):
    for folder, _dirs, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if name.endswith(SOURCE_SUFFIXES):
                yield os.path.relpath(os.path.join(folder, name), root)


def problems_of(root):
    out = []
    for top in ("planner", "ui"):
        for name in sorted(os.listdir(os.path.join(root, top))):
            path = os.path.join(root, top, name)
            if os.path.isfile(path) and name not in ROOT_FILES_ALLOWED:
                out.append(f"{top}/{name}: a file at the root of {top}/; it belongs in a layer folder")
            if os.path.isdir(path):
                layers = PLANNER_LAYERS if top == "planner" else UI_LAYERS
                if name not in layers:
                    out.append(f"{top}/{name}/: a folder that is not a layer ({', '.join(layers)})")
                elif not os.path.isfile(os.path.join(path, "README.md")):
                    out.append(f"{top}/{name}/: has no README.md (what it owns, what it may include)")
    for top in ("planner", "ui", "probe", "app"):
        for rel in sources(root, top):
            parts = rel.split(os.sep)
            with open(os.path.join(root, rel), encoding="utf-8") as f:
                text = f.read()
            for m in INCLUDE.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                problem = include_problem(root, parts, m.group(1), m.group(2))
                if problem:
                    close = '"' if m.group(1) == '"' else ">"
                    out.append(f"{rel}:{line}: #include {m.group(1)}{m.group(2)}{close}: {problem}")
    return out


def include_problem(root, parts, bracket, target):
    top = parts[0]
    own_layer = parts[1] if len(parts) > 2 else None
    if bracket == "<":
        if top == "planner" and re.match(r"Q[A-Za-z]*(/|$)", target):
            return "a Qt header in the planner (the planner has no Qt dependency)"
        return None
    head = target.split("/")[0]
    here = os.path.join(root, *parts[:-1])
    if top == "planner":
        if head not in PLANNER_LAYERS or "/" not in target:
            return "a planner include names its layer (\"model/hf_config.h\")"
        if head == own_layer:
            return None
        if own_layer in PLANNER_TOP and head in PLANNER_TOP:
            return f"{own_layer}/ and {head}/ sit side by side at the top; neither includes the other"
        if planner_rank(head) > planner_rank(own_layer):
            return f"{own_layer}/ may not include {head}/, a layer above it"
        return None
    if top == "ui":
        if head in PLANNER_LAYERS:
            return None  # the planner is below every ui layer
        if head in UI_LAYERS:
            if UI_LAYERS.index(head) > UI_LAYERS.index(own_layer):
                return f"ui/{own_layer}/ may not include ui/{head}/, a layer above it"
            return None
        if os.path.isfile(os.path.join(here, target)):
            return None  # a neighbour in the same folder
        return "not a planner or ui layer, nor a file beside this one"
    if top == "probe":
        if os.path.isfile(os.path.join(here, target)):
            return None
        if head in PLANNER_LAYERS and head not in PROBE_MAY_INCLUDE:
            return f"the probe may include only the planner's {', '.join(sorted(PROBE_MAY_INCLUDE))}"
        return None
    return None  # app/: the entry points may include any layer


def self_test(root):
    """Plants one wrong-way include (memory/ reaching up into plan/) in a copy: expects it named."""
    with tempfile.TemporaryDirectory() as tmp:
        for top in ("planner", "ui", "probe", "app"):
            shutil.copytree(os.path.join(root, top), os.path.join(tmp, top),
                            ignore=shutil.ignore_patterns("*.o"))
        clean = problems_of(tmp)
        if clean:
            print("the tree itself breaks the rule:", *clean, sep="\n  ")
            return 1
        victim = os.path.join(tmp, "planner", "memory", "memory.cpp")
        with open(victim, "a", encoding="utf-8") as f:
            f.write('\n#include "plan/plan.h"\n')
        found = problems_of(tmp)
        expected = "planner/memory/memory.cpp"
        if len(found) == 1 and found[0].startswith(expected) and "a layer above it" in found[0]:
            print("planted include caught:", found[0])
            return 0
        print("the planted include was not caught as expected; found:", *found, sep="\n  ")
        return 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--root", default=default_root)
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        return self_test(args.root)
    found = problems_of(args.root)
    for p in found:
        print(p)
    if found:
        print(f"{len(found)} include(s) break the layer rule (docs/architecture.md)")
        return 1
    print("every include keeps the layer rule")
    return 0


if __name__ == "__main__":
    sys.exit(main())
