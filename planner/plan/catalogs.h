#pragma once
// Everything a plan reads from the bundled resources, loaded one way for every front end
// (gpuplan, the workbench, the benches): GPU catalog, model presets, providers and offerings,
// currency table, software compatibility table.
#include "catalog/offerings.h"
#include "hardware/hardware.h"
#include "io/resources.h"
#include "model/presets.h"
#include "plan/checks.h"
#include "plan/plan_types.h"
#include "scenario/scenario.h"

#include <string>
#include <vector>

namespace gpuplanner {

struct Catalogs {
    GpuCatalog gpus;
    std::vector<ModelPreset> presets;
    OfferingCatalog offerings;
    CurrencyTable currencies;
    CompatTable compat;
    [[nodiscard]] PlanCatalogs view() const {
        return PlanCatalogs{&gpus, &offerings, &currencies, &compat};
    }
    [[nodiscard]] ScenarioContext context() const { return ScenarioContext{&presets, &gpus}; }
    // The oldest as-of date of a verified price (what the status bar and the report state).
    [[nodiscard]] std::string oldest_price_date() const;
};

// The bundled catalogs under `paths.root`; throws InputError naming the file that does not load.
[[nodiscard]] Catalogs load_bundled_catalogs(const ResourcePaths& paths);

// Adds a user's offerings file (SkyPilot-style or gpuplanner-offerings): user catalogs may name
// providers of their own, so providers are not checked. Its prices replace those the catalogs
// already hold for the same offering and billing mode (merge_offerings; the plan warns). Throws
// InputError naming the file.
void add_offerings_file(Catalogs& catalogs, const std::string& path);

} // namespace gpuplanner
