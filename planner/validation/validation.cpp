#include "validation/validation.h"

#include "catalog/offerings.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/median.h"
#include "io/units.h"
#include "memory/memory.h"
#include "plan/plan.h"
#include "plan/plan_search.h"
#include "scenario/scenario_reader.h"
#include "time/goodput.h"
#include "time/performance.h"
#include "time/time_range.h"
#include "validation/validation_load.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

// Median of absolute errors (0 for none); a row without a prediction counts as 100% off.
double median(std::vector<double> v) {
    return median_of(std::move(v)).value_or(0);
}

// Keeps the largest absolute error seen and whose it is (a later tie wins, as the table reads).
void keep_worst(double abs_error, const std::string& name, double& worst, std::string& whose) {
    if (abs_error >= worst) {
        worst = abs_error;
        whose = name;
    }
}

// A serving fact's scenario (an inference workload on a named GPU) and the planner's figures for
// it; `kind` names the fact in errors ("a throughput fact").
struct ServingPlan {
    Scenario scenario;
    const GpuSpec* gpu = nullptr;
    std::optional<InferencePerformance> perf;
};

ServingPlan plan_serving_fact(const std::string& file, const std::string& kind,
                              const GpuCatalog& gpus, const std::vector<ModelPreset>& presets) {
    ServingPlan p{load_scenario(file, ScenarioContext{&presets, &gpus}), nullptr, std::nullopt};
    const Scenario& s = p.scenario;
    if (!s.workload.is_inference())
        throw InputError(file, "workload.type", kind + " needs an inference workload");
    if (!s.hardware)
        throw InputError(file, "hardware.gpu", kind + " names the GPU it was measured on");
    p.gpu = gpus.find(s.hardware->gpu_id);
    if (!p.gpu) // load_scenario has checked the id; kept for a catalog edited in between
        throw InputError(file, "hardware.gpu", "unknown GPU \"" + s.hardware->gpu_id + "\"");
    // The published tables ran on SXM parts in NVLink nodes (DGX / HGX).
    p.perf = inference_performance(s.model, s.workload.inference, *p.gpu, s.plan.performance,
                                   plan_detail::intra_bandwidth(*p.gpu, "nvlink"));
    return p;
}

LatencyRow latency_row(const nlohmann::json& fact, const std::string& runs_file, std::size_t i,
                       const std::string& dir, const GpuCatalog& gpus,
                       const std::vector<ModelPreset>& presets) {
    JsonObjectReader r(fact, runs_file, "latency[" + std::to_string(i) + "]");
    LatencyRow row;
    row.name = r.string("name");
    row.scenario_file = r.string("scenario");
    row.engine = r.string("engine");
    row.hardware = r.string("hardware");
    if (r.string("measure") != "tpot")
        r.fail("measure", "expected \"tpot\" (time per output token at concurrency 1)");
    row.published_ms = r.number("published_ms", 1e-3, 1e7);
    row.source = r.string("source");
    r.finish();
    const std::string file = dir + "/" + row.scenario_file;
    const ServingPlan p = plan_serving_fact(file, "a latency fact", gpus, presets);
    if (p.scenario.workload.inference.concurrency != 1)
        throw InputError(file, "workload.concurrency", "a latency fact runs one sequence");
    if (p.perf) {
        // A sequence alone: every step is a decode step (TPOT as engines report it leaves the
        // first token out).
        row.predicted_ms = p.perf->decode_step_seconds * 1e3;
        row.fixed_ms = (p.perf->kernel_overhead_seconds + p.perf->allreduce_latency_seconds +
                        p.perf->step_overhead_seconds) *
                       1e3;
    }
    return row;
}

