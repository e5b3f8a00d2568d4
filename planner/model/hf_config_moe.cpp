// Mixture-of-experts and latent-attention families. Each block names the Transformers
// configuration class whose keys it reads; docs/model.md shows the modules each key sizes.
#include "model/hf_config_families.h"

#include <algorithm>
#include <functional>

namespace gpuplanner {

namespace {

// Counts the layers that keep a dense MLP, given the family's rule for an MoE layer.
std::int64_t count_dense_layers(std::int64_t layers,
                                const std::function<bool(std::int64_t)>& is_moe_layer) {
    std::int64_t dense = 0;
    for (std::int64_t i = 0; i < layers; ++i)
        dense += is_moe_layer(i) ? 0 : 1;
    return dense;
}

void read_experts(const ConfigReader& r, TransformerArch& a,
                  std::initializer_list<const char*> experts_keys) {
    a.num_experts = r.req_int(experts_keys, kMaxExperts);
    a.experts_per_token = r.req_int({"num_experts_per_tok", "experts_per_token"}, kMaxExperts);
}

// DeepseekV2Config / DeepseekV3Config (Kimi K2 ships the DeepSeek-V3 architecture).
TransformerArch read_deepseek(const std::string& type, const ConfigReader& r) {
    TransformerArch a = read_llama_style(r, type, false);
    a.q_lora_rank = r.opt_int({"q_lora_rank"}, kMaxDim).value_or(0); // null in V2-Lite
    a.kv_lora_rank = r.req_int({"kv_lora_rank"}, kMaxDim);
    a.qk_nope_head_dim = r.req_int({"qk_nope_head_dim"}, kMaxDim);
    a.qk_rope_head_dim = r.req_int({"qk_rope_head_dim"}, kMaxDim);
    a.v_head_dim = r.req_int({"v_head_dim"}, kMaxDim);
    a.head_dim = a.qk_nope_head_dim + a.qk_rope_head_dim;
    a.num_kv_heads = a.num_heads; // every head gets its own K and V from the latent
    // DeepSeek-V2's remote code allows a dense model (no n_routed_experts); V3 and Kimi K2
    // are mixtures of experts, and a config without experts is refused, not counted dense.
    if (type != "deepseek_v2" || r.has("n_routed_experts")) {
        read_experts(r, a, {"n_routed_experts"});
        a.expert_intermediate_size = r.req_int({"moe_intermediate_size"}, kMaxDim);
        a.shared_expert_intermediate_size =
            r.opt_int({"n_shared_experts"}, kMaxExperts, 0).value_or(0) *
            a.expert_intermediate_size;
        const std::int64_t first_dense =
            r.opt_int({"first_k_dense_replace"}, kMaxLayers, 0).value_or(0);
        const std::int64_t freq = r.opt_int({"moe_layer_freq"}, kMaxLayers).value_or(1);
        a.dense_layers = count_dense_layers(
            a.num_layers, [&](std::int64_t i) { return i >= first_dense && i % freq == 0; });
        a.dense_layers_first = freq == 1;
        // DeepseekV3TopkRouter keeps e_score_correction_bias (noaux_tc routing); V2's gate has
        // none.
        a.router_bias =
            type != "deepseek_v2" || r.opt_string("topk_method").value_or("") == "noaux_tc";
    }
    a.mtp_layers = r.opt_int({"num_nextn_predict_layers"}, kMaxLayers, 0).value_or(0);
    return a;
}

// Qwen2MoeConfig / Qwen3MoeConfig: decoder_sparse_step and mlp_only_layers choose the MoE
// layers; Qwen2-MoE adds a shared expert with a sigmoid gate (Linear h -> 1).
TransformerArch read_qwen_moe(const std::string& type, const ConfigReader& r) {
    TransformerArch a = read_llama_style(r, type, false);
    if (type == "qwen2_moe") {
        a.qkv_bias = true; // Qwen2MoeAttention: q/k/v with bias, o_proj without
        a.out_bias = false;
        a.shared_expert_intermediate_size =
            r.opt_int({"shared_expert_intermediate_size"}, kMaxDim, 0).value_or(0);
        a.shared_expert_gate = a.shared_expert_intermediate_size > 0;
    } else {
        a.qkv_bias = a.out_bias = r.opt_bool({"attention_bias"}, false);
        a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(128);
        a.qk_norm = QkNorm::PerHead;
    }
    read_experts(r, a, {"num_experts"});
    a.expert_intermediate_size = r.req_int({"moe_intermediate_size"}, kMaxDim);
    const std::int64_t step = r.opt_int({"decoder_sparse_step"}, kMaxLayers).value_or(1);
    const std::vector<std::int64_t> mlp_only = r.int_list("mlp_only_layers", 0, kMaxLayers);
    a.dense_layers = count_dense_layers(a.num_layers, [&](std::int64_t i) {
        return std::find(mlp_only.begin(), mlp_only.end(), i) == mlp_only.end() &&
               (i + 1) % step == 0;
    });
    a.dense_layers_first = a.dense_layers == 0;
    if (r.opt_bool({"use_sliding_window"}, false))
        r.fail("use_sliding_window", input_problem(InputProblemCode::QwenMoeSlidingWindow));
    return a;
}

// GptOssConfig: every layer MoE; q/k/v/o, experts and router with biases; one attention sink
// per head; layer_types alternates sliding (128 tokens) and full attention.
TransformerArch read_gpt_oss(const ConfigReader& r) {
    TransformerArch a = read_llama_style(r, "gpt_oss", false);
    a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(64);
    a.qkv_bias = a.out_bias = r.opt_bool({"attention_bias"}, true);
    a.mlp_bias = true;
    a.router_bias = true;
    a.attention_sinks = true;
    read_experts(r, a, {"num_local_experts"});
    a.expert_intermediate_size = a.intermediate_size;
    read_local_layers(r, a, r.opt_int({"sliding_window"}, kMaxPositions).value_or(128), 2);
    return a;
}

// Llama4TextConfig: MoE every interleave_moe_layer_step-th layer (or the moe_layers list),
// routed experts and one shared expert of intermediate_size, dense layers of
// intermediate_size_mlp; RoPE layers attend within attention_chunk_size, every fourth layer
// (no_rope_layers 0) globally. Its q/k norm is a weightless L2 norm.
TransformerArch read_llama4_text(const ConfigReader& r) {
    TransformerArch a = read_llama_style(r, "llama4_text", false);
    a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(128);
    read_experts(r, a, {"num_local_experts"});
    a.expert_intermediate_size = a.intermediate_size;
    a.shared_expert_intermediate_size = a.intermediate_size;
    a.intermediate_size = r.opt_int({"intermediate_size_mlp"}, kMaxDim).value_or(16384);
    const std::vector<std::int64_t> moe_list = r.int_list("moe_layers", 0, kMaxLayers);
    const std::int64_t step = r.opt_int({"interleave_moe_layer_step"}, kMaxLayers).value_or(1);
    a.dense_layers = count_dense_layers(a.num_layers, [&](std::int64_t i) {
        if (!moe_list.empty())
            return std::find(moe_list.begin(), moe_list.end(), i) != moe_list.end();
        return (i + 1) % step == 0;
    });
    a.dense_layers_first = a.dense_layers == 0;
    a.local_kind = LocalAttention::Chunked;
    const std::int64_t chunk = r.opt_int({"attention_chunk_size"}, kMaxPositions).value_or(8192);
    const std::vector<std::int64_t> rope = r.int_list("no_rope_layers", 0, 1);
    if (!rope.empty()) {
        if (static_cast<std::int64_t>(rope.size()) != a.num_layers)
            r.fail("no_rope_layers", input_problem(InputProblemCode::NoRopeLayersCount,
                                                   {{"layers", std::to_string(a.num_layers)}}));
        a.local_window = chunk;
        a.local_layers = std::count(rope.begin(), rope.end(), 1);
    } else {
        read_local_layers(r, a, chunk, r.opt_int({"nope_layer_interval"}, kMaxLayers).value_or(4));
    }
    return a;
}

// Glm4MoeConfig: DeepSeek-V3-style experts (first_k_dense_replace, shared experts, router
// bias, MTP layers) over grouped-query attention with q/k/v biases.
TransformerArch read_glm4_moe(const ConfigReader& r) {
    TransformerArch a = read_llama_style(r, "glm4_moe", false);
    a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(128);
    a.qkv_bias = r.opt_bool({"attention_bias"}, true);
    a.out_bias = false;
    if (r.opt_bool({"use_qk_norm"}, false))
        a.qk_norm = QkNorm::PerHead;
    read_experts(r, a, {"n_routed_experts"});
    a.expert_intermediate_size = r.req_int({"moe_intermediate_size"}, kMaxDim);
    a.shared_expert_intermediate_size =
        r.opt_int({"n_shared_experts"}, kMaxExperts, 0).value_or(1) * a.expert_intermediate_size;
    const std::int64_t first_dense =
        r.opt_int({"first_k_dense_replace"}, kMaxLayers, 0).value_or(1);
    a.dense_layers = std::min(first_dense, a.num_layers);
    a.router_bias = true; // Glm4MoeTopkRouter: e_score_correction_bias
    a.mtp_layers = r.opt_int({"num_nextn_predict_layers"}, kMaxLayers, 0).value_or(0);
    return a;
}

} // namespace

std::optional<TransformerArch> read_moe_family(const std::string& type, const ConfigReader& r) {
    if (type == "deepseek_v2" || type == "deepseek_v3" || type == "kimi_k2")
        return read_deepseek(type, r);
    if (type == "qwen2_moe" || type == "qwen3_moe")
        return read_qwen_moe(type, r);
    if (type == "gpt_oss")
        return read_gpt_oss(r);
    if (type == "llama4_text")
        return read_llama4_text(r);
    if (type == "glm4_moe")
        return read_glm4_moe(r);
    if (type == "mixtral") {
        // MixtralConfig: every layer MoE, experts of intermediate_size, no shared expert.
        auto a = read_llama_style(r, type, false);
        a.num_experts = r.opt_int({"num_local_experts"}, kMaxExperts).value_or(8);
        a.experts_per_token = r.opt_int({"num_experts_per_tok"}, kMaxExperts).value_or(2);
        a.expert_intermediate_size = a.intermediate_size;
        if (const auto w = r.opt_int({"sliding_window"}, kMaxPositions))
            read_local_layers(r, a, *w, 0);
        return a;
    }
    if (type == "olmoe") {
        // OlmoeConfig: every layer MoE (experts of intermediate_size), q_norm over the whole
        // query projection and k_norm over the key projection.
        auto a = read_llama_style(r, type, false);
        read_experts(r, a, {"num_experts"});
        a.expert_intermediate_size = a.intermediate_size;
        a.qk_norm = QkNorm::Whole;
        return a;
    }
    if (type == "phimoe") {
        // PhimoeConfig: LayerNorm with bias, q/k/v/o biases, LM head bias, experts without.
        auto a = read_llama_style(r, type, false);
        read_experts(r, a, {"num_local_experts"});
        a.expert_intermediate_size = a.intermediate_size;
        a.norm = NormKind::LayerNorm;
        a.qkv_bias = a.out_bias = r.opt_bool({"attention_bias"}, true);
        a.lm_head_bias = r.opt_bool({"lm_head_bias"}, true);
        return a;
    }
    return std::nullopt;
}

} // namespace gpuplanner
