#pragma once
// Published training runs planned from only what was published (model, tokens, GPU type and
// count, the cluster's network, the global batch when given), serving engines' logged memory
// (weights per GPU, KV-cache tokens for the engine's budget) and published serving throughput:
// `gpuplan validate`, and the tables of docs/validation.md. The runs, facts and their sources:
// docs/validation/runs.json.
#include "hardware/hardware.h"
#include "model/presets.h"
#include "plan/plan_types.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct ValidationRow {
    std::string name;
    std::string scenario_file;
    std::string source; // where the published figure comes from
    std::string hardware;
    // What the published figure is: "wall_clock" GPU-hours of a production run (failures,
    // restarts, checkpoints inside) or a "benchmark_rate" (steps timed, no downtime).
    std::string figure;
    double published_gpu_hours = 0;
    double predicted_gpu_hours = 0; // 0 when the plan found no option; of the same kind
    double predicted_low_gpu_hours = 0;
    double predicted_high_gpu_hours = 0;
    [[nodiscard]] bool covered() const {
        return published_gpu_hours >= predicted_low_gpu_hours &&
               published_gpu_hours <= predicted_high_gpu_hours;
    }
    std::shared_ptr<const StrategyResult> strategy;
    [[nodiscard]] double error() const {
        return predicted_gpu_hours > 0 ? predicted_gpu_hours / published_gpu_hours - 1.0 : 0.0;
    }
};

// One serving engine's logged memory against the planner's memory model (kv_cache_token_capacity).
struct ServingRow {
    std::string name;
    std::string scenario_file;
    std::string engine; // "vLLM 0.19.0"
    std::string gpu;
    std::string source;
    double engine_total_gib = 0; // the engine's total GPU memory (0: not logged)
    double gpu_memory_utilization = 0.9;
    double published_weights_gib = 0;
    std::optional<double> published_kv_tokens;
    double predicted_weights_gib = 0;
    double predicted_kv_tokens = 0;
    [[nodiscard]] double weights_error() const {
        return predicted_weights_gib / published_weights_gib - 1.0;
    }
    [[nodiscard]] std::optional<double> kv_error() const {
        if (!published_kv_tokens)
            return std::nullopt;
        return predicted_kv_tokens / *published_kv_tokens - 1.0;
    }
};

// A published serving throughput (output tokens per second per GPU at a stated batch, prompt
// and output length, tensor parallel size, precision) against the planner's continuous-batching
// model (inference_performance with the default assumptions): a batch of c requests needs c
// prefills and `output` decode steps, whether the engine batches them statically or in flight.
struct ThroughputRow {
    std::string name;
    std::string scenario_file;
    std::string engine; // "TensorRT-LLM 0.6.1"
    std::string hardware;
    std::string source;
    double published_tokens_per_second_per_gpu = 0;
    double predicted_tokens_per_second_per_gpu = 0; // 0: the planner cannot serve it on this GPU
    bool decode_memory_bound = true;
    bool fits = true; // weights and the batch's KV cache fit the GPU's memory
    [[nodiscard]] double error() const {
        return predicted_tokens_per_second_per_gpu > 0
                   ? predicted_tokens_per_second_per_gpu / published_tokens_per_second_per_gpu - 1.0
                   : 0.0;
    }
};

// A published batch-1 latency (time per output token at concurrency 1, engine and version
// named) against the planner's decode step with the engine's fixed costs
// (inference_performance with the scenario's serving_engine).
struct LatencyRow {
    std::string name;
    std::string scenario_file;
    std::string engine; // "gpt-fast (torch.compile, 2024-09)"
    std::string hardware;
    std::string source;
    double published_ms = 0; // time per output token
    double predicted_ms = 0; // 0: the planner cannot serve it on this GPU
    double fixed_ms = 0;     // of predicted: kernel gaps, all-reduce latencies, host time
    [[nodiscard]] double error() const {
        return predicted_ms > 0 ? predicted_ms / published_ms - 1.0 : 0.0;
    }
};

