#!/usr/bin/env bash
# Time and peak memory (RSS) of every command on catalogs of 10,000 and 100,000 offerings
# (bench/make-big-catalog.py) and of the SkyPilot importer on a 1,000,000-row CSV; the figures of
# docs/bench.md ("Catalog size"). Figures, not checks: run it on a quiet machine.
#   bench/catalog-size.sh [BUILD_DIR]      (default build/ci)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/ci}
gpuplan=$build/app/gpuplan
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scenario=resources/examples/llama2-7b-pretrain.gpuplan.json

measure() { # label, command...
  local label=$1; shift
  /usr/bin/time -f "%e %M %x" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || true
  read -r seconds kib code < <(tail -1 "$work/time") # a failed command adds a line before it
  printf '| %s | %s s | %d MiB | %s | %s |\n' "$label" "$seconds" $((kib / 1024)) "$code" \
    "$(wc -c <"$work/out" | awk '{printf "%.1f MB", $1 / 1e6}')"
}

echo "| command | time | peak RSS | exit | output |"
echo "|---|---:|---:|---:|---:|"
for n in 10000 100000; do
  bench/make-big-catalog.py "$n" "$work/catalog.json" >/dev/null
  k=$((n / 1000))k
  measure "offerings --json, $k" "$gpuplan" offerings --catalog "$work/catalog.json" --json
  measure "plan --json (best 50 + Pareto), $k" "$gpuplan" plan "$scenario" \
    --catalog "$work/catalog.json" --json
  measure "plan --all --json, $k" "$gpuplan" plan "$scenario" --catalog "$work/catalog.json" \
    --json --all
  measure "plan --all (text), $k" "$gpuplan" plan "$scenario" --catalog "$work/catalog.json" --all
  measure "report, $k" "$gpuplan" report "$scenario" --catalog "$work/catalog.json" \
    -o "$work/report.pdf"
  measure "export --best, $k" "$gpuplan" export "$scenario" --best --format slurm \
    --catalog "$work/catalog.json" -o "$work/launch" --force
done
# The importer on SkyPilot files of 100,000 and 1,000,000 rows (the fixture's rows repeated in
# numbered regions). A million rows make a catalog over the readers' 64 MiB: refused (exit 2).
for rows in 100000 1000000; do
  python3 - "$work/vms.csv" "$rows" <<'PY'
import csv, sys
rows = list(csv.reader(open("tests/fixtures/skypilot/lambda/vms.csv", encoding="utf-8")))
with open(sys.argv[1], "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(rows[0])
    region = rows[0].index("Region")
    n = 0
    while n < int(sys.argv[2]):
        for r in rows[1:]:
            r = list(r)
            r[region] = "%s-%d" % (r[region], n)
            w.writerow(r)
            n += 1
PY
  measure "catalog import-skypilot, $((rows / 1000))k rows" "$gpuplan" catalog import-skypilot \
    "$work/vms.csv" -o "$work/imported.json" --provider lambda --as-of 2026-11-30
done
