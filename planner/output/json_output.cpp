#include "output/json_output.h"
#include "output/serving_json.h"

#include "io/units.h"
#include "io/utf8.h"
#include "model/strategy_fields.h"
#include "model/weight_bytes.h"
#include "plan/plan_summary.h"
#include "scenario/scenario_schema.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace gpuplanner {

using nlohmann::json;

namespace {

// Bytes and counts are written as integers; the arithmetic never yields NaN or infinity from
// validated input, and this guard keeps it that way in the output.
std::int64_t as_int(double v) {
    return std::isfinite(v) ? std::llround(v) : 0;
}

} // namespace

json model_summary_json(const ModelSpec& m, std::int64_t context) {
    const ParameterCount pc = m.parameters();
    json j;
    j["name"] = m.name;
    j["kind"] = to_string(m.kind);
    j["family"] = m.is_transformer() ? m.arch.family : std::string("");
    j["total_params"] = pc.total;
    j["active_params"] = pc.active;
    j["embedding_params"] = pc.embedding;
    j["non_embedding_params"] = pc.non_embedding;
    // Active with every embedding table counted (what the checkpoint's top-k path holds); the
    // non-embedding figure is what Qwen's cards give, gpt-oss's counts the unembedding only.
    j["active_non_embedding_params"] = pc.active_non_embedding;
    j["routed_expert_params"] = pc.routed_experts;
    j["mtp_params"] = pc.mtp;
    j["context"] = context;
    j["flops_per_token"] = m.forward_flops_per_token(context);
    j["flops_per_token_without_attention"] = m.forward_flops_per_token(0);
    j["kv_cache_bytes_per_token"] = as_int(m.kv_cache_bytes_per_token(2.0));
    j["kv_cache_bytes_per_token_by_precision"] = {
        {"fp16", as_int(m.kv_cache_bytes_per_token(2.0))},
        {"fp8", as_int(m.kv_cache_bytes_per_token(1.0))},
        {"int8", as_int(m.kv_cache_bytes_per_token(1.0))},
        {"fp32", as_int(m.kv_cache_bytes_per_token(4.0))}};
    j["kv_cache_bytes_at_context"] = as_int(m.kv_cache_bytes(context, 2.0));
    const WeightBytes stored = weight_bytes(m, checkpoint_precision(m.checkpoint));
    j["checkpoint"] = {{"quantization", m.checkpoint.quantized() ? m.checkpoint.method : "none"},
                       {"precision", to_string(checkpoint_precision(m.checkpoint))},
                       {"weight_bytes", as_int(stored.total())}};
    if (m.is_transformer()) {
        const TransformerArch& a = m.arch;
        j["attention"] = a.is_latent() ? "latent" : "grouped_query";
        if (a.is_latent())
            j["latent_attention"] = {{"q_lora_rank", a.q_lora_rank},
                                     {"kv_lora_rank", a.kv_lora_rank},
                                     {"qk_nope_head_dim", a.qk_nope_head_dim},
                                     {"qk_rope_head_dim", a.qk_rope_head_dim},
                                     {"v_head_dim", a.v_head_dim}};
        if (a.local_layers > 0)
            j["local_attention"] = {
                {"kind", a.local_kind == LocalAttention::Chunked ? "chunked" : "sliding"},
                {"window", a.local_window},
                {"layers", a.local_layers}};
        if (a.is_moe())
            j["mixture_of_experts"] = {
                {"routed_experts", a.num_experts},
                {"experts_per_token", a.experts_per_token},
                {"expert_intermediate_size", a.expert_width()},
                {"shared_expert_intermediate_size", a.shared_expert_intermediate_size},
                {"moe_layers", a.moe_layers()},
                {"dense_layers", a.num_layers - a.moe_layers()},
                {"router_bias", a.router_bias}};
        j["layers"] = a.num_layers;
        j["hidden_size"] = a.hidden_size;
        j["attention_heads"] = a.num_heads;
        j["kv_heads"] = a.num_kv_heads;
        j["head_dim"] = a.head_dim;
        j["intermediate_size"] = a.intermediate_size;
        j["vocab_size"] = a.vocab_size;
        j["max_position_embeddings"] = a.max_position_embeddings;
        j["experts"] = a.num_experts;
        j["experts_per_token"] = a.experts_per_token;
        j["tied_embeddings"] = a.tied_embeddings;
        j["attention_dropout"] = a.attention_dropout;
        j["hidden_dropout"] = a.hidden_dropout;
    } else {
        j["layers"] = 0;
        j["forward_flops_per_sample"] = m.forward_flops_per_sample;
        j["activation_bytes_per_sample"] = as_int(m.activation_bytes_per_sample);
        j["sample_unit"] = m.sample_unit;
    }
    if (!m.count_scope_note.empty())
        j["count_scope_note"] = m.count_scope_note;
    j["approximate"] = m.approximate;
    if (m.approximate)
        j["approximation_note"] = m.approximation_note;
    if (!m.source.empty())
        j["source"] = m.source;
    return j;
}

