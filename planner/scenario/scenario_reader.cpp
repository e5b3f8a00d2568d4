#include "scenario/scenario_reader.h"

#include "io/length_trace.h"

#include "model/pipeline_split.h"
#include "time/stacks.h"

#include "hardware/probe_result.h"
#include "scenario/scenario_schema.h"
#include "scenario/scenario_sections.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"
#include "memory/memory.h"
#include "model/hf_config.h"
#include "model/strategy_fields.h"
#include "model/weight_bytes.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>

namespace gpuplanner {

using namespace scenario_detail;

namespace {

ModelSpec read_model(JsonObjectReader& r, const std::string& base_dir, const ScenarioContext& ctx) {
    const int forms = int(r.has("preset")) + int(r.has("hf_config")) +
                      int(r.has("hf_config_file")) + int(r.has("params"));
    if (forms != 1)
        r.fail("", input_problem(InputProblemCode::OneModelForm));
    ModelSpec m;
    if (r.has("preset")) {
        const std::string id = r.identifier("preset");
        const ModelPreset* p = ctx.presets ? find_preset(*ctx.presets, id) : nullptr;
        if (!p)
            r.fail("preset", input_problem(InputProblemCode::UnknownPreset, {{"id", id}}));
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
    const std::string name = schema_text_or(r, "/model/name");
    if (!name.empty())
        m.name = name;
    if (m.name.empty())
        m.name = m.kind == ModelKind::Transformer ? m.arch.family : "custom model";
    r.finish();
    return m;
}

void check_tensor_parallel(JsonObjectReader& r, const std::string& key, const ModelSpec& m,
                           std::int64_t t, std::int64_t p) {
    if (!m.is_transformer()) {
        if (t > 1 || p > 1)
            r.fail(key, input_problem(InputProblemCode::ParallelNeedsTransformer));
        return;
    }
    if (m.arch.num_heads % t != 0)
        r.fail(key, input_problem(
                        InputProblemCode::TensorParallelHeads,
                        {{"tp", std::to_string(t)}, {"heads", std::to_string(m.arch.num_heads)}}));
    if (p > m.arch.num_layers)
        r.fail(key == "tensor_parallel" ? "pipeline_parallel" : key,
               input_problem(
                   InputProblemCode::StagesPastLayers,
                   {{"stages", std::to_string(p)}, {"layers", std::to_string(m.arch.num_layers)}}));
}

TrainingWorkload read_training(JsonObjectReader& r, WorkloadType type, const ModelSpec& m,
                               std::vector<Diagnostic>& warnings) {
    TrainingWorkload t;
    if (type == WorkloadType::FineTuning) {
        t.method =
            choice_value<FineTuneMethod>("/workload/method", schema_choice(r, "/workload/method"));
        if (t.method != FineTuneMethod::Full && !m.is_transformer())
            r.fail("method", input_problem(InputProblemCode::LoraNeedsTransformer));
        t.lora_rank = schema_integer_or(r, "/workload/lora_rank");
        t.lora_targets = r.identifier_list("lora_targets");
        if (t.lora_targets.empty())
            t.lora_targets = lora_module_names();
        for (std::size_t i = 0; i < t.lora_targets.size(); ++i) {
            bool ok = false;
            for (const auto& n : lora_module_names())
                ok = ok || n == t.lora_targets[i];
            if (!ok)
                throw InputError(r.file(),
                                 r.path_of("lora_targets") + "[" + std::to_string(i) + "]",
                                 input_problem(InputProblemCode::UnknownLoraModule,
                                               {{"module", t.lora_targets[i]}}));
            // A module listed twice would count its adapters twice (issue #24).
            for (std::size_t j = 0; j < i; ++j)
                if (t.lora_targets[j] == t.lora_targets[i])
                    throw InputError(r.file(),
                                     r.path_of("lora_targets") + "[" + std::to_string(i) + "]",
                                     input_problem(InputProblemCode::LoraModuleTwice,
                                                   {{"module", t.lora_targets[i]},
                                                    {"index", std::to_string(j)}}));
        }
    }
    t.precision = schema_precision(r, "/workload/precision");
    if (t.method == FineTuneMethod::QLoRA && t.precision != Precision::BF16 &&
        t.precision != Precision::FP16)
        r.fail("precision", input_problem(InputProblemCode::QloraPrecision));
    t.optimizer =
        choice_value<Optimizer>("/workload/optimizer", schema_choice(r, "/workload/optimizer"));
    t.framework =
        choice_value<Framework>("/workload/framework", schema_choice(r, "/workload/framework"));
    // What the scenario sets is pinned; the rest the strategy search chooses (the values read
    // here are then only the starting point that `memory` shows without a search).
    // Every strategy field through its row (model/strategy_fields.h): pinned when the file sets
    // it, else the table's default as the starting point.
    for (const StrategyField& f : strategy_fields()) {
        const std::string pointer = std::string("/workload/") + f.key;
        const FieldSchema& field = scenario_field(pointer);
        if (r.has(f.key))
            f.pin(t.pinned, schema_value(r, field));
        const std::optional<std::int64_t> pinned = f.pinned(t.pinned);
        f.set(t, pinned ? *pinned : schema_default(field));
    }
    if (t.parallel.gpus() > kMaxGpus)
        r.fail("data_parallel",
               input_problem(InputProblemCode::TooManyGpus, {{"max", std::to_string(kMaxGpus)}}));
    check_tensor_parallel(r, "tensor_parallel", m, t.parallel.tensor, t.parallel.pipeline);
    // Chunks of at least one layer; whether they must be equal depends on the stack (checked
    // with the performance section, below).
    if (t.parallel.virtual_stages > 1 && m.is_transformer() &&
        !interleaving_possible(m.arch.num_layers, t.parallel.pipeline, t.parallel.virtual_stages,
                               true))
        r.fail("virtual_pipeline_stages",
               input_problem(InputProblemCode::ChunksWithoutLayers,
                             {{"layers", std::to_string(m.arch.num_layers)}}));
    t.sequence_length = schema_integer_or(r, "/workload/sequence_length");
    // Load-balanced context parallelism cuts each sequence into 2 x context chunks.
    if (t.parallel.context > 1 && t.sequence_length % (2 * t.parallel.context) != 0)
        r.fail("context_parallel",
               input_problem(InputProblemCode::ContextSplit,
                             {{"sequence_length", std::to_string(t.sequence_length)}}));
    if (t.parallel.context > 1 && !m.is_transformer())
        r.fail("context_parallel", input_problem(InputProblemCode::ContextNeedsTransformer));
    if (t.parallel.expert > 1) {
        if (!m.is_transformer() || !m.arch.is_moe())
            r.fail("expert_parallel", input_problem(InputProblemCode::ExpertsNeedMoe));
        if (m.arch.num_experts % t.parallel.expert != 0)
            r.fail("expert_parallel",
                   input_problem(InputProblemCode::ExpertsDivide,
                                 {{"experts", std::to_string(m.arch.num_experts)},
                                  {"found", std::to_string(t.parallel.expert)}}));
        if (t.pinned.data && (t.parallel.data * t.parallel.context) % t.parallel.expert != 0)
            r.fail("expert_parallel",
                   input_problem(InputProblemCode::ExpertsDivideData,
                                 {{"product", std::to_string(t.parallel.data * t.parallel.context)},
                                  {"found", std::to_string(t.parallel.expert)}}));
    }
    if (m.max_context() > 0 && t.sequence_length > m.max_context())
        warnings.push_back(
            {DiagCode::SequencePastContext,
             "",
             {static_cast<double>(t.sequence_length), static_cast<double>(m.max_context())},
             {}});
    t.flash_attention = schema_boolean(r, "/workload/flash_attention");
    t.offload_params = schema_boolean(r, "/workload/offload_params");
    if (t.offload_optimizer && t.parallel.zero_stage < 1)
        r.fail("offload_optimizer", input_problem(InputProblemCode::OffloadOptimizerZero));
    if (t.offload_params && t.parallel.zero_stage < 3)
        r.fail("offload_params", input_problem(InputProblemCode::OffloadParamsZero));
    t.tokens = schema_number_or(r, "/workload/tokens");
    t.samples = schema_number_or(r, "/workload/samples");
    t.epochs = schema_integer_or(r, "/workload/epochs");
    return t;
}

// The service's load and engine fields (scenario/scenario_fields_serving.cpp).
void read_service_load(JsonObjectReader& r, InferenceWorkload& w, const std::string& base_dir,
                       std::vector<Diagnostic>& warnings) {
    w.slo_percentile = schema_number_or(r, "/workload/slo_percentile");
    w.arrival =
        choice_value<ArrivalProcess>("/workload/arrival", schema_choice(r, "/workload/arrival"));
    w.length_distribution = choice_value<LengthDistribution>(
        "/workload/length_distribution", schema_choice(r, "/workload/length_distribution"));
    w.length_spread = schema_number_or(r, "/workload/length_spread");
    if (r.has("lengths") && r.has("lengths_file"))
        r.fail("lengths_file", input_problem(InputProblemCode::LengthsTwice));
    if (const nlohmann::json* lengths = r.raw("lengths")) {
        // A trace of (prompt, output) token pairs, ShareGPT-style: requests are drawn from it.
        if (!lengths->is_array() || lengths->empty() || lengths->size() > 1'000'000)
            r.fail("lengths", input_problem(InputProblemCode::LengthsList));
        for (std::size_t i = 0; i < lengths->size(); ++i) {
            const nlohmann::json& pair = (*lengths)[i];
            const bool ok = pair.is_array() && pair.size() == 2 && pair[0].is_number_integer() &&
                            pair[1].is_number_integer() && pair[0].get<std::int64_t>() >= 1 &&
                            pair[1].get<std::int64_t>() >= 1 &&
                            pair[0].get<std::int64_t>() <= kMaxTokensPerSequence &&
                            pair[1].get<std::int64_t>() <= kMaxTokensPerSequence;
            if (!ok)
                throw InputError(r.file(), r.path_of("lengths") + "[" + std::to_string(i) + "]",
                                 input_problem(InputProblemCode::LengthPairRange,
                                               {{"max", std::to_string(kMaxTokensPerSequence)}}));
            w.length_samples.emplace_back(pair[0].get<std::int64_t>(), pair[1].get<std::int64_t>());
        }
    } else if (r.has("lengths_file")) {
        // The same from a file (a JSON list or a CSV table such as Azure's LLM traces), relative
        // to the scenario's folder.
        std::filesystem::path path = r.string("lengths_file");
        if (path.is_relative())
            path = std::filesystem::path(base_dir) / path;
        // An error names the scenario and its field, then the trace and where in it (helper
        // walkthrough, 2026-12-06: "nope.json: cannot open file" named the trace alone).
        try {
            w.length_samples =
                read_length_trace(path.lexically_normal().string(), kMaxTokensPerSequence);
        } catch (const InputError& e) {
            throw InputError(r.file(),
                             r.path_of("lengths_file") + " (" + e.file() +
                                 (e.field().empty() ? "" : ", " + e.field()) + ")",
                             e.coded_problem());
        }
    }
    if (!w.length_samples.empty()) {
        // The trace's means are the workload's lengths: memory, the analytical figures and the
        // bounds size for what the simulation draws.
        double prompt = 0, output = 0;
        for (const auto& [p, o] : w.length_samples) {
            prompt += static_cast<double>(p);
            output += static_cast<double>(o);
        }
        const double n = static_cast<double>(w.length_samples.size());
        const auto mean = [&](double sum) {
            return std::max<std::int64_t>(1, std::llround(sum / n));
        };
        const auto replace = [&](const char* key, std::int64_t& value, std::int64_t traced) {
            if (r.has(key) && value != traced)
                warnings.push_back({DiagCode::LengthReplacedByTrace,
                                    "",
                                    {static_cast<double>(value), static_cast<double>(traced)},
                                    {key}});
            value = traced;
        };
        replace("prompt_tokens", w.prompt_tokens, mean(prompt));
        replace("output_tokens", w.output_tokens, mean(output));
    }
    w.prefix_cache_hit_share = schema_number_or(r, "/workload/prefix_cache_hit_share");
    w.max_sequences = schema_integer_or(r, "/workload/max_sequences");
    w.speculative_tokens = schema_integer_or(r, "/workload/speculative_tokens");
    w.speculative_acceptance = schema_number_or(r, "/workload/speculative_acceptance");
    w.speculative_draft_cost = schema_number_or(r, "/workload/speculative_draft_cost");
    w.simulated_requests = schema_integer_or(r, "/workload/simulated_requests");
    w.seed = schema_integer_or(r, "/workload/seed");
}

InferenceWorkload read_inference(JsonObjectReader& r, const ModelSpec& m,
                                 const std::string& base_dir, std::vector<Diagnostic>& warnings) {
    InferenceWorkload w;
    w.weight_precision = schema_precision(r, "/workload/weight_precision");
    // A quantized checkpoint left at the 16-bit default is converted, and weighs what 16 bits
    // weigh: said, with the precision that keeps it as stored (model/weight_bytes.h).
    if (const Precision stored = checkpoint_precision(m.checkpoint);
        !r.has("weight_precision") && m.checkpoint.quantized() && stored != w.weight_precision) {
        constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
        warnings.push_back(
            {DiagCode::CheckpointConverted,
             "",
             {weight_bytes(m, stored).total() / kGiB,
              weight_bytes(m, w.weight_precision).total() / kGiB},
             {m.checkpoint.method, to_string(stored), to_string(w.weight_precision)}});
    }
    w.kv_precision = schema_precision(r, "/workload/kv_precision");
    w.prompt_tokens = schema_integer_or(r, "/workload/prompt_tokens");
    w.output_tokens = schema_integer_or(r, "/workload/output_tokens");
    if (w.context_tokens() < 1)
        r.fail("prompt_tokens", input_problem(InputProblemCode::NoTokens));
    if (m.max_context() > 0 && w.context_tokens() > m.max_context())
        warnings.push_back(
            {DiagCode::ContextPastModel,
             "",
             {static_cast<double>(w.context_tokens()), static_cast<double>(m.max_context())},
             {}});
    w.concurrency = schema_integer_or(r, "/workload/concurrency");
    w.tensor_pinned = r.has("tensor_parallel");
    w.tensor_parallel = schema_integer_or(r, "/workload/tensor_parallel");
    w.pipeline_parallel = schema_integer_or(r, "/workload/pipeline_parallel");
    check_tensor_parallel(r, "tensor_parallel", m, w.tensor_parallel, w.pipeline_parallel);
    w.attention_data_pinned = r.has("attention_data_parallel");
    w.attention_data_parallel = schema_integer_or(r, "/workload/attention_data_parallel");
    if (w.attention_data_parallel > 1) {
        if (!m.is_transformer() || !m.arch.is_moe())
            r.fail("attention_data_parallel",
                   input_problem(InputProblemCode::AttentionDataNeedsMoe));
        else if (m.arch.num_experts % w.expert_parallel() != 0)
            r.fail("attention_data_parallel",
                   input_problem(InputProblemCode::AttentionDataDivide,
                                 {{"product", std::to_string(w.expert_parallel())},
                                  {"experts", std::to_string(m.arch.num_experts)}}));
    }
    w.prefill_chunk_tokens = schema_integer_or(r, "/workload/prefill_chunk_tokens");
    w.batch_size = schema_integer_or(r, "/workload/batch_size");
    w.target_requests_per_second = schema_number_or(r, "/workload/target_requests_per_second");
    w.target_output_tokens_per_second =
        schema_number_or(r, "/workload/target_output_tokens_per_second");
    w.ttft_target_seconds = schema_number_or(r, "/workload/ttft_target_seconds");
    w.tpot_target_seconds = schema_number_or(r, "/workload/tpot_target_seconds");
    w.duration_hours = schema_number_or(r, "/workload/duration_hours");
    read_service_load(r, w, base_dir, warnings);
    // A benchmark at maximum load keeps the KV cache full: a rate means nothing there (helper
    // walkthrough, 2026-12-06: both set gave a burst of every request at once and no option).
    if (w.arrival == ArrivalProcess::MaxLoad &&
        (w.target_requests_per_second > 0 || w.target_output_tokens_per_second > 0)) {
        warnings.push_back({DiagCode::MaxLoadIgnoresRate, "", {}, {}});
        w.target_requests_per_second = 0;
        w.target_output_tokens_per_second = 0;
    }
    // Each replica at maximum load is a full engine whatever their number: a time-to-first-token
    // target there is a queue's (helper walkthrough, 2026-12-07: no option and "See the
    // warnings" alone).
    if (w.arrival == ArrivalProcess::MaxLoad && w.ttft_target_seconds > 0)
        warnings.push_back({DiagCode::MaxLoadTtftQueues, "", {}, {}});
    return w;
}

Workload read_workload(JsonObjectReader& r, const ModelSpec& m, const std::string& base_dir,
                       std::vector<Diagnostic>& warnings) {
    Workload w;
    w.type = *workload_type_from_key(schema_choice(r, "/workload/type"));
    if (w.is_inference())
        w.inference = read_inference(r, m, base_dir, warnings);
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
        top.fail("format", input_problem(InputProblemCode::WrongFormatFound,
                                         {{"format", "gpuplanner-scenario"}, {"value", format}}));
    const std::int64_t version = top.integer("version", 1, 1'000'000);
    if (version != 1)
        top.fail("version",
                 input_problem(InputProblemCode::VersionNewer,
                               {{"version", std::to_string(version)}, {"supported", "1"}}));

    Scenario s;
    s.file = origin;
    s.name = schema_text_or(top, "/name");
    s.description = schema_text_or(top, "/description");
    const std::string base_dir = std::filesystem::path(origin).parent_path().string();

    JsonObjectReader model = top.object("model");
    s.model = read_model(model, base_dir, ctx);
    JsonObjectReader workload = top.object("workload");
    s.workload = read_workload(workload, s.model, base_dir, s.warnings);

    if (top.has("hardware")) {
        JsonObjectReader hw = top.object("hardware");
        PinnedHardware pin;
        pin.gpu_id = hw.identifier("gpu");
        if (ctx.gpus && !ctx.gpus->find(pin.gpu_id))
            hw.fail("gpu", input_problem(InputProblemCode::UnknownGpu, {{"id", pin.gpu_id}}));
        pin.count = hw.integer("count", 1, kMaxGpus);
        hw.finish();
        if (!s.workload.is_inference()) {
            Parallelism& par = s.workload.training.parallel;
            const bool dp_given = workload.has("data_parallel");
            const std::int64_t model_parallel = par.tensor * par.pipeline * par.context;
            if (!dp_given && pin.count % model_parallel == 0)
                par.data = pin.count / model_parallel; // the pinned count sets data parallelism
            if (par.gpus() != pin.count)
                hw.fail("count", input_problem(InputProblemCode::GpuCountMismatch,
                                               {{"count", std::to_string(pin.count)},
                                                {"product", std::to_string(par.gpus())}}));
        } else if (s.workload.inference.replica_gpus() > pin.count) {
            hw.fail("count", input_problem(InputProblemCode::TooFewGpusForReplica));
        }
        s.hardware = pin;
    }
    if (top.has("constraints")) {
        JsonObjectReader c = top.object("constraints");
        read_constraints(c, s.plan.constraints, ctx.gpus);
    }
    if (top.has("billing")) {
        JsonObjectReader b = top.object("billing");
        read_billing(b, s.plan);
    }
    if (top.has("currency")) {
        JsonObjectReader c = top.object("currency");
        read_currency(c, s.plan.currency);
    }
    if (top.has("local")) {
        JsonObjectReader l = top.object("local");
        s.plan.local = read_local(l, base_dir, ctx, s.warnings);
    }
    if (top.has("data")) {
        JsonObjectReader d = top.object("data");
        read_data(d, s.plan);
    }
    if (top.has("software")) {
        JsonObjectReader sw = top.object("software");
        read_software(sw, s.plan.software);
    }
    if (top.has("performance")) {
        JsonObjectReader pf = top.object("performance");
        read_performance(pf, s.plan.performance, base_dir);
        // Stacks that split layers evenly need the chunks to divide them (Megatron-LM's rule).
        const TrainingWorkload& t = s.workload.training;
        if (s.workload.type == WorkloadType::Training && t.parallel.virtual_stages > 1 &&
            s.model.is_transformer() &&
            !interleaving_possible(
                s.model.arch.num_layers, t.parallel.pipeline, t.parallel.virtual_stages,
                stack_profile(s.plan.performance.stack, t.framework).uneven_pipeline))
            top.fail("workload",
                     input_problem(InputProblemCode::ChunksDivideLayersForStack,
                                   {{"layers", std::to_string(s.model.arch.num_layers)}}));
    }
    for (const char* k :
         {"constraints", "billing", "currency", "local", "data", "software", "performance"})
        (void)top.raw(k);
    if (top.has("overheads")) {
        JsonObjectReader o = top.object("overheads");
        s.overheads.cuda_context_bytes = schema_number_or(o, "/overheads/cuda_context_mib") * kMiB;
        s.overheads.allocator_headroom_fraction =
            schema_number_or(o, "/overheads/allocator_headroom_fraction");
        o.finish();
    } else {
        (void)top.raw("overheads");
    }
    top.finish();
    return s;
}

bool attach_probe(nlohmann::json& scenario, const std::string& probe_file,
                  std::optional<int> device) {
    nlohmann::json& local = scenario["local"];
    const bool created = !local.is_object();
    if (created)
        local = nlohmann::json{{"count", 1}, {"purchase_price", 0}};
    local.erase("gpu"); // the measurement says which GPU it is
    local["probe"] = std::filesystem::absolute(probe_file).lexically_normal().string();
    if (device)
        local["probe_device"] = *device;
    else
        local.erase("probe_device");
    return created;
}

Scenario load_scenario(const std::string& file, const ScenarioContext& ctx) {
    return parse_scenario(parse_json_file(file), file, ctx);
}

} // namespace gpuplanner
