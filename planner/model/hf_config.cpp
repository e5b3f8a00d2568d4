#include "model/hf_config.h"

#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>
#include <map>
#include <optional>

namespace gpuplanner {

using nlohmann::json;

namespace {

// Bounds that keep every product of dimensions inside 64-bit integers; far above real models.
constexpr std::int64_t kMaxDim = 1 << 20;
constexpr std::int64_t kMaxVocab = 10'000'000;
constexpr std::int64_t kMaxLayers = 2'000;
constexpr std::int64_t kMaxExperts = 1'024;
constexpr std::int64_t kMaxPositions = 100'000'000;

// Lenient reader: config.json files carry dozens of fields we do not need, so unknown keys are
// fine here; what we read is still type- and range-checked, with aliases (n_embd, n_layer...).
class ConfigReader final {
public:
    ConfigReader(const json& c, std::string origin, std::string path)
        : c_(c)
        , origin_(std::move(origin))
        , path_(std::move(path)) {}

    [[noreturn]] void fail(const std::string& key, const std::string& problem) const {
        throw InputError(origin_, path_.empty() ? key : path_ + "." + key, problem);
    }

    [[nodiscard]] const json* find(std::initializer_list<const char*> keys,
                                   std::string* which) const {
        for (const char* k : keys) {
            const auto it = c_.find(k);
            if (it != c_.end() && !it->is_null()) {
                *which = k;
                return &*it;
            }
        }
        return nullptr;
    }

    [[nodiscard]] std::optional<std::int64_t>
    opt_int(std::initializer_list<const char*> keys, std::int64_t max, std::int64_t min = 1) const {
        std::string key;
        const json* v = find(keys, &key);
        if (!v)
            return std::nullopt;
        if (!v->is_number_integer() || v->is_number_float()) {
            if (v->is_number_float()) {
                const double x = v->get<double>();
                // Range first: casting a double outside int64 is undefined behaviour.
                if (std::isfinite(x) && std::fabs(x) < 9.2e18 && x == std::trunc(x))
                    return check(key, static_cast<std::int64_t>(x), min, max);
            }
            fail(key, "expected an integer");
        }
        if (v->is_number_unsigned() && v->get<std::uint64_t>() > static_cast<std::uint64_t>(max))
            fail(key, "value too large (at most " + std::to_string(max) + ")");
        return check(key, v->get<std::int64_t>(), min, max);
    }

    [[nodiscard]] std::int64_t req_int(std::initializer_list<const char*> keys,
                                       std::int64_t max) const {
        if (auto v = opt_int(keys, max))
            return *v;
        fail(*keys.begin(), "missing required field");
    }

    [[nodiscard]] bool opt_bool(std::initializer_list<const char*> keys, bool fallback) const {
        std::string key;
        const json* v = find(keys, &key);
        if (!v)
            return fallback;
        if (!v->is_boolean())
            fail(key, "expected true or false");
        return v->get<bool>();
    }

