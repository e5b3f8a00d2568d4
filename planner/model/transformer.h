#pragma once
// A transformer reduced to what parameter, FLOP, KV-cache and activation arithmetic needs.
// Every Hugging Face family maps onto these fields (hf_config.cpp); the counting itself is
// family-free (transformer.cpp), so a new family is a mapping, not new arithmetic.
#include <cstdint>
#include <string>

namespace gpuplanner {

enum class NormKind {
    RmsNorm,
    LayerNorm
};                                   // RMSNorm: weight only (h); LayerNorm: weight + bias (2h)
enum class MlpKind { Gated, Plain }; // Gated: gate/up/down (3·h·ff); Plain: fc1/fc2 (2·h·ff)

struct TransformerArch {
    std::string family;
    std::int64_t vocab_size = 0;
    std::int64_t hidden_size = 0;
    std::int64_t num_layers = 0;
    std::int64_t num_heads = 0;
    std::int64_t num_kv_heads = 0;
    std::int64_t head_dim = 0;
    std::int64_t intermediate_size = 0;
    std::int64_t max_position_embeddings = 0;
    std::int64_t learned_position_rows = 0; // rows of a learned position table (GPT-2, OPT, BERT)
    std::int64_t token_type_rows = 0;       // BERT segment embeddings
    std::int64_t embed_proj_dim = 0;        // OPT word_embed_proj_dim when it differs from hidden
    bool tied_embeddings = false;
    MlpKind mlp = MlpKind::Gated;
    NormKind norm = NormKind::RmsNorm;
    int norms_per_layer = 2;
    bool final_norm = true;
    bool embedding_norm = false; // BERT LayerNorm after the embeddings
    bool pooler = false;         // BERT pooler dense layer
    bool qkv_bias = false;
    bool out_bias = false;
    bool mlp_bias = false;
    bool lm_head_bias = false;
    std::int64_t num_experts = 0; // 0: dense MLP
    std::int64_t experts_per_token = 0;
    bool encoder_only = false;
    // Training dropout probabilities (config.json; docs/model.md lists the keys per family).
    // Attention dropout acts on the s x s attention probabilities, hidden dropout on the
    // attention and MLP outputs. At 0 PyTorch's dropout returns its input (ATen
    // native/Dropout.cpp): no mask is stored and no tensor is read or written, which is what
    // the activation memory and the unfused-attention time count.
    double attention_dropout = 0.0;
    double hidden_dropout = 0.0;

    [[nodiscard]] std::int64_t attention_dim() const { return num_heads * head_dim; }
    [[nodiscard]] std::int64_t kv_dim() const { return num_kv_heads * head_dim; }
    [[nodiscard]] std::int64_t embedding_dim() const {
        return embed_proj_dim > 0 ? embed_proj_dim : hidden_size;
    }
    [[nodiscard]] bool is_moe() const { return num_experts > 0; }
    [[nodiscard]] std::int64_t norm_params() const {
        return norm == NormKind::RmsNorm ? hidden_size : 2 * hidden_size;
    }
    // Parameters of one expert's (or the dense) MLP, biases included.
    [[nodiscard]] std::int64_t mlp_params() const;
    // Attention projections of one layer, biases included.
    [[nodiscard]] std::int64_t attention_params() const;
    // MLP matrices (gate/up/down or fc1/fc2) of one layer, all experts, biases included.
    [[nodiscard]] std::int64_t layer_mlp_params() const;
    // Everything in one layer: attention, MLP or experts plus router, norms.
    [[nodiscard]] std::int64_t layer_params() const;
    // Matrix weights of one layer (what weight-only quantization converts), biases excluded.
    [[nodiscard]] std::int64_t layer_matrix_params() const;
};

struct ParameterCount {
    std::int64_t total = 0;
    std::int64_t active = 0;        // per token: MoE counts only top-k experts
    std::int64_t embedding = 0;     // token/position/segment tables and an untied output matrix
    std::int64_t non_embedding = 0; // total - embedding (Kaplan et al.'s N)
    std::int64_t quantizable = 0;   // matrix weights inside the layers (see layer_matrix_params)
    std::int64_t largest_layer = 0; // largest single module's parameters (DeepSpeed's estimator)
};

[[nodiscard]] // Whether count_parameters' integer arithmetic stays far inside int64 for `a`: the
              // same sums
              // taken in floating point (all terms are positive, so no partial product exceeds the
              // total) must stay under 2^62. A config whose parameters would overflow is refused by
              // its reader.
[[nodiscard]] bool
parameter_count_fits(const TransformerArch& a);

ParameterCount count_parameters(const TransformerArch& a);

} // namespace gpuplanner
