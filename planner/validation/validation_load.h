#pragma once
// Internal to validation.cpp: one published serving benchmark at a stated load (runs.json's
// "load" array) read and simulated (docs/validation.md, "Serving at a stated load").
#include "validation/validation.h"

#include <nlohmann/json_fwd.hpp>

namespace gpuplanner::validation_detail {

// `fact` is runs.json's load[i]; its scenario lies in `dir`. Throws InputError naming the file
// and field for a broken fact or scenario.
[[nodiscard]] LoadRow load_row(const nlohmann::json& fact, const std::string& runs_file,
                               std::size_t i, const std::string& dir, const GpuCatalog& gpus,
                               const std::vector<ModelPreset>& presets);

} // namespace gpuplanner::validation_detail
