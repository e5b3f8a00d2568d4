#pragma once
// Reading scenario files (*.gpuplan.json): format in docs/formats.md. Unknown fields are errors
// that name their JSON path; every scalar field is read through its descriptor
// (scenario/scenario_schema.h).
#include "scenario/scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace gpuplanner {

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
