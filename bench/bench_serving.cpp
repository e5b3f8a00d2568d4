// The serving scheduler simulation (time/serving_simulation.h): 10,000 requests for one option,
// Llama 3.1 8B on one H100 at 80 % of its capacity, Poisson arrivals, exponential lengths
// around 1,024 + 256 tokens. Prints the median of several rounds. Goal (issue #31): <= 20 ms.
// Then the serving examples planned on the bundled catalog as the workbench asks for them (the
// best kShownTop, a sample of the rest), the best options simulated. Goal (issue #31): <= 100 ms.
// Arguments: [RESOURCES [simulation]]; "simulation" stops after the simulation.
#include "bench_guard.h"
#include "hardware/hardware.h"
#include "io/resources.h"
#include "memory/memory.h"
#include "model/presets.h"
#include "plan/plan.h"
#include "scenario/scenario_reader.h"
#include "time/serving_simulation.h"
#include "time/serving_step.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace gpuplanner;

static int run(int argc, char** argv) {
    const ResourcePaths paths{argc > 1 ? argv[1] : find_resources_dir()};
    const GpuCatalog catalog = load_gpu_catalog(paths.gpus());
    const auto presets = load_presets(paths.models());
    const ModelSpec model = find_preset(presets, "llama-3.1-8b")->model;
    const GpuSpec& gpu = *catalog.find("h100-sxm");

    InferenceWorkload w;
    w.prompt_tokens = 1024;
    w.output_tokens = 256;
    w.length_distribution = LengthDistribution::Exponential;
    ServingLinks links;
    links.tensor_parallel = 450e9;
    const ServingStepModel step = *serving_step_model(model, w, gpu, {}, links);
    EngineLimits limits;
    limits.kv_capacity_tokens =
        kv_cache_token_capacity(model, w, Overheads{}, 0.9 * gpu.memory_bytes);

    ServingLoad max_load;
    max_load.max_in_flight = 256;
    max_load.requests = 2000;
    const double capacity = simulate_serving(step, w, limits, max_load, {}).requests_per_second;
    ServingLoad load;
    load.requests_per_second = 0.8 * capacity;
    load.requests = 10000;

    std::vector<double> ms;
    ServingSimulation last;
    for (int round = 0; round < 7; ++round) {
        const auto start = std::chrono::steady_clock::now();
        last = simulate_serving(step, w, limits, load, {});
        ms.push_back(
            1e3 * std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    std::printf("serving simulation: 10,000 requests at %.2f req/s (80 %% of %.2f), %lld steps\n",
                load.requests_per_second, capacity, static_cast<long long>(last.steps));
    std::printf("median %.2f ms (min %.2f, max %.2f); p99 TTFT %.3f s, p99 TPOT %.4f s\n",
                ms[ms.size() / 2], ms.front(), ms.back(), last.ttft.p99, last.tpot.p99);
    // The same load with no API server in front (what the simulation cost before it was
    // modelled): the rounds' medians side by side.
    ServingStepModel bare = step;
    bare.api_server_seconds_per_request = 0;
    bare.api_server_latency_seconds = 0;
    std::vector<double> bare_ms;
    std::int64_t bare_steps = 0;
    for (int round = 0; round < 7; ++round) {
        const auto start = std::chrono::steady_clock::now();
        bare_steps = simulate_serving(bare, w, limits, load, {}).steps;
        bare_ms.push_back(
            1e3 * std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(bare_ms.begin(), bare_ms.end());
    std::printf("without the API server: median %.2f ms (min %.2f), %lld steps\n",
                bare_ms[bare_ms.size() / 2], bare_ms.front(), static_cast<long long>(bare_steps));
    if (argc > 2 && std::string(argv[2]) == "simulation")
        return 0; // the simulation alone (for a profiler)

    const CurrencyTable fx = load_currency_table(paths.currency());
    OfferingCatalog offerings;
    offerings.providers = load_providers(paths.providers());
    offerings.offerings = load_offerings_dir(paths.offerings(), &offerings.providers, &fx);
    const CompatTable compat = load_compat_table(paths.compat());
    for (const char* example :
         {"llama3-70b-serving", "deepseek-v3-serving", "llama31-405b-serving"}) {
        const Scenario s = load_scenario(paths.examples() + "/" + example + ".gpuplan.json",
                                         ScenarioContext{&presets, &catalog});
        PlanRequest req;
        req.today = "2026-12-04";
        req.top = kShownTop;
        req.sample = kShownSample;
        std::vector<double> plan_ms;
        std::size_t simulated = 0, options = 0;
        for (int round = 0; round < 7; ++round) {
            const auto start = std::chrono::steady_clock::now();
            const PlanResult r =
                make_plan(s, PlanCatalogs{&catalog, &offerings, &fx, &compat}, req);
            plan_ms.push_back(
                1e3 *
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
            options = r.options.size();
            simulated = 0;
            for (const PlanOption& o : r.options)
                simulated += o.serving && o.serving->simulated ? 1 : 0;
        }
        std::sort(plan_ms.begin(), plan_ms.end());
        std::printf("plan %-22s median %.1f ms (min %.1f, max %.1f); %zu options, %zu simulated\n",
                    example, plan_ms[plan_ms.size() / 2], plan_ms.front(), plan_ms.back(), options,
                    simulated);
    }
    return 0;
}

int main(int argc, char** argv) {
    return gpuplanner::bench::guarded("bench_serving", [&] { return run(argc, argv); });
}
