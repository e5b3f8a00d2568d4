#include "time/serving_step.h"

#include "io/units.h"
#include "memory/memory.h"
#include "model/weight_bytes.h"
#include "time/layer_compute.h"
#include "time/serving_engines.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

// Of the peak, the decode GEMMs of `tokens` rows per group: dense and MoE layers weighted by
// their time.
double decode_gemm_efficiency(const TransformerArch& arch, double tokens, std::int64_t tensor,
                              double moe_share, const KernelRates& rates) {
    const double dense = forward_gemm_efficiency(arch, tokens, tensor, false, rates);
    const double moe =
        moe_share > 0 ? forward_gemm_efficiency(arch, tokens, tensor, true, rates) : dense;
    return 1.0 / ((1.0 - moe_share) / dense + moe_share / moe);
}

} // namespace

std::optional<double> serving_linear_peak(const ModelSpec& model, const InferenceWorkload& w,
                                          const GpuSpec& gpu, ServingEngine engine) {
    const auto peak = inference_peak(gpu, w.weight_precision);
    const auto fp8 = gpu.peak_flops(Precision::FP8);
    const auto bf16 = gpu.peak_flops(Precision::BF16);
    if (!peak || w.weight_precision != Precision::FP8 || !fp8 || !bf16 || *peak != *fp8 ||
        !fp8_gemms_at_16bit_rate(engine) || !model.is_transformer())
        return peak;
    const TransformerArch& arch = model.arch;
    const ParameterCount pc = model.parameters();
    // The routed experts' share of a token's linear FLOPs (its top-k of them).
    const double routed = arch.is_moe() && arch.num_experts > 0 && pc.active > 0
                              ? std::min(1.0, d(pc.routed_experts) * d(arch.experts_per_token) /
                                                  d(arch.num_experts) / d(pc.active))
                              : 0.0;
    const bool block_scaled = model.checkpoint.method == "fp8" && model.checkpoint.group_size > 0;
    const double rest = block_scaled ? *bf16 : *fp8;
    return 1.0 / (routed / *bf16 + (1.0 - routed) / rest);
}

