#include "memory/memory.h"

#include "io/units.h"
#include "model/weight_bytes.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gpuplanner {

namespace {

// bitsandbytes 8-bit Adam: two 1-byte states plus one fp32 absmax per 2048-value block each.
constexpr double kAdam8bitStateBytes = 2.0 + 2.0 * 4.0 / 2048.0;
// QLoRA (Dettmers et al. 2023, section 3): NF4 weights with double-quantized constants cost
// 4 + 0.127 bits per parameter.
constexpr double kNf4BytesPerParam = (4.0 + 0.127) / 8.0;
// DeepSpeed's estimators (stage_1_and_2.py, stage3.py) reserve 1.5x for offloaded host buffers.
constexpr double kHostBufferFactor = 1.5;

} // namespace

std::string MemoryBreakdown::largest_term() const {
    static const char* terms[] = {"weights",     "gradients", "optimizer",
                                  "activations", "kv_cache",  "overhead"};
    std::string best = "weights";
    for (const char* t : terms)
        if (term_bytes(t) > term_bytes(best))
            best = t;
    return best;
}

double MemoryBreakdown::term_bytes(const std::string& term) const {
    if (term == "weights")
        return weights_bytes;
    if (term == "gradients")
        return gradients_bytes;
    if (term == "optimizer")
        return optimizer_bytes;
    if (term == "activations")
        return activations_bytes;
    if (term == "kv_cache")
        return kv_cache_bytes;
    if (term == "overhead")
        return overhead_bytes();
    return 0;
}

double gradient_reduce_bytes(Precision precision, Framework framework) {
    if (precision == Precision::FP32 || precision == Precision::TF32)
        return 4;
    return framework == Framework::DeepSpeed ? 2 : 4;
}

StateBytesPerParam state_bytes_per_param(Precision precision, Optimizer optimizer,
                                         std::int64_t hidden_size, Framework framework) {
    StateBytesPerParam s;
    double master = 0;
    switch (precision) {
    case Precision::FP32:
    case Precision::TF32:
        s.weights = 4;
        s.gradients = 4;
        break;
    case Precision::FP8:
        // Transformer Engine keeps bf16 weights and caches their fp8 casts for the step.
        s.weights = 2 + 1;
        s.gradients = 2;
        master = 4;
        break;
    default: // fp16 / bf16 mixed precision (Micikevicius et al. 2018)
        s.weights = 2;
        s.gradients = 2;
        master = 4;
        break;
    }
    if (precision != Precision::FP32 && precision != Precision::TF32) {
        if (framework == Framework::Megatron) {
            s.gradients = 4; // main_grad: bf16 gradients accumulated and reduced in fp32
        } else if (framework == Framework::PyTorch) {
            // autocast: the parameters stay fp32 (16-bit casts are transient), so they are
            // their own master copy; fp8 (Transformer Engine) caches its casts on top.
            s.weights = precision == Precision::FP8 ? 4 + 1 : 4;
            s.gradients = 4;
            master = 0;
        }
    }
    double states = 0;
    switch (optimizer) {
    case Optimizer::AdamW:
    case Optimizer::Adam: // the same two moments; only the weight decay differs
        states = 8;
        break; // fp32 momentum and variance
    case Optimizer::SgdMomentum:
        states = 4;
        break; // fp32 momentum
    case Optimizer::Adafactor:
        // Factored second moment: an r x c matrix keeps r + c fp32 values, about 8/h bytes per
        // parameter when r, c are of the order of the hidden size (Shazeer & Stern 2018).
        states = 8.0 / d(std::max<std::int64_t>(hidden_size, 1));
        break;
    case Optimizer::Adam8bit:
        states = kAdam8bitStateBytes;
        break;
    }
    s.optimizer = master + states;
    return s;
}

const std::vector<std::string>& lora_module_names() {
    static const std::vector<std::string> names = {"q_proj",    "k_proj",  "v_proj",   "o_proj",
                                                   "gate_proj", "up_proj", "down_proj"};
    return names;
}

