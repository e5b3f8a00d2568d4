#include "model/transformer.h"

#include <algorithm>
#include <cmath>

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

bool parameter_count_fits(const TransformerArch& a) {
    const auto f = [](std::int64_t v) { return static_cast<double>(v); };
    const double h = f(a.hidden_size), e = f(a.embedding_dim()), ff = f(a.intermediate_size);
    const double heads = f(a.num_heads), kv = f(a.num_kv_heads), hd = f(a.head_dim);
    const double attn = heads * hd, kvd = kv * hd, experts = std::max(1.0, f(a.num_experts));
    // Every product count_parameters forms, each term bounded above (biases and norms included).
    const double layer = h * (2 * attn + 2 * kvd) + 3 * attn + 3 * kvd + h +
                         experts * (3 * h * ff + 2 * ff + h) + h * experts + 4 * h;
    const double total = f(a.num_layers) * layer + 2 * f(a.vocab_size) * e +
                         (f(a.learned_position_rows) + f(a.token_type_rows) + 4) * h + 2 * e * h +
                         h * h + f(a.vocab_size);
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
