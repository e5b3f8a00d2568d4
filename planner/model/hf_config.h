#pragma once
// Hugging Face config.json -> ModelSpec, for the families listed in supported_model_types().
#include "model/model.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace gpuplanner {

[[nodiscard]] const std::vector<std::string>& supported_model_types();

// `origin` names the file (or "scenario.json: model.hf_config") in error messages; `path` is the
// JSON path of the config object inside it ("" for a config.json file).
// Unknown model_type: an approximate llama-style reading when the common fields are present
// (spec.approximate = true, with a note), otherwise InputError naming the model_type.
[[nodiscard]] ModelSpec model_from_hf_config(const nlohmann::json& config,
                                             const std::string& origin,
                                             const std::string& path = "");
[[nodiscard]] ModelSpec model_from_hf_config_file(const std::string& file);

} // namespace gpuplanner
