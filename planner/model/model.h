#pragma once
// A model as the planner sees it: a transformer architecture, a network known only by parameters
// and FLOPs per sample (ResNet-50), or a bare parameter count.
#include "model/transformer.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gpuplanner {

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

    // Set when a generic fallback mapped an unknown model_type: results are approximate.
    bool approximate = false;
    std::string approximation_note;

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
    // KV-cache bytes for one token: 2 (K and V) · n_layer · n_kv_heads · head_dim · bytes.
    [[nodiscard]] double kv_cache_bytes_per_token(double bytes_per_element) const;
    [[nodiscard]] bool is_transformer() const { return kind == ModelKind::Transformer; }
};

[[nodiscard]] std::string to_string(ModelKind k);

} // namespace gpuplanner
