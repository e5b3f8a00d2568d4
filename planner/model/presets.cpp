#include "model/presets.h"

#include "io/json_reader.h"
#include "model/hf_config.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace gpuplanner {

ModelPreset load_preset_file(const std::string& file) {
    const nlohmann::json doc = parse_json_file(file);
    JsonObjectReader r(doc, file, "");
    ModelPreset p;
    const std::string id = r.identifier("id");
    const std::string name = r.identifier("name");
    const std::string source = r.string("source");
    const std::string kind = r.choice_or("kind", {"transformer", "per_sample"}, "transformer");
    if (kind == "transformer") {
        const nlohmann::json* config = r.raw("hf_config");
        if (!config)
            r.fail("hf_config", input_problem(InputProblemCode::PresetNeedsHfConfig));
        p.model = model_from_hf_config(*config, file, "hf_config");
    } else {
        p.model.kind = ModelKind::PerSample;
        p.model.params = r.integer("params", 1, 100'000'000'000'000);
        p.model.forward_flops_per_sample = r.number("forward_flops_per_sample", 1.0, 1e18);
        p.model.activation_bytes_per_sample = r.number("activation_bytes_per_sample", 0.0, 1e13);
        p.model.sample_unit = r.identifier_or("sample_unit", "sample");
    }
    p.model.id = id;
    p.model.name = name;
    p.model.source = source;
    p.published_params = r.integer_or("published_params", 0, 0, 100'000'000'000'000);
    p.published_params_source = r.string_or("published_params_source", "");
    (void)r.raw("notes");
    r.finish();
    return p;
}

std::vector<ModelPreset> load_presets(const std::string& dir) {
    std::vector<ModelPreset> out;
    std::error_code ec;
    std::filesystem::directory_iterator it(dir, ec);
    if (ec)
        throw InputError(
            dir, "",
            input_problem(InputProblemCode::PresetFolderUnreadable, {{"detail", ec.message()}}));
    for (const auto& entry : it)
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            out.push_back(load_preset_file(entry.path().string()));
    std::sort(out.begin(), out.end(),
              [](const ModelPreset& a, const ModelPreset& b) { return a.model.id < b.model.id; });
    return out;
}

const ModelPreset* find_preset(const std::vector<ModelPreset>& presets, const std::string& id) {
    for (const auto& p : presets)
        if (p.model.id == id)
            return &p;
    return nullptr;
}

} // namespace gpuplanner