std::int64_t lora_parameters(const TransformerArch& a, std::int64_t rank,
                             const std::vector<std::string>& targets) {
    const std::int64_t h = a.hidden_size;
    // An (in -> out) matrix gains r·in + r·out parameters (Hu et al. 2021). A gate, up or down
    // target adapts the dense MLP of each dense layer and, in an MoE layer, every routed expert
    // and the shared experts (PEFT matches them by module name).
    const auto mlp_pairs = [&](bool gated_only) {
        if (gated_only && a.mlp != MlpKind::Gated)
            return std::int64_t{0};
        const std::int64_t dense =
            (a.num_layers - a.moe_layers()) * rank * (h + a.intermediate_size);
        std::int64_t moe = a.num_experts * rank * (h + a.expert_width());
        if (a.shared_expert_intermediate_size > 0)
            moe += rank * (h + a.shared_expert_intermediate_size);
        return dense + a.moe_layers() * moe;
    };
    std::int64_t attention = 0;
    std::int64_t mlp = 0;
    for (const auto& t : targets) {
        if (t == "q_proj")
            attention += rank * (h + a.attention_dim());
        else if (t == "k_proj" || t == "v_proj")
            attention += rank * (h + a.kv_dim());
        else if (t == "o_proj")
            attention += rank * (a.value_dim() + h);
        else if (t == "gate_proj")
            mlp += mlp_pairs(true);
        else if (t == "up_proj" || t == "down_proj")
            mlp += mlp_pairs(false);
        else
            throw std::invalid_argument("unknown LoRA target module \"" + t + "\"");
    }
    return attention * a.num_layers + mlp;
}

double layer_activation_bytes(const TransformerArch& a, const ActivationSetup& s) {
    const double e = s.element_bytes;
    const double sb = d(s.sequence_length) * d(s.micro_batch);
    const double h = d(a.hidden_size);
    const double t = d(std::max<std::int64_t>(s.tensor_parallel, 1));
    const double da = d(a.attention_dim());
    const double dkv = d(a.kv_dim());
    // The MLP width a token passes through (an MoE layer: its k routed experts and the shared
    // ones), averaged over the layers.
    const double ff = a.mean_token_mlp_width();

    // Korthikanti et al. 2022, section 4.1, at e = 2 bytes: the parts that tensor parallelism
    // does not split are two LayerNorm inputs (4sbh), the QKV input (2sbh), the MLP input (2sbh)
    // and two dropout masks (2sbh, 1 byte each): 10sbh. Without hidden dropout (Llama-style
    // models) there are no masks: 8sbh.
    const double masks = a.hidden_dropout > 0 ? 2.0 : 0.0;
    const double replicated = sb * h * (4.0 * e + masks);
    // Split by t: Q, K, V (6sbh when d_kv = h), the output-projection input (2sbh) and the MLP
    // middle: plain MLP keeps the activation input and output (2 x 8sbh at ff = 4h); a gated MLP
    // keeps gate, up, silu(gate) and their product (4 x e·s·b·ff).
    const double mlp_middle = (a.mlp == MlpKind::Gated ? 4.0 : 2.0) * e * sb * ff;
    // MoE layers keep each token's k dispatched copies of its hidden state for the experts'
    // backward (the input of the grouped GEMM and its output before the weighted combine:
    // Megatron-Core's token dispatcher, 2·k·e·sbh), spread over the layers by their share.
    const double dispatched =
        a.is_moe() ? 2.0 * d(a.experts_per_token) * e * sb * h * a.moe_layer_share() : 0.0;
    const double split = e * sb * (2.0 * da + 2.0 * dkv) + mlp_middle + dispatched;
    // Attention scores: softmax output (2as²b), dropout mask (as²b) and dropout output (2as²b);
    // without attention dropout only the softmax output (2as²b), which the value product reads.
    // Selective recomputation and FlashAttention do not keep them; FlashAttention keeps its
    // fp32 log-sum-exp per row instead.
    double scores = 0;
    const double score_bytes = a.attention_dropout > 0 ? 2.0 * e + 1.0 : e;
    if (s.recompute == Recompute::None && !s.flash_attention)
        scores = score_bytes * d(a.num_heads) * d(s.sequence_length) * sb;
    else if (s.flash_attention)
        scores = 4.0 * d(a.num_heads) * sb;
    const double replicated_share = s.sequence_parallel ? replicated / t : replicated;
    return replicated_share + (split + scores) / t;
}

