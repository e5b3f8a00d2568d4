// gpuplan calibrate for serving benchmarks (calibrate.h, docs/calibration.md "Serving").
#include "calibration/calibrate.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "memory/memory.h"
#include "time/serving_engines.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

// The benchmark's load into the scenario: one replica at the measured requests in flight and
// lengths, without the targets that would add replicas or set options aside.
nlohmann::json pin_load(const nlohmann::json& scenario, const ServingBenchmark& b,
                        double concurrency) {
    nlohmann::json pinned = uncalibrated(scenario);
    nlohmann::json& w = pinned["workload"];
    w["concurrency"] = std::max<std::int64_t>(1, std::llround(concurrency));
    if (b.mean_input_tokens && *b.mean_input_tokens >= 1)
        w["prompt_tokens"] = std::llround(*b.mean_input_tokens);
    if (b.mean_output_tokens && *b.mean_output_tokens >= 1)
        w["output_tokens"] = std::llround(*b.mean_output_tokens);
    for (const char* target : {"target_requests_per_second", "target_output_tokens_per_second",
                               "ttft_target_seconds", "tpot_target_seconds"})
        w.erase(target);
    // The lengths the benchmark sent, at its means: vLLM's random dataset spread uniformly
    // where the plan's lengths were (the exported command's --random-range-ratio), else fixed.
    // A trace or a normal or exponential mix the export replays (bench_lengths.csv) is planned
    // at its means too: the figures compared are the plan's mean ones.
    w.erase("lengths");
    w.erase("lengths_file");
    if (string_member(w, "length_distribution") != "uniform")
        w["length_distribution"] = "fixed";
    return pinned;
}

// Half the gap of mean and median, relative to the median: how far one summary of the run
// stands from the other (at least kMinCalibrationSpread).
double spread_of(const std::optional<double>& mean, const std::optional<double>& median) {
    if (!mean || !median || *median <= 0)
        return kMinCalibrationSpread;
    return std::clamp(std::abs(*mean - *median) / *median, kMinCalibrationSpread, 1.0);
}

} // namespace

namespace {

void require_serving(const nlohmann::json& scenario, const std::string& origin) {
    if (!scenario.is_object() || !scenario.contains("hardware"))
        throw InputError(origin, "hardware", input_problem(InputProblemCode::BenchmarkRunGpu));
    if (!scenario.contains("workload") ||
        string_member(scenario["workload"], "type") != "inference")
        throw InputError(origin, "workload.type",
                         input_problem(InputProblemCode::BenchmarkNeedsService));
}

// What every row of one run against `o` shares.
CalibrationRow run_row(const std::string& file, const std::string& tool, const std::string& date,
                       const PlannedScenario& planned, const PlanOption& o) {
    CalibrationRow row;
    row.file = file;
    row.tool = tool;
    row.date = date;
    row.gpu = o.gpu_id;
    row.stack = serving_engine_name(
        engine_profile(planned.scenario.plan.performance.serving_engine).engine);
    row.layout = "tp " + std::to_string(o.layout.tensor) +
                 (o.layout.pipeline > 1 ? " x pp " + std::to_string(o.layout.pipeline) : "");
    return row;
}

} // namespace

CalibrationOutcome calibrate_engine_startup(const nlohmann::json& scenario,
                                            const std::string& origin, const Catalogs& catalogs,
                                            const std::vector<EngineStartup>& logs) {
    require_serving(scenario, origin);
    nlohmann::json one = uncalibrated(scenario);
    for (const char* target : {"target_requests_per_second", "target_output_tokens_per_second",
                               "ttft_target_seconds", "tpot_target_seconds"})
        one["workload"].erase(target);
    PlanJob job;
    job.sort = SortKey::Time;
    job.top = 1;
    const PlannedScenario planned = plan_scenario(one, origin, catalogs, job);
    if (planned.plan.options.empty() || planned.plan.options.front().replicas <= 0)
        throw InputError(origin, "workload", input_problem(InputProblemCode::NoServingPlan));
    const PlanOption& o = planned.plan.options.front();
    const GpuSpec* gpu = catalogs.gpus.find(o.gpu_id);
    InferenceWorkload w = planned.scenario.workload.inference;
    w.tensor_parallel = o.layout.tensor;
    w.pipeline_parallel = o.layout.pipeline;
    const MemoryBreakdown m =
        inference_memory(planned.scenario.model, w, planned.scenario.overheads);
    const double context_tokens =
        static_cast<double>(std::max<std::int64_t>(w.concurrency * w.context_tokens(), 1));
    const double kv_per_token = m.kv_cache_bytes / context_tokens; // on one GPU
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    CalibrationOutcome out;
    for (const EngineStartup& e : logs) {
        CalibrationRow row = run_row(e.file, e.tool, e.date, planned, o);
        row.measurements = 1;
        // The engine that wrote the log, whatever the scenario names.
        const bool vllm = e.tool == "vllm_startup_log";
        if (!vllm)
            row.stack = serving_engine_name(ServingEngine::Sglang);
        const auto add = [&](CalibrationQuantity q, double measured, double planned_value) {
            out.rows.push_back(beside_row(row, q, measured, planned_value));
        };
        if (e.weights_gib)
            add(CalibrationQuantity::WeightsGib, *e.weights_gib, m.weights_bytes / kGiB);
        // The engine's share of the GPU: the log's --gpu-memory-utilization, else vLLM's default.
        const double share = (gpu ? gpu->memory_bytes : 0.0) *
                             e.memory_utilization.value_or(kEngineMemoryUtilization);
        const double free_bytes =
            share - m.weights_bytes - m.activations_bytes - m.cuda_context_bytes;
        if (e.kv_cache_tokens)
            add(CalibrationQuantity::KvCacheTokens, *e.kv_cache_tokens,
                kv_per_token > 0 ? std::max(free_bytes, 0.0) / kv_per_token : 0.0);
        // What the engine kept beside the weights it loaded and the KV cache it sized: its
        // share of the GPU less both, against the plan's activations and CUDA context. vLLM
        // only: its share is --gpu-memory-utilization (the log's non-default args, else 0.9),
        // where SGLang's mem_fraction_static is chosen by the GPU's size and not printed.
        const double planned_overhead = m.activations_bytes + m.cuda_context_bytes;
        if (vllm && e.weights_gib && e.kv_cache_tokens && kv_per_token > 0 &&
            planned_overhead > 0 && gpu) {
            const double kept = share - *e.weights_gib * kGiB - *e.kv_cache_tokens * kv_per_token;
            CalibrationRow r = beside_row(row, CalibrationQuantity::EngineOverheadGib, kept / kGiB,
                                          planned_overhead / kGiB);
            r.kind = CalibrationKind::ServingMemory;
            r.factor = kept / planned_overhead;
            r.spread = kMinCalibrationSpread;
            r.refused = !(r.factor >= 1.0 / 3.0 && r.factor <= 3.0);
            out.rows.push_back(r);
        }
    }
    out.entries = calibrations_of(out.rows);
    return out;
}

