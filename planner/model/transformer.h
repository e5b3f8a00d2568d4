#pragma once
// A transformer reduced to what parameter, FLOP, KV-cache and activation arithmetic needs.
// Every Hugging Face family maps onto these fields (hf_config_families.cpp); the counting
// itself is family-free (transformer.cpp), so a new family is a mapping, not new arithmetic.
// docs/model.md gives each term with the Transformers module it counts.
#include <cstdint>
#include <string>

namespace gpuplanner {

enum class NormKind {
    RmsNorm,
    LayerNorm
};                                   // RMSNorm: weight only (h); LayerNorm: weight + bias (2h)
enum class MlpKind { Gated, Plain }; // Gated: gate/up/down (3·h·ff); Plain: fc1/fc2 (2·h·ff)
// Norms on queries and keys: none; one weight of head_dim each (Qwen3, Gemma 3); or over the
// whole projection, q over heads·head_dim and k over kv_heads·head_dim (OLMoE).
enum class QkNorm { None, PerHead, Whole };
// Layers that attend only to recent tokens: a sliding window (Mistral v0.1, Gemma 2/3, gpt-oss)
// or fixed chunks (Llama 4: a token sees its own chunk only). Either way such a layer holds at
// most local_window tokens of KV cache.
enum class LocalAttention { Sliding, Chunked };

struct TransformerArch {
    std::string family;
    std::int64_t vocab_size = 0;
    std::int64_t hidden_size = 0;
    std::int64_t num_layers = 0;
    std::int64_t num_heads = 0;
    std::int64_t num_kv_heads = 0;
    std::int64_t head_dim = 0;
    std::int64_t intermediate_size = 0; // the dense MLP's width (of an MoE model's dense layers)
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
    bool mlp_bias = false; // dense MLP and every expert (gpt-oss experts carry biases)
    bool lm_head_bias = false;
    QkNorm qk_norm = QkNorm::None;
    bool attention_sinks = false; // gpt-oss: one learned logit per head and layer
    bool encoder_only = false;

    // Multi-head latent attention (DeepSeek-V2/V3, Kimi K2), used when kv_lora_rank > 0: q from
    // a q_lora_rank latent (or straight from the hidden state when 0), K and V from one
    // kv_lora_rank latent plus a shared qk_rope_head_dim key. head_dim is unused then.
    std::int64_t q_lora_rank = 0;
    std::int64_t kv_lora_rank = 0;
    std::int64_t qk_nope_head_dim = 0;
    std::int64_t qk_rope_head_dim = 0;
    std::int64_t v_head_dim = 0;

    // Mixture of experts, used when num_experts > 0: each MoE layer has num_experts routed
    // experts of expert_intermediate_size (experts_per_token chosen per token), a router
    // (h x E, with a bias in DeepSeek-V3 and gpt-oss), and shared experts that every token
    // passes through, shared_expert_intermediate_size wide all together (0: none), with a
    // sigmoid gate in Qwen2-MoE. dense_layers of the num_layers keep a dense MLP.
    std::int64_t num_experts = 0;
    std::int64_t experts_per_token = 0;
    std::int64_t expert_intermediate_size = 0;
    std::int64_t shared_expert_intermediate_size = 0;
    bool shared_expert_gate = false;
    bool router_bias = false;
    std::int64_t dense_layers = 0;
    bool dense_layers_first = true; // the dense layers come first (DeepSeek's first_k_dense)

    // Local attention: local_layers of the num_layers attend within local_window tokens.
    LocalAttention local_kind = LocalAttention::Sliding;
    std::int64_t local_window = 0;
    std::int64_t local_layers = 0;

    // Multi-token prediction modules (DeepSeek-V3, GLM-4.5): stored in the checkpoint, used by
    // speculative decoding, not part of the main model's count.
    std::int64_t mtp_layers = 0;

    // Training dropout probabilities (config.json; docs/model.md lists the keys per family).
    // Attention dropout acts on the s x s attention probabilities, hidden dropout on the
    // attention and MLP outputs. At 0 PyTorch's dropout returns its input (ATen
    // native/Dropout.cpp): no mask is stored and no tensor is read or written, which is what
    // the activation memory and the unfused-attention time count.
    double attention_dropout = 0.0;
    double hidden_dropout = 0.0;

