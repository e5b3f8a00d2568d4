#include "model/hf_config_families.h"

namespace gpuplanner {

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
        r.fail("num_attention_heads", input_problem(InputProblemCode::HeadDimNeeded));
    a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(a.hidden_size / a.num_heads);
    // LlamaConfig, MistralConfig, Qwen2Config, GemmaConfig...: attention_dropout = 0.0 and no
    // dropout on the residual branches; Phi and Phi-3 name theirs resid_pdrop (default 0.0).
    a.attention_dropout = r.opt_probability({"attention_dropout"}, 0.0);
    a.hidden_dropout = r.opt_probability({"resid_pdrop"}, 0.0);
    return a;
}

std::optional<TransformerArch> read_dense_family(const std::string& type, const ConfigReader& r) {
    if (type == "llama" || type == "phi3")
        return read_llama_style(r, type, false);
    if (type == "mistral") {
        // MistralConfig: sliding_window (4096 in v0.1, null from v0.2) applies to every layer.
        auto a = read_llama_style(r, type, false);
        if (const auto w = r.opt_int({"sliding_window"}, kMaxPositions))
            read_local_layers(r, a, *w, 0);
        return a;
    }
    if (type == "qwen3") {
        // Qwen3Attention: no q/k/v biases (attention_bias false), RMSNorm of head_dim on each
        // query and key head; head_dim given (128), not hidden / heads.
        auto a = read_llama_style(r, type, false);
        a.qkv_bias = a.out_bias = r.opt_bool({"attention_bias"}, false);
        a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(128);
        a.qk_norm = QkNorm::PerHead;
        return a;
    }
    if (type == "gemma3_text") {
        // Gemma3TextConfig: four norms a layer, q/k norms per head, tied embeddings; five
        // sliding-window layers (512 or 1024 tokens) to one global (sliding_window_pattern 6).
        auto a = read_llama_style(r, type, true);
        a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(256);
        a.norms_per_layer = 4;
        a.qk_norm = QkNorm::PerHead;
        read_local_layers(r, a, r.opt_int({"sliding_window"}, kMaxPositions).value_or(4096),
                          r.opt_int({"sliding_window_pattern"}, kMaxLayers).value_or(6));
        return a;
    }
    if (type == "qwen2") {
        auto a = read_llama_style(r, type, false);
        a.qkv_bias = true; // Qwen2Attention: q/k/v with bias, o_proj without
        a.out_bias = false;
        return a;
    }
    if (type == "gemma" || type == "gemma2") {
        auto a = read_llama_style(r, type, true);
        a.head_dim = r.opt_int({"head_dim"}, kMaxDim).value_or(256); // GemmaConfig default
        a.norms_per_layer = type == "gemma2" ? 4 : 2; // Gemma 2 adds pre/post-feedforward norms
        // Gemma2DecoderLayer: even layers (0, 2, ...) attend within sliding_window (4096).
        if (type == "gemma2")
            read_local_layers(r, a, r.opt_int({"sliding_window"}, kMaxPositions).value_or(4096), 2);
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
    } else {
        return std::nullopt;
    }
    if (a.num_heads > 0 && a.head_dim == 0) {
        if (a.hidden_size % a.num_heads != 0)
            r.fail("num_attention_heads",
                   input_problem(InputProblemCode::HiddenNotMultipleOfHeads));
        a.head_dim = a.hidden_size / a.num_heads;
    }
    return a;
}

void read_local_layers(const ConfigReader& r, TransformerArch& a, std::int64_t window,
                       std::int64_t period) {
    a.local_window = window;
    const std::vector<std::string> types = r.string_list("layer_types");
    if (!types.empty()) {
        if (static_cast<std::int64_t>(types.size()) != a.num_layers)
            r.fail("layer_types", input_problem(InputProblemCode::LayerTypesCount,
                                                {{"count", std::to_string(types.size())},
                                                 {"layers", std::to_string(a.num_layers)}}));
        a.local_layers = 0;
        for (const auto& t : types) {
            if (t == "sliding_attention" || t == "chunked_attention")
                ++a.local_layers;
            else if (t != "full_attention")
                r.fail("layer_types",
                       input_problem(InputProblemCode::UnknownValue,
                                     {{"value", t},
                                      {"allowed", "full_attention, sliding_attention, "
                                                  "chunked_attention"}}));
        }
        return;
    }
    if (period <= 0) {
        a.local_layers = a.num_layers;
        return;
    }
    // Layers 1..L (1-based) whose number is a multiple of the period are global.
    a.local_layers = a.num_layers - a.num_layers / period;
}

} // namespace gpuplanner
