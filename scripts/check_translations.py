#!/usr/bin/env python3
"""Checks resources/translations/gpuplanner_zh_CN.ts, the one source of the Chinese (issue #26).

Exits 1, listing each one, if a message
  - is unfinished (type="unfinished": new in the sources since the last translation),
  - has an empty translation,
  - or has a translation whose placeholders differ from its source's: %1 .. %99, %L1, %n
    (QString::arg) and the named {name} of the planner's sentences (planner/io/
    diagnostic_texts.cpp); a lost %2 or {gpu} drops a value from the sentence, an added one
    prints "%2" or "{gpu}" to the user.
Messages lupdate keeps only for history (type="vanished" or "obsolete") are not compiled and
are skipped. Exits 0 when every message is translated.

Workflow after changing a tr() string:
  cmake --build build/ci --target gpuplanner_uicore_lupdate   # the .ts follows the sources
  python3 scripts/ts_set.py "English source" "中文" [--context CTX]   # or Qt Linguist
  python3 scripts/check_translations.py

Usage: check_translations.py [TS_FILE ...]   (default: the zh_CN file)
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TS = os.path.join(HERE, "..", "resources", "translations", "gpuplanner_zh_CN.ts")

# QString::arg() markers %1 .. %99 (and their localized %L1 form); %n in plural messages.
PLACEHOLDER = re.compile(r"%L?(?:[1-9][0-9]?|n)")
# The planner's named arguments, {name} (planner/io/diagnostic_texts.h: letters, digits, '_').
NAMED = re.compile(r"\{[A-Za-z0-9_]+\}")


def placeholders(text):
    """The placeholders of a text: %1-style and {name}-style, as one set."""
    return set(PLACEHOLDER.findall(text or "")) | set(NAMED.findall(text or ""))


def translations_of(message):
    """The translated texts of one message: one, or one per numerus form."""
    tr = message.find("translation")
    if tr is None:
        return None
    forms = tr.findall("numerusform")
    if message.get("numerus") == "yes" or forms:
        return [f.text or "" for f in forms]
    return [tr.text or ""]


def check(path):
    """The problems found in one .ts file, one line each, and the number of messages read."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as e:
        return ["cannot be read: %s" % e], None
    problems = []
    count = 0
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            kind = tr.get("type") if tr is not None else None
            if kind in ("vanished", "obsolete"):
                continue
            count += 1
            source = message.findtext("source") or ""
            where = "%s: %s" % (name, source if len(source) <= 100 else source[:97] + "...")
            texts = translations_of(message)
            if kind == "unfinished":
                problems.append("unfinished: " + where)
                continue
            if not texts or any(not t.strip() for t in texts):
                problems.append("empty: " + where)
                continue
            wanted = placeholders(source)
            for t in texts:
                got = placeholders(t)
                if got != wanted:
                    problems.append("placeholders: %s\n    source has %s, translation %r has %s"
                                    % (where, sorted(wanted) or "none", t, sorted(got) or "none"))
                    break
    return problems, count


def main(argv):
    paths = argv[1:] or [DEFAULT_TS]
    failed = False
    for path in paths:
        problems, count = check(path)
        shown = os.path.relpath(path)
        for p in problems:
            print("%s: %s" % (shown, p))
        if problems:
            failed = True
            if count is not None:
                print("%s: %d of %d message(s) need a translation (scripts/ts_set.py or Qt "
                      "Linguist)" % (shown, len(problems), count))
        else:
            print("%s: all %d messages translated" % (shown, count))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
