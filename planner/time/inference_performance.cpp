#include "time/performance.h"

#include "io/units.h"
#include "memory/memory.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

// Serving figures of one replica (docs/performance.md, "Serving"): prefill compute bound, decode
// the roofline of weight and KV reads against 2·N_active FLOPs per sequence.
std::optional<InferencePerformance>
inference_performance(const ModelSpec& model, const InferenceWorkload& w, const GpuSpec& gpu,
                      const PerformanceAssumptions& a, double tensor_parallel_bytes_per_second) {
    const auto peak = inference_peak(gpu, w.weight_precision);
    if (!peak || !model.is_transformer())
        return std::nullopt;
    InferencePerformance p;
    p.peak_flops_per_gpu = *peak;
    const double t = d(w.tensor_parallel);
    const double stages = d(w.pipeline_parallel);
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
    // What one decode step reads of the weights: the untied input embedding table is looked up
    // (a row per sequence), not read whole; of an MoE model's experts, the ones the c sequences
    // in flight route to: E·(1 - (1 - k/E)^c) of E per layer (uniform routing), so at low
    // concurrency only about the active experts are read.
    double read_share = 1.0;
    {
        const ParameterCount pc = model.parameters();
        const double total = d(pc.total);
        double unread = 0;
        if (!model.arch.tied_embeddings)
            unread += d(model.arch.vocab_size) * d(model.arch.embedding_dim());
        if (model.arch.is_moe() && model.arch.num_experts > 0) {
            const double e = d(model.arch.num_experts);
            const double k = d(model.arch.experts_per_token);
            const double experts = (total - d(pc.active)) / (1.0 - k / e); // all expert weights
            const double touched = 1.0 - std::pow(1.0 - k / e, d(w.concurrency));
            unread += experts * (1.0 - touched);
        }
        read_share = total > 0 ? std::clamp((total - unread) / total, 0.0, 1.0) : 1.0;
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
    p.decode_tensor_parallel_seconds = tp_seconds_per_token * d(w.concurrency);
    p.prefill_tensor_parallel_seconds = tp_seconds_per_token * d(w.prompt_tokens);
    const double prefill_seconds =
        prefill_flops / (t * *peak * a.prefill_mfu) + p.prefill_tensor_parallel_seconds;
    // Pipeline stages run one after another for one request: latency as with t GPUs.
    p.ttft_seconds = std::max(prefill_seconds, weights_per_gpu * stages / bandwidth);

    // Decode: every step reads all weights and the KV cache of every sequence (memory bound), or
    // is limited by 2·N FLOPs per sequence (compute bound): the roofline max of the two.
    InferenceWorkload mid = w;
    mid.output_tokens = w.output_tokens / 2; // average context during generation
    const double kv_per_gpu = inference_memory(model, mid, none).kv_cache_bytes;
    const double memory_seconds = (weights_per_gpu * read_share + kv_per_gpu) * stages / bandwidth;
    const double compute_seconds =
        2.0 * d(model.parameters().active) * d(w.concurrency) / (t * *peak * a.prefill_mfu);
    p.decode_step_seconds =
        std::max(memory_seconds, compute_seconds) + p.decode_tensor_parallel_seconds;
    p.decode_memory_bound = memory_seconds >= compute_seconds;
    p.tokens_per_second_per_sequence = 1.0 / p.decode_step_seconds;
    // Continuous batching on one replica: each second, prefills of the arriving requests take
    // rps x prefill seconds of the GPUs, and decode steps (each producing one token for all c
    // sequences) take the rest. Output tokens/s must equal rps x output tokens:
    //   rps x out = c (1 - rps x prefill) / step  =>  rps = c / (out x step + c x prefill).
    p.requests_per_second = d(w.concurrency) / (d(w.output_tokens) * p.decode_step_seconds +
                                                d(w.concurrency) * prefill_seconds);
    p.tokens_per_second_total = p.requests_per_second * d(w.output_tokens);
    // Time per output token as a sequence sees it: the decode steps plus the prefills the
    // scheduler interleaves between them, rps x prefill of every second, i.e.
    //   step / (1 - rps x prefill) = step + c x prefill / out.
    p.tpot_seconds = p.decode_step_seconds + d(w.concurrency) * prefill_seconds /
                                                 d(std::max<std::int64_t>(w.output_tokens, 1));
    return p;
}

} // namespace gpuplanner
