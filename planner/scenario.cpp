#include "scenario.h"

#include "hf_config.h"
#include "json_reader.h"
#include "memory.h"
#include "units.h"

#include <nlohmann/json.hpp>

#include <filesystem>

namespace gpuplanner {

namespace {

constexpr std::int64_t kMaxGpus = 1'000'000;
constexpr std::int64_t kMaxTokensPerSequence = 100'000'000;

const std::vector<std::string> kTrainingPrecisions = {"fp32", "tf32", "bf16", "fp16", "fp8"};
const std::vector<std::string> kWeightPrecisions = {"fp32", "bf16", "fp16", "fp8", "int8", "int4"};
const std::vector<std::string> kKvPrecisions = {"fp32", "bf16", "fp16", "fp8", "int8"};

ModelSpec read_model(JsonObjectReader& r, const std::string& base_dir, const ScenarioContext& ctx) {
    const int forms = int(r.has("preset")) + int(r.has("hf_config")) +
                      int(r.has("hf_config_file")) + int(r.has("params"));
    if (forms != 1)
        r.fail("", "give exactly one of preset, hf_config, hf_config_file or params");
    ModelSpec m;
    if (r.has("preset")) {
        const std::string id = r.string("preset");
        const ModelPreset* p = ctx.presets ? find_preset(*ctx.presets, id) : nullptr;
        if (!p)
            r.fail("preset", "unknown model preset \"" + id + "\" (gpuplan models lists them)");
        m = p->model;
    } else if (r.has("hf_config")) {
        m = model_from_hf_config(*r.raw("hf_config"), r.file(), r.path_of("hf_config"));
    } else if (r.has("hf_config_file")) {
        std::filesystem::path path = r.string("hf_config_file");
        if (path.is_relative())
            path = std::filesystem::path(base_dir) / path;
        m = model_from_hf_config_file(path.lexically_normal().string());
    } else {
        m.params = r.integer("params", 1, 100'000'000'000'000);
        const auto flops = r.optional_number("flops_per_sample", 1.0, 1e18);
        const auto act = r.optional_number("activation_bytes_per_sample", 0.0, 1e13);
        m.kind = (flops || act) ? ModelKind::PerSample : ModelKind::ParamsOnly;
        m.forward_flops_per_sample = flops.value_or(2.0 * static_cast<double>(m.params));
        m.activation_bytes_per_sample = act.value_or(0.0);
        m.id = "custom";
    }
    const std::string name = r.string_or("name", "");
    if (!name.empty())
        m.name = name;
    if (m.name.empty())
        m.name = m.kind == ModelKind::Transformer ? m.arch.family : "custom model";
    r.finish();
    return m;
}

Precision read_precision(JsonObjectReader& r, const std::string& key,
                         const std::vector<std::string>& allowed, const std::string& fallback) {
    return *precision_from_string(r.choice_or(key, allowed, fallback));
}

void check_tensor_parallel(JsonObjectReader& r, const std::string& key, const ModelSpec& m,
                           std::int64_t t, std::int64_t p) {
    if (!m.is_transformer()) {
        if (t > 1 || p > 1)
            r.fail(key, "tensor and pipeline parallelism need a transformer architecture");
        return;
    }
    if (m.arch.num_heads % t != 0)
        r.fail(key, std::to_string(t) + "-way tensor parallelism does not divide the " +
                        std::to_string(m.arch.num_heads) + " attention heads");
    if (p > m.arch.num_layers)
        r.fail(key == "tensor_parallel" ? "pipeline_parallel" : key,
               std::to_string(p) + " pipeline stages for " + std::to_string(m.arch.num_layers) +
                   " layers");
}

TrainingWorkload read_training(JsonObjectReader& r, WorkloadType type, const ModelSpec& m,
                               std::vector<std::string>& warnings) {
    TrainingWorkload t;
    if (type == WorkloadType::FineTuning) {
        const std::string method = r.choice_or("method", {"full", "lora", "qlora"}, "full");
        t.method = method == "lora"    ? FineTuneMethod::LoRA
                   : method == "qlora" ? FineTuneMethod::QLoRA
                                       : FineTuneMethod::Full;
        if (t.method != FineTuneMethod::Full && !m.is_transformer())
            r.fail("method", "LoRA and QLoRA need a transformer architecture");
        t.lora_rank = r.integer_or("lora_rank", 16, 1, 65536);
        t.lora_targets = r.string_list("lora_targets");
        if (t.lora_targets.empty())
            t.lora_targets = lora_module_names();
        for (std::size_t i = 0; i < t.lora_targets.size(); ++i) {
            bool ok = false;
            for (const auto& n : lora_module_names())
                ok = ok || n == t.lora_targets[i];
            if (!ok)
                throw InputError(
                    r.file(), r.path_of("lora_targets") + "[" + std::to_string(i) + "]",
                    "unknown module \"" + t.lora_targets[i] +
                        "\" (q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj)");
        }
    }
    t.precision = read_precision(r, "precision", kTrainingPrecisions, "bf16");
    if (t.method == FineTuneMethod::QLoRA && t.precision != Precision::BF16 &&
        t.precision != Precision::FP16)
        r.fail("precision", "QLoRA computes in bf16 or fp16");
    const std::string opt = r.choice_or(
        "optimizer", {"adamw", "adam", "sgd_momentum", "adafactor", "adam_8bit"}, "adamw");
    t.optimizer = opt == "sgd_momentum" ? Optimizer::SgdMomentum
                  : opt == "adafactor"  ? Optimizer::Adafactor
                  : opt == "adam_8bit"  ? Optimizer::Adam8bit
                                        : Optimizer::AdamW;
    t.parallel.zero_stage = static_cast<int>(r.integer_or("zero_stage", 0, 0, 3));
    t.parallel.data = r.integer_or("data_parallel", 1, 1, kMaxGpus);
    t.parallel.tensor = r.integer_or("tensor_parallel", 1, 1, 1024);
    t.parallel.pipeline = r.integer_or("pipeline_parallel", 1, 1, 1024);
    t.parallel.sequence_parallel = r.boolean_or("sequence_parallel", true);
    if (t.parallel.gpus() > kMaxGpus)
        r.fail("data_parallel",
               "data x tensor x pipeline parallel exceeds " + std::to_string(kMaxGpus) + " GPUs");
    check_tensor_parallel(r, "tensor_parallel", m, t.parallel.tensor, t.parallel.pipeline);
    t.micro_batch = r.integer_or("micro_batch", 1, 1, 1'000'000);
    t.sequence_length = r.integer_or("sequence_length", 2048, 1, kMaxTokensPerSequence);
    if (m.is_transformer() && m.arch.max_position_embeddings > 0 &&
        t.sequence_length > m.arch.max_position_embeddings)
        warnings.push_back("workload.sequence_length " + std::to_string(t.sequence_length) +
                           " exceeds the model's max_position_embeddings (" +
                           std::to_string(m.arch.max_position_embeddings) + ")");
    const std::string rc =
        r.choice_or("activation_checkpointing", {"none", "selective", "full"}, "none");
    t.recompute = rc == "full"        ? Recompute::Full
                  : rc == "selective" ? Recompute::Selective
                                      : Recompute::None;
    t.flash_attention = r.boolean_or("flash_attention", true);
    t.offload_optimizer = r.boolean_or("offload_optimizer", false);
    t.offload_params = r.boolean_or("offload_params", false);
    if (t.offload_optimizer && t.parallel.zero_stage < 1)
        r.fail("offload_optimizer", "optimizer offload needs zero_stage 1, 2 or 3");
    if (t.offload_params && t.parallel.zero_stage < 3)
        r.fail("offload_params", "parameter offload needs zero_stage 3");
    t.tokens = r.number_or("tokens", 0.0, 0.0, 1e16);
    t.samples = r.number_or("samples", 0.0, 0.0, 1e13);
    t.epochs = r.integer_or("epochs", 1, 1, 100'000);
    return t;
}

InferenceWorkload read_inference(JsonObjectReader& r, const ModelSpec& m,
                                 std::vector<std::string>& warnings) {
    InferenceWorkload w;
    w.weight_precision = read_precision(r, "weight_precision", kWeightPrecisions, "bf16");
    w.kv_precision = read_precision(r, "kv_precision", kKvPrecisions, "fp16");
    w.prompt_tokens = r.integer_or("prompt_tokens", 1024, 0, kMaxTokensPerSequence);
    w.output_tokens = r.integer_or("output_tokens", 256, 0, kMaxTokensPerSequence);
    if (w.context_tokens() < 1)
        r.fail("prompt_tokens", "prompt_tokens + output_tokens must be at least 1");
    if (m.is_transformer() && m.arch.max_position_embeddings > 0 &&
        w.context_tokens() > m.arch.max_position_embeddings)
        warnings.push_back("prompt_tokens + output_tokens (" + std::to_string(w.context_tokens()) +
                           ") exceeds the model's max_position_embeddings (" +
                           std::to_string(m.arch.max_position_embeddings) + ")");
    w.concurrency = r.integer_or("concurrency", 1, 1, 10'000'000);
    w.tensor_parallel = r.integer_or("tensor_parallel", 1, 1, 1024);
    w.pipeline_parallel = r.integer_or("pipeline_parallel", 1, 1, 1024);
    check_tensor_parallel(r, "tensor_parallel", m, w.tensor_parallel, w.pipeline_parallel);
    w.prefill_chunk_tokens = r.integer_or("prefill_chunk_tokens", 8192, 1, kMaxTokensPerSequence);
    w.batch_size = r.integer_or("batch_size", 1, 1, 1'000'000);
    return w;
}

Workload read_workload(JsonObjectReader& r, const ModelSpec& m,
                       std::vector<std::string>& warnings) {
    Workload w;
    const std::string type = r.choice("type", {"training", "fine_tuning", "inference"});
    w.type = type == "inference"     ? WorkloadType::Inference
             : type == "fine_tuning" ? WorkloadType::FineTuning
                                     : WorkloadType::Training;
    if (w.is_inference())
        w.inference = read_inference(r, m, warnings);
    else
        w.training = read_training(r, w.type, m, warnings);
    r.finish();
    return w;
}

} // namespace

Scenario parse_scenario(const nlohmann::json& doc, const std::string& origin,
                        const ScenarioContext& ctx) {
    JsonObjectReader top(doc, origin, "");
    const std::string format = top.string("format");
    if (format != "gpuplanner-scenario")
        top.fail("format", "expected \"gpuplanner-scenario\", found \"" + format + "\"");
    const std::int64_t version = top.integer("version", 1, 1'000'000);
    if (version != 1)
        top.fail("version",
                 "version " + std::to_string(version) + " is newer than this program (1)");

    Scenario s;
    s.file = origin;
    s.name = top.string_or("name", "");
    s.description = top.string_or("description", "");
    const std::string base_dir = std::filesystem::path(origin).parent_path().string();

    JsonObjectReader model = top.object("model");
    s.model = read_model(model, base_dir, ctx);
    JsonObjectReader workload = top.object("workload");
    s.workload = read_workload(workload, s.model, s.warnings);

    if (top.has("hardware")) {
        JsonObjectReader hw = top.object("hardware");
        PinnedHardware pin;
        pin.gpu_id = hw.string("gpu");
        if (ctx.gpus && !ctx.gpus->find(pin.gpu_id))
            hw.fail("gpu", "unknown GPU \"" + pin.gpu_id + "\" (gpuplan gpus lists them)");
        pin.count = hw.integer("count", 1, kMaxGpus);
        hw.finish();
        if (!s.workload.is_inference()) {
            Parallelism& par = s.workload.training.parallel;
            const bool dp_given = workload.has("data_parallel");
            const std::int64_t model_parallel = par.tensor * par.pipeline;
            if (!dp_given && pin.count % model_parallel == 0)
                par.data = pin.count / model_parallel; // the pinned count sets data parallelism
            if (par.gpus() != pin.count)
                hw.fail("count", std::to_string(pin.count) +
                                     " GPUs do not match data x tensor x pipeline = " +
                                     std::to_string(par.gpus()));
        } else if (s.workload.inference.tensor_parallel * s.workload.inference.pipeline_parallel >
                   pin.count) {
            hw.fail("count", "fewer GPUs than tensor x pipeline parallelism needs");
        }
        s.hardware = pin;
    }
    if (top.has("overheads")) {
        JsonObjectReader o = top.object("overheads");
        s.overheads.cuda_context_bytes =
            o.number_or("cuda_context_mib", 512.0, 0.0, 65536.0) * kMiB;
        s.overheads.allocator_headroom_fraction =
            o.number_or("allocator_headroom_fraction", 0.05, 0.0, 1.0);
        o.finish();
    } else {
        (void)top.raw("overheads");
    }
    top.finish();
    return s;
}

Scenario load_scenario(const std::string& file, const ScenarioContext& ctx) {
    return parse_scenario(parse_json_file(file), file, ctx);
}

} // namespace gpuplanner
