#pragma once
// What the scenario format says about its fields, as data the reader, the editor and the tests
// share. For now: which workload types each `workload` field applies to (the reader refuses a
// field that does not apply as "unknown field"), and the switch between workload types built on
// that table. (Issue #13 grows this into the one table of every field: kind, unit, range, default.)
#include "workload.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum WorkloadTypeMask : unsigned {
    kPreTrainingMask = 1,
    kFineTuningMask = 2,
    kInferenceMask = 4,
    kTrainingMasks = kPreTrainingMask | kFineTuningMask,
    kAnyWorkloadMask = kTrainingMasks | kInferenceMask,
};

struct WorkloadField {
    const char* key;          // "lora_rank"
    unsigned applies;         // WorkloadTypeMask bits
    const char* example_json; // a valid value, for tests and examples
};

// Every field of `workload` the reader accepts, with the workload types it applies to.
[[nodiscard]] const std::vector<WorkloadField>& workload_fields();
[[nodiscard]] unsigned workload_type_mask(WorkloadType type);
// "training", "fine_tuning", "inference" (the file's spelling, to_string's), or nothing.
[[nodiscard]] std::optional<WorkloadType> workload_type_from_key(const std::string& key);
[[nodiscard]] bool workload_field_applies(const std::string& key, WorkloadType type);

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
