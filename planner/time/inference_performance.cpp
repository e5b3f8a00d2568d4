#include "time/performance.h"

#include "io/units.h"
#include "memory/memory.h"
#include "model/weight_bytes.h"
#include "time/layer_compute.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

// Serving figures of one replica (docs/performance.md, "Serving"): prefill compute bound, decode
// the roofline of weight and KV reads against 2·N_active FLOPs per sequence.
std::optional<InferencePerformance>
inference_performance(const ModelSpec& model, const InferenceWorkload& w, const GpuSpec& gpu,
                      const PerformanceAssumptions& a, double tensor_parallel_bytes_per_second,
                      double expert_parallel_bytes_per_second) {
    const auto peak = inference_peak(gpu, w.weight_precision);
    if (!peak || !model.is_transformer())
        return std::nullopt;
    InferencePerformance p;
    p.peak_flops_per_gpu = *peak;
    const double t = d(w.tensor_parallel);
    const double stages = d(w.pipeline_parallel);
    const double groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    const double ep = d(w.expert_parallel());
    // Prefill: compute bound. forward_flops_per_token(context) already averages causal
    // attention over the context (Kaplan et al. 2020's 2·n_layer·n_ctx·d_attn), so it takes the
    // prompt length as is. Serving engines compute logits for the last prompt token only: the
    // LM head (2·V·d) is charged once, not per prompt token.
    const double head = model.arch.encoder_only
                            ? 0.0
                            : 2.0 * d(model.arch.vocab_size) * d(model.arch.embedding_dim());
    const double prefill_flops =
        model.forward_flops_per_token(w.prompt_tokens) * d(w.prompt_tokens) -
        head * d(std::max<std::int64_t>(w.prompt_tokens - 1, 0));
    Overheads none;
    none.cuda_context_bytes = 0;
    none.allocator_headroom_fraction = 0;
    InferenceWorkload one = w;
    one.concurrency = 1;
    const double weights_per_gpu = inference_memory(model, one, none).weights_bytes;
    // What one decode step reads of the weights on one GPU: the untied input embedding table is
    // looked up (a row per sequence), not read whole; of an MoE model's routed experts, the
    // ones the c sequences of the replica route to: E·(1 - (1 - k/E)^c) of E per layer
    // (uniform routing), so at low concurrency only about the active experts are read. With
    // attention data parallelism every group's tokens reach the experts of every GPU.
    double read_bytes = weights_per_gpu;
    if (model.is_transformer()) {
        const TransformerArch& arch = model.arch;
        const WeightBytes wb = weight_bytes(model, w.weight_precision);
        const ParameterCount pc = model.parameters();
        const double rest_params = d(pc.total - pc.routed_experts);
        double rest = wb.rest;
        if (!arch.tied_embeddings && rest_params > 0)
            rest -= wb.rest * d(arch.vocab_size) * d(arch.embedding_dim()) / rest_params;
        double experts = wb.routed_experts / groups;
        if (arch.is_moe() && arch.num_experts > 0) {
            const double k = d(arch.experts_per_token) / d(arch.num_experts);
            experts *= 1.0 - std::pow(1.0 - k, d(w.concurrency));
        }
        read_bytes = (rest + experts) / (t * stages);
    }

    const double bandwidth = gpu.memory_bandwidth_bytes_per_second * a.decode_bandwidth_efficiency;
    // Tensor parallelism as vLLM and TensorRT-LLM shard (Megatron-LM's layout): two all-reduces
    // per layer of every token's hidden state (after attention and after the MLP), 16-bit even
    // with 8-bit weights, ring 2(t-1)/t, not overlapped, at the bandwidth per direction inside
    // the node, as in training. Decode moves one token per sequence, a prefill every prompt
    // token; stages run one after another, so all layers count.
    double tp_seconds_per_token = 0;
    if (w.tensor_parallel > 1 && tensor_parallel_bytes_per_second > 0)
        tp_seconds_per_token = 2.0 * d(model.arch.num_layers) * 2.0 * (t - 1.0) / t * 2.0 *
                               d(model.arch.hidden_size) / tensor_parallel_bytes_per_second;
    p.decode_tensor_parallel_seconds = tp_seconds_per_token * d(w.concurrency) / groups;
    p.prefill_tensor_parallel_seconds = tp_seconds_per_token * d(w.prompt_tokens);
    // Expert parallelism (attention data parallelism beside it): every MoE layer dispatches each
    // token's hidden state to its k experts and combines the results, 16-bit, (ep - 1)/ep of the
    // copies to other GPUs, not overlapped. A decode step moves the c/d tokens of one group, a
    // prefill every prompt token.
    const double ep_link = expert_parallel_bytes_per_second > 0 ? expert_parallel_bytes_per_second
                                                                : tensor_parallel_bytes_per_second;
    double ep_seconds_per_token = 0;
    if (ep > 1 && ep_link > 0 && model.arch.is_moe())
        ep_seconds_per_token = 2.0 * d(model.arch.moe_layers()) * d(model.arch.experts_per_token) *
                               2.0 * d(model.arch.hidden_size) * (ep - 1.0) / ep / ep_link;
    p.decode_expert_parallel_seconds = ep_seconds_per_token * d(w.concurrency) / groups;
    p.prefill_expert_parallel_seconds = ep_seconds_per_token * d(w.prompt_tokens);
    // Fixed costs of one pass through the model (docs/performance.md, "Serving engines"): every
    // layer's kernels at the engine's gap each, and with tensor parallelism two all-reduces per
    // layer at the engine's small-message latency. Stages run one after another, so every layer
    // counts; the engine's host time per step comes on top of a decode step.
    const EngineProfile engine = engine_profile(a.serving_engine);
    p.engine = engine.engine;
    const TransformerArch& arch = model.arch;
    const double moe_layers = d(arch.moe_layers());
    const double dense_layers = d(arch.num_layers) - moe_layers;
    p.kernel_overhead_seconds =
        engine.kernel_gap_seconds * (dense_layers * forward_kernels_per_layer(false) +
                                     moe_layers * forward_kernels_per_layer(true));
    p.allreduce_latency_seconds =
        w.tensor_parallel > 1 ? 2.0 * d(arch.num_layers) * engine.allreduce_latency_seconds : 0.0;
    p.step_overhead_seconds = engine.step_overhead_seconds;
    const double pass_overhead = p.kernel_overhead_seconds + p.allreduce_latency_seconds;
    // A prompt longer than the engine's token budget per step is prefilled in several passes.
    const double prefill_passes =
        std::ceil(d(w.prompt_tokens) / d(std::max<std::int64_t>(w.prefill_chunk_tokens, 1)));
    double prefill_seconds = prefill_flops / (t * *peak * a.prefill_mfu) +
                             p.prefill_tensor_parallel_seconds + p.prefill_expert_parallel_seconds +
                             prefill_passes * pass_overhead;
    // Pipeline stages run one after another for one request: latency as with t GPUs.
    p.ttft_seconds =
        std::max(prefill_seconds, weights_per_gpu * stages / bandwidth + pass_overhead) +
        prefill_passes * p.step_overhead_seconds;
    // A benchmark of the team's own on this GPU and engine (gpuplan calibrate): the measured
    // time to first token over the planned one scales every prefill.
    if (const TimeCalibration* c = find_serving_calibration(
            a.calibrations, gpu.id, a.serving_engine, CalibrationKind::ServingPrefill)) {
        p.ttft_seconds *= c->factor;
        prefill_seconds *= c->factor;
        p.prefill_calibration = *c;
    }

    // Decode: every step reads all weights and the KV cache of every sequence (memory bound), or
    // is limited by 2·N FLOPs per sequence (compute bound): the roofline max of the two.
    InferenceWorkload mid = w;
    mid.output_tokens = w.output_tokens / 2; // average context during generation
    const double kv_per_gpu = inference_memory(model, mid, none).kv_cache_bytes;
    const double memory_seconds = (read_bytes + kv_per_gpu) * stages / bandwidth;
    // MLA decodes in the latent space (weights absorbed: DeepSeek-V2 report section 2.1.3; the
    // MLA kernels of vLLM and SGLang): per layer and token, scores against every cached latent
    // (kv_lora_rank + rope dims) and values out of it (kv_lora_rank), for each of the n_h heads:
    // 2·n_h·(2·kv_lora_rank + qk_rope_head_dim) FLOPs per cached token, at the average context.
    // DeepSeek-V3 at 2,250 tokens: 38 GFLOP per token, half the 75 of its 37B active weights.
    double attention_flops = 0;
    if (model.is_transformer() && model.arch.is_latent()) {
        attention_flops = 2.0 * d(arch.num_heads) *
                          (2.0 * d(arch.kv_lora_rank) + d(arch.qk_rope_head_dim)) *
                          arch.kv_layer_tokens(mid.context_tokens());
    }
    // The decode step's GEMMs have one row per sequence of the group: at small batches their
    // tiles leave most SMs idle, so the compute side runs at the large-GEMM efficiency times
    // the wave efficiency of those shapes (time/layer_compute.h), not at a prefill's rate.
    KernelRates rates;
    rates.peak_flops = *peak;
    rates.gemm_efficiency = large_gemm_efficiency(gpu);
    rates.sms = gpu.sms;
    const double group_tokens = d(w.concurrency) / groups;
    const double moe_share = arch.num_layers > 0 ? moe_layers / d(arch.num_layers) : 0.0;
    const double dense_efficiency =
        forward_gemm_efficiency(arch, group_tokens, w.tensor_parallel, false, rates);
    const double moe_efficiency =
        moe_share > 0 ? forward_gemm_efficiency(arch, group_tokens, w.tensor_parallel, true, rates)
                      : dense_efficiency;
    p.decode_gemm_efficiency =
        1.0 / ((1.0 - moe_share) / dense_efficiency + moe_share / moe_efficiency);
    const double compute_seconds = (2.0 * d(model.parameters().active) + attention_flops) *
                                   d(w.concurrency) /
                                   (t * groups * *peak * p.decode_gemm_efficiency);
    p.decode_step_seconds = std::max(memory_seconds, compute_seconds) +
                            p.decode_tensor_parallel_seconds + p.decode_expert_parallel_seconds +
                            pass_overhead + p.step_overhead_seconds;
    p.decode_memory_bound = memory_seconds >= compute_seconds;
    if (const TimeCalibration* c = find_serving_calibration(
            a.calibrations, gpu.id, a.serving_engine, CalibrationKind::ServingDecode)) {
        for (double* term : {&p.decode_step_seconds, &p.decode_tensor_parallel_seconds,
                             &p.decode_expert_parallel_seconds})
            *term *= c->factor;
        p.decode_calibration = *c;
    }
    p.tokens_per_second_per_sequence = 1.0 / p.decode_step_seconds;
    // Continuous batching on one replica: each second, prefills of the arriving requests take
    // rps x prefill seconds of the GPUs, and decode steps (each producing one token for all c
    // sequences) take the rest. Output tokens/s must equal rps x output tokens:
    //   rps x out = c (1 - rps x prefill) / step  =>  rps = c / (out x step + c x prefill).
    // With d attention groups each interleaves the prefills of its own c/d sequences.
    const double group_sequences = d(w.concurrency) / groups;
    p.requests_per_second = d(w.concurrency) / (d(w.output_tokens) * p.decode_step_seconds +
                                                group_sequences * prefill_seconds);
    p.tokens_per_second_total = p.requests_per_second * d(w.output_tokens);
    // Time per output token as a sequence sees it: the decode steps plus the prefills the
    // scheduler interleaves between them, rps x prefill of every second, i.e.
    //   step / (1 - rps x prefill) = step + c x prefill / out.
    p.tpot_seconds = p.decode_step_seconds + group_sequences * prefill_seconds /
                                                 d(std::max<std::int64_t>(w.output_tokens, 1));
    return p;
}

} // namespace gpuplanner
