// A full plan against a 1,000-offering catalog: the bundled offerings copied into more regions
// (as a real multi-region catalog looks), median of repeated runs per example scenario.
// Goal (issue #3): <= 5 ms on one core, so the GUI can re-plan on every keystroke.
#include "plan.h"
#include "presets.h"
#include "resources.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace gpuplanner;

int main(int argc, char** argv) {
    const ResourcePaths paths{argc > 1 ? argv[1] : find_resources_dir()};
    const GpuCatalog gpus = load_gpu_catalog(paths.gpus());
    const auto presets = load_presets(paths.models());
    const CurrencyTable fx = load_currency_table(paths.currency());
    OfferingCatalog catalog;
    catalog.providers = load_providers(paths.providers());
    const auto base = load_offerings_dir(paths.offerings(), &catalog.providers, &fx);
    for (int copy = 0; catalog.offerings.size() < 1000; ++copy)
        for (Offering o : base) {
            o.region += "-" + std::to_string(copy);
            catalog.offerings.push_back(o);
            if (catalog.offerings.size() == 1000)
                break;
        }
    const CompatTable compat = load_compat_table(paths.compat());
    std::printf("catalog: %zu offerings (%zu distinct), %zu GPUs\n", catalog.offerings.size(),
                base.size(), gpus.gpus.size());

    for (const char* example :
         {"llama3-8b-lora", "llama2-7b-pretrain", "llama3-70b-serving", "resnet50-imagenet"}) {
        const Scenario s = load_scenario(paths.examples() + "/" + example + ".gpuplan.json",
                                         ScenarioContext{&presets, &gpus});
        for (std::size_t top : {std::size_t(0), std::size_t(50)}) {
            PlanRequest req;
            req.today = "2026-11-30";
            req.top = top;
            std::vector<double> ms;
            std::size_t options = 0;
            for (int round = 0; round < 15; ++round) {
                const auto start = std::chrono::steady_clock::now();
                const PlanResult r = make_plan(s, PlanCatalogs{&gpus, &catalog, &fx, &compat}, req);
                ms.push_back(std::chrono::duration<double, std::milli>(
                                 std::chrono::steady_clock::now() - start)
                                 .count());
                options = r.options.size() + r.excluded.size();
            }
            std::sort(ms.begin(), ms.end());
            std::printf("%-22s %-8s median %7.2f ms (min %.2f, max %.2f), %zu options returned\n",
                        example, top ? "top 50" : "all", ms[ms.size() / 2], ms.front(), ms.back(),
                        options);
        }
    }
    return 0;
}
