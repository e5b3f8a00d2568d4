#!/usr/bin/env bash
# Installs what is missing, builds GPU Planner and opens the workbench on the bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGPUPLANNER_TESTS=OFF >/dev/null
cmake --build build/release -j"$(nproc)" --target gpuplanner gpuplan
exec build/release/app/gpuplanner "${@:-resources/examples/llama3-8b-lora.gpuplan.json}"