std::optional<ServingStepModel> serving_step_model(const ModelSpec& model,
                                                   const InferenceWorkload& w, const GpuSpec& gpu,
                                                   const PerformanceAssumptions& a,
                                                   const ServingLinks& links) {
    const auto peak = serving_linear_peak(model, w, gpu, a.serving_engine);
    if (!peak || !model.is_transformer())
        return std::nullopt;
    const TransformerArch& arch = model.arch;
    ServingStepModel m;
    const double t = d(w.tensor_parallel);
    m.stages = d(w.pipeline_parallel);
    m.groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    const double ep = d(w.expert_parallel());
    const double bandwidth = gpu.memory_bandwidth_bytes_per_second * a.decode_bandwidth_efficiency;

    // What one step reads of the weights on one GPU: the untied input embedding table is looked
    // up (a row per sequence), not read whole; of an MoE model's routed experts, the ones the
    // step's tokens route to: E·(1 - (1 - k/E)^b) of E per layer for b tokens (uniform routing),
    // so at low concurrency only about the active experts are read. With attention data
    // parallelism every group's tokens reach the experts of every GPU. Stages run one after
    // another for a token, so a step reads every stage's weights (x stages / stages).
    const WeightBytes wb = weight_bytes(model, w.weight_precision);
    const ParameterCount pc = model.parameters();
    const double rest_params = d(pc.total - pc.routed_experts);
    double rest = wb.rest;
    if (!arch.tied_embeddings && rest_params > 0)
        rest -= wb.rest * d(arch.vocab_size) * d(arch.embedding_dim()) / rest_params;
    m.dense_read_seconds = rest / t / bandwidth;
    m.expert_read_seconds = wb.routed_experts / m.groups / t / bandwidth;
    if (arch.is_moe() && arch.num_experts > 0)
        m.expert_choice_share = d(arch.experts_per_token) / d(arch.num_experts);

    // The KV cache one cached token of one sequence keeps on a GPU of each stage, at the
    // workload's mean context during generation (sliding windows averaged over it).
    Overheads none;
    none.cuda_context_bytes = 0;
    none.allocator_headroom_fraction = 0;
    InferenceWorkload mid = w;
    mid.output_tokens = w.output_tokens / 2;
    mid.concurrency = 1;
    mid.attention_data_parallel = 1;
    const double mid_context = d(std::max<std::int64_t>(mid.context_tokens(), 1));
    m.kv_read_seconds_per_token =
        inference_memory(model, mid, none).kv_cache_bytes / mid_context * m.stages / bandwidth;

    // MLA decodes in the latent space (weights absorbed: DeepSeek-V2 report section 2.1.3; the
    // MLA kernels of vLLM and SGLang): per layer and token, scores against every cached latent
    // (kv_lora_rank + rope dims) and values out of it (kv_lora_rank), for each of the n_h heads:
    // 2·n_h·(2·kv_lora_rank + qk_rope_head_dim) FLOPs per cached token, at the mean context.
    // DeepSeek-V3 at 2,250 tokens: 38 GFLOP per token, half the 75 of its 37B active weights.
    double attention_flops = 0;
    if (arch.is_latent())
        attention_flops = 2.0 * d(arch.num_heads) *
                          (2.0 * d(arch.kv_lora_rank) + d(arch.qk_rope_head_dim)) *
                          arch.kv_layer_tokens(mid.context_tokens());
    // Attention runs at its own peak (16-bit unless the KV cache is fp8), the linear layers at
    // the weights' (time/performance.h attention_peak).
    const double attention = attention_peak(gpu, w.kv_precision).value_or(*peak);
    m.decode_flop_seconds_per_token =
        2.0 * d(pc.active) / (t * *peak) + attention_flops / (t * attention);
    m.prefill = prefill_rate(a.prefill_mfu, a.serving_engine, gpu);
    m.prefill_seconds_per_flop = 1.0 / (t * *peak * m.prefill.utilization);
    m.prefill_attention_seconds_per_flop = 1.0 / (t * attention * m.prefill.utilization);
    m.model = &model;
    m.lm_head_flops = arch.encoder_only ? 0.0 : 2.0 * d(arch.vocab_size) * d(arch.embedding_dim());
    m.linear_flops_per_token = model.forward_flops_per_token(0);

    // The decode step's GEMMs have one row per sequence of the group: at small batches their
    // tiles leave most SMs idle, so the compute side runs at the large-GEMM efficiency times the
    // wave efficiency of those shapes (time/layer_compute.h), not at a prefill's rate.
    m.rates.peak_flops = *peak;
    m.rates.gemm_efficiency = large_gemm_efficiency(gpu);
    m.rates.sms = gpu.sms;
    m.rates.bytes_per_second = bandwidth;
    m.tensor_parallel = w.tensor_parallel;
    const double moe_layers = d(arch.moe_layers());
    m.moe_share = arch.num_layers > 0 ? moe_layers / d(arch.num_layers) : 0.0;
    for (std::size_t i = 0; i < m.decode_efficiency_by_log2.size(); ++i)
        m.decode_efficiency_by_log2[i] = decode_gemm_efficiency(
            arch, std::ldexp(1.0, static_cast<int>(i)), m.tensor_parallel, m.moe_share, m.rates);
    // A prefill's GEMMs on the memory side of the roofline: weights at the precision's bytes
    // (the checkpoint's as loaded, scales included), activations and outputs 16-bit.
    const double weight_element_bytes =
        pc.total > 0 ? (wb.rest + wb.routed_experts) / d(pc.total) : 2.0;
    const double dense_layers = d(arch.num_layers) - moe_layers;
    for (std::size_t i = 0; i < m.prefill_memory_excess_by_log2.size(); ++i) {
        const double rows = std::ldexp(1.0, static_cast<int>(i));
        const auto excess = [&](bool moe) {
            return forward_gemm_memory_excess_seconds(arch, rows, w.tensor_parallel, moe, m.rates,
                                                      weight_element_bytes, 2.0);
        };
        m.prefill_memory_excess_by_log2[i] =
            dense_layers * excess(false) + (moe_layers > 0 ? moe_layers * excess(true) : 0.0);
    }
    m.concurrency_tokens = d(w.concurrency) / m.groups;
    m.concurrency_efficiency =
        decode_gemm_efficiency(arch, m.concurrency_tokens, m.tensor_parallel, m.moe_share, m.rates);

    // Tensor parallelism as vLLM and TensorRT-LLM shard (Megatron-LM's layout): two all-reduces
    // per layer of every token's hidden state (after attention and after the MLP), 16-bit even
    // with 8-bit weights, ring 2(t-1)/t, not overlapped, at the bandwidth per direction inside
    // the node, as in training. Stages run one after another, so all layers count.
    // Collectives reach network_efficiency of the links' nominal bandwidth, as in training
    // (NCCL bus bandwidth: 235 of 300 GB/s on A100 NVLink, docs/performance.md).
    const double tp_link = links.tensor_parallel * a.network_efficiency;
    if (w.tensor_parallel > 1 && tp_link > 0)
        m.tensor_parallel_seconds_per_token =
            2.0 * d(arch.num_layers) * 2.0 * (t - 1.0) / t * 2.0 * d(arch.hidden_size) / tp_link;
    // Expert parallelism (attention data parallelism beside it): every MoE layer dispatches each
    // token's hidden state to its k experts and combines the results, 16-bit, (ep - 1)/ep of the
    // copies to other GPUs, not overlapped.
    const double ep_link =
        (links.expert_parallel > 0 ? links.expert_parallel : links.tensor_parallel) *
        a.network_efficiency;
    if (ep > 1 && ep_link > 0 && arch.is_moe())
        m.expert_parallel_seconds_per_token = 2.0 * moe_layers * d(arch.experts_per_token) * 2.0 *
                                              d(arch.hidden_size) * (ep - 1.0) / ep / ep_link;
    // Pipeline stages on different nodes hand each token's 16-bit hidden state on, split over
    // the tensor-parallel ranks of the stage (vLLM sends each rank's slice).
    if (w.pipeline_parallel > 1 && links.pipeline > 0)
        m.pipeline_seconds_per_token = (m.stages - 1.0) * 2.0 * d(arch.hidden_size) / t /
                                       (links.pipeline * a.network_efficiency);

    // Fixed costs of one pass through the model (docs/performance.md, "Serving engines"): every
    // layer's kernels at the engine's gap each, and with tensor parallelism two all-reduces per
    // layer at the engine's small-message latency; the engine's host time per step on top.
    const EngineProfile engine = engine_profile(a.serving_engine);
    m.kernel_overhead_seconds =
        engine.kernel_gap_seconds * (dense_layers * forward_kernels_per_layer(false) +
                                     moe_layers * forward_kernels_per_layer(true));
    m.pass_overhead_seconds =
        m.kernel_overhead_seconds +
        (w.tensor_parallel > 1 ? 2.0 * d(arch.num_layers) * engine.allreduce_latency_seconds : 0.0);
    m.host_step_seconds = engine.step_overhead_seconds;
    m.api_server_seconds_per_request = engine.api_server_seconds_per_request;
    m.api_server_latency_seconds = engine.api_server_latency_seconds;
    return m;
}

