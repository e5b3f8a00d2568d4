#!/usr/bin/env bash
# Fuzzes every reader, the whole pipeline and the launch files' escaping with libFuzzer +
# AddressSanitizer + UBSan (tests/fuzz, docs/reliability.md):
#   scripts/fuzz.sh [SECONDS]      each target SECONDS (default 60); FUZZ_TARGETS="a b" for some
# Builds build/fuzz with clang, seeds each target's corpus (build/fuzz/corpus/TARGET) from the
# bundled examples, catalogs and test fixtures (export: tests/fuzz/corpus/export), and runs the
# targets one after another. A crash, a sanitizer report, a leak, an input slower than 20 s or
# over 2 GB fails the run; the input is kept as build/fuzz/findings/TARGET-* (reproduce:
# build/fuzz/tests/fuzz/fuzz_TARGET FILE).
# The tests run it for 30 s a target (scripts/run-tests.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
targets=${FUZZ_TARGETS:-"scenario hf_config offerings gpu_catalog skypilot probe_result plan
  export run_log"}
build=${FUZZ_BUILD:-build/fuzz} # another folder for a long campaign beside the tests
if ! command -v clang++ >/dev/null; then
  echo "scripts/fuzz.sh needs clang and libFuzzer: apt-get install clang libclang-rt-14-dev" >&2
  exit 2
fi
CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGPUPLANNER_FUZZ=ON -DGPUPLANNER_GUI=OFF -DGPUPLANNER_TESTS=OFF -DGPUPLANNER_BENCH=OFF \
  -DGPUPLANNER_PROBE=OFF >/dev/null
build_targets=()
for t in $targets; do build_targets+=("fuzz_$t"); done
cmake --build "$build" -j"$(nproc)" --target "${build_targets[@]}"

seeds() { # the files a target's corpus starts from
  case $1 in
    scenario | plan) ls resources/examples/*.json docs/validation/*.gpuplan.json ;;
    hf_config) ls tests/fixtures/hf/*.json ;;
    offerings) ls resources/catalog/offerings/*.json ;;
    gpu_catalog) ls resources/catalog/gpus.json ;;
    skypilot) find tests/fixtures/skypilot -name '*.csv' ;;
    probe_result) ls tests/fixtures/probe/*.json ;;
    run_log) ls tests/fixtures/calibration/*.log tests/fixtures/calibration/*.json \
      tests/fixtures/calibration/*.txt ;;
    export) ls tests/fuzz/corpus/export/* ;;
  esac
}

mkdir -p "$build/findings" "$build/logs"
failed=()
for t in $targets; do
  corpus=$build/corpus/$t
  mkdir -p "$corpus"
  for f in $(seeds "$t"); do cp -n "$f" "$corpus/seed-$(basename "$f")"; done
  dict=tests/fuzz/json.dict
  [ "$t" = skypilot ] && dict=tests/fuzz/csv.dict
  [ "$t" = export ] && dict=tests/fuzz/export.dict
  log=$build/logs/$t.log
  printf '%-13s %4s s ... ' "$t" "$seconds"
  # ASan's leak check runs at exit; UBSan stops at the first report (-fno-sanitize-recover).
  if ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    "$build/tests/fuzz/fuzz_$t" "$corpus" -dict="$dict" -max_total_time="$seconds" -timeout=20 \
    -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$build/findings/$t-" >"$log" 2>&1; then
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
    echo "ok: ${execs:-?} inputs, corpus $(ls "$corpus" | wc -l) files, peak ${peak:-?} MB"
  else
    echo "FAILED (see $log)"
    grep -E "ERROR|SUMMARY|Test unit written" "$log" | head -5 || true
    failed+=("$t")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}" >&2
  exit 1
fi