// What a serving benchmark reports at its load (`vllm bench serve`): request throughput and the
// median and 99th percentile of the time to first token and per output token.
struct LoadFigures {
    double requests_per_second = 0;
    double ttft_p50_ms = 0, ttft_p99_ms = 0;
    double tpot_p50_ms = 0, tpot_p99_ms = 0;
};

// A published serving benchmark at a stated load (engine and version, GPU, tensor parallelism,
// precision, lengths, requests sent at a rate or all at once, at most a concurrency in flight)
// against the simulation of the engine's scheduler on the scenario's pinned layout
// (simulate_benchmark, docs/serving.md).
struct LoadRow {
    std::string name;
    std::string scenario_file;
    std::string engine; // "vLLM 0.11.0 (V1), defaults"
    std::string hardware;
    std::string lengths; // as published: "random, 4,000 in / 200 out"
    std::string source;
    std::int64_t requests = 0;
    double request_rate = 0;          // requests/s; 0: all at once
    std::int64_t max_concurrency = 0; // 0: no limit
    LoadFigures published;
    LoadFigures predicted;
    bool planned = false; // false: the layout does not fit the GPU in the planner's model
    std::int64_t preemptions = 0;
    // How sure (docs/performance.md, "How sure a time is"): requests/s at the slowest and
    // fastest credible engine steps.
    double slowest_requests_per_second = 0;
    double fastest_requests_per_second = 0;
    [[nodiscard]] bool range_holds() const {
        return planned && published.requests_per_second >= slowest_requests_per_second &&
               published.requests_per_second <= fastest_requests_per_second;
    }
    [[nodiscard]] double throughput_error() const {
        return planned ? predicted.requests_per_second / published.requests_per_second - 1.0 : 0.0;
    }
    // p50 and p99 TTFT, p50 and p99 TPOT, in that order.
    [[nodiscard]] std::vector<double> percentile_errors() const;
};

// A published iteration time with the layout the run used pinned in its scenario (data,
// tensor, pipeline and virtual stages, micro-batch, recomputation, sequence parallelism, the
// software stack): the time model alone, without the search.
struct PinnedRow {
    std::string name;
    std::string scenario_file;
    std::string hardware;
    std::string layout; // as published ("tp 8 x pp 8 (v 3), selective + sequence parallel")
    std::string source;
    double published_seconds = 0; // per iteration
    double predicted_seconds = 0; // 0 when the plan found no option
    [[nodiscard]] double error() const {
        return predicted_seconds > 0 ? predicted_seconds / published_seconds - 1.0 : 0.0;
    }
};

struct ValidationResult {
    std::vector<PinnedRow> pinned;
    double pinned_mean_abs_error = 0;
    double pinned_worst_abs_error = 0;
    std::string pinned_worst;
    std::vector<ValidationRow> rows;
    std::vector<ServingRow> serving;
    std::vector<ThroughputRow> throughput;
    std::vector<LatencyRow> latency;
    double latency_median_abs_error = 0;
    double latency_worst_abs_error = 0;
    std::string latency_worst;
    std::vector<LoadRow> load;
    double load_throughput_median_abs_error = 0;
    double load_throughput_worst_abs_error = 0;
    std::string load_throughput_worst;
    double load_percentile_median_abs_error = 0; // over the four percentiles of every row
    double load_percentile_worst_abs_error = 0;
    std::string load_percentile_worst;
    double load_percentiles_within_25 = 0; // share of those percentiles within 25%
    std::size_t load_range_holds = 0;      // rows whose range holds the published requests/s
    double throughput_median_abs_error = 0;
    double throughput_worst_abs_error = 0;
    std::string throughput_worst;
    double serving_worst_abs_error = 0; // over weights and KV tokens
    std::string serving_worst;
    double median_abs_error = 0;
    double worst_abs_error = 0;
    std::string worst_run;
    double range_coverage = 0; // of the runs, the share whose published figure is in the range
};

// `dir` holds runs.json, clusters.json (the clusters the runs used) and one scenario per run.
// Throws InputError naming the file for a broken runs file or scenario.
[[nodiscard]] ValidationResult validate_runs(const std::string& dir, const GpuCatalog& gpus,
                                             const std::vector<ModelPreset>& presets,
                                             const CurrencyTable& currencies);

} // namespace gpuplanner
