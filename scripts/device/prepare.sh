#!/usr/bin/env bash
# Run here (the development machine) before a device check: the device machine has CUDA, CMake,
# ninja and PyTorch but not nlohmann_json, and reaches no package registry. This copies the
# header-only library into .deps/ (ignored by git), which scripts/device/probe-check.sh uses;
# name .deps in the device run's carry list.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .deps/include
cp -r /usr/include/nlohmann .deps/include/
grep -qx '/.deps/' .git/info/exclude 2>/dev/null || echo '/.deps/' >>.git/info/exclude
echo "prepared .deps/ ($(du -sh .deps | cut -f1)); carry it: [\".deps\"]"
