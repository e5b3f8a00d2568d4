#include "model/model.h"

namespace gpuplanner {

std::string to_string(ModelKind k) {
    switch (k) {
    case ModelKind::Transformer:
        return "transformer";
    case ModelKind::PerSample:
        return "per_sample";
    case ModelKind::ParamsOnly:
        return "params_only";
    }
    return "params_only";
}

ParameterCount ModelSpec::parameters() const {
    if (counted)
        return *counted;
    if (kind == ModelKind::Transformer)
        return count_parameters(arch);
    ParameterCount c;
    c.total = c.active = c.non_embedding = c.quantizable = params;
    c.largest_layer = 0;
    return c;
}

double ModelSpec::forward_flops_per_token(std::int64_t context) const {
    if (kind == ModelKind::PerSample)
        return forward_flops_per_sample; // per sample: these models have no tokens
    if (kind == ModelKind::ParamsOnly)
        return 2.0 * static_cast<double>(params);
    const ParameterCount c = parameters();
    const double input_tables = static_cast<double>(arch.vocab_size * arch.embedding_dim() +
                                                    arch.learned_position_rows * arch.hidden_size +
                                                    arch.token_type_rows * arch.hidden_size);
    const double untied_head =
        arch.tied_embeddings ? 0.0 : static_cast<double>(arch.vocab_size * arch.embedding_dim());
    // Input tables are lookups (no FLOPs); the output projection is a matmul, tied or not.
    // Encoders (BERT) have no LM head in the base model.
    const double output_projection =
        arch.encoder_only ? 0.0 : static_cast<double>(arch.vocab_size * arch.embedding_dim());
    const double matmul_params =
        static_cast<double>(c.active) - input_tables - untied_head + output_projection;
    return 2.0 * matmul_params + attention_flops_per_token(context);
}

double ModelSpec::attention_flops_per_token(std::int64_t context) const {
    if (kind != ModelKind::Transformer)
        return 0.0;
    // Kaplan's 2·n_layer·n_ctx·d_attn, with each layer's context capped at its window and, for
    // latent attention, d_attn the mean of the query-key and value widths per head set.
    const double d_attn = 0.5 * static_cast<double>(arch.attention_dim() + arch.value_dim());
    return 2.0 * arch.kv_layer_tokens(context) * d_attn;
}

double ModelSpec::kv_cache_bytes_per_token(double bytes_per_element) const {
    if (kind != ModelKind::Transformer || arch.encoder_only)
        return 0.0;
    return static_cast<double>(arch.num_layers) *
           static_cast<double>(arch.kv_elements_per_layer()) * bytes_per_element;
}

double ModelSpec::kv_cache_bytes(std::int64_t context, double bytes_per_element) const {
    if (kind != ModelKind::Transformer || arch.encoder_only)
        return 0.0;
    return arch.kv_layer_tokens(context) * static_cast<double>(arch.kv_elements_per_layer()) *
           bytes_per_element;
}

} // namespace gpuplanner
