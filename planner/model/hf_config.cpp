#include "model/hf_config.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "model/hf_config_families.h"
#include "model/hf_weight_index.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace gpuplanner {

using nlohmann::json;

namespace {

void check_heads(const ConfigReader& r, const TransformerArch& a) {
    if (a.num_kv_heads > a.num_heads || a.num_heads % a.num_kv_heads != 0)
        r.fail("num_key_value_heads", input_problem(InputProblemCode::KvHeadsDivide,
                                                    {{"heads", std::to_string(a.num_heads)},
                                                     {"value", std::to_string(a.num_kv_heads)}}));
    if (a.is_moe() && (a.experts_per_token < 1 || a.experts_per_token > a.num_experts))
        r.fail("num_experts_per_tok", input_problem(InputProblemCode::ExpertsPerTokenRange));
    if (a.is_moe() && a.dense_layers >= a.num_layers)
        r.fail("num_hidden_layers", input_problem(InputProblemCode::NoMoeLayer));
}

// The quantization_config block of a checkpoint (Transformers' quantizers): FP8 with block
// scales (DeepSeek-V3: fp32 scale_inv per 128 x 128 block), MXFP4 (gpt-oss: 32 FP4 values share
// one 8-bit exponent, experts only), AWQ and GPTQ (16-bit scale and packed zero point per group).
CheckpointQuantization read_quantization(const ConfigReader& r, std::int64_t hidden) {
    CheckpointQuantization q;
    const auto it = r.object().find("quantization_config");
    if (it == r.object().end() || it->is_null())
        return q;
    if (!it->is_object())
        r.fail("quantization_config", found_input_problem(InputProblemCode::ExpectedObject, *it));
    const ConfigReader qr(*it, r.origin(), r.path_of("quantization_config"));
    const std::string method = qr.opt_string("quant_method").value_or("");
    if (method == "fp8") {
        q.method = "fp8";
        q.bits = 8;
        q.scale_bits = 32;
        const std::vector<std::int64_t> block = qr.int_list("weight_block_size", 1, kMaxDim);
        if (block.size() == 2)
            q.group_size = block[0] * block[1];
        else if (!block.empty())
            qr.fail("weight_block_size", input_problem(InputProblemCode::QuantBlockSize));
        else
            q.group_size = hidden; // one scale per output row
    } else if (method == "mxfp4") {
        q.method = "mxfp4";
        q.bits = 4;
        q.group_size = 32;
        q.scale_bits = 8;
        q.experts_only = true;
    } else if (method == "awq" || method == "gptq") {
        q.method = method;
        q.bits = static_cast<double>(qr.opt_int({"bits", "w_bit"}, 8).value_or(4));
        const auto group = qr.object().find("group_size");
        const bool per_row = group != qr.object().end() && group->is_number_integer() &&
                             group->get<std::int64_t>() == -1;
        const std::int64_t g =
            per_row ? hidden : qr.opt_int({"group_size", "q_group_size"}, kMaxDim).value_or(128);
        q.group_size = g;
        q.scale_bits = 16 + q.bits; // fp16 scale and a packed zero point
    } else {
        qr.fail("quant_method",
                input_problem(InputProblemCode::QuantMethodUnsupported, {{"method", method}}));
    }
    return q;
}

// Gemma3TextConfig and Llama4TextConfig defaults (Transformers), for keys a text_config omits.
json text_config_defaults(const std::string& outer_type) {
    if (outer_type == "gemma3")
        return json{{"vocab_size", 262208},      {"hidden_size", 2304},
                    {"intermediate_size", 9216}, {"num_hidden_layers", 26},
                    {"num_attention_heads", 8},  {"num_key_value_heads", 4},
                    {"head_dim", 256},           {"max_position_embeddings", 131072},
                    {"sliding_window", 4096},    {"tie_word_embeddings", true}};
    return json{{"vocab_size", 202048},
                {"hidden_size", 5120},
                {"intermediate_size", 8192},
                {"intermediate_size_mlp", 16384},
                {"num_hidden_layers", 48},
                {"num_attention_heads", 40},
                {"num_key_value_heads", 8},
                {"head_dim", 128},
                {"num_local_experts", 16},
                {"num_experts_per_tok", 1},
                {"interleave_moe_layer_step", 1},
                {"attention_chunk_size", 8192},
                {"max_position_embeddings", 4096 * 32}};
}

std::string supported_list() {
    std::string list;
    for (const auto& t : supported_model_types())
        list += (list.empty() ? "" : ", ") + t;
    return list;
}

} // namespace

