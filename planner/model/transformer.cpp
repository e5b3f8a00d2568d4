#include "model/transformer.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

std::int64_t TransformerArch::attention_dim() const {
    return is_latent() ? num_heads * (qk_nope_head_dim + qk_rope_head_dim) : num_heads * head_dim;
}

std::int64_t TransformerArch::value_dim() const {
    return is_latent() ? num_heads * v_head_dim : num_heads * head_dim;
}

std::int64_t TransformerArch::kv_dim() const {
    return is_latent() ? attention_dim() : num_kv_heads * head_dim;
}

std::int64_t TransformerArch::attention_matrix_params() const {
    const std::int64_t h = hidden_size;
    if (is_latent()) {
        // DeepseekV3Attention: q_a_proj/q_b_proj (or q_proj), kv_a_proj_with_mqa, kv_b_proj,
        // o_proj.
        const std::int64_t q =
            q_lora_rank > 0 ? h * q_lora_rank + q_lora_rank * attention_dim() : h * attention_dim();
        const std::int64_t kv = h * (kv_lora_rank + qk_rope_head_dim) +
                                kv_lora_rank * num_heads * (qk_nope_head_dim + v_head_dim);
        return q + kv + value_dim() * h;
    }
    return h * attention_dim() + 2 * h * kv_dim() + attention_dim() * h;
}

std::int64_t TransformerArch::attention_params() const {
    std::int64_t p = attention_matrix_params();
    if (is_latent())
        p += kv_lora_rank + (q_lora_rank > 0 ? q_lora_rank : 0); // q_a/kv_a RMSNorm weights
    if (qkv_bias)
        p += attention_dim() + 2 * kv_dim();
    if (out_bias)
        p += hidden_size;
    if (qk_norm == QkNorm::PerHead)
        p += 2 * head_dim;
    else if (qk_norm == QkNorm::Whole)
        p += attention_dim() + kv_dim();
    if (attention_sinks)
        p += num_heads;
    return p;
}

std::int64_t TransformerArch::mlp_params(std::int64_t ff) const {
    const std::int64_t h = hidden_size;
    if (mlp == MlpKind::Gated)
        return 3 * h * ff + (mlp_bias ? 2 * ff + h : 0);
    return 2 * h * ff + (mlp_bias ? ff + h : 0);
}

std::int64_t TransformerArch::router_params() const {
    return hidden_size * num_experts + (router_bias ? num_experts : 0);
}

std::int64_t TransformerArch::shared_expert_params() const {
    if (shared_expert_intermediate_size <= 0)
        return 0;
    return mlp_params(shared_expert_intermediate_size) + (shared_expert_gate ? hidden_size : 0);
}

std::int64_t TransformerArch::dense_layer_params() const {
    return attention_params() + mlp_params(intermediate_size) + norms_per_layer * norm_params();
}

std::int64_t TransformerArch::moe_layer_params() const {
    return attention_params() + num_experts * expert_params() + router_params() +
           shared_expert_params() + norms_per_layer * norm_params();
}

double TransformerArch::mean_token_mlp_width() const {
    if (!is_moe() || num_layers <= 0)
        return static_cast<double>(intermediate_size);
    const double moe =
        static_cast<double>(experts_per_token * expert_width() + shared_expert_intermediate_size);
    return (static_cast<double>(num_layers - moe_layers()) *
                static_cast<double>(intermediate_size) +
            static_cast<double>(moe_layers()) * moe) /
           static_cast<double>(num_layers);
}

std::int64_t TransformerArch::kv_elements_per_layer() const {
    return is_latent() ? kv_lora_rank + qk_rope_head_dim : 2 * num_kv_heads * head_dim;
}

double TransformerArch::kv_layer_tokens(std::int64_t context) const {
    const double n = static_cast<double>(std::max<std::int64_t>(context, 0));
    const std::int64_t local = local_window > 0 ? std::min(local_layers, num_layers) : 0;
    const double local_tokens = std::min(n, static_cast<double>(local_window));
    return static_cast<double>(num_layers - local) * n + static_cast<double>(local) * local_tokens;
}

