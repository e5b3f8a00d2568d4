#include "transformer.h"

#include <algorithm>

namespace gpuplanner {

std::int64_t TransformerArch::attention_params() const {
    const std::int64_t h = hidden_size;
    std::int64_t p = h * attention_dim() + 2 * h * kv_dim() + attention_dim() * h;
    if (qkv_bias)
        p += attention_dim() + 2 * kv_dim();
    if (out_bias)
        p += h;
    return p;
}

std::int64_t TransformerArch::mlp_params() const {
    const std::int64_t h = hidden_size;
    const std::int64_t ff = intermediate_size;
    if (mlp == MlpKind::Gated)
        return 3 * h * ff + (mlp_bias ? 2 * ff + h : 0);
    return 2 * h * ff + (mlp_bias ? ff + h : 0);
}

std::int64_t TransformerArch::layer_mlp_params() const {
    return is_moe() ? num_experts * mlp_params() : mlp_params();
}

std::int64_t TransformerArch::layer_params() const {
    const std::int64_t router = is_moe() ? hidden_size * num_experts : 0;
    return attention_params() + layer_mlp_params() + router + norms_per_layer * norm_params();
}

std::int64_t TransformerArch::layer_matrix_params() const {
    const std::int64_t h = hidden_size;
    const std::int64_t attn = h * attention_dim() + 2 * h * kv_dim() + attention_dim() * h;
    const std::int64_t per_mlp = (mlp == MlpKind::Gated ? 3 : 2) * h * intermediate_size;
    return attn + (is_moe() ? num_experts : 1) * per_mlp;
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

    const std::int64_t layers = a.num_layers * a.layer_params();

    ParameterCount c;
    c.total = embedding + other + layers;
    c.embedding = embedding;
    c.non_embedding = c.total - embedding;
    c.active = c.total;
    if (a.is_moe() && a.experts_per_token < a.num_experts)
        c.active -= a.num_layers * (a.num_experts - a.experts_per_token) * a.mlp_params();
    c.quantizable = a.num_layers * a.layer_matrix_params();
    // Largest module, as DeepSpeed's estimate_zero3 walks modules: the embedding table or the
    // biggest single projection matrix.
    const std::int64_t biggest_matrix =
        std::max({h * a.intermediate_size, h * a.attention_dim(), h * a.kv_dim()});
    c.largest_layer = std::max(a.vocab_size * e, biggest_matrix);
    return c;
}

} // namespace gpuplanner