ThroughputRow throughput_row(const nlohmann::json& fact, const std::string& runs_file,
                             std::size_t i, const std::string& dir, const GpuCatalog& gpus,
                             const std::vector<ModelPreset>& presets) {
    JsonObjectReader r(fact, runs_file, "throughput[" + std::to_string(i) + "]");
    ThroughputRow row;
    row.name = r.string("name");
    row.scenario_file = r.string("scenario");
    row.engine = r.string("engine");
    row.hardware = r.string("hardware");
    row.published_tokens_per_second_per_gpu =
        r.number("published_tokens_per_second_per_gpu", 1e-3, 1e9);
    row.source = r.string("source");
    r.finish();
    const std::string file = dir + "/" + row.scenario_file;
    const ServingPlan p = plan_serving_fact(file, "a throughput fact", gpus, presets);
    const Scenario& s = p.scenario;
    const GpuSpec* gpu = p.gpu;
    const InferenceWorkload& w = s.workload.inference;
    const auto& perf = p.perf;
    if (perf) {
        const double gpus_per_replica =
            static_cast<double>(w.tensor_parallel * w.pipeline_parallel);
        row.predicted_tokens_per_second_per_gpu = perf->tokens_per_second_total / gpus_per_replica;
        row.decode_memory_bound = perf->decode_memory_bound;
    }
    row.fits = inference_memory(s.model, w, s.overheads).total_bytes() <= gpu->memory_bytes;
    return row;
}

} // namespace

