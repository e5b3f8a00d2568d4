#pragma once
// Model presets: one JSON file per model in resources/models/, each with its source.
#include "model/model.h"

#include <string>
#include <vector>

namespace gpuplanner {

struct ModelPreset {
    ModelSpec model;
    std::int64_t published_params = 0; // the model card's or paper's count, when one is given
    std::string published_params_source;
};

// Reads every *.json in `dir`, sorted by id. Throws InputError for a malformed file.
[[nodiscard]] std::vector<ModelPreset> load_presets(const std::string& dir);
[[nodiscard]] ModelPreset load_preset_file(const std::string& file);
// nullptr when absent.
[[nodiscard]] const ModelPreset* find_preset(const std::vector<ModelPreset>& presets,
                                             const std::string& id);

} // namespace gpuplanner