    [[nodiscard]] bool is_latent() const { return kv_lora_rank > 0; }
    [[nodiscard]] bool is_moe() const { return num_experts > 0; }
    // Width of the concatenated query heads (what the attention scores are formed over).
    [[nodiscard]] std::int64_t attention_dim() const;
    // Width of the concatenated value heads (the output projection's input).
    [[nodiscard]] std::int64_t value_dim() const;
    // Width of K (and of V) per token: kv_heads·head_dim; MLA's up-projected K per head.
    [[nodiscard]] std::int64_t kv_dim() const;
    [[nodiscard]] std::int64_t embedding_dim() const {
        return embed_proj_dim > 0 ? embed_proj_dim : hidden_size;
    }
    [[nodiscard]] std::int64_t norm_params() const {
        return norm == NormKind::RmsNorm ? hidden_size : 2 * hidden_size;
    }
    [[nodiscard]] std::int64_t moe_layers() const {
        return is_moe() ? num_layers - dense_layers : 0;
    }
    [[nodiscard]] std::int64_t expert_width() const {
        return expert_intermediate_size > 0 ? expert_intermediate_size : intermediate_size;
    }
    // One MLP of width ff, biases included (gated: gate/up/down; plain: fc1/fc2).
    [[nodiscard]] std::int64_t mlp_params(std::int64_t ff) const;
    // Attention of one layer: projections (MLA: the low-rank ones and their norms), biases,
    // q/k norms, sinks.
    [[nodiscard]] std::int64_t attention_params() const;
    // Attention matrices only (what weight-only quantization converts).
    [[nodiscard]] std::int64_t attention_matrix_params() const;
    // One routed expert.
    [[nodiscard]] std::int64_t expert_params() const { return mlp_params(expert_width()); }
    // Router and shared experts of one MoE layer.
    [[nodiscard]] std::int64_t router_params() const;
    [[nodiscard]] std::int64_t shared_expert_params() const;
    // Whole layers, norms included.
    [[nodiscard]] std::int64_t dense_layer_params() const;
    [[nodiscard]] std::int64_t moe_layer_params() const;
    // MLP width a token passes through, averaged over the layers: ff in a dense layer,
    // experts_per_token·expert width plus the shared experts in an MoE layer.
    [[nodiscard]] double mean_token_mlp_width() const;
    // Share of the layers that are MoE layers.
    [[nodiscard]] double moe_layer_share() const {
        return num_layers > 0 ? static_cast<double>(moe_layers()) / static_cast<double>(num_layers)
                              : 0.0;
    }
    // KV-cache elements one token adds to one layer: K and V (2·kv_heads·head_dim), or MLA's
    // latent and rope key (kv_lora_rank + qk_rope_head_dim).
    [[nodiscard]] std::int64_t kv_elements_per_layer() const;
    // Layers holding KV for a token at position `context` (all layers when context <= window).
    [[nodiscard]] double kv_layer_tokens(std::int64_t context) const;
};

struct ParameterCount {
    std::int64_t total = 0;         // the main model, as its checkpoint stores it (no MTP)
    std::int64_t active = 0;        // per token, embeddings included: top-k of the routed experts
    std::int64_t embedding = 0;     // token/position/segment tables and an untied output matrix
    std::int64_t non_embedding = 0; // total - embedding (Kaplan et al.'s N)
    std::int64_t active_non_embedding = 0; // active - embedding
    std::int64_t routed_experts = 0;       // all routed experts of all layers (what EP shards)
    std::int64_t mtp = 0;                  // multi-token prediction modules, beside the total
    std::int64_t quantizable = 0;          // matrix weights inside the layers (see layer matrices)
    std::int64_t largest_layer = 0; // largest single module's parameters (DeepSpeed's estimator)
};

// Whether count_parameters' integer arithmetic stays far inside int64 for `a`: the same sums
// taken in floating point (all terms are positive, so no partial product exceeds the total)
// must stay under 2^62. A config whose parameters would overflow is refused by its reader.
[[nodiscard]] bool parameter_count_fits(const TransformerArch& a);

[[nodiscard]] ParameterCount count_parameters(const TransformerArch& a);

} // namespace gpuplanner