ValidationResult validate_runs(const std::string& dir, const GpuCatalog& gpus,
                               const std::vector<ModelPreset>& presets,
                               const CurrencyTable& currencies) {
    const std::string runs_file = dir + "/runs.json";
    const nlohmann::json doc = parse_json_file(runs_file);
    JsonObjectReader top(doc, runs_file, "");
    if (top.string("format") != "gpuplanner-validation")
        top.fail("format", "expected \"gpuplanner-validation\"");
    (void)top.integer("version", 1, 1);
    (void)top.string_or("notes", "");
    // A set of pinned-layout runs alone (docs/calibration: the stacks' own benchmark tables)
    // has no published-facts runs; any other set needs them.
    const nlohmann::json* runs = top.raw("runs");
    const nlohmann::json* pinned_only = top.raw("pinned");
    const bool has_pinned = pinned_only && pinned_only->is_array() && !pinned_only->empty();
    if (!runs || !runs->is_array() || (runs->empty() && !has_pinned))
        top.fail("runs", "expected a non-empty array of runs");
    const nlohmann::json* serving = top.raw("serving");
    if (serving && !serving->is_array())
        top.fail("serving", "expected an array of serving facts");
    const nlohmann::json* pinned = top.raw("pinned");
    if (pinned && !pinned->is_array())
        top.fail("pinned", "expected an array of pinned-layout runs");
    const nlohmann::json* throughput = top.raw("throughput");
    if (throughput && !throughput->is_array())
        top.fail("throughput", "expected an array of throughput facts");
    const nlohmann::json* latency = top.raw("latency");
    if (latency && !latency->is_array())
        top.fail("latency", "expected an array of latency facts");
    const nlohmann::json* load = top.raw("load");
    if (load && !load->is_array())
        top.fail("load", "expected an array of serving benchmarks at a stated load");
    top.finish();

    OfferingCatalog clusters;
    clusters.offerings = load_offerings_file(dir + "/clusters.json", nullptr, &currencies);
    const PlanCatalogs catalogs{&gpus, &clusters, &currencies, nullptr};

    ValidationResult result;
    for (std::size_t i = 0; i < runs->size(); ++i) {
        JsonObjectReader r((*runs)[i], runs_file, "runs[" + std::to_string(i) + "]");
        ValidationRow row;
        row.name = r.string("name");
        row.scenario_file = r.string("scenario");
        row.hardware = r.string("hardware");
        row.figure = r.string("figure");
        if (row.figure != "wall_clock" && row.figure != "benchmark_rate")
            r.fail("figure", "expected \"wall_clock\" or \"benchmark_rate\"");
        row.published_gpu_hours = r.number("published_gpu_hours", 1, 1e12);
        row.source = r.string("source");
        r.finish();
        const Scenario s =
            load_scenario(dir + "/" + row.scenario_file, ScenarioContext{&presets, &gpus});
        PlanRequest request;
        request.sort = SortKey::Time;
        request.top = 1;
        const PlanResult plan = make_plan(s, catalogs, request);
        if (!plan.options.empty() && plan.options.front().strategy) {
            // The planner's figure of the same kind as the published one, with its range.
            const PlanOption& o = plan.options.front();
            row.strategy = o.strategy;
            const TimeRange range =
                training_time_range(o.strategy->time, row.figure == "benchmark_rate");
            // A wall clock holds the job's start-up too; a benchmark's rate, its steps alone.
            const bool wall = row.figure == "wall_clock";
            const double startup = wall ? job_startup_hours(s.plan.spot) * 3600.0 : 0.0;
            const double gpu_hours_per_second = static_cast<double>(o.gpu_count) / 3600.0;
            row.predicted_gpu_hours = (range.likely + startup) * gpu_hours_per_second;
            row.predicted_low_gpu_hours = (range.low + startup) * gpu_hours_per_second;
            row.predicted_high_gpu_hours = (range.high + startup) * gpu_hours_per_second;
        }
        result.rows.push_back(std::move(row));
    }
    std::vector<double> errors;
    for (const ValidationRow& row : result.rows) {
        const double e = row.predicted_gpu_hours > 0 ? std::abs(row.error()) : 1.0;
        errors.push_back(e);
        keep_worst(e, row.name, result.worst_abs_error, result.worst_run);
    }
    result.median_abs_error = median(errors);
    std::size_t covered = 0;
    for (const ValidationRow& row : result.rows)
        covered += row.predicted_gpu_hours > 0 && row.covered() ? 1 : 0;
    if (!result.rows.empty())
        result.range_coverage =
            static_cast<double>(covered) / static_cast<double>(result.rows.size());

    for (std::size_t i = 0; serving && i < serving->size(); ++i) {
        JsonObjectReader r((*serving)[i], runs_file, "serving[" + std::to_string(i) + "]");
        ServingRow row;
        row.name = r.string("name");
        row.scenario_file = r.string("scenario");
        row.engine = r.string("engine");
        row.gpu = r.string("gpu");
        row.engine_total_gib = r.number("engine_total_gib", 0, 1e6);
        row.gpu_memory_utilization = r.number("gpu_memory_utilization", 0.01, 1);
        row.published_weights_gib = r.number("published_weights_gib", 1e-3, 1e6);
        row.published_kv_tokens = r.optional_number("published_kv_tokens", 1, 1e12);
        if (row.published_kv_tokens && row.engine_total_gib <= 0)
            r.fail("engine_total_gib", "KV-cache tokens need the engine's total memory");
        row.source = r.string("source");
        r.finish();
        const Scenario s =
            load_scenario(dir + "/" + row.scenario_file, ScenarioContext{&presets, &gpus});
        if (!s.workload.is_inference())
            throw InputError(dir + "/" + row.scenario_file, "workload.type",
                             "a serving fact needs an inference workload");
        const InferenceWorkload& w = s.workload.inference;
        row.predicted_weights_gib = inference_memory(s.model, w, s.overheads).weights_bytes / kGiB;
        if (row.published_kv_tokens)
            row.predicted_kv_tokens = static_cast<double>(kv_cache_token_capacity(
                s.model, w, s.overheads, row.engine_total_gib * row.gpu_memory_utilization * kGiB));
        for (const std::optional<double> e :
             {std::optional<double>(row.weights_error()), row.kv_error()})
            if (e)
                keep_worst(std::abs(*e), row.name, result.serving_worst_abs_error,
                           result.serving_worst);
        result.serving.push_back(std::move(row));
    }

    std::vector<double> throughput_errors;
    for (std::size_t i = 0; throughput && i < throughput->size(); ++i) {
        ThroughputRow row = throughput_row((*throughput)[i], runs_file, i, dir, gpus, presets);
        const double e = row.predicted_tokens_per_second_per_gpu > 0 ? std::abs(row.error()) : 1.0;
        throughput_errors.push_back(e);
        keep_worst(e, row.name, result.throughput_worst_abs_error, result.throughput_worst);
        result.throughput.push_back(std::move(row));
    }
    result.throughput_median_abs_error = median(throughput_errors);

    std::vector<double> latency_errors;
    for (std::size_t i = 0; latency && i < latency->size(); ++i) {
        LatencyRow row = latency_row((*latency)[i], runs_file, i, dir, gpus, presets);
        const double e = row.predicted_ms > 0 ? std::abs(row.error()) : 1.0;
        latency_errors.push_back(e);
        keep_worst(e, row.name, result.latency_worst_abs_error, result.latency_worst);
        result.latency.push_back(std::move(row));
    }
    result.latency_median_abs_error = median(latency_errors);

    std::vector<double> load_errors, percentile_errors;
    std::size_t within = 0;
    for (std::size_t i = 0; load && i < load->size(); ++i) {
        LoadRow row = validation_detail::load_row((*load)[i], runs_file, i, dir, gpus, presets);
        const double e = row.planned ? std::abs(row.throughput_error()) : 1.0;
        load_errors.push_back(e);
        keep_worst(e, row.name, result.load_throughput_worst_abs_error,
                   result.load_throughput_worst);
        std::vector<double> pe = row.percentile_errors();
        if (pe.empty())
            pe.assign(4, 1.0); // unplanned: every percentile counts as 100% off
        for (const double p : pe) {
            percentile_errors.push_back(std::abs(p));
            within += std::abs(p) <= 0.25 ? 1 : 0;
            keep_worst(std::abs(p), row.name, result.load_percentile_worst_abs_error,
                       result.load_percentile_worst);
        }
        result.load_range_holds += row.range_holds() ? 1 : 0;
        result.load.push_back(std::move(row));
    }
    result.load_throughput_median_abs_error = median(load_errors);
    result.load_percentile_median_abs_error = median(percentile_errors);
    if (!percentile_errors.empty())
        result.load_percentiles_within_25 =
            static_cast<double>(within) / static_cast<double>(percentile_errors.size());

    double pinned_sum = 0;
    for (std::size_t i = 0; pinned && i < pinned->size(); ++i) {
        JsonObjectReader r((*pinned)[i], runs_file, "pinned[" + std::to_string(i) + "]");
        PinnedRow row;
        row.name = r.string("name");
        row.scenario_file = r.string("scenario");
        row.hardware = r.string("hardware");
        row.layout = r.string("layout");
        row.published_seconds = r.number("published_seconds_per_iteration", 1e-6, 1e9);
        row.source = r.string("source");
        r.finish();
        const Scenario s =
            load_scenario(dir + "/" + row.scenario_file, ScenarioContext{&presets, &gpus});
        if (s.workload.type != WorkloadType::Training)
            throw InputError(dir + "/" + row.scenario_file, "workload.type",
                             "a pinned-layout run needs a training workload");
        PlanRequest request;
        request.sort = SortKey::Time;
        request.top = 1;
        const PlanResult plan = make_plan(s, catalogs, request);
        if (!plan.options.empty() && plan.options.front().strategy) {
            const StrategyResult& st = *plan.options.front().strategy;
            // A benchmark's seconds per iteration: the steps alone, no production downtime.
            row.predicted_seconds = st.time.step_seconds() / static_cast<double>(st.best.steps);
        }
        const double e = row.predicted_seconds > 0 ? std::abs(row.error()) : 1.0;
        pinned_sum += e;
        keep_worst(e, row.name, result.pinned_worst_abs_error, result.pinned_worst);
        result.pinned.push_back(std::move(row));
    }
    if (!result.pinned.empty())
        result.pinned_mean_abs_error = pinned_sum / static_cast<double>(result.pinned.size());
    return result;
}

} // namespace gpuplanner
