#!/usr/bin/env python3
"""A real Hugging Face Trainer run whose log `gpuplan calibrate` reads back (docs/calibration.md).

Trains a randomly initialised model of a bundled preset's architecture (resources/models/, the
same config.json figures the planner counts) on random tokens for a few dozen steps, with the
Trainer's own defaults and logging: what a user's first steps print. No download: the device
machine reaches no registry, and random weights cost the same FLOPs as trained ones.

Besides the Trainer's output it prints, from a callback, the wall time of the steady-state
steps (the first ones excluded) and torch.cuda.max_memory_allocated(), so the documentation can
say how far the Trainer's closing train_steps_per_second (which counts the warm-up) is from the
steady state.

Usage: hf_trainer_run.py --preset qwen2.5-1.5b [--lora 16] --batch 8 --seq 2048 --steps 60
"""
import argparse
import json
import pathlib
import sys
import time

import torch
import transformers
from transformers import AutoConfig, AutoModelForCausalLM, Trainer, TrainerCallback, \
    TrainingArguments


class RandomTokens(torch.utils.data.Dataset):
    def __init__(self, vocab, seq, count):
        g = torch.Generator().manual_seed(0)
        self.ids = torch.randint(0, vocab, (count, seq), generator=g)

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "labels": self.ids[i]}


class StepClock(TrainerCallback):
    """Wall time of each optimizer step after `skip` warm-up steps."""

    def __init__(self, skip):
        self.skip, self.marks = skip, []

    def on_step_end(self, args, state, control, **kwargs):
        torch.cuda.synchronize()
        self.marks.append(time.perf_counter())


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--preset", default="qwen2.5-1.5b")
    p.add_argument("--lora", type=int, default=0, help="LoRA rank on all linear layers; 0: full")
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--seq", type=int, default=2048)
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--skip", type=int, default=10)
    a = p.parse_args()

    root = pathlib.Path(__file__).resolve().parents[2]
    preset = json.loads((root / "resources/models" / f"{a.preset}.json").read_text())
    hf = dict(preset["hf_config"])
    config = AutoConfig.for_model(hf.pop("model_type"), **hf)
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(config, dtype=torch.bfloat16 if a.lora else None)
    if a.lora:
        import peft
        model = peft.get_peft_model(model, peft.LoraConfig(
            r=a.lora, lora_alpha=2 * a.lora, target_modules="all-linear", task_type="CAUSAL_LM"))
    print(json.dumps({"run": {"preset": a.preset, "lora_rank": a.lora, "batch": a.batch,
                              "sequence_length": a.seq, "steps": a.steps,
                              "gpu": torch.cuda.get_device_name(0),
                              "torch": torch.__version__,
                              "transformers": transformers.__version__,
                              "parameters": sum(t.numel() for t in model.parameters()),
                              "trainable": sum(t.numel() for t in model.parameters()
                                               if t.requires_grad)}}), flush=True)
    args = TrainingArguments(
        output_dir="/tmp/hf-run", per_device_train_batch_size=a.batch, max_steps=a.steps,
        bf16=True, logging_steps=10, save_strategy="no", report_to="none",
        dataloader_num_workers=2, learning_rate=1e-4 if a.lora else 3e-5)
    clock = StepClock(a.skip)
    trainer = Trainer(model=model, args=args,
                      train_dataset=RandomTokens(config.vocab_size, a.seq, a.batch * a.steps),
                      callbacks=[clock])
    torch.cuda.reset_peak_memory_stats()
    trainer.train()
    steady = clock.marks[a.skip:]
    if len(steady) >= 2:
        per_step = (steady[-1] - steady[0]) / (len(steady) - 1)
        print(f"steady-state step seconds (steps {a.skip + 2}-{len(clock.marks)}): "
              f"{per_step:.4f}; tokens/s: {a.batch * a.seq / per_step:.1f}", flush=True)
    print(f"max_memory_allocated: {torch.cuda.max_memory_allocated() / 2**30:.2f} GiB "
          f"(torch.cuda.max_memory_allocated(), {torch.cuda.max_memory_allocated()} bytes)",
          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