    // A probability (dropout): a number in [0, 1].
    [[nodiscard]] double opt_probability(std::initializer_list<const char*> keys,
                                         double fallback) const {
        std::string key;
        const json* v = find(keys, &key);
        if (!v)
            return fallback;
        if (!v->is_number())
            fail(key, "expected a probability (a number from 0 to 1)");
        const double p = v->get<double>();
        if (!(p >= 0.0 && p <= 1.0))
            fail(key, "a probability must be from 0 to 1, found " + v->dump());
        return p;
    }

private:
    std::int64_t check(const std::string& key, std::int64_t v, std::int64_t min,
                       std::int64_t max) const {
        if (v < min || v > max)
            fail(key, std::to_string(v) + " is out of range [" + std::to_string(min) + ", " +
                          std::to_string(max) + "]");
        return v;
    }
    const json& c_;
    std::string origin_;
    std::string path_;
};

// Fields shared by the llama-style decoders (llama, mistral, mixtral, qwen2, gemma, phi3).
TransformerArch read_llama_style(const ConfigReader& r, const std::string& family,
                                 bool tied_default) {
    TransformerArch a;
    a.family = family;
    a.vocab_size = r.req_int({"vocab_size"}, kMaxVocab);
    a.hidden_size = r.req_int({"hidden_size"}, kMaxDim);
    a.num_layers = r.req_int({"num_hidden_layers"}, kMaxLayers);
    a.num_heads = r.req_int({"num_attention_heads"}, kMaxDim);
    a.num_kv_heads = r.opt_int({"num_key_value_heads"}, kMaxDim).value_or(a.num_heads);
    a.intermediate_size = r.req_int({"intermediate_size"}, kMaxDim);
    a.max_position_embeddings =
        r.opt_int({"max_position_embeddings"}, kMaxPositions).value_or(2048);
    a.tied_embeddings = r.opt_bool({"tie_word_embeddings"}, tied_default);
    const bool attention_bias = r.opt_bool({"attention_bias"}, false);
    a.qkv_bias = a.out_bias = attention_bias;
    a.mlp_bias = r.opt_bool({"mlp_bias"}, false);
    if (a.hidden_size % a.num_heads != 0 && !r.opt_int({"head_dim"}, kMaxDim))
        r.fail("num_attention_heads",
               "hidden_size is not a multiple of num_attention_heads and no head_dim is given");
    a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(a.hidden_size / a.num_heads);
    // LlamaConfig, MistralConfig, Qwen2Config, GemmaConfig...: attention_dropout = 0.0 and no
    // dropout on the residual branches; Phi and Phi-3 name theirs resid_pdrop (default 0.0).
    a.attention_dropout = r.opt_probability({"attention_dropout"}, 0.0);
    a.hidden_dropout = r.opt_probability({"resid_pdrop"}, 0.0);
    return a;
}

void check_heads(const ConfigReader& r, const TransformerArch& a) {
    if (a.num_kv_heads > a.num_heads || a.num_heads % a.num_kv_heads != 0)
        r.fail("num_key_value_heads", "must divide num_attention_heads (" +
                                          std::to_string(a.num_heads) + "), found " +
                                          std::to_string(a.num_kv_heads));
    if (a.is_moe() && (a.experts_per_token < 1 || a.experts_per_token > a.num_experts))
        r.fail("num_experts_per_tok", "must be between 1 and the number of experts");
}

TransformerArch read_family(const std::string& type, const ConfigReader& r) {
    if (type == "llama" || type == "mistral" || type == "phi3")
        return read_llama_style(r, type, false);
    if (type == "qwen2") {
        auto a = read_llama_style(r, type, false);
        a.qkv_bias = true; // Qwen2Attention: q/k/v with bias, o_proj without
        a.out_bias = false;
        return a;
    }
    if (type == "mixtral") {
        auto a = read_llama_style(r, type, false);
        a.num_experts = r.opt_int({"num_local_experts"}, kMaxExperts).value_or(8);
        a.experts_per_token = r.opt_int({"num_experts_per_tok"}, kMaxExperts).value_or(2);
        return a;
    }
    if (type == "gemma" || type == "gemma2") {
        auto a = read_llama_style(r, type, true);
        a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(256); // GemmaConfig default
        a.norms_per_layer = type == "gemma2" ? 4 : 2; // Gemma 2 adds pre/post-feedforward norms
        return a;
    }
    if (type == "phi") {
        auto a = read_llama_style(r, type, false);
        a.mlp = MlpKind::Plain;
        a.norm = NormKind::LayerNorm;
        a.norms_per_layer = 1; // parallel attention and MLP share input_layernorm
        a.qkv_bias = a.out_bias = a.mlp_bias = true;
        a.lm_head_bias = true;
        return a;
    }
    TransformerArch a;
    a.family = type;
    if (type == "gpt2") {
        a.vocab_size = r.req_int({"vocab_size"}, kMaxVocab);
        a.hidden_size = r.req_int({"n_embd", "hidden_size"}, kMaxDim);
        a.num_layers = r.req_int({"n_layer", "num_hidden_layers"}, kMaxLayers);
        a.num_heads = r.req_int({"n_head", "num_attention_heads"}, kMaxDim);
        a.num_kv_heads = a.num_heads;
        a.intermediate_size = r.opt_int({"n_inner"}, kMaxDim).value_or(4 * a.hidden_size);
        a.max_position_embeddings =
            r.opt_int({"n_positions", "n_ctx"}, kMaxPositions).value_or(1024);
        a.learned_position_rows = a.max_position_embeddings;
        a.tied_embeddings = r.opt_bool({"tie_word_embeddings"}, true);
        a.mlp = MlpKind::Plain;
        a.norm = NormKind::LayerNorm;
        a.qkv_bias = a.out_bias = a.mlp_bias = true;
        a.attention_dropout = r.opt_probability({"attn_pdrop"}, 0.1); // GPT2Config defaults
        a.hidden_dropout = r.opt_probability({"resid_pdrop"}, 0.1);
    } else if (type == "bloom") {
        a.vocab_size = r.req_int({"vocab_size"}, kMaxVocab);
        a.hidden_size = r.req_int({"hidden_size", "n_embed"}, kMaxDim);
        a.num_layers = r.req_int({"n_layer", "num_hidden_layers"}, kMaxLayers);
        a.num_heads = r.req_int({"n_head", "num_attention_heads"}, kMaxDim);
        a.num_kv_heads = a.num_heads;
        a.intermediate_size = 4 * a.hidden_size; // BloomMLP: dense_h_to_4h / dense_4h_to_h
        a.max_position_embeddings =
            r.opt_int({"seq_length", "max_position_embeddings"}, kMaxPositions).value_or(2048);
        a.tied_embeddings = r.opt_bool({"tie_word_embeddings"}, true);
        a.mlp = MlpKind::Plain;
        a.norm = NormKind::LayerNorm;
        a.embedding_norm = true; // word_embeddings_layernorm; ALiBi, so no position table
        a.qkv_bias = a.out_bias = a.mlp_bias = true;
        a.attention_dropout = r.opt_probability({"attention_dropout"}, 0.0); // BloomConfig
        a.hidden_dropout = r.opt_probability({"hidden_dropout"}, 0.0);
    } else if (type == "bert") {
        a.vocab_size = r.req_int({"vocab_size"}, kMaxVocab);
        a.hidden_size = r.req_int({"hidden_size"}, kMaxDim);
        a.num_layers = r.req_int({"num_hidden_layers"}, kMaxLayers);
        a.num_heads = r.req_int({"num_attention_heads"}, kMaxDim);
        a.num_kv_heads = a.num_heads;
        a.intermediate_size = r.req_int({"intermediate_size"}, kMaxDim);
        a.max_position_embeddings =
            r.opt_int({"max_position_embeddings"}, kMaxPositions).value_or(512);
        a.learned_position_rows = a.max_position_embeddings;
        a.token_type_rows = r.opt_int({"type_vocab_size"}, kMaxVocab, 0).value_or(2);
        a.tied_embeddings = true; // BertModel has no LM head
        a.mlp = MlpKind::Plain;
        a.norm = NormKind::LayerNorm;
        a.final_norm = false;
        a.embedding_norm = true;
        a.pooler = true;
        a.encoder_only = true;
        a.qkv_bias = a.out_bias = a.mlp_bias = true;
        a.attention_dropout = r.opt_probability({"attention_probs_dropout_prob"}, 0.1);
        a.hidden_dropout = r.opt_probability({"hidden_dropout_prob"}, 0.1); // BertConfig
    } else if (type == "falcon" || type == "RefinedWeb" || type == "RefinedWebModel") {
        a.family = "falcon";
        a.vocab_size = r.req_int({"vocab_size"}, kMaxVocab);
        a.hidden_size = r.req_int({"hidden_size", "n_embd"}, kMaxDim);
        a.num_layers = r.req_int({"num_hidden_layers", "n_layer"}, kMaxLayers);
        a.num_heads = r.req_int({"num_attention_heads", "n_head"}, kMaxDim);
        const bool new_arch = r.opt_bool({"new_decoder_architecture"}, false);
        const bool multi_query = r.opt_bool({"multi_query"}, true);
        if (new_arch)
            a.num_kv_heads = r.req_int({"num_kv_heads", "n_head_kv"}, kMaxDim);
        else
            a.num_kv_heads = multi_query ? 1 : a.num_heads;
        a.intermediate_size = r.opt_int({"ffn_hidden_size"}, kMaxDim).value_or(4 * a.hidden_size);
        a.max_position_embeddings =
            r.opt_int({"max_position_embeddings"}, kMaxPositions).value_or(2048);
        a.tied_embeddings = r.opt_bool({"tie_word_embeddings"}, true);
        const bool parallel_attn = r.opt_bool({"parallel_attn"}, true);
        if (new_arch)
            a.norms_per_layer =
                static_cast<int>(r.opt_int({"num_ln_in_parallel_attn"}, 2).value_or(2));
        else
            a.norms_per_layer = parallel_attn ? 1 : 2;
        a.mlp = MlpKind::Plain;
        a.norm = NormKind::LayerNorm;
        a.qkv_bias = a.out_bias = a.mlp_bias = r.opt_bool({"bias"}, false);
        a.attention_dropout = r.opt_probability({"attention_dropout"}, 0.0); // FalconConfig
        a.hidden_dropout = r.opt_probability({"hidden_dropout"}, 0.0);
    } else if (type == "opt") {
        a.vocab_size = r.req_int({"vocab_size"}, kMaxVocab);
        a.hidden_size = r.req_int({"hidden_size"}, kMaxDim);
        a.num_layers = r.req_int({"num_hidden_layers"}, kMaxLayers);
        a.num_heads = r.req_int({"num_attention_heads"}, kMaxDim);
        a.num_kv_heads = a.num_heads;
        a.intermediate_size = r.req_int({"ffn_dim"}, kMaxDim);
        a.max_position_embeddings =
            r.opt_int({"max_position_embeddings"}, kMaxPositions).value_or(2048);
        a.learned_position_rows =
            a.max_position_embeddings + 2; // OPTLearnedPositionalEmbedding offset
        const std::int64_t proj =
            r.opt_int({"word_embed_proj_dim"}, kMaxDim).value_or(a.hidden_size);
        a.embed_proj_dim = proj == a.hidden_size ? 0 : proj;
        a.tied_embeddings = r.opt_bool({"tie_word_embeddings"}, true);
        a.final_norm = r.opt_bool({"do_layer_norm_before"}, true) &&
                       !r.opt_bool({"_remove_final_layer_norm"}, false);
        a.mlp = MlpKind::Plain;
        a.norm = NormKind::LayerNorm;
        a.qkv_bias = a.out_bias = a.mlp_bias = r.opt_bool({"enable_bias"}, true);
        a.attention_dropout = r.opt_probability({"attention_dropout"}, 0.0); // OPTConfig
        a.hidden_dropout = r.opt_probability({"dropout"}, 0.1);
    }
    if (a.num_heads > 0 && a.head_dim == 0) {
        if (a.hidden_size % a.num_heads != 0)
            r.fail("num_attention_heads", "hidden size is not a multiple of the head count");
        a.head_dim = a.hidden_size / a.num_heads;
    }
    return a;
}

} // namespace

const std::vector<std::string>& supported_model_types() {
    static const std::vector<std::string> types = {"llama",  "mistral", "mixtral", "qwen2", "gemma",
                                                   "gemma2", "phi3",    "phi",     "gpt2",  "bert",
                                                   "falcon", "opt",     "bloom"};
    return types;
}

ModelSpec model_from_hf_config(const json& config, const std::string& origin,
                               const std::string& path) {
    if (!config.is_object())
        throw InputError(origin, path, "a Hugging Face config must be a JSON object");
    const ConfigReader r(config, origin, path);
    const auto mt = config.find("model_type");
    if (mt == config.end() || !mt->is_string())
        r.fail("model_type",
               "missing or not a string; a Hugging Face config.json names its model_type");
    const std::string type = mt->get<std::string>();
    // The family and the name reach the plan, the report and the launch files: plain text.
    if (const auto problem = identifier_problem(type))
        r.fail("model_type", *problem);

    ModelSpec spec;
    spec.kind = ModelKind::Transformer;
    bool known = false;
    for (const auto& t : supported_model_types())
        known = known || t == type;
    known = known || type == "RefinedWeb" || type == "RefinedWebModel";

    if (known) {
        spec.arch = read_family(type, r);
    } else {
        // Generic fallback: a llama-style decoder, if the config has the common fields.
        static const char* required[] = {"vocab_size", "hidden_size", "num_hidden_layers",
                                         "num_attention_heads", "intermediate_size"};
        for (const char* k : required) {
            if (config.find(k) == config.end()) {
                std::string list;
                for (const auto& t : supported_model_types())
                    list += (list.empty() ? "" : ", ") + t;
                r.fail("model_type", "unsupported model_type \"" + type + "\" (supported: " + list +
                                         "; other decoders are read as llama-style when they have "
                                         "vocab_size, hidden_size, num_hidden_layers, "
                                         "num_attention_heads and intermediate_size)");
            }
        }
        spec.arch = read_llama_style(r, type, false);
        spec.approximate = true;
        spec.approximation_note =
            "model_type \"" + type +
            "\" is not a supported family; counted as a llama-style decoder "
            "(gated MLP, RMSNorm, no biases): treat the figures as approximate";
    }
    check_heads(r, spec.arch);
    if (!parameter_count_fits(spec.arch))
        r.fail("hidden_size", "the architecture has more than 4.6e18 parameters (hidden size, "
                              "heads, layers and vocabulary together): not a model to plan");
    if (const auto name = config.find("_name_or_path"); name != config.end() && name->is_string()) {
        spec.name = name->get<std::string>();
        if (const auto problem = identifier_problem(spec.name))
            r.fail("_name_or_path", *problem);
    }
    if (spec.name.empty())
        spec.name = spec.arch.family;
    return spec;
}

ModelSpec model_from_hf_config_file(const std::string& file) {
    return model_from_hf_config(parse_json_file(file), file, "");
}

} // namespace gpuplanner
