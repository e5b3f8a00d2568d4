// gpuplan validate: published training runs planned from only the published facts, and serving
// engines' logged memory against the memory model.
#include "commands.h"

#include "io/json_stream.h"
#include "model/presets.h"
#include "output/json_output.h"
#include "scenario/scenario_schema.h"
#include "validate_load.h"
#include "validation/validation.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <ostream>

namespace gpuplanner::cli {

namespace {

std::string thousands(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.0f", v);
    std::string digits = buf;
    std::string out;
    const std::size_t n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        out += digits[i];
        if (i + 1 < n && (n - i - 1) % 3 == 0 && digits[i] != '-')
            out += ',';
    }
    return out;
}

std::string strategy_text(const StrategyResult& r) {
    const Strategy& s = r.best;
    const Parallelism& p = s.workload.parallel;
    std::string t = layout_text(p.layout());
    if (p.virtual_stages > 1)
        t += " (v " + std::to_string(p.virtual_stages) + ")";
    t += ", ZeRO " + std::to_string(p.zero_stage) + ", recompute " +
         to_string(s.workload.recompute) + ", micro-batch " +
         std::to_string(s.workload.micro_batch) + " x " + std::to_string(s.gradient_accumulation);
    if (s.workload.offload_optimizer)
        t += ", optimizer offload";
    return t;
}

// The serving memory facts, then the throughput and batch-1 latency tables.
void print_serving_tables(std::ostream& out, const ValidationResult& v) {
    char summary[256];
    out << "\n| serving fact | engine | weights per GPU, logged | predicted | error | KV-cache "
           "tokens, logged | predicted | error |\n"
        << "|---|---|---:|---:|---:|---:|---:|---:|\n";
    for (const ServingRow& r : v.serving) {
        char w[96];
        std::snprintf(w, sizeof w, "%.2f GiB | %.2f GiB | %+.1f%%", r.published_weights_gib,
                      r.predicted_weights_gib, r.weights_error() * 100);
        out << "| " << r.name << " | " << r.engine << " | " << w << " | ";
        if (const auto e = r.kv_error()) {
            char k[32];
            std::snprintf(k, sizeof k, "%+.1f%%", *e * 100);
            out << thousands(*r.published_kv_tokens) << " | " << thousands(r.predicted_kv_tokens)
                << " | " << k << " |\n";
        } else {
            out << "— | — | — |\n";
        }
    }
    std::snprintf(summary, sizeof summary, "\nserving memory: worst %.1f%% (%s), %zu facts\n",
                  v.serving_worst_abs_error * 100, v.serving_worst.c_str(), v.serving.size());
    out << summary;
    if (v.throughput.empty())
        return;
    out << "\n| serving throughput | engine | hardware | output tokens/s per GPU, published | "
           "predicted | error | decode |\n"
        << "|---|---|---|---:|---:|---:|---|\n";
    for (const ThroughputRow& r : v.throughput) {
        char e[32];
        std::snprintf(e, sizeof e, "%+.0f%%", r.error() * 100);
        const bool planned = r.predicted_tokens_per_second_per_gpu > 0;
        out << "| " << r.name << " | " << r.engine << " | " << r.hardware << " | "
            << thousands(r.published_tokens_per_second_per_gpu) << " | "
            << (planned ? thousands(r.predicted_tokens_per_second_per_gpu) : "no plan") << " | "
            << (planned ? e : "—") << " | "
            << (r.decode_memory_bound ? "memory-bound" : "compute-bound")
            << (r.fits ? "" : ", does not fit the GPU") << " |\n";
    }
    std::snprintf(summary, sizeof summary,
                  "\nserving throughput: median |error| %.0f%%, worst %.0f%% (%s), %zu facts\n",
                  v.throughput_median_abs_error * 100, v.throughput_worst_abs_error * 100,
                  v.throughput_worst.c_str(), v.throughput.size());
    out << summary;
    if (v.latency.empty())
        return;
    out << "\n| serving latency, batch 1 | engine | hardware | time per output token, published | "
           "predicted | of it fixed costs | error |\n"
        << "|---|---|---|---:|---:|---:|---:|\n";
    for (const LatencyRow& r : v.latency) {
        char nums[96];
        std::snprintf(nums, sizeof nums, "%.2f ms | %.2f ms | %.2f ms | %+.0f%%", r.published_ms,
                      r.predicted_ms, r.fixed_ms, r.error() * 100);
        out << "| " << r.name << " | " << r.engine << " | " << r.hardware << " | "
            << (r.predicted_ms > 0 ? nums : "no plan") << " |\n";
    }
    std::snprintf(summary, sizeof summary,
                  "\nserving latency: median |error| %.0f%%, worst %.0f%% (%s), %zu facts\n",
                  v.latency_median_abs_error * 100, v.latency_worst_abs_error * 100,
                  v.latency_worst.c_str(), v.latency.size());
    out << summary;
}

} // namespace

