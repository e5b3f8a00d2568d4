#include "scenario/workload_type_change.h"

#include <utility>

namespace gpuplanner {

namespace {

bool is_workload_field(const std::string& key) {
    return find_scenario_field("/workload/" + key) != nullptr;
}

} // namespace

WorkloadTypeChange change_workload_type(const nlohmann::json& workload,
                                        const nlohmann::json& parked, WorkloadType to) {
    WorkloadTypeChange c;
    c.workload = nlohmann::json::object();
    c.parked = parked.is_object() ? parked : nlohmann::json::object();
    if (workload.is_object()) {
        for (const auto& item : workload.items()) {
            if (item.key() == "type")
                continue;
            if (is_workload_field(item.key()) && !workload_field_applies(item.key(), to)) {
                c.parked[item.key()] = item.value();
                c.parked_now.push_back(item.key());
            } else {
                c.workload[item.key()] = item.value();
            }
        }
    }
    for (auto it = c.parked.begin(); it != c.parked.end();) {
        if (workload_field_applies(it.key(), to) && !c.workload.contains(it.key())) {
            c.workload[it.key()] = it.value();
            c.restored.push_back(it.key());
            it = c.parked.erase(it);
        } else {
            ++it;
        }
    }
    if (to != WorkloadType::Inference && !c.workload.contains("tokens") &&
        !c.workload.contains("samples")) {
        c.workload["tokens"] = kStartingTrainingTokens;
        c.tokens_filled = true;
    }
    c.workload["type"] = to_string(to);
    return c;
}

} // namespace gpuplanner
