#!/usr/bin/env bash
# Everything a session with a GPU measures, as one device call (docs/probe.md, docs/calibration.md):
#   1. scripts/device/probe-check.sh: gpuprobe built and run, compared with PyTorch's GEMM;
#   2. two real Hugging Face Trainer runs (full fine-tune and LoRA rank 16 of a bundled preset's
#      architecture, random weights and tokens) whose logs `gpuplan calibrate` reads back.
# At most eight files come back from a device call: build.log, nvidia-smi.csv, probe-full.json,
# probe.log, probe-summary.txt, torch.json, hf-full.log, hf-lora.log.
# Usage there: OUT=$OUT scripts/device/session-check.sh  (with .deps carried, see prepare.sh)
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-$PWD/build/device-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TOKENIZERS_PARALLELISM=false
timeout 330 scripts/device/probe-check.sh || echo "probe-check exit status $?"
for run in "full:0" "lora:16"; do
  echo "== Trainer ${run%%:*}"
  timeout 120 python3 scripts/device/hf_trainer_run.py --preset qwen2.5-1.5b --lora "${run##*:}" \
    --batch 8 --seq 2048 --steps 60 >"$OUT/hf-${run%%:*}.log" 2>&1
  echo "exit status $?"
  grep -E "train_runtime|steady-state|max_memory" "$OUT/hf-${run%%:*}.log"
done