int command_validate(const Options& opt, std::ostream& out) {
    if (opt.positional.size() > 1)
        throw UsageError("validate: give at most one folder");
    const ResourcePaths paths = resources(opt);
    std::string dir;
    if (!opt.positional.empty())
        dir = opt.positional[0];
    else // the source tree's docs/validation, beside resources/
        dir = (std::filesystem::path(paths.root) / ".." / "docs" / "validation").lexically_normal();
    if (!std::filesystem::exists(std::filesystem::path(dir) / "runs.json"))
        throw UsageError("validate: no runs.json in " + dir + " (give the folder of the runs)");
    const GpuCatalog gpus = load_gpu_catalog(paths.gpus());
    const auto presets = load_presets(paths.models());
    const CurrencyTable fx = load_currency_table(paths.currency());
    const ValidationResult v = validate_runs(dir, gpus, presets, fx);
    if (opt.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const ValidationRow& r : v.rows) {
            nlohmann::json j{{"name", r.name},
                             {"scenario", r.scenario_file},
                             {"hardware", r.hardware},
                             {"figure", r.figure},
                             {"published_gpu_hours", r.published_gpu_hours},
                             {"predicted_gpu_hours", r.predicted_gpu_hours},
                             {"predicted_low_gpu_hours", r.predicted_low_gpu_hours},
                             {"predicted_high_gpu_hours", r.predicted_high_gpu_hours},
                             {"in_range", r.covered()},
                             {"error", r.error()},
                             {"source", r.source}};
            if (r.strategy)
                j["strategy"] = strategy_json(*r.strategy);
            rows.push_back(j);
        }
        nlohmann::json serving = nlohmann::json::array();
        for (const ServingRow& r : v.serving) {
            nlohmann::json j{{"name", r.name},
                             {"scenario", r.scenario_file},
                             {"engine", r.engine},
                             {"gpu", r.gpu},
                             {"gpu_memory_utilization", r.gpu_memory_utilization},
                             {"published_weights_gib", r.published_weights_gib},
                             {"predicted_weights_gib", r.predicted_weights_gib},
                             {"weights_error", r.weights_error()},
                             {"source", r.source}};
            if (r.published_kv_tokens) {
                j["engine_total_gib"] = r.engine_total_gib;
                j["published_kv_tokens"] = *r.published_kv_tokens;
                j["predicted_kv_tokens"] = r.predicted_kv_tokens;
                j["kv_tokens_error"] = *r.kv_error();
            }
            serving.push_back(j);
        }
        nlohmann::json throughput = nlohmann::json::array();
        for (const ThroughputRow& r : v.throughput)
            throughput.push_back(
                {{"name", r.name},
                 {"scenario", r.scenario_file},
                 {"engine", r.engine},
                 {"hardware", r.hardware},
                 {"published_tokens_per_second_per_gpu", r.published_tokens_per_second_per_gpu},
                 {"predicted_tokens_per_second_per_gpu", r.predicted_tokens_per_second_per_gpu},
                 {"error", r.error()},
                 {"decode_memory_bound", r.decode_memory_bound},
                 {"fits", r.fits},
                 {"source", r.source}});
        nlohmann::json latency = nlohmann::json::array();
        for (const LatencyRow& r : v.latency)
            latency.push_back({{"name", r.name},
                               {"scenario", r.scenario_file},
                               {"engine", r.engine},
                               {"hardware", r.hardware},
                               {"measure", "tpot"},
                               {"published_ms", r.published_ms},
                               {"predicted_ms", r.predicted_ms},
                               {"fixed_ms", r.fixed_ms},
                               {"error", r.error()},
                               {"source", r.source}});
        nlohmann::json pinned = nlohmann::json::array();
        for (const PinnedRow& r : v.pinned)
            pinned.push_back({{"name", r.name},
                              {"scenario", r.scenario_file},
                              {"hardware", r.hardware},
                              {"layout", r.layout},
                              {"published_seconds_per_iteration", r.published_seconds},
                              {"predicted_seconds_per_iteration", r.predicted_seconds},
                              {"error", r.error()},
                              {"source", r.source}});
        nlohmann::json doc{{"pinned", pinned},
                           {"pinned_mean_abs_error", v.pinned_mean_abs_error},
                           {"pinned_worst_abs_error", v.pinned_worst_abs_error},
                           {"pinned_worst", v.pinned_worst},
                           {"runs", rows},
                           {"median_abs_error", v.median_abs_error},
                           {"worst_abs_error", v.worst_abs_error},
                           {"worst_run", v.worst_run},
                           {"range_coverage", v.range_coverage},
                           {"serving", serving},
                           {"serving_worst_abs_error", v.serving_worst_abs_error},
                           {"serving_worst", v.serving_worst},
                           {"throughput", throughput},
                           {"throughput_median_abs_error", v.throughput_median_abs_error},
                           {"throughput_worst_abs_error", v.throughput_worst_abs_error},
                           {"throughput_worst", v.throughput_worst},
                           {"latency", latency},
                           {"latency_median_abs_error", v.latency_median_abs_error},
                           {"latency_worst_abs_error", v.latency_worst_abs_error},
                           {"latency_worst", v.latency_worst}};
        add_load_json(doc, v);
        out << json_text(doc) << "\n";
        return 0;
    }
    // Markdown tables: docs/validation.md takes them as printed. First the time model alone
    // (layouts pinned), then the runs planned from published facts with the search.
    char summary[256];
    if (!v.pinned.empty()) {
        out << "| run, layout pinned | hardware | layout | published s/iteration | predicted | "
               "error |\n"
            << "|---|---|---|---:|---:|---:|\n";
        for (const PinnedRow& r : v.pinned) {
            char nums[96];
            std::snprintf(nums, sizeof nums, "%.2f | %.2f | %+.1f%%", r.published_seconds,
                          r.predicted_seconds, r.error() * 100);
            out << "| " << r.name << " | " << r.hardware << " | " << r.layout << " | "
                << (r.predicted_seconds > 0 ? nums : "no plan") << " |\n";
        }
        std::snprintf(summary, sizeof summary,
                      "\nlayout pinned: mean |error| %.1f%%, worst %.1f%% (%s), %zu runs\n\n",
                      v.pinned_mean_abs_error * 100, v.pinned_worst_abs_error * 100,
                      v.pinned_worst.c_str(), v.pinned.size());
        out << summary;
    }
    // A pinned-only set (docs/calibration) has no published-facts runs: no empty table.
    if (!v.rows.empty()) {
        out << "| run | hardware | figure | published GPU-hours | predicted GPU-hours | range "
               "(low – high) | error | strategy found |\n"
            << "|---|---|---|---:|---:|---|---:|---|\n";
        for (const ValidationRow& r : v.rows) {
            char err[32];
            std::snprintf(err, sizeof err, "%+.0f%%", r.error() * 100);
            const bool planned = r.predicted_gpu_hours > 0;
            const std::string range = planned ? thousands(r.predicted_low_gpu_hours) + " – " +
                                                    thousands(r.predicted_high_gpu_hours) +
                                                    (r.covered() ? "" : " (outside)")
                                              : "—";
            out << "| " << r.name << " | " << r.hardware << " | "
                << (r.figure == "benchmark_rate" ? "benchmark rate" : "wall clock") << " | "
                << thousands(r.published_gpu_hours) << " | "
                << (planned ? thousands(r.predicted_gpu_hours) : "no plan") << " | " << range
                << " | " << (planned ? err : "—") << " | "
                << (r.strategy ? strategy_text(*r.strategy) : "") << " |\n";
        }
        std::snprintf(summary, sizeof summary,
                      "\nmedian |error| %.0f%%, worst %.0f%% (%s), %zu runs; the range holds the "
                      "published figure for %.0f%% of them\n",
                      v.median_abs_error * 100, v.worst_abs_error * 100, v.worst_run.c_str(),
                      v.rows.size(), v.range_coverage * 100);
        out << summary;
    }
    if (!v.serving.empty())
        print_serving_tables(out, v);
    print_load_table(out, v);
    return 0;
}

} // namespace gpuplanner::cli
