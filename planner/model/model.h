#pragma once
// A model as the planner sees it: a transformer architecture, a network known only by parameters
// and FLOPs per sample (ResNet-50), or a bare parameter count.
#include "model/transformer.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gpuplanner {

// How the checkpoint stores its weights, when its config.json has a quantization_config.
// bytes per converted weight = bits/8 + scale_bits/(8·group_size).
struct CheckpointQuantization {
    std::string method;          // "" (16-bit checkpoint), "fp8", "mxfp4", "awq", "gptq"
    double bits = 16;            // bits of each converted weight
    std::int64_t group_size = 0; // weights sharing one scale (an fp8 128 x 128 block: 16,384)
    double scale_bits = 0;       // bits of each group's scale and zero point
    bool experts_only = false;   // only the routed experts are converted (gpt-oss MXFP4)

    [[nodiscard]] bool quantized() const { return !method.empty(); }
    [[nodiscard]] double bytes_per_weight() const {
        return bits / 8.0 +
               (group_size > 0 ? scale_bits / 8.0 / static_cast<double>(group_size) : 0.0);
    }
};

enum class ModelKind {
    Transformer, // exact counts from the architecture
    PerSample,   // parameters and forward FLOPs per sample (CNNs, ViT classifiers)
    ParamsOnly,  // {"params": N}: weights and optimizer only; no activation or KV estimate
};

struct ModelSpec {
    std::string id;
    std::string name;
    std::string source; // where the figures come from (model card, config.json URL, paper)
    ModelKind kind = ModelKind::ParamsOnly;
    TransformerArch arch; // Transformer only

    // PerSample and ParamsOnly:
    std::int64_t params = 0;
    double forward_flops_per_sample = 0;    // FLOPs (2 per multiply-add), one forward pass
    double activation_bytes_per_sample = 0; // saved for backward, fp32
    std::string sample_unit = "sample";     // "image (224x224)", ...

    // Set when a figure rests on less than the architecture (an unknown family read from its
    // weight index: parameters exact, activations and KV cache not estimated).
    bool approximate = false;
    std::string approximation_note;
    // What the count covers when it is not the whole checkpoint (the text model of a
    // multimodal config: the vision tower is not counted).
    std::string count_scope_note;
    CheckpointQuantization checkpoint;

    // Counted once for a copy that is evaluated thousands of times (the strategy search sets
    // it on its own copy); parameters() then returns it. Left empty everywhere else, so an edited
    // architecture is always counted afresh.
    std::optional<ParameterCount> counted;

    [[nodiscard]] ParameterCount parameters() const;
    // Forward FLOPs for one token at the given context (Kaplan et al. 2020, Table 1):
    // 2·N_matmul + 2·n_layer·n_ctx·d_attn, where N_matmul counts the parameters a token is
    // multiplied with: active parameters without the input embedding lookups, plus the output
    // projection even when it is tied to the input embedding. Per-sample models return their
    // FLOPs per sample; a bare parameter count gives 2·N.
    [[nodiscard]] double forward_flops_per_token(std::int64_t context) const;
    // Its attention term alone, 2·n_layer·n_ctx·d_attn (0 for a model without tokens): what
    // changes with the context, without counting the parameters again.
    [[nodiscard]] double attention_flops_per_token(std::int64_t context) const;
    // KV-cache bytes for one token at short context, every layer holding it:
    // 2 (K and V) · n_layer · n_kv_heads · head_dim · bytes; MLA keeps one latent per layer,
    // n_layer · (kv_lora_rank + qk_rope_head_dim) · bytes (DeepSeek-V2 paper, section 2.1.2).
    [[nodiscard]] double kv_cache_bytes_per_token(double bytes_per_element) const;
    // KV-cache bytes of one sequence of `context` tokens: sliding-window and chunked layers
    // hold at most their window.
    [[nodiscard]] double kv_cache_bytes(std::int64_t context, double bytes_per_element) const;
    [[nodiscard]] bool is_transformer() const { return kind == ModelKind::Transformer; }
    // The longest sequence the model takes (its max_position_embeddings); 0 for a model without
    // one (not a transformer), which the request draws and the engines' arguments read as "no
    // limit".
    [[nodiscard]] std::int64_t max_context() const {
        return is_transformer() ? arch.max_position_embeddings : 0;
    }
};

[[nodiscard]] std::string to_string(ModelKind k);

} // namespace gpuplanner
