#pragma once
// The family mappings from config.json keys to TransformerArch, as Transformers defines each
// configuration class (docs/model.md lists the keys and the modules they size).
#include "model/hf_config_reader.h"
#include "model/transformer.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

// Fields shared by the llama-style decoders (llama, mistral, qwen2/3, gemma, phi3, ...).
[[nodiscard]] TransformerArch read_llama_style(const ConfigReader& r, const std::string& family,
                                               bool tied_default);
// Dense families that predate mixtures of experts (gpt2, bert, falcon, opt, bloom, llama...).
[[nodiscard]] std::optional<TransformerArch> read_dense_family(const std::string& type,
                                                               const ConfigReader& r);
// Mixtures of experts and latent attention (deepseek, qwen MoE, gpt-oss, llama4, glm4_moe...).
[[nodiscard]] std::optional<TransformerArch> read_moe_family(const std::string& type,
                                                             const ConfigReader& r);
// Local attention from layer_types ("sliding_attention" / "chunked_attention"), or, when the
// config has no such list, from the family's fixed pattern: every `period`-th layer (1-based)
// is global and the others local (period 0: all layers local).
void read_local_layers(const ConfigReader& r, TransformerArch& a, std::int64_t window,
                       std::int64_t period);

} // namespace gpuplanner