const std::vector<std::string>& supported_model_types() {
    static const std::vector<std::string> types = {
        "llama",   "mistral", "mixtral", "qwen2",       "qwen2_moe", "qwen3",       "qwen3_moe",
        "gemma",   "gemma2",  "gemma3",  "gemma3_text", "phi3",      "phi",         "phimoe",
        "gpt2",    "bert",    "falcon",  "opt",         "bloom",     "deepseek_v2", "deepseek_v3",
        "kimi_k2", "gpt_oss", "llama4",  "llama4_text", "glm4_moe",  "olmoe"};
    return types;
}

ModelSpec model_from_hf_config(const json& config, const std::string& origin,
                               const std::string& path) {
    if (!config.is_object())
        throw InputError(origin, path, input_problem(InputProblemCode::HfConfigNotObject));
    const ConfigReader outer(config, origin, path);
    const auto mt = config.find("model_type");
    if (mt == config.end() || !mt->is_string())
        outer.fail("model_type", input_problem(InputProblemCode::ModelTypeMissing));
    const std::string outer_type = mt->get<std::string>();
    // The family and the name reach the plan, the report and the launch files: plain text.
    if (auto problem = identifier_input_problem(outer_type))
        outer.fail("model_type", std::move(*problem));

    ModelSpec spec;
    spec.kind = ModelKind::Transformer;
    // Multimodal checkpoints (Gemma 3, Llama 4) nest the language model in text_config.
    const json* text = &config;
    json filled;
    std::string type = outer_type;
    std::string text_path = path;
    if (outer_type == "gemma3" || outer_type == "llama4") {
        const auto tc = config.find("text_config");
        if (tc == config.end() || !tc->is_object())
            outer.fail("text_config", input_problem(InputProblemCode::TextConfigMissing,
                                                    {{"model_type", outer_type}}));
        // Released configs leave out keys whose value is the configuration class's default.
        filled = text_config_defaults(outer_type);
        for (const auto& [key, value] : tc->items())
            filled[key] = value;
        text = &filled;
        text_path = outer.path_of("text_config");
        type = outer_type + "_text";
        spec.count_scope_note = "the text model of a multimodal checkpoint: the vision encoder "
                                "and its projector are not counted";
    }
    const ConfigReader r(*text, origin, text_path);

    std::optional<TransformerArch> arch = read_moe_family(type, r);
    if (!arch)
        arch = read_dense_family(type, r);
    if (!arch)
        outer.fail("model_type",
                   input_problem(InputProblemCode::UnsupportedModelType,
                                 {{"model_type", outer_type}, {"supported", supported_list()}}));
    spec.arch = *arch;
    check_heads(r, spec.arch);
    if (!parameter_count_fits(spec.arch))
        r.fail("hidden_size", input_problem(InputProblemCode::ArchitectureTooLarge));
    spec.checkpoint =
        read_quantization(outer.has("quantization_config") ? outer : r, spec.arch.hidden_size);
    if (const auto name = config.find("_name_or_path"); name != config.end() && name->is_string()) {
        spec.name = name->get<std::string>();
        if (auto problem = identifier_input_problem(spec.name))
            outer.fail("_name_or_path", std::move(*problem));
    }
    if (spec.name.empty())
        spec.name = spec.arch.family;
    return spec;
}

ModelSpec model_from_hf_config_file(const std::string& file) {
    const json config = parse_json_file(file);
    const auto mt = config.is_object() ? config.find("model_type") : config.end();
    const bool known_type =
        mt != config.end() && mt->is_string() &&
        (std::find(supported_model_types().begin(), supported_model_types().end(),
                   mt->get<std::string>()) != supported_model_types().end() ||
         mt->get<std::string>() == "RefinedWeb" || mt->get<std::string>() == "RefinedWebModel");
    if (!known_type && config.is_object()) {
        // An unknown family is never counted as another: its weights say what it holds.
        const std::filesystem::path folder = std::filesystem::path(file).parent_path();
        if (auto from_weights = model_from_weight_files(config, file, folder.string()))
            return *from_weights;
    }
    return model_from_hf_config(config, file, "");
}

} // namespace gpuplanner
