#pragma once
// A model of a family the planner does not map, read from its weights instead of guessed:
// model.safetensors.index.json's metadata.total_size, or the header of model.safetensors
// (the tensor shapes), beside the config.json.
#include "model/model.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace gpuplanner {

// nullopt when neither file is in `folder`; InputError (file, field, problem) when one is
// there but unreadable or malformed.
[[nodiscard]] std::optional<ModelSpec> model_from_weight_files(const nlohmann::json& config,
                                                               const std::string& config_file,
                                                               const std::string& folder);

// Parameters a safetensors header declares: the sum over its tensors of the product of each
// shape. `origin` names the file in errors.
[[nodiscard]] std::int64_t safetensors_header_parameters(const std::string& header_json,
                                                         const std::string& origin);

} // namespace gpuplanner
