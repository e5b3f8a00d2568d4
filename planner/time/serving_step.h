#pragma once
// One engine step of a serving replica as a function of what it computes: the decode tokens of
// the sequences it runs, the prompt tokens it prefills, and the KV cache it reads. The decode
// step of inference_performance() and every step of the scheduler simulation
// (time/serving_simulation.h) come from here, so the mean figures and the percentiles rest on
// one roofline (docs/performance.md, "Serving"; docs/serving.md).
#include "hardware/hardware.h"
#include "model/model.h"
#include "model/workload.h"
#include "time/layer_compute.h"
#include "time/performance.h"
#include "time/serving_engines.h"

#include <array>
#include <optional>

namespace gpuplanner {

// The links a replica's GPUs talk over, bytes/s per direction per GPU.
struct ServingLinks {
    double tensor_parallel = 0; // inside the node (NVLink or PCIe)
    double expert_parallel = 0; // the expert all-to-all (0: as tensor parallelism)
    double pipeline = 0;        // between pipeline stages on different nodes (0: none)
};

struct ServingStepModel {
    double stages = 1; // pipeline stages, run one after another for a token
    double groups = 1; // attention data-parallel groups of the replica
    // Per step, whatever it computes: every layer's kernel gaps and the all-reduce latencies
    // (one pass through the model), and the engine's host time.
    double pass_overhead_seconds = 0;
    double kernel_overhead_seconds = 0; // of the pass overhead: the kernel gaps alone
    double host_step_seconds = 0;
    // The engine's API server, one per replica (time/serving_engines.h): seconds each request
    // holds it, one after another, and the latency beside that before the engine sees it.
    double api_server_seconds_per_request = 0;
    double api_server_latency_seconds = 0;
    // Weight reads of one step on one GPU at the decode bandwidth: the layers every token uses,
    // and the routed experts if every one is touched (a step of b tokens touches
    // 1 - (1 - k/E)^b of them).
    double dense_read_seconds = 0;
    double expert_read_seconds = 0;
    double expert_choice_share = 0;       // k / E; 0 for a dense model
    double kv_read_seconds_per_token = 0; // one cached token of one sequence, all stages
    // Compute: 2·N_active (+ MLA's latent attention at the mean context) per decoded token at
    // the dense peak; prefill FLOPs at the prefill utilisation, the linear layers' of the
    // weights' peak and attention's of its own (time/performance.h attention_peak).
    double decode_flop_seconds_per_token = 0; // at 100 % of the tensor-parallel peak
    double prefill_seconds_per_flop = 0;
    double prefill_attention_seconds_per_flop = 0;
    PrefillRate prefill; // the utilisation behind it and its source
    // Tensor- and expert-parallel transfers of one token's hidden state (all layers), and its
    // hand-over between pipeline stages on different nodes.
    double tensor_parallel_seconds_per_token = 0;
    double expert_parallel_seconds_per_token = 0;
    double pipeline_seconds_per_token = 0;
    // Of the peak, what the decode GEMMs reach at 2^i tokens per group (i = 0..16), and the
    // exact figure at the workload's own concurrency.
    std::array<double, 17> decode_efficiency_by_log2{};
    // Seconds a step whose GEMMs run 2^i rows per group (i = 0..16) spends beyond their FLOPs
    // on the memory side of the roofline, all layers (time/layer_compute.h): what a prefill
    // adds to its FLOPs at the prefill rate.
    std::array<double, 17> prefill_memory_excess_by_log2{};
    double concurrency_tokens = 1;
    double concurrency_efficiency = 1;
    // For prefill_seconds_through(): the model (outlives this) and its LM head's FLOPs per token.
    const ModelSpec* model = nullptr;
    double lm_head_flops = 0;
    double linear_flops_per_token = 0; // forward FLOPs of a token without attention, LM head in
    // For at_concurrency(): what the decode GEMMs' efficiency is computed from.
    KernelRates rates;
    std::int64_t tensor_parallel = 1;
    double moe_share = 0; // MoE layers among all layers

