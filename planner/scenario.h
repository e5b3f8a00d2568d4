#pragma once
// Scenario files (*.gpuplan.json): model + workload + optional pinned hardware and overheads.
// Format: docs/formats.md. Unknown fields are errors that name their JSON path.
#include "hardware.h"
#include "model.h"
#include "plan_inputs.h"
#include "presets.h"
#include "workload.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct PinnedHardware {
    std::string gpu_id;
    std::int64_t count = 1;
};

struct Scenario {
    std::string file;
    std::string name;
    std::string description;
    ModelSpec model;
    Workload workload;
    std::optional<PinnedHardware> hardware;
    Overheads overheads;
    PlanInputs plan; // constraints, billing, currency, local hardware, data, software, performance
    std::vector<std::string> warnings; // valid but worth saying (context beyond the model's limit)
};

struct ScenarioContext {
    const std::vector<ModelPreset>* presets = nullptr; // for {"preset": id}
    const GpuCatalog* gpus = nullptr;                  // for hardware.gpu
};

[[nodiscard]] Scenario parse_scenario(const nlohmann::json& doc, const std::string& origin,
                                      const ScenarioContext& ctx);
[[nodiscard]] Scenario load_scenario(const std::string& file, const ScenarioContext& ctx);

// Makes the own machine (section local) the GPU a gpuprobe result measured: sets local.probe (an
// absolute path) and local.probe_device, and drops local.gpu. Without a local section it adds one
// for a machine already owned (purchase price 0: power only) and returns true. The file is read
// when the scenario is parsed.
bool attach_probe(nlohmann::json& scenario, const std::string& probe_file,
                  std::optional<int> device);

} // namespace gpuplanner