double training_activation_bytes(const TransformerArch& a, const ActivationSetup& s,
                                 std::int64_t pipeline_parallel) {
    const double t = d(std::max<std::int64_t>(s.tensor_parallel, 1));
    const double sb = d(s.sequence_length) * d(s.micro_batch);
    const double h = d(a.hidden_size);
    const double layers = d(a.num_layers);
    // 1F1B schedule: the first stage holds L/p layers for p micro-batches in flight, i.e. the
    // activations of L layers (Korthikanti et al., section 4.2.3), whatever p is.
    double total = 0;
    if (s.recompute == Recompute::Full) {
        // Only each layer's input is kept (2sbh at 16 bit), plus the working set of the one
        // layer being recomputed during backward.
        ActivationSetup working = s;
        working.recompute = Recompute::None;
        const double input = s.element_bytes * sb * h / (s.sequence_parallel ? t : 1.0);
        total = layers * input + layer_activation_bytes(a, working);
    } else {
        total = layers * layer_activation_bytes(a, s);
    }
    // Output layer on a single stage (p = 1): final-norm and LM-head inputs (2·e·sbh) and the
    // fp32 logits for the loss (4·s·b·V), split by t: the paper's 4sbh/t·(1 + v/h) at e = 2.
    if (pipeline_parallel <= 1 && !a.encoder_only)
        total += (2.0 * s.element_bytes * sb * h + 4.0 * sb * d(a.vocab_size)) / t;
    return total;
}

namespace {

void add_overheads(MemoryBreakdown& m, const Overheads& o) {
    m.cuda_context_bytes = o.cuda_context_bytes;
    const double model_bytes = m.weights_bytes + m.gradients_bytes + m.optimizer_bytes +
                               m.activations_bytes + m.kv_cache_bytes;
    m.allocator_headroom_bytes = o.allocator_headroom_fraction * model_bytes;
}

} // namespace

double activation_element_bytes(Precision p) {
    return (p == Precision::FP32 || p == Precision::TF32) ? 4.0 : 2.0;
}

