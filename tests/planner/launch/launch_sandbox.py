#!/usr/bin/env python3
"""Checks that exported launch files treat hostile names as data (tst_launch, issue #25).

usage: launch_sandbox.py CASES.json

CASES.json: a list of {"folder": DIR, "baseline": DIR, "expect": {...}} where `baseline` holds
the same export made with harmless names. For every case:
- each file has as many lines as its baseline (no name adds or splits a line);
- each shell script (*.sh, *.sbatch) passes `bash -n`, and so do the scripts inside the YAML
  (SkyPilot's setup/run, the Kubernetes container's `bash -c` script);
- those scripts, run by bash with a PATH holding only fake srun/torchrun/vllm/scontrol/head/pip/cat
  (which log their arguments), run nothing else: any other command reaches bash's
  command_not_found_handle, which logs it, and a marker file a payload might write stays absent;
- each YAML file parses (PyYAML safe_load_all), into the same number of documents and top-level
  keys as its baseline, and the strings in `expect` come back exactly: "region",
  "instance_type" (SkyPilot resources), "model" (vLLM's argument after `serve`, also as the
  fake vllm received it).
Prints what failed and exits 1; exits 3 when PyYAML is missing.
"""
import json
import os
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    print("PyYAML not installed")
    sys.exit(3)

FAKES = ["srun", "torchrun", "vllm", "scontrol", "head", "pip", "cat"]
problems = []


def fail(case, what):
    problems.append(f"{case}: {what}")


def make_sandbox(root):
    fakebin = os.path.join(root, "bin")
    os.makedirs(fakebin, exist_ok=True)
    log = os.path.join(root, "calls")
    for name in FAKES:
        path = os.path.join(fakebin, name)
        with open(path, "w") as f:
            # Each call: the command and its arguments, NUL-separated, one record per line.
            # Each call in a file of its own: the command and its arguments, NUL-separated.
            f.write("#!/bin/bash\nprintf '%s\\0' \"${0##*/}\" \"$@\" > \"$SANDBOX_LOG/$$-$RANDOM\"\n"
                    "[ \"${0##*/}\" = head ] && printf 'node0\\n'\nexit 0\n")
        os.chmod(path, 0o755)
    handler = os.path.join(root, "handler.sh")
    with open(handler, "w") as f:
        f.write("command_not_found_handle() { printf 'UNEXPECTED\\0%s\\0' \"$*\" >"
                " \"$SANDBOX_LOG/$$-$RANDOM\"; return 127; }\n")
    return fakebin, log, handler


def run_script(case, name, text, folder, root):
    fakebin, log, handler = make_sandbox(root)
    if os.path.isdir(log):
        for name in os.listdir(log):
            os.remove(os.path.join(log, name))
    else:
        os.makedirs(log)
    script = os.path.join(root, "script.sh")
    with open(script, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text.replace("/config/", folder + "/"))
    syntax = subprocess.run(["bash", "-n", script], capture_output=True, text=True)
    if syntax.returncode != 0:
        fail(case, f"{name}: bash -n: {syntax.stderr.strip()}")
        return []
    marker = os.path.join(root, "PWNED")
    env = {"PATH": fakebin, "SANDBOX_LOG": log, "BASH_ENV": handler, "HOME": root,
           "SLURM_SUBMIT_DIR": folder, "SLURM_JOB_NODELIST": "node0", "SLURM_NNODES": "1",
           "SLURM_JOB_ID": "1", "SKYPILOT_NODE_IPS": "10.0.0.1", "SKYPILOT_NUM_NODES": "1",
           "SKYPILOT_NODE_RANK": "0", "RANK": "0", "MASTER_ADDR": "node0", "MASTER_PORT": "1",
           "MARKER": marker}
    subprocess.run(["/bin/bash", script], cwd=folder, env=env, capture_output=True, timeout=60)
    calls = []
    for name in os.listdir(log):
        with open(os.path.join(log, name), "rb") as f:
            record = f.read()
        calls.append([p.decode("utf-8", "replace") for p in record.split(b"\0")[:-1]])
    for c in calls:
        if c and c[0] not in FAKES:
            fail(case, f"{name}: ran {c!r}")
    if os.path.exists(marker):
        fail(case, f"{name}: a payload wrote {marker}")
    return calls


def yaml_shape(docs):
    return [sorted(d.keys()) if isinstance(d, dict) else type(d).__name__ for d in docs]


def check_case(case, root):
    folder, baseline, expect = case["folder"], case["baseline"], case.get("expect") or {}
    label = os.path.basename(folder)
    for name in sorted(os.listdir(baseline)):
        if name.startswith("."):
            continue
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            fail(label, f"{name} missing")
            continue
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        base = open(os.path.join(baseline, name), encoding="utf-8").read()
        if text.count("\n") != base.count("\n"):
            fail(label, f"{name}: {text.count(chr(10))} lines, {base.count(chr(10))} with harmless names")
        if name.endswith(".sh") or name.endswith(".sbatch"):
            calls = run_script(label, name, text, folder, root)
            for c in calls:
                if c[0] == "vllm" and "model" in expect and (len(c) < 3 or c[2] != expect["model"]):
                    fail(label, f"{name}: vllm got model {c[2:3]!r}, expected {expect['model']!r}")
        if name.endswith(".yaml"):
            try:
                docs = [d for d in yaml.safe_load_all(text)]
            except yaml.YAMLError as e:
                fail(label, f"{name}: does not parse: {e}")
                continue
            base_docs = [d for d in yaml.safe_load_all(base)]
            if yaml_shape(docs) != yaml_shape(base_docs):
                fail(label, f"{name}: documents/keys {yaml_shape(docs)} != {yaml_shape(base_docs)}")
                continue
            check_yaml(label, name, docs, expect, folder, root)


def check_yaml(label, name, docs, expect, folder, root):
    first = docs[0]
    if name == "task.yaml":
        res = first.get("resources", {})
        for key in ("region", "instance_type"):
            if key in expect and res.get(key) != expect[key]:
                fail(label, f"task.yaml: resources.{key} = {res.get(key)!r}, expected {expect[key]!r}")
        for key in ("setup", "run"):
            if key in first:
                run_script(label, f"task.yaml {key}", first[key], folder, root)
    for doc in docs:
        spec = doc.get("spec", {}) if isinstance(doc, dict) else {}
        templates = []
        if "template" in spec:
            templates.append(spec["template"])
        for replica in spec.get("pytorchReplicaSpecs", {}).values():
            templates.append(replica["template"])
        for t in templates:
            for c in t["spec"]["containers"]:
                args = c.get("args", [])
                if c.get("command") == ["bash", "-c"]:
                    run_script(label, f"{name} container", args[0], folder, root)
                elif c.get("command") == ["vllm"] and "model" in expect:
                    if len(args) < 2 or args[1] != expect["model"]:
                        fail(label, f"{name}: vllm args {args[:2]!r}, model expected {expect['model']!r}")


def main():
    cases = json.load(open(sys.argv[1], encoding="utf-8"))
    with tempfile.TemporaryDirectory() as root:
        for case in cases:
            check_case(case, root)
    for p in problems[:40]:
        print(p)
    print(f"{len(cases)} case(s), {len(problems)} problem(s)")
    sys.exit(1 if problems else 0)


main()
