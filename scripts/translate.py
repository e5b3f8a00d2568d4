#!/usr/bin/env python3
"""Fills the unfinished entries of resources/translations/gpuplanner_zh_CN.ts from zh_CN_strings.py,
brings finished ones whose Chinese was changed there up to date (the Python table is the one
source of the Chinese), and reports what is still missing (exit 1 if anything is)."""
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from zh_CN_strings import ZH  # noqa: E402

path = os.path.join(HERE, "..", "resources", "translations", "gpuplanner_zh_CN.ts")
tree = ET.parse(path)
missing = set()
changed = 0
for m in tree.getroot().iter("message"):
    tr = m.find("translation")
    src = m.find("source").text or ""
    if tr is not None and tr.get("type") == "unfinished":
        if src in ZH:
            tr.text = ZH[src]
            del tr.attrib["type"]
        else:
            missing.add(src)
    elif tr is not None and tr.get("type") is None and src in ZH and tr.text != ZH[src]:
        tr.text = ZH[src]
        changed += 1
tree.write(path, encoding="utf-8", xml_declaration=True)
with open(path, encoding="utf-8") as f:
    text = f.read()
with open(path, "w", encoding="utf-8") as f:
    f.write(text.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1))
if changed:
    print("updated:", changed, "translation(s) changed in zh_CN_strings")
for s in sorted(missing):
    print("missing:", repr(s))
sys.exit(1 if missing else 0)
