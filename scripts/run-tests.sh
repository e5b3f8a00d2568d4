#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test:
#   1. the full build (GUI on, warnings as errors) and all Qt Test executables;
#   2. the same suite under AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. the planner, the CLI and their tests with the GUI off (planner/ needs no Qt Widgets);
#   4. every fuzz target (tests/fuzz: each reader and the whole pipeline, clang + libFuzzer +
#      ASan/UBSan) for 30 s on its corpus, so a regression in a reader fails here;
#   gpuprobe (CUDA) is compiled in the first build where the CUDA compiler is installed;
# plus the structural gates: planner/ includes no Qt header, sources are clang-formatted, every
# message of the Chinese translation is translated (scripts/check_translations.py).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh

export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)
failed=0
failures=() # what failed, repeated in the summary (the output above can be long)

step() { printf '\n=== %s ===\n' "$*"; }

build_and_test() { # dir, cmake args...
  local dir=$1; shift
  if ! cmake -S . -B "$dir" -G Ninja -DGPUPLANNER_WERROR=ON "$@" >/dev/null; then
    failed=1; failures+=("$dir: configure"); return
  fi
  if ! cmake --build "$dir" -j"$jobs"; then
    failed=1; failures+=("$dir: build"); return
  fi
  if ! (cd "$dir" && ctest --output-on-failure -j"$jobs"); then
    failed=1
    failures+=("$dir: tests $(tr '\n' ' ' < "$dir/Testing/Temporary/LastTestsFailed.log" 2>/dev/null)")
  fi
}

step "gate: planner/ is Qt-free"
if grep -rnE '#include *<Q|#include *"Q' planner/; then
  echo "planner/ must not include Qt headers"; failed=1; failures+=("gate: planner/ is Qt-free")
else
  echo "ok"
fi

step "gate: clang-format"
if git ls-files '*.cpp' '*.h' '*.cu' | xargs clang-format --dry-run --Werror; then echo "ok"; else
  failed=1; failures+=("gate: clang-format")
fi

step "gate: translations (scripts/check_translations.py)"
# The .ts file is the one source of the Chinese: nothing unfinished or empty, and every
# translation keeps its source's %1/%2/%n.
if python3 scripts/check_translations.py; then :; else
  failed=1; failures+=("gate: translations (scripts/ts_set.py or Qt Linguist, see docs/workbench.md)")
fi

# gpuprobe (CUDA) is built in the main build where a CUDA compiler exists; without a GPU its test
# checks the no-device path. The sanitizer and GUI-off builds leave it out (its host code is the
# same, and CUDA's runtime is not built for ASan).
probe=AUTO
if command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]; then
  probe=ON
else
  echo "note: no CUDA compiler here, so gpuprobe is not built (its tests are skipped)"
fi

step "build and test (GUI on, -Werror, gpuprobe $probe)"
build_and_test build/ci -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGPUPLANNER_PROBE=$probe

step "build and test under ASan + UBSan"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
LSAN_OPTIONS=suppressions="$PWD/scripts/lsan.supp" \
  build_and_test build/asan -DCMAKE_BUILD_TYPE=Debug -DGPUPLANNER_SANITIZE=ON -DGPUPLANNER_BENCH=OFF \
  -DGPUPLANNER_PROBE=OFF

step "build and test with the GUI off"
build_and_test build/nogui -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGPUPLANNER_GUI=OFF -DGPUPLANNER_BENCH=OFF \
  -DGPUPLANNER_PROBE=OFF

step "fuzz targets, 30 s each (scripts/fuzz.sh)"
if ! scripts/fuzz.sh 30; then
  failed=1; failures+=("fuzz: scripts/fuzz.sh 30 (inputs in build/fuzz/findings)")
fi

step "summary"
if [ "$failed" -ne 0 ]; then
  for f in "${failures[@]}"; do echo "failed: $f"; done
  echo "FAILED"; exit 1
fi
echo "all test runs passed"
