#!/usr/bin/env bash
# The device check of issue #6, as one command on a machine with an NVIDIA GPU (docs/probe.md):
#   1. builds gpuprobe for the local GPU only (GUI, tests and benches off);
#   2. runs the full probe, writing $OUT/probe-full.json and its log;
#   3. times the same GEMMs through PyTorch (scripts/device/torch_gemm.py) and the device-to-device
#      copy, writing $OUT/torch.json;
#   4. prints the comparison against the goals (BF16 GEMM >= 90% of PyTorch's best at the same
#      shape, triad >= 85% of the datasheet bandwidth).
# Usage there: scripts/device/probe-check.sh  (with .deps carried, see prepare.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-$PWD/build/device-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1

extra=()
if [ -d .deps/include/nlohmann ] && ! [ -f /usr/include/nlohmann/json.hpp ]; then
  # A minimal package configuration for the carried header-only copy.
  mkdir -p .deps/cmake
  cat >.deps/cmake/nlohmann_jsonConfig.cmake <<CFG
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "$PWD/.deps/include")
set(nlohmann_json_VERSION 3.11.2)
CFG
  printf 'set(PACKAGE_VERSION 3.11.2)\nset(PACKAGE_VERSION_COMPATIBLE TRUE)\n' \
    >.deps/cmake/nlohmann_jsonConfigVersion.cmake
  extra+=(-Dnlohmann_json_DIR="$PWD/.deps/cmake")
fi
cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)
echo "== build (sm_$cc)"
cmake -S . -B build/device -G Ninja -DCMAKE_BUILD_TYPE=Release -DGPUPLANNER_GUI=OFF \
  -DGPUPLANNER_TESTS=OFF -DGPUPLANNER_BENCH=OFF -DGPUPLANNER_PROBE=ON \
  -DCMAKE_CUDA_ARCHITECTURES="${cc}-real" "${extra[@]}" >"$OUT/build.log"
cmake --build build/device --target gpuprobe -j"$(nproc)" >>"$OUT/build.log"

echo "== nvidia-smi"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem,power.limit \
  --format=csv | tee "$OUT/nvidia-smi.csv"

echo "== gpuprobe --full"
set +e
build/device/probe/gpuprobe --full --json "$OUT/probe-full.json" 2>"$OUT/probe.log" \
  | tee "$OUT/probe-summary.txt"
status=$?
set -e
echo "gpuprobe exit status $status"

echo "== PyTorch"
python3 scripts/device/torch_gemm.py --probe "$OUT/probe-full.json" --out "$OUT/torch.json"