json memory_json(const MemoryBreakdown& m) {
    return json{{"weights_bytes", as_int(m.weights_bytes)},
                {"gradients_bytes", as_int(m.gradients_bytes)},
                {"optimizer_bytes", as_int(m.optimizer_bytes)},
                {"activations_bytes", as_int(m.activations_bytes)},
                {"kv_cache_bytes", as_int(m.kv_cache_bytes)},
                {"cuda_context_bytes", as_int(m.cuda_context_bytes)},
                {"allocator_headroom_bytes", as_int(m.allocator_headroom_bytes)},
                {"overhead_bytes", as_int(m.overhead_bytes())},
                {"total_bytes", as_int(m.total_bytes())},
                {"host_offload_bytes", as_int(m.host_bytes)},
                {"largest_term", m.largest_term()},
                {"notes", m.notes}};
}

json gpu_json(const GpuSpec& g) {
    json peaks = json::object();
    for (const auto& [p, flops] : g.dense_peak_flops_per_second)
        peaks[to_string(p)] = flops / kTera;
    return json{{"id", g.id},
                {"name", g.name},
                {"vendor", g.vendor},
                {"architecture", g.architecture},
                {"compute_capability", g.compute_capability},
                {"memory_bytes", as_int(g.memory_bytes)},
                {"memory_bandwidth_bytes_per_second", g.memory_bandwidth_bytes_per_second},
                {"dense_tflops", peaks},
                {"tdp_watts", g.tdp_watts},
                {"interconnect", g.interconnect},
                {"interconnect_bytes_per_second", g.interconnect_bytes_per_second},
                {"form_factor", g.form_factor},
                {"source", g.source},
                {"as_of", g.as_of},
                {"export_control",
                 {{"class", g.export_control.classification},
                  {"status_china", g.export_control.status_china},
                  {"source", g.export_control.source},
                  {"as_of", g.export_control.as_of}}},
                {"domestic_china", g.domestic_china},
                {"domestic_source", g.domestic_source}};
}

json layout_json(const Layout& l) {
    return json{{"data_parallel", l.data},         {"tensor_parallel", l.tensor},
                {"pipeline_parallel", l.pipeline}, {"context_parallel", l.context},
                {"expert_parallel", l.expert},     {"gpus", l.gpus()}};
}

json fit_json(const GpuFit& f, const GpuSpec& g) {
    json j{{"gpu", g.id},
           {"name", g.name},
           {"memory_bytes", as_int(g.memory_bytes)},
           {"fits", f.fits_requested},
           {"total_bytes", as_int(f.requested.total_bytes())},
           {"headroom_bytes", as_int(g.memory_bytes - f.requested.total_bytes())}};
    if (!f.why_not.empty())
        j["why_not"] = f.why_not;
    j["precision_supported"] = f.precision_supported;
    j["fits_any_layout"] = f.fits_any;
    if (f.fits_any) {
        j["min_gpus"] = f.min_layout.gpus();
        j["min_layout"] = layout_json(f.min_layout);
        j["min_layout_total_bytes"] = as_int(f.at_min_layout.total_bytes());
    }
    j["max_concurrent_sequences"] = f.max_concurrent_sequences;
    return j;
}