CalibrationOutcome calibrate_serving(const nlohmann::json& scenario, const std::string& origin,
                                     const Catalogs& catalogs,
                                     const std::vector<ServingBenchmark>& runs) {
    require_serving(scenario, origin);
    CalibrationOutcome out;
    for (const ServingBenchmark& b : runs) {
        const std::optional<double> ttft = b.ttft_seconds(), tpot = b.tpot_seconds(),
                                    concurrency = b.concurrency();
        if (!ttft || !tpot || !concurrency)
            throw InputError(b.file,
                             !ttft   ? "TTFT"
                             : !tpot ? "TPOT"
                                     : "concurrency",
                             input_problem(InputProblemCode::BenchmarkLacksFigures));
        PlanJob job;
        job.sort = SortKey::Time;
        job.top = 1;
        const PlannedScenario planned =
            plan_scenario(pin_load(scenario, b, *concurrency), origin, catalogs, job);
        if (planned.plan.options.empty() || planned.plan.options.front().replicas <= 0)
            throw InputError(
                origin, "workload",
                input_problem(InputProblemCode::NoServingPlanAtLoad, {{"file", b.file}}));
        const PlanOption& o = planned.plan.options.front();
        CalibrationRow base = run_row(b.file, b.tool, b.date, planned, o);
        base.layout += ", " + std::to_string(std::llround(*concurrency)) + " in flight";
        base.measurements = static_cast<std::size_t>(std::max<std::int64_t>(b.completed, 1));

        CalibrationRow prefill = base;
        prefill.quantity = CalibrationQuantity::TtftSeconds;
        prefill.kind = CalibrationKind::ServingPrefill;
        prefill.measured = *ttft;
        prefill.planned = o.ttft_seconds;
        prefill.factor = *ttft / o.ttft_seconds;
        prefill.spread = spread_of(b.mean_ttft_seconds, b.median_ttft_seconds);
        prefill.refused = !(prefill.factor >= 1.0 / 3.0 && prefill.factor <= 3.0);
        // The planned time per output token is the decode step plus the prefills interleaved
        // with it (time/performance.h); those prefills run at the measured prefill factor.
        const double interleaved = std::max(o.tpot_seconds - o.decode_step_seconds, 0.0);
        const double prefill_factor = prefill.refused ? 1.0 : prefill.factor;
        CalibrationRow decode = base;
        decode.quantity = CalibrationQuantity::TpotSeconds;
        decode.kind = CalibrationKind::ServingDecode;
        decode.measured = *tpot;
        decode.planned = o.tpot_seconds;
        decode.factor = (*tpot - prefill_factor * interleaved) / o.decode_step_seconds;
        decode.spread = b.mean_tpot_seconds ? spread_of(b.mean_tpot_seconds, b.median_tpot_seconds)
                                            : spread_of(b.mean_itl_seconds, b.median_itl_seconds);
        decode.refused = !(decode.factor >= 1.0 / 3.0 && decode.factor <= 3.0);
        out.rows.push_back(prefill);
        out.rows.push_back(decode);
        // Beside them (shown, not calibrated): the output tokens one replica wrote a second.
        out.rows.push_back(beside_row(base, CalibrationQuantity::OutputTokensPerSecond,
                                      b.output_tokens_per_second,
                                      o.tokens_per_second / static_cast<double>(o.replicas)));
    }
    out.entries = calibrations_of(out.rows);
    return out;
}

} // namespace gpuplanner
