#pragma once
// Switching a scenario's workload type (training, fine-tuning, inference) as the editor does it,
// built on the schema's table of which fields apply to which type.
#include "scenario/scenario_schema.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gpuplanner {

// Tokens a training workload starts with when switched to without any size (tokens or samples):
// the new scenario's 100 M, a placeholder the user is told to set.
constexpr double kStartingTrainingTokens = 1e8;

struct WorkloadTypeChange {
    nlohmann::json workload;             // the new `workload` object
    nlohmann::json parked;               // fields that do not apply, kept to restore later
    std::vector<std::string> parked_now; // keys moved out of the workload by this change
    std::vector<std::string> restored;   // keys brought back from `parked`
    bool tokens_filled = false;          // training without a size got kStartingTrainingTokens
};

// The workload switched to `to`: fields that apply are kept, those that do not move to `parked`,
// parked fields that apply again come back (the user's values, not defaults), and a training
// workload without tokens or samples gets kStartingTrainingTokens. Keys the format does not know
// stay where they are, so the reader still names them.
[[nodiscard]] WorkloadTypeChange
change_workload_type(const nlohmann::json& workload, const nlohmann::json& parked, WorkloadType to);

} // namespace gpuplanner