bool parameter_count_fits(const TransformerArch& a) {
    const auto f = [](std::int64_t v) { return static_cast<double>(v); };
    const double h = f(a.hidden_size), e = f(a.embedding_dim());
    const double ff = f(std::max(
        {a.intermediate_size, a.expert_intermediate_size, a.shared_expert_intermediate_size}));
    const double heads = f(a.num_heads), kv = f(a.num_kv_heads);
    const double hd =
        f(std::max({a.head_dim, a.qk_nope_head_dim + a.qk_rope_head_dim, a.v_head_dim}));
    const double ranks = f(a.q_lora_rank + a.kv_lora_rank + a.qk_rope_head_dim);
    const double attn = heads * hd, kvd = std::max(kv, heads) * hd;
    const double experts = std::max(1.0, f(a.num_experts)) + 2.0; // routed, shared, dense
    // Every product count_parameters forms, each term bounded above (biases and norms included).
    const double layer = h * (3 * attn + 2 * kvd) + 4 * attn + 4 * kvd + h +
                         ranks * (h + 2 * attn + 2) + experts * (3 * h * ff + 2 * ff + 2 * h) +
                         h * experts + 4 * h + heads;
    const double total = (f(a.num_layers) + f(a.mtp_layers)) * layer + 2 * f(a.vocab_size) * e +
                         (f(a.learned_position_rows) + f(a.token_type_rows) + 4) * h + 2 * e * h +
                         3 * h * h + f(a.vocab_size);
    const double largest = std::max({h * ff, h * attn, h * kvd, f(a.vocab_size) * e});
    return std::isfinite(total) && total < 4.6e18 && largest < 4.6e18;
}

ParameterCount count_parameters(const TransformerArch& a) {
    const std::int64_t h = a.hidden_size;
    const std::int64_t e = a.embedding_dim();

    std::int64_t embedding = a.vocab_size * e + a.learned_position_rows * h + a.token_type_rows * h;
    std::int64_t other = 0;
    if (a.embedding_norm)
        other += 2 * h; // BERT's embedding LayerNorm is always a LayerNorm
    if (e != h)
        other += 2 * e * h; // OPT project_in and project_out (no bias)
    if (a.final_norm)
        other += a.norm_params();
    if (a.pooler)
        other += h * h + h;
    if (!a.tied_embeddings)
        embedding += a.vocab_size * e;
    if (a.lm_head_bias)
        other += a.vocab_size;

    const std::int64_t moe = a.moe_layers();
    const std::int64_t dense = a.num_layers - moe;
    const std::int64_t layers = dense * a.dense_layer_params() + moe * a.moe_layer_params();

    ParameterCount c;
    c.total = embedding + other + layers;
    c.embedding = embedding;
    c.non_embedding = c.total - embedding;
    c.routed_experts = moe * a.num_experts * a.expert_params();
    c.active = c.total;
    if (a.is_moe() && a.experts_per_token < a.num_experts)
        c.active -= moe * (a.num_experts - a.experts_per_token) * a.expert_params();
    c.active_non_embedding = c.active - embedding;
    // DeepseekV3 MTP module (and GLM-4.5's): enorm and hnorm, eh_proj (2h -> h), one decoder
    // layer and shared_head.norm; its embedding and head are the main model's.
    if (a.mtp_layers > 0)
        c.mtp = a.mtp_layers * ((a.is_moe() ? a.moe_layer_params() : a.dense_layer_params()) +
                                3 * a.norm_params() + 2 * h * h);
    const std::int64_t per_mlp = (a.mlp == MlpKind::Gated ? 3 : 2) * h;
    const std::int64_t moe_matrices =
        a.num_experts * per_mlp * a.expert_width() + per_mlp * a.shared_expert_intermediate_size;
    c.quantizable = a.num_layers * a.attention_matrix_params() +
                    dense * per_mlp * a.intermediate_size + moe * moe_matrices;
    // Largest module, as DeepSpeed's estimate_zero3 walks modules: the embedding table or the
    // biggest single projection matrix.
    const std::int64_t biggest_matrix =
        std::max({h * a.intermediate_size, h * a.expert_width(), h * a.attention_dim(),
                  h * a.kv_dim(), a.value_dim() * h});
    c.largest_layer = std::max(a.vocab_size * e, biggest_matrix);
    return c;
}

} // namespace gpuplanner