ServingStepModel ServingStepModel::calibrated(double prefill_factor, double decode_factor) const {
    ServingStepModel m = *this;
    m.prefill_seconds_per_flop *= prefill_factor;
    m.prefill_attention_seconds_per_flop *= prefill_factor;
    for (double& x : m.prefill_memory_excess_by_log2)
        x *= prefill_factor;
    for (double* x : {&m.dense_read_seconds, &m.expert_read_seconds, &m.kv_read_seconds_per_token,
                      &m.decode_flop_seconds_per_token, &m.tensor_parallel_seconds_per_token,
                      &m.expert_parallel_seconds_per_token, &m.pipeline_seconds_per_token,
                      &m.pass_overhead_seconds, &m.kernel_overhead_seconds, &m.host_step_seconds})
        *x *= decode_factor;
    return m;
}

ServingStepModel ServingStepModel::at_concurrency(std::int64_t concurrency) const {
    ServingStepModel m = *this;
    m.concurrency_tokens = d(concurrency) / groups;
    if (model != nullptr)
        m.concurrency_efficiency = decode_gemm_efficiency(model->arch, m.concurrency_tokens,
                                                          tensor_parallel, moe_share, rates);
    return m;
}

double ServingStepModel::decode_efficiency(double tokens) const {
    if (std::abs(tokens - concurrency_tokens) < 1e-9)
        return concurrency_efficiency;
    const double x =
        std::clamp(std::log2(std::max(tokens, 1.0)), 0.0, d(decode_efficiency_by_log2.size() - 1));
    const auto i = static_cast<std::size_t>(std::floor(x));
    if (i + 1 >= decode_efficiency_by_log2.size())
        return decode_efficiency_by_log2[i];
    const double f = x - d(i);
    return decode_efficiency_by_log2[i] * (1.0 - f) + decode_efficiency_by_log2[i + 1] * f;
}