MemoryBreakdown training_memory(const ModelSpec& model, const TrainingWorkload& w,
                                const Overheads& o, std::int64_t first_stage_layers) {
    const Parallelism& par = w.parallel;
    if ((w.offload_optimizer && par.zero_stage < 1) || (w.offload_params && par.zero_stage < 3))
        throw std::invalid_argument("optimizer offload needs ZeRO stage 1 or more; parameter "
                                    "offload needs ZeRO stage 3");
    MemoryBreakdown m;
    const ParameterCount pc = model.parameters();
    const std::int64_t hidden = model.is_transformer() ? model.arch.hidden_size : 4096;
    const StateBytesPerParam per =
        state_bytes_per_param(w.precision, w.optimizer, hidden, w.framework);

    double trainable = d(pc.total);
    double frozen_bytes = 0;
    if (w.method != FineTuneMethod::Full) {
        if (!model.is_transformer())
            throw std::invalid_argument("LoRA and QLoRA need a transformer architecture");
        trainable =
            d(w.adapter_parameters ? *w.adapter_parameters
                                   : lora_parameters(model.arch, w.lora_rank, w.lora_targets));
        const double base_bytes = activation_element_bytes(w.precision);
        if (w.method == FineTuneMethod::LoRA) {
            frozen_bytes = d(pc.total) * base_bytes;
        } else {
            // QLoRA: layer matrices in NF4, embeddings/norms/LM head stay 16-bit.
            frozen_bytes =
                d(pc.quantizable) * kNf4BytesPerParam + d(pc.total - pc.quantizable) * base_bytes;
        }
        if (!w.adapter_parameters) // (not inside the strategy search: its notes are not read)
            m.notes.push_back(std::to_string(static_cast<long long>(trainable)) +
                              " trainable adapter parameters of " + std::to_string(pc.total));
    }

    const double model_shards = d(par.tensor * par.pipeline);
    // ZeRO (and Megatron's distributed optimizer) shard over the data x context group: context
    // parallel ranks hold the same parameters and reduce their gradients together.
    const double dp = d(par.data * std::max<std::int64_t>(par.context, 1));
    const double g_div = par.zero_stage >= 2 ? dp : 1.0;

    StateBytesPerParam adapter = per;
    if (w.method == FineTuneMethod::QLoRA) {
        // qlora.py (Dettmers et al.'s reference code) casts the LoRA modules to bf16 and keeps
        // 32-bit Adam states without a separate fp32 master copy: 2 + 2 + 8 bytes per parameter.
        adapter.weights = 2;
        adapter.gradients = 2;
        adapter.optimizer -= 4;
    }
    // Layers that do not divide evenly into the pipeline stages: the first stage holds ceil(L/p)
    // layers (or the stack's uneven split's share), and its GPUs are the ones that must fit.
    const double stage_layers = first_stage_layers > 0
                                    ? d(first_stage_layers)
                                    : std::ceil(d(model.arch.num_layers) / d(par.pipeline));
    const double stage_share = model.is_transformer() && par.pipeline > 1
                                   ? stage_layers * d(par.pipeline) / d(model.arch.num_layers)
                                   : 1.0;
    // Expert parallelism (Megatron-Core, DeepSpeed-MoE): the routed experts are split over ep
    // GPUs of the data x context group, and their ZeRO / distributed-optimizer shards are taken
    // over the rest of it, the expert-data-parallel group of dp·cp/ep GPUs. Adapters stay whole.
    // Never more expert-parallel GPUs than the data x context group holds (a layout the
    // scenario reader and the search refuse; `gpuplan memory` may still ask for one).
    const double ep = std::min(d(std::max<std::int64_t>(par.expert, 1)), dp);
    const double edp = std::max(1.0, dp / ep);
    const bool full = w.method == FineTuneMethod::Full;
    const double expert_params = model.is_transformer() ? d(pc.routed_experts) : 0.0;
    const double frozen_experts =
        full || pc.total <= 0 ? 0.0 : frozen_bytes * expert_params / d(pc.total);
    const double trainable_experts = full ? expert_params : 0.0;
    const double dense_trainable = trainable - trainable_experts;
    const double dense_frozen = frozen_bytes - frozen_experts;
    const auto sharded = [&](double dense, double experts, int from_stage) {
        const bool zero = par.zero_stage >= from_stage;
        return (dense / (zero ? dp : 1.0) + experts / ep / (zero ? edp : 1.0)) / model_shards *
               stage_share;
    };
    m.weights_bytes = sharded(adapter.weights * dense_trainable + dense_frozen,
                              adapter.weights * trainable_experts + frozen_experts, 3);
    m.gradients_bytes =
        sharded(adapter.gradients * dense_trainable, adapter.gradients * trainable_experts, 2);
    m.optimizer_bytes =
        sharded(adapter.optimizer * dense_trainable, adapter.optimizer * trainable_experts, 1);

    if (w.offload_optimizer) {
        // ZeRO-Offload: optimizer states and the gradients (an fp32 copy) live in host RAM; the
        // GPU keeps the 16-bit parameters, 2 bytes per parameter (DeepSpeed's
        // estimate_zero2_model_states_mem_needs(cpu_offload=True): 2Ψ on the GPU).
        m.host_bytes +=
            kHostBufferFactor * (m.optimizer_bytes + 4.0 * trainable / model_shards / g_div);
        m.optimizer_bytes = 0;
        m.gradients_bytes = 0;
        m.notes.push_back("optimizer states offloaded to host RAM");
    }
    if (w.offload_params) {
        // ZeRO-Infinity style: parameters (and their gradients) stream from the host; the GPU
        // keeps the largest layer's fp16 parameters and gradients (DeepSpeed: 4 x largest layer).
        m.host_bytes += kHostBufferFactor * (m.weights_bytes + m.gradients_bytes);
        m.weights_bytes = 4.0 * d(pc.largest_layer);
        m.gradients_bytes = 0;
        m.notes.push_back("parameters offloaded to host RAM");
    }

    const double e = activation_element_bytes(w.precision);
    if (model.kind == ModelKind::Transformer) {
        ActivationSetup s;
        s.micro_batch = w.micro_batch;
        // Context parallelism: each GPU holds its 1/cp of every sequence's tokens.
        s.sequence_length =
            std::max<std::int64_t>(1, w.sequence_length / std::max<std::int64_t>(par.context, 1));
        s.tensor_parallel = par.tensor;
        s.sequence_parallel = par.sequence_parallel;
        s.recompute = w.recompute;
        s.flash_attention = w.flash_attention;
        s.element_bytes = e;
        m.activations_bytes = training_activation_bytes(model.arch, s, par.pipeline) * stage_share;
        // Interleaved 1F1B keeps more micro-batches in flight on the first stage: the
        // activations of L(1 + (p-1)/(p·v)) layers (Korthikanti et al. 2022, section 4.2.3).
        if (par.virtual_stages > 1 && par.pipeline > 1)
            m.activations_bytes *=
                1.0 + (d(par.pipeline) - 1.0) / (d(par.pipeline) * d(par.virtual_stages));
    } else if (model.kind == ModelKind::PerSample) {
        // Per-sample figures are fp32; 16-bit autocast roughly halves the saved tensors.
        m.activations_bytes = model.activation_bytes_per_sample * d(w.micro_batch) * e / 4.0;
        if (w.recompute != Recompute::None)
            m.notes.push_back("recomputation is not modelled for per-sample models");
    } else {
        m.notes.push_back(
            "activations not estimated: the model is given by its parameter count only");
    }
    add_overheads(m, o);
    return m;
}