json workload_json(const Workload& w) {
    json j{{"type", to_string(w.type)}};
    if (w.is_inference()) {
        const InferenceWorkload& i = w.inference;
        j["weight_precision"] = to_string(i.weight_precision);
        j["kv_precision"] = to_string(i.kv_precision);
        j["prompt_tokens"] = i.prompt_tokens;
        j["output_tokens"] = i.output_tokens;
        j["concurrency"] = i.concurrency;
        j["tensor_parallel"] = i.tensor_parallel;
        j["pipeline_parallel"] = i.pipeline_parallel;
        j["attention_data_parallel"] = i.attention_data_parallel;
        j["expert_parallel"] = i.expert_parallel();
    } else {
        const TrainingWorkload& t = w.training;
        j["method"] = to_string(t.method);
        j["precision"] = to_string(t.precision);
        j["optimizer"] = to_string(t.optimizer);
        j["framework"] = to_string(t.framework);
        j["zero_stage"] = t.parallel.zero_stage;
        j["data_parallel"] = t.parallel.data;
        j["tensor_parallel"] = t.parallel.tensor;
        j["pipeline_parallel"] = t.parallel.pipeline;
        j["micro_batch"] = t.micro_batch;
        j["sequence_length"] = t.sequence_length;
        j["activation_checkpointing"] = to_string(t.recompute);
        j["flash_attention"] = t.flash_attention;
        j["tokens"] = t.tokens;
    }
    return j;
}

json offering_json(const Offering& o) {
    const json prices = offering_prices_json(o);
    return json{{"provider", o.provider},
                {"instance", o.instance_type},
                {"region", o.region},
                {"gpu", o.gpu_id},
                {"gpu_count", o.gpu_count},
                {"vcpus", o.vcpus},
                {"ram_gib", o.ram_gib},
                {"network_gbps", o.network_gbps},
                {"gpu_interconnect", o.gpu_interconnect},
                {"infiniband", o.infiniband},
                {"currency", o.currency},
                {"prices_per_hour", prices},
                {"source", o.source},
                {"as_of", o.as_of},
                {"indicative", o.indicative},
                {"unverified", o.unverified},
                {"notes", o.notes}};
}

namespace {

const char* edge_key(StrategyEdge e) {
    switch (e) {
    case StrategyEdge::LessCompute:
        return "less_compute";
    case StrategyEdge::SmallerBubble:
        return "smaller_pipeline_bubble";
    case StrategyEdge::LessTensorComm:
        return "less_tensor_parallel_comm";
    case StrategyEdge::LessDataComm:
        return "less_gradient_exchange";
    case StrategyEdge::LessPipelineTransfer:
        return "less_pipeline_transfer";
    case StrategyEdge::LessContextComm:
        return "less_context_parallel_comm";
    case StrategyEdge::LessExpertComm:
        return "less_expert_parallel_comm";
    case StrategyEdge::None:
        break;
    }
    return "none";
}

json strategy_fields_json(const Strategy& st) {
    const TrainingWorkload& w = st.workload;
    json j;
    // Every strategy field under its scenario key, written as its row's type (model/
    // strategy_fields.h, scenario/scenario_schema.h).
    for (const StrategyField& f : strategy_fields()) {
        const FieldSchema& field = scenario_field(std::string("/workload/") + f.key);
        const std::int64_t v = f.value(w);
        j[f.key] = field.type == FieldType::Boolean  ? json(v != 0)
                   : field.type == FieldType::Choice ? json(field.choice_key(static_cast<int>(v)))
                                                     : json(v);
    }
    // Sequence parallelism only means something beside tensor parallelism.
    j["sequence_parallel"] = w.parallel.sequence_parallel && w.parallel.tensor > 1;
    j.update(json{{"gradient_accumulation", st.gradient_accumulation},
                  {"global_batch", st.global_batch},
                  {"requested_global_batch", st.requested_batch},
                  {"global_batch_is_default", st.batch_from_default},
                  {"global_batch_exceeded", st.batch_exceeded},
                  {"steps", st.steps},
                  {"idle_gpus", st.idle_gpus},
                  {"layers_per_stage", json{{"heaviest", st.layers_heaviest_stage},
                                            {"stages_with_heaviest", st.stages_heaviest}}}});
    return j;
}

} // namespace

