#pragma once
// The strategy fields: what the strategy search chooses when a scenario leaves it out and keeps
// when the scenario sets it (workload.<key> in the scenario, strategy.<key> in the plan's JSON).
// One row each, with how to read, set and pin its value (an integer: a count, a stage, a flag
// 0/1, or an enum's value); the scenario reader pins through it, the plan's JSON writes through
// it, pin_all pins through it. Its type, range, default and words are the field's row in the
// scenario's field table (scenario/scenario_schema.h, the same key under /workload/). A new
// strategy field (expert parallelism) is a row here and a row there, then the search, the
// models and the launch writer.
#include "model/workload.h"

#include <cstdint>
#include <vector>

namespace gpuplanner {

struct StrategyField {
    const char* key; // "zero_stage"
    std::int64_t (*value)(const TrainingWorkload&);
    void (*set)(TrainingWorkload&, std::int64_t);
    // The pinned value, if the scenario set it.
    std::optional<std::int64_t> (*pinned)(const StrategyPins&);
    void (*pin)(StrategyPins&, std::int64_t);
};

[[nodiscard]] const std::vector<StrategyField>& strategy_fields();

// Pins every strategy field at its current value (a workload built in code that means exactly
// these settings).
TrainingWorkload& pin_all(TrainingWorkload& w);

} // namespace gpuplanner
