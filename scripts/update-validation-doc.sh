#!/bin/sh
# Writes what `gpuplan validate` prints into docs/validation.md, between the markers
# "<!-- gpuplan validate: begin -->" and "<!-- gpuplan validate: end -->" (tst_cli checks that
# the page and the command agree). Usage: scripts/update-validation-doc.sh [path/to/gpuplan]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
gpuplan=${1:-$root/build/ci/app/gpuplan}
doc=$root/docs/validation.md
table=$(mktemp)
trap 'rm -f "$table" "$doc.tmp"' EXIT
"$gpuplan" validate "$root/docs/validation" >"$table"
awk -v table="$table" '
  /<!-- gpuplan validate: begin -->/ { print; while ((getline line < table) > 0) print line; skip = 1; next }
  /<!-- gpuplan validate: end -->/ { skip = 0 }
  !skip { print }
' "$doc" >"$doc.tmp"
grep -q "<!-- gpuplan validate: end -->" "$doc.tmp" || { echo "$doc: markers missing" >&2; exit 2; }
mv "$doc.tmp" "$doc"
trap - EXIT
rm -f "$table"
