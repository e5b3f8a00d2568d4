#!/usr/bin/env python3
"""Sets one message's translation in resources/translations/gpuplanner_zh_CN.ts (issue #26: the
.ts file is the one source of the Chinese; Qt Linguist edits the same file).

    python3 scripts/ts_set.py "English source" "中文" [--context CTX] [--all] [--ts FILE]

The message is found by its exact source text, and by its context (the class, or the name
given to QCoreApplication::translate) when --context is given. It refuses, changing nothing,
when no message matches, when more than one does (unless --all: then it sets each of them),
when the translation is empty, or when its placeholders (%1 .. %99, %L1, %n, {name}) differ
from the source's. Only the matched <translation> elements change (they become finished); the rest of
the file, its header included, is kept byte for byte. The file is replaced atomically (a temporary file, then os.replace).

After setting translations, `python3 scripts/check_translations.py` must exit 0.
"""
import argparse
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from check_translations import DEFAULT_TS, placeholders  # noqa: E402

CONTEXT = re.compile(r"<context>.*?</context>", re.S)
NAME = re.compile(r"<name>.*?</name>", re.S)
MESSAGE = re.compile(r"<message\b[^>]*>.*?</message>", re.S)
TRANSLATION = re.compile(r"<translation\b[^>]*?(?:/>|>.*?</translation>)", re.S)
# Characters XML 1.0 cannot hold (lupdate would write them as <byte> elements).
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def escape(text, quotes):
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quotes:  # lupdate's style; a file last written by ElementTree leaves them as they are
        text = text.replace('"', "&quot;").replace("'", "&apos;")
    return text


def find(text, source, context):
    """(start, end, message element, context name) of each message whose source is `source`."""
    found = []
    for c in CONTEXT.finditer(text):
        n = NAME.search(c.group(0))
        name = (ET.fromstring(n.group(0)).text or "") if n else ""
        for m in MESSAGE.finditer(c.group(0)):
            element = ET.fromstring(m.group(0))
            if (element.findtext("source") or "") != source:
                continue
            if context is not None and name != context:
                continue
            found.append((c.start() + m.start(), c.start() + m.end(), element, name))
    return found


def translated_so(element, translation):
    """Whether the message already has this translation, finished."""
    old = element.find("translation")
    if old is None or old.get("type") is not None:
        return False
    if element.get("numerus") == "yes":
        forms = [f.text or "" for f in old.findall("numerusform")]
        return bool(forms) and all(f == translation for f in forms)
    return (old.text or "") == translation


def new_translation(element, translation, quotes):
    """The <translation> element to write, indented like the one it replaces."""
    body = escape(translation, quotes)
    if element.get("numerus") != "yes":
        return "<translation>%s</translation>" % body
    # Chinese has one plural form.
    return "<translation>\n%s<numerusform>%s</numerusform>\n%s</translation>" % (
        " " * 12, body, " " * 8)


def write_atomically(path, data):
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(path) + ".")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, os.stat(path).st_mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="the English source text, exactly as in the .ts file")
    parser.add_argument("translation", help="the Chinese translation")
    parser.add_argument("--context", help="the message's context (e.g. Diagnostic, MainWindow)")
    parser.add_argument("--all", action="store_true",
                        help="set every message with this source (in --context, if given)")
    parser.add_argument("--ts", default=DEFAULT_TS, help="the .ts file (default: the zh_CN file)")
    args = parser.parse_args(argv[1:])

    def refuse(why):
        print("ts_set.py: %s; %s is unchanged" % (why, os.path.relpath(args.ts)), file=sys.stderr)
        return 1

    if not args.translation.strip():
        return refuse("the translation is empty")
    if CONTROL.search(args.translation):
        return refuse("the translation holds a control character")
    if placeholders(args.translation) != placeholders(args.source):
        return refuse("the source has the placeholders %s, the translation %s"
                      % (sorted(placeholders(args.source)) or "none",
                         sorted(placeholders(args.translation)) or "none"))

    with open(args.ts, "rb") as f:
        raw = f.read()
    text = raw.decode("utf-8")
    found = find(text, args.source, args.context)
    if not found:
        elsewhere = sorted({name for _, _, _, name in find(text, args.source, None)})
        if elsewhere:
            return refuse("no message %r in context %r (it is in: %s)"
                          % (args.source, args.context, ", ".join(elsewhere)))
        return refuse("no message has the source %r (run the gpuplanner_uicore_lupdate target "
                      "after changing the sources)" % args.source)
    names = sorted({name for _, _, _, name in found})
    if len(found) > 1 and not args.all:
        if len(names) == len(found):
            return refuse("%d messages have the source %r; choose one with --context (%s), or "
                          "set them all with --all" % (len(found), args.source, ", ".join(names)))
        return refuse("%d messages in context %s have the source %r (they differ by comment: "
                      "use Qt Linguist, or --all)" % (len(found), ", ".join(names), args.source))

    quotes = "&quot;" in text or "&apos;" in text
    updated = text
    changed = []
    for start, end, element, name in reversed(found):  # from the end: earlier offsets hold
        if translated_so(element, args.translation):
            continue
        block = updated[start:end]
        t = TRANSLATION.search(block)
        if t is None:
            return refuse("the message %r in %s has no <translation> element" % (args.source, name))
        block = block[:t.start()] + new_translation(element, args.translation, quotes) \
            + block[t.end():]
        updated = updated[:start] + block + updated[end:]
        changed.append(name)
    if not changed:
        print("%s: %s: already translated so" % (", ".join(names), args.source))
        return 0
    ET.fromstring(updated.encode("utf-8"))  # still well-formed, or nothing is written
    write_atomically(args.ts, updated.encode("utf-8"))
    for name in reversed(changed):
        print("%s: %s -> %s" % (name, args.source, args.translation))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