    // The same replica with `concurrency` sequences in flight over it: only the exact decode
    // efficiency moves, so the search times a layout at many loads without rebuilding the
    // table (docs/bench.md).
    [[nodiscard]] ServingStepModel at_concurrency(std::int64_t concurrency) const;
    // The same replica as the team's own benchmark measured it (gpuplan calibrate,
    // time/calibration.h): every prompt's compute x `prefill_factor` (its FLOPs, attention and
    // memory-bound GEMMs), every decode step x `decode_factor` (its reads, FLOPs, transfers and
    // fixed costs), as the mean figures scale them (inference_performance). The simulation of a
    // calibrated option runs on this, so its percentiles follow the measurement too.
    [[nodiscard]] ServingStepModel calibrated(double prefill_factor, double decode_factor) const;

    // Of the peak, what decode GEMMs of `tokens` rows per group reach (log-interpolated between
    // powers of two, exact at the workload's concurrency).
    [[nodiscard]] double decode_efficiency(double tokens) const;
    // The memory-bound GEMMs' extra seconds in a step of `rows` rows per group (interpolated
    // between powers of two, 0 past 2^16).
    [[nodiscard]] double prefill_memory_excess(double rows) const;
    // One prompt's share of it when the engine batches the prompts of `sequences` requests up
    // to its token budget `chunk` a step: steps of min(sequences x prompt, chunk) rows.
    [[nodiscard]] double batched_prefill_memory_excess(double prompt_tokens, double sequences,
                                                       double chunk) const;
    // Seconds of the forward FLOPs of a prompt's first `tokens` tokens at the prefill rate (the
    // LM head once, for the last token).
    [[nodiscard]] double prefill_seconds_through(std::int64_t tokens) const;
    // A step in parts, as step_seconds() adds them: seconds = max(memory + the KV read,
    // compute) + other, where only the KV read grows while the same sequences decode on.
    struct StepParts {
        double memory = 0, compute = 0, other = 0;
        [[nodiscard]] double seconds(double kv_read_seconds, bool* memory_bound = nullptr) const;
        // The first `steps` steps of a decode stretch whose KV read starts at `kv0` seconds and
        // grows by `dkv` a step: the sum of seconds(kv0 + k·dkv) for k < steps, in closed form
        // (a roofline max of a line: compute-bound steps first, then memory-bound ones).
        [[nodiscard]] double stretch_seconds(double kv0, double dkv, std::int64_t steps) const;
    };
    [[nodiscard]] StepParts parts(double decode_tokens, double prefill_tokens = 0,
                                  double prefill_seconds = 0, double verified = 1) const;
    // One step of the replica: `decode_tokens` sequences (all groups) decoding one token each
    // over `kv_tokens` cached tokens per group, and `prefill_seconds` of compute for
    // `prefill_tokens` prompt tokens (prefill_seconds_through); `verified` tokens per decoding
    // sequence are computed (1, or 1 + the speculative proposals). Returns seconds; `memory_bound`
    // says which side of the roofline won.
    [[nodiscard]] double step_seconds(double decode_tokens, double kv_tokens, double prefill_tokens,
                                      double prefill_seconds, double verified = 1,
                                      bool* memory_bound = nullptr) const;
};

// The peak the linear layers run at when `engine` serves `model` with weights at
// w.weight_precision: inference_peak, except where the engine's fp8 GEMMs run at about its
// 16-bit rate (fp8_gemms_at_16bit_rate): the routed experts always, the other layers where the
// checkpoint is block-scaled fp8 (per-tensor fp8 keeps the fp8 peak), weighted by their FLOPs.
[[nodiscard]] std::optional<double> serving_linear_peak(const ModelSpec& model,
                                                        const InferenceWorkload& w,
                                                        const GpuSpec& gpu, ServingEngine engine);

// nullopt when the GPU has no peak for the weights' precision or the model has no layers.
[[nodiscard]] std::optional<ServingStepModel>
serving_step_model(const ModelSpec& model, const InferenceWorkload& w, const GpuSpec& gpu,
                   const PerformanceAssumptions& a, const ServingLinks& links);

} // namespace gpuplanner
