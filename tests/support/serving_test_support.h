#pragma once
// A published serving benchmark planned as `gpuplan validate` plans it
// (validation/validation_load.cpp): the scenario's GPU in one NVLink node, the engine's scheduler
// simulated at the benchmark's load. Shared by the tests that fix an engine's constants from a
// published run (tst_serving_api_server.cpp, tst_serving_prefill_rate.cpp).
#include "hardware/hardware.h"
#include "plan/plan_search.h"
#include "scenario/scenario_reader.h"
#include "strategy/serving_search.h"

#include <optional>

namespace gpuplanner::test {

inline std::optional<ServingSimulation>
simulate_published_benchmark(const Scenario& s, const GpuCatalog& gpus, const BenchmarkLoad& load) {
    const GpuSpec* gpu = gpus.find(s.hardware->gpu_id);
    const plan_detail::Hardware hw{gpu, s.hardware->count,
                                   plan_detail::intra_bandwidth(*gpu, "nvlink"), 0};
    return simulate_benchmark(plan_detail::serving_query(s, hw), load);
}

} // namespace gpuplanner::test
