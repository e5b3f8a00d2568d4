#include "validation/validation_load.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"
#include "plan/plan_search.h"
#include "scenario/scenario_reader.h"
#include "strategy/serving_search.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace gpuplanner {

std::vector<double> LoadRow::percentile_errors() const {
    std::vector<double> out;
    if (!planned)
        return out;
    const auto error = [](double predicted, double published) {
        return predicted / published - 1.0;
    };
    out.push_back(error(predicted.ttft_p50_ms, published.ttft_p50_ms));
    out.push_back(error(predicted.ttft_p99_ms, published.ttft_p99_ms));
    out.push_back(error(predicted.tpot_p50_ms, published.tpot_p50_ms));
    out.push_back(error(predicted.tpot_p99_ms, published.tpot_p99_ms));
    return out;
}

namespace validation_detail {

LoadRow load_row(const nlohmann::json& fact, const std::string& runs_file, std::size_t i,
                 const std::string& dir, const GpuCatalog& gpus,
                 const std::vector<ModelPreset>& presets) {
    JsonObjectReader r(fact, runs_file, "load[" + std::to_string(i) + "]");
    LoadRow row;
    row.name = r.string("name");
    row.scenario_file = r.string("scenario");
    row.engine = r.string("engine");
    row.hardware = r.string("hardware");
    row.lengths = r.string("lengths");
    row.requests = r.integer("requests", 1, 100000);
    // vllm bench serve's default rate is "inf": every request sent at once.
    row.request_rate = r.number_or("request_rate", 0, 0, 1e6);
    row.max_concurrency = r.integer_or("max_concurrency", 0, 0, 100000);
    {
        JsonObjectReader p = r.object("published");
        row.published.requests_per_second =
            d(row.requests) / p.number("benchmark_duration_s", 1e-3, 1e7);
        row.published.ttft_p50_ms = p.number("median_ttft_ms", 1e-3, 1e9);
        row.published.ttft_p99_ms = p.number("p99_ttft_ms", 1e-3, 1e9);
        row.published.tpot_p50_ms = p.number("median_tpot_ms", 1e-3, 1e9);
        row.published.tpot_p99_ms = p.number("p99_tpot_ms", 1e-3, 1e9);
        p.finish();
    }
    row.source = r.string("source");
    r.finish();

    const std::string file = dir + "/" + row.scenario_file;
    const Scenario s = load_scenario(file, ScenarioContext{&presets, &gpus});
    if (!s.workload.is_inference())
        throw InputError(file, "workload.type", "a load fact needs an inference workload");
    if (!s.hardware)
        throw InputError(file, "hardware.gpu", "a load fact names the GPU it was measured on");
    const GpuSpec* gpu = gpus.find(s.hardware->gpu_id);
    if (!gpu) // load_scenario has checked the id; kept for a catalog edited in between
        throw InputError(file, "hardware.gpu", "unknown GPU \"" + s.hardware->gpu_id + "\"");
    if (s.workload.inference.replica_gpus() > s.hardware->count)
        throw InputError(file, "workload.tensor_parallel",
                         "the layout needs more GPUs than hardware.count gives");
    // The published runs are on SXM parts in one NVLink node (DGX / HGX).
    const plan_detail::Hardware hw{gpu, s.hardware->count,
                                   plan_detail::intra_bandwidth(*gpu, "nvlink"), 0};
    const ServingQuery q = plan_detail::serving_query(s, hw);
    const BenchmarkLoad load{row.requests, row.request_rate, row.max_concurrency};
    const auto sim = simulate_benchmark(q, load);
    if (sim && sim->completed > 0) {
        row.planned = true;
        row.predicted.requests_per_second = sim->requests_per_second;
        row.predicted.ttft_p50_ms = sim->ttft.p50 * 1e3;
        row.predicted.ttft_p99_ms = sim->ttft.p99 * 1e3;
        row.predicted.tpot_p50_ms = sim->tpot.p50 * 1e3;
        row.predicted.tpot_p99_ms = sim->tpot.p99 * 1e3;
        row.preemptions = sim->preemptions;
        // The range a plan gives (serving_range.cpp): the same benchmark at both ends.
        const ServingSpread f = serving_spread(std::nullopt, std::nullopt);
        const auto rate = [&](double prefill, double decode) {
            const auto end = simulate_benchmark(q, load, {prefill, decode});
            return end ? end->requests_per_second : 0.0;
        };
        row.slowest_requests_per_second = rate(f.prefill_slow, f.decode_slow);
        row.fastest_requests_per_second = rate(f.prefill_fast, f.decode_fast);
    }
    return row;
}

} // namespace validation_detail
} // namespace gpuplanner