// KV cache bytes one token of a sequence of the workload's context occupies on one GPU of a
// tensor x pipeline group, averaged over the sequence. With fewer KV heads than tensor ranks
// each rank keeps a copy of one head (vLLM replicates them).
double kv_bytes_per_token_per_gpu(const ModelSpec& model, const InferenceWorkload& w) {
    if (!model.is_transformer() || model.arch.encoder_only)
        return 0;
    const TransformerArch& a = model.arch;
    const double t = d(w.tensor_parallel);
    // MLA's latent is not split by heads: every tensor-parallel rank keeps all of it (vLLM's
    // and SGLang's MLA backends), which is why they serve DeepSeek with attention data
    // parallelism.
    const double elements =
        a.is_latent() ? d(a.kv_elements_per_layer())
                      : 2.0 * std::max(1.0, std::ceil(d(a.num_kv_heads) / t)) * d(a.head_dim);
    const double stage_share = std::ceil(d(a.num_layers) / d(w.pipeline_parallel)) /
                               d(std::max<std::int64_t>(a.num_layers, 1));
    // Sliding-window and chunked layers hold at most their window of a sequence's tokens.
    const double context = d(std::max<std::int64_t>(w.context_tokens(), 1));
    return stage_share * a.kv_layer_tokens(w.context_tokens()) / context * elements *
           storage_bytes(w.kv_precision);
}

