#pragma once
// A scenario (*.gpuplan.json) as the planner holds it: model + workload + optional pinned
// hardware and overheads, and the inputs of the plan. Read by scenario/scenario_reader.h.
#include "hardware/hardware.h"
#include "io/diagnostics.h"
#include "model/model.h"
#include "model/presets.h"
#include "model/workload.h"
#include "scenario/plan_inputs.h"

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
    // Valid but worth saying (context beyond the model's limit), as codes with their figures:
    // the plan words them (plan/diagnostic_texts.h), the front ends in their language.
    std::vector<Diagnostic> warnings;
};

struct ScenarioContext {
    const std::vector<ModelPreset>* presets = nullptr; // for {"preset": id}
    const GpuCatalog* gpus = nullptr;                  // for hardware.gpu
};

} // namespace gpuplanner