json strategy_json(const StrategyResult& r) {
    json j = strategy_fields_json(r.best);
    const TrainingTime& t = r.time;
    j["time"] = json{
        {"compute_seconds", t.compute_seconds},
        {"attention_scores_seconds", t.attention_scores_seconds},
        {"pipeline_bubble_seconds", t.pipeline_bubble_seconds},
        {"tensor_parallel_comm_seconds", t.tensor_parallel_comm_seconds},
        {"pipeline_p2p_seconds", t.pipeline_p2p_seconds},
        {"context_parallel_comm_seconds", t.context_parallel_comm_seconds},
        {"expert_parallel_comm_seconds", t.expert_parallel_comm_seconds},
        {"expert_imbalance_seconds", t.expert_imbalance_seconds},
        {"expert_memory_bound_seconds", t.expert_memory_bound_seconds},
        {"data_parallel_comm_seconds", t.data_parallel_comm_seconds},
        {"data_parallel_collectives_seconds_per_step", t.data_parallel_exchange.allreduce_seconds},
        {"optimizer_seconds", t.optimizer_seconds},
        {"downtime_seconds", t.downtime_seconds},
        {"run_overhead_seconds", t.run_overhead_seconds},
        {"offload_seconds", t.offload_seconds},
        {"data_loading_stall_seconds", t.data_loading_stall_seconds},
        {"total_seconds", t.total_seconds},
        {"mfu", t.mfu},
        {"hfu", t.hfu},
        {"measured_rate", t.measured_rate},
        {"utilisation_source", mfu_source_text(t.mfu_source)},
        {"utilisation_source_code", mfu_source_name(t.mfu_source)}};
    if (t.calibration) // what the team's own runs measured (time/calibration.h)
        j["time"]["calibration"] = calibration_json(*t.calibration);
    if (t.network_calibration)
        j["time"]["network_calibration"] = calibration_json(*t.network_calibration);
    if (t.run_overhead_calibration)
        j["time"]["run_overhead_calibration"] = calibration_json(*t.run_overhead_calibration);
    if (!t.attention_kernel.empty()) {
        j["time"]["stack"] = training_stack_name(t.stack);
        j["time"]["attention_kernel"] = t.attention_kernel;
        const LayerTime& l = t.layer;
        j["time"]["layer_micro_batch"] = json{{"gemm_seconds", l.gemm_seconds},
                                              {"attention_seconds", l.attention_seconds},
                                              {"elementwise_seconds", l.elementwise_seconds},
                                              {"kernel_overhead_seconds", l.overhead_seconds},
                                              {"at_large_gemm_rate_seconds", l.ideal_seconds}};
    }
    j["memory_per_gpu_bytes"] = r.memory.total_bytes();
    j["strategies_evaluated"] = r.evaluated;
    if (r.runner_up) {
        json ru = strategy_fields_json(*r.runner_up);
        ru["total_seconds"] = r.runner_up_seconds;
        j["runner_up"] = ru;
        j["beats_runner_up_by"] = json{{"term", edge_key(r.edge)}, {"seconds", r.edge_seconds}};
    }
    return j;
}

namespace {

// Diagnostics as codes with their arguments, beside the English sentences (diagnostics.h).
json diagnostics_json(const std::vector<Diagnostic>& list) {
    json out = json::array();
    for (const Diagnostic& d : list) {
        json j{{"code", diag_code_name(d.code)}};
        if (!d.numbers.empty())
            j["numbers"] = d.numbers;
        if (!d.names.empty())
            j["names"] = d.names;
        out.push_back(j);
    }
    return out;
}

} // namespace

json plan_option_json(const PlanOption& o, const std::string& currency) {
    json j{{"provider", o.provider},
           {"instance", o.instance},
           {"region", o.region},
           {"gpu", o.gpu_id},
           {"gpu_count", o.gpu_count},
           {"nodes", o.nodes},
           {"gpus_per_node", o.gpus_per_node},
           {"billing", to_string(o.billing)},
           {"layout", layout_json(o.layout)},
           {"fits", o.fits},
           {"hours", o.hours},
           {"gpu_hours", o.gpu_hours},
           {"cost", o.cost},
           {"price_per_hour", o.price_per_hour},
           {"currency", currency},
           {"bound_by", time_term_name(o.dominant)},
           {"why", o.why},
           {"why_codes", diagnostics_json(o.why_codes)},
           {"commitment", o.commitment},
           {"term_years", o.term_years},
           {"pareto", o.pareto},
           {"rank", o.rank},
           {"warnings", o.warnings},
           {"warning_codes", diagnostics_json(o.warning_codes)},
           {"as_of", o.as_of},
           {"source", o.source}};
    if (!o.violations.empty()) {
        j["violations"] = o.violations;
        j["violation_codes"] = diagnostics_json(o.violation_codes);
    }
    if (o.strategy)
        j["strategy"] = strategy_json(*o.strategy);
    // How sure: the fastest and slowest credible runs (docs/performance.md); a service's hours
    // are its period, its cost ranges with the replicas each end needs (where simulated).
    if (o.replicas == 0)
        j["hours_range"] = {{"low", o.hours_low}, {"likely", o.hours}, {"high", o.hours_high}};
    if (o.replicas == 0 || (o.serving && o.serving->range))
        j["cost_range"] = {{"low", o.cost_low}, {"likely", o.cost}, {"high", o.cost_high}};
    if (o.replicas > 0) {
        j["replicas"] = o.replicas;
        j["memory_per_gpu_bytes"] = as_int(o.memory_per_gpu_bytes);
        j["output_tokens_per_second"] = o.tokens_per_second;
        j["ttft_seconds"] = o.ttft_seconds;
        j["tpot_seconds"] = o.tpot_seconds;
        j["decode_step_seconds"] = o.decode_step_seconds;
        j["api_server_seconds"] = o.api_server_seconds;
        j["api_server_bound"] = o.api_server_bound;
        if (o.serving)
            j["service"] = service_json(*o.serving);
        if (!o.serving_calibrations.empty()) { // the team's own benchmarks moved it
            json list = json::array();
            for (const TimeCalibration& c : o.serving_calibrations)
                list.push_back(calibration_json(c));
            j["calibrations"] = std::move(list);
        }
        // null, not 0, for a service that writes no output tokens (issue #24)
        j["cost_per_million_output_tokens"] =
            o.tokens_per_second > 0 ? json(o.cost_per_million_tokens) : json(nullptr);
    }
    if (o.buy_break_even_jobs)
        j["buy_break_even_jobs"] = *o.buy_break_even_jobs;
    if (o.buy_break_even_local_hours)
        j["buy_break_even_local_hours"] = *o.buy_break_even_local_hours;
    return j;
}