MemoryBreakdown inference_memory(const ModelSpec& model, const InferenceWorkload& w,
                                 const Overheads& o) {
    MemoryBreakdown m;
    const double shards = d(w.tensor_parallel * w.pipeline_parallel);
    // Weight-only quantization converts the layer matrices; embeddings, norms, biases and the
    // LM head stay at 16 bit (AutoAWQ/GPTQ defaults), or fp32 when serving in fp32; a
    // checkpoint stored in the same format counts as it is stored (model/weight_bytes.h).
    // With attention data parallelism the routed experts spread over all d attention groups;
    // the rest is replicated in each group.
    const WeightBytes wb = weight_bytes(model, w.weight_precision);
    const double groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    m.weights_bytes = (wb.rest + wb.routed_experts / groups) / shards;
    // Each attention group keeps the KV cache of its own share of the sequences.
    const double sequences = std::ceil(d(w.concurrency) / groups);

    const double e = w.weight_precision == Precision::FP32 ? 4.0 : 2.0;
    if (model.is_transformer()) {
        const TransformerArch& a = model.arch;
        m.kv_cache_bytes = kv_bytes_per_token_per_gpu(model, w) * d(w.context_tokens()) * sequences;
        // Peak working set of one layer during a prefill chunk (layers run one after another):
        // residual stream, norm output, Q/K/V, and the MLP middle; plus fp32 logits of the last
        // token of every sequence for sampling.
        const double tokens = std::min(d(w.prefill_chunk_tokens), d(w.prompt_tokens) * sequences);
        const double mlp = (a.mlp == MlpKind::Gated ? 2.0 : 1.0) * a.mean_token_mlp_width();
        const double width =
            2.0 * d(a.hidden_size) + d(a.attention_dim()) + 2.0 * d(a.kv_dim()) + mlp;
        m.activations_bytes =
            tokens * e * width / d(w.tensor_parallel) + sequences * d(a.vocab_size) * 4.0;
        if (a.encoder_only)
            m.notes.push_back("encoder-only model: no KV cache");
    } else if (model.kind == ModelKind::PerSample) {
        // Upper bound: the training figure (saved tensors) for the batch.
        m.activations_bytes = model.activation_bytes_per_sample * d(w.batch_size) * e / 4.0;
    } else {
        m.notes.push_back("KV cache and activations not estimated: the model is given by its "
                          "parameter count only");
    }
    m.activations_bytes *= o.serving_overhead_factor;
    add_overheads(m, o);
    m.cuda_context_bytes *= o.serving_overhead_factor;
    return m;
}

MemoryBreakdown workload_memory(const ModelSpec& model, const Workload& w, const Overheads& o) {
    return w.is_inference() ? inference_memory(model, w.inference, o)
                            : training_memory(model, w.training, o);
}

std::int64_t kv_cache_token_capacity(const ModelSpec& model, const InferenceWorkload& w,
                                     const Overheads& o, double budget_bytes) {
    const double per_token = kv_bytes_per_token_per_gpu(model, w);
    if (per_token <= 0)
        return 0;
    Overheads engine = o;
    engine.allocator_headroom_fraction = 0;
    const MemoryBreakdown m = inference_memory(model, w, engine);
    const double left = budget_bytes - (m.total_bytes() - m.kv_cache_bytes);
    return left > 0 ? static_cast<std::int64_t>(std::floor(left / per_token)) : 0;
}

std::int64_t max_concurrent_sequences(const ModelSpec& model, InferenceWorkload w,
                                      const Overheads& o, double capacity_bytes) {
    if (!model.is_transformer() || model.arch.encoder_only)
        return 0;
    // total(n) grows with n (KV, logits); find the largest n with total(n) <= capacity.
    auto fits = [&](std::int64_t n) {
        w.concurrency = n;
        return inference_memory(model, w, o).total_bytes() <= capacity_bytes;
    };
    if (!fits(1))
        return 0;
    std::int64_t lo = 1;
    std::int64_t hi = 2;
    while (hi < (std::int64_t{1} << 40) && fits(hi)) {
        lo = hi;
        hi *= 2;
    }
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    return lo;
}

} // namespace gpuplanner
