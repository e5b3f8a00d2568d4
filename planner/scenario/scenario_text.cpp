#include "scenario/scenario_text.h"

#include "scenario/scenario_schema.h"

#include <algorithm>
#include <vector>

namespace gpuplanner {

namespace {

// The keys under `path` ("" the top level, "/workload", "/billing/reserved") in the order the
// schema's pointers name them, after the fixed ones of the top level and the model's forms.
std::vector<std::string> reading_order(const std::string& path) {
    std::vector<std::string> keys;
    if (path.empty())
        keys = {"format", "version", "name", "description", "model", "workload", "hardware"};
    else if (path == "/model") // the forms of docs/formats.md, "model"
        keys = {"name",
                "preset",
                "hf_config_file",
                "hf_config",
                "params",
                "flops_per_sample",
                "activation_bytes_per_sample"};
    const std::string prefix = path + "/";
    for (const FieldSchema& f : scenario_fields()) {
        const std::string pointer = f.pointer;
        if (pointer.compare(0, prefix.size(), prefix) != 0)
            continue;
        const std::string rest = pointer.substr(prefix.size());
        std::string key = rest.substr(0, rest.find('/'));
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            keys.push_back(std::move(key));
    }
    return keys;
}

nlohmann::ordered_json ordered(const nlohmann::json& v, const std::string& path) {
    using nlohmann::json;
    switch (v.type()) {
    case json::value_t::object: {
        nlohmann::ordered_json out = nlohmann::ordered_json::object();
        // An inline Hugging Face config is the model's own file: its keys as they sort.
        const bool own = path != "/model/hf_config";
        const std::vector<std::string> order =
            own ? reading_order(path) : std::vector<std::string>{};
        for (const std::string& key : order)
            if (const auto it = v.find(key); it != v.end())
                out[key] = ordered(*it, path + "/" + key);
        for (auto it = v.begin(); it != v.end(); ++it) // the rest in name order (json's own)
            if (std::find(order.begin(), order.end(), it.key()) == order.end())
                out[it.key()] = ordered(it.value(), own ? path + "/" + it.key() : path);
        return out;
    }
    case json::value_t::array: {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const json& e : v)
            out.push_back(ordered(e, path));
        return out;
    }
    case json::value_t::string:
        return v.get<std::string>();
    case json::value_t::boolean:
        return v.get<bool>();
    case json::value_t::number_integer:
        return v.get<std::int64_t>();
    case json::value_t::number_unsigned:
        return v.get<std::uint64_t>();
    case json::value_t::number_float:
        return v.get<double>();
    case json::value_t::binary:
    case json::value_t::discarded:
    case json::value_t::null:
        break;
    }
    return nullptr;
}

} // namespace

nlohmann::ordered_json scenario_in_reading_order(const nlohmann::json& scenario) {
    return ordered(scenario, "");
}

std::string scenario_text(const nlohmann::json& scenario) {
    return scenario_in_reading_order(scenario).dump(2) + "\n";
}

} // namespace gpuplanner