json plan_json_without_options(const PlanResult& r) {
    json excluded = json::array();
    for (const auto& o : r.excluded)
        excluded.push_back(plan_option_json(o, r.currency));
    json j{{"currency", r.currency},
           {"memory", memory_json(r.memory)},
           {"options_total", r.options_total},
           {"pareto", r.pareto},
           {"excluded", excluded},
           {"considered", r.considered},
           {"strategies_evaluated", r.strategies_evaluated},
           {"warnings", r.warnings},
           {"warning_codes", diagnostics_json(r.warning_codes)}};
    // What the workbench and the report recommend (plan/plan_summary.h): indices into "options".
    const PlanSummary sum = summarize(r);
    json summary = json::object();
    const auto put = [&](const char* key, const std::optional<std::size_t>& i) {
        if (i)
            summary[key] = *i;
    };
    put("cheapest", sum.cheapest);
    put("fastest", sum.fastest);
    put("best_cost_time", sum.best_cost_time);
    put("owned", sum.owned);
    put("shortest_time", sum.shortest_time);
    json by_billing = json::object();
    for (const auto& [mode, i] : sum.cheapest_by_billing)
        by_billing[to_string(mode)] = i;
    summary["cheapest_by_billing"] = by_billing;
    j["summary"] = summary;
    if (r.storage)
        j["storage"] = {{"dataset_bytes", as_int(r.storage->dataset_bytes)},
                        {"checkpoint_bytes", as_int(r.storage->checkpoint_bytes)},
                        {"storage_bytes", as_int(r.storage->storage_bytes)},
                        {"read_bytes_per_second", r.storage->read_bytes_per_second}};
    if (r.local_probe) {
        json local{{"device", r.local_probe->name},
                   {"probe_file", valid_utf8(r.local_probe_file)}, // a name from argv
                   {"date", r.local_probe_date},
                   {"catalog_gpu", r.local_datasheet ? r.local_datasheet->id : std::string()},
                   {"comparison", probe_comparison_json(r.local_comparison)}};
        if (r.owned_job_hours)
            local["job_hours"] = *r.owned_job_hours;
        j["local_probe"] = local;
    }
    return j;
}

json probe_comparison_json(const std::vector<ProbeComparisonRow>& rows) {
    json out = json::array();
    for (const ProbeComparisonRow& r : rows) {
        json row{{"quantity", r.key},
                 {"unit", r.gemm ? "flops_per_second" : "bytes_per_second"},
                 {"measured", r.measured}};
        row["datasheet"] = r.datasheet ? json(*r.datasheet) : json(nullptr);
        row["fraction_of_datasheet"] = r.fraction ? json(*r.fraction) : json(nullptr);
        row["planned_as"] = r.planned_as ? json(*r.planned_as) : json(nullptr);
        out.push_back(row);
    }
    return out;
}

} // namespace gpuplanner
