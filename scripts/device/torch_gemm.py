#!/usr/bin/env python3
"""Times PyTorch's matmul at the shapes gpuprobe swept, for the same precisions, and compares.

Method as close to gpuprobe's as PyTorch allows: random normal operands, 3 warm-ups, then the
median of 7 samples of repeated products timed with CUDA events (docs/probe.md). FP8 uses
torch._scaled_mm (row-major A times column-major B, as cuBLASLt's FP8 kernels need), INT8
torch._int_mm. Writes JSON and prints probe/PyTorch per precision at the probe's best shape.
"""
import argparse
import json
import statistics

import torch


def operands(kind, n):
    a = torch.randn(n, n, device="cuda")
    b = torch.randn(n, n, device="cuda")
    if kind == "fp32" or kind == "tf32":
        return a, b
    if kind == "fp16":
        return a.half(), b.half()
    if kind == "bf16":
        return a.bfloat16(), b.bfloat16()
    if kind == "fp8":
        return a.to(torch.float8_e4m3fn), b.to(torch.float8_e4m3fn).t().contiguous().t()
    if kind == "int8":
        return (a * 32).round().clamp(-127, 127).to(torch.int8), \
               (b * 32).round().clamp(-127, 127).to(torch.int8)
    raise ValueError(kind)


def product(kind, a, b):
    if kind == "fp8":
        one = torch.tensor(1.0, device="cuda")
        return lambda: torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    if kind == "int8":
        return lambda: torch._int_mm(a, b)
    return lambda: torch.matmul(a, b)


def rate(kind, n, samples=7, target=0.02):
    torch.backends.cuda.matmul.allow_tf32 = kind == "tf32"
    a, b = operands(kind, n)
    f = product(kind, a, b)
    for _ in range(3):
        f()
    torch.cuda.synchronize()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    f()
    stop.record()
    torch.cuda.synchronize()
    reps = max(1, min(1000, int(target / max(start.elapsed_time(stop) / 1e3, 1e-9))))
    rates = []
    for _ in range(samples):
        start.record()
        for _ in range(reps):
            f()
        stop.record()
        torch.cuda.synchronize()
        rates.append(2.0 * n ** 3 * reps / (start.elapsed_time(stop) / 1e3))
    return statistics.median(rates)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--probe", required=True)
    p.add_argument("--out", required=True)
    args = p.parse_args()
    probe = json.load(open(args.probe))
    dev = probe["devices"][0]
    out = {"torch": torch.__version__, "cuda": torch.version.cuda,
           "device": torch.cuda.get_device_name(0), "precisions": {}}
    for kind, g in dev.get("gemm_flops_per_second", {}).items():
        rows = []
        for m, n, k, probe_rate in g["sweep"]:
            try:
                rows.append([m, rate(kind, int(m)), probe_rate])
            except Exception as e:  # a precision PyTorch cannot run here
                rows.append([m, None, probe_rate, str(e)[:120]])
        out["precisions"][kind] = rows
        ok = [r for r in rows if r[1]]
        if ok:
            best_torch = max(ok, key=lambda r: r[1])
            at_same = next(r for r in ok if r[0] == best_torch[0])
            print(f"{kind}: PyTorch best {best_torch[1] / 1e12:.1f} T/s at {best_torch[0]}^3; "
                  f"gpuprobe there {at_same[2] / 1e12:.1f} ({100 * at_same[2] / best_torch[1]:.0f}%); "
                  f"gpuprobe best {g['best'] / 1e12:.1f}")
    bw = dev.get("memory_bandwidth_bytes_per_second", {})
    if "triad" in bw:
        print(f"triad {bw['triad'] / 1e9:.0f} GB/s; copy {bw.get('copy', 0) / 1e9:.0f} GB/s "
              f"(datasheet fraction in probe-summary.txt)")
    x = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
    y = torch.empty_like(x)
    for _ in range(3):
        y.copy_(x)
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record()
    for _ in range(20):
        y.copy_(x)
    e.record()
    torch.cuda.synchronize()
    out["torch_copy_bytes_per_second"] = 2 * x.numel() * 20 / (s.elapsed_time(e) / 1e3)
    print(f"PyTorch device copy {out['torch_copy_bytes_per_second'] / 1e9:.0f} GB/s (read + write)")
    json.dump(out, open(args.out, "w"), indent=1)


if __name__ == "__main__":
    main()