double ServingStepModel::prefill_memory_excess(double rows) const {
    const auto& v = prefill_memory_excess_by_log2;
    if (rows <= 0)
        return 0.0;
    if (rows <= 1.0)
        return v[0];
    // rows = m·2^e with m in [0.5, 1): between 2^(e-1) and 2^e (frexp, not log2: every step of
    // the simulation with prompt tokens asks this).
    int e = 0;
    const double m = std::frexp(rows, &e);
    const auto i = static_cast<std::size_t>(e - 1);
    if (i + 1 >= v.size())
        return v.back();
    return v[i] + (2.0 * m - 1.0) * (v[i + 1] - v[i]);
}

double ServingStepModel::batched_prefill_memory_excess(double prompt_tokens, double sequences,
                                                       double chunk) const {
    const double rows = std::min(std::max(sequences, 1.0) * prompt_tokens, std::max(chunk, 1.0));
    return rows > 0 ? prefill_memory_excess(rows) * prompt_tokens / rows : 0.0;
}

double ServingStepModel::prefill_seconds_through(std::int64_t tokens) const {
    if (model == nullptr || tokens <= 0)
        return 0;
    // forward_flops_per_token(n) averages causal attention over n tokens (Kaplan et al. 2020's
    // 2·n_layer·n_ctx·d_attn); engines compute the logits of the last prompt token only.
    const double n = d(tokens);
    const double linear = linear_flops_per_token * n - lm_head_flops * (n - 1.0);
    // forward_flops_per_token(tokens) is linear_flops_per_token (its value at 0) plus the
    // attention term, summed as it sums them (the same rounding), without counting the
    // model's parameters at every prompt chunk the simulation schedules.
    const double forward = linear_flops_per_token + model->attention_flops_per_token(tokens);
    const double attention = (forward - linear_flops_per_token) * n;
    return linear * prefill_seconds_per_flop + attention * prefill_attention_seconds_per_flop;
}

ServingStepModel::StepParts ServingStepModel::parts(double decode_tokens, double prefill_tokens,
                                                    double prefill_seconds, double verified) const {
    StepParts p;
    const double touched = decode_tokens + prefill_tokens;
    const double experts =
        expert_choice_share > 0
            ? expert_read_seconds * (1.0 - std::pow(1.0 - expert_choice_share, touched))
            : expert_read_seconds;
    p.memory = dense_read_seconds + experts;
    const double group_tokens = decode_tokens / groups * verified;
    p.compute = prefill_seconds;
    // A step with prompt tokens runs its GEMMs on every row it computes; where those are
    // memory bound, beyond the prefill rate (decode-only steps: the weight reads above).
    if (prefill_tokens > 0)
        p.compute += prefill_memory_excess(group_tokens + prefill_tokens);
    if (group_tokens > 0)
        p.compute += decode_flop_seconds_per_token * group_tokens / decode_efficiency(group_tokens);
    p.other = (group_tokens + prefill_tokens) *
                  (tensor_parallel_seconds_per_token + expert_parallel_seconds_per_token +
                   pipeline_seconds_per_token) +
              pass_overhead_seconds + host_step_seconds;
    return p;
}

double ServingStepModel::StepParts::seconds(double kv_read_seconds, bool* memory_bound) const {
    const double reads = memory + kv_read_seconds;
    if (memory_bound != nullptr)
        *memory_bound = reads >= compute;
    return std::max(reads, compute) + other;
}

double ServingStepModel::StepParts::stretch_seconds(double kv0, double dkv,
                                                    std::int64_t steps) const {
    const double a = memory + kv0;
    const auto n = static_cast<double>(steps);
    // Steps with a + dkv·k < compute are compute bound: the first `flat` of them.
    double flat = 0;
    if (a < compute)
        flat = dkv > 0 ? std::min(n, std::ceil((compute - a) / dkv)) : n;
    const double rising = n - flat; // k = flat … steps - 1
    return flat * compute + rising * a + dkv * (flat + n - 1.0) * rising / 2.0 + n * other;
}

double ServingStepModel::step_seconds(double decode_tokens, double kv_tokens, double prefill_tokens,
                                      double prefill_seconds, double verified,
                                      bool* memory_bound) const {
    return parts(decode_tokens, prefill_tokens, prefill_seconds, verified)
        .seconds(kv_read_seconds_per_token * kv_tokens, memory_bound);
}

} // namespace gpuplanner
