#pragma once
// How sure a training time is: low / likely / high from the sourced spread of what the plan
// cannot know (how efficient the team's stack computes, how close its collectives come to the
// links' bandwidth, how much of the wall clock the run trains). Every factor and its source:
// docs/performance.md, "How sure a time is".
#include "time/performance.h"

namespace gpuplanner {

struct TimeRange {
    double low = 0;
    double likely = 0;
    double high = 0;
    [[nodiscard]] bool contains(double v) const { return v >= low && v <= high; }
    // The same range scaled (hours from seconds, a cost from hours).
    [[nodiscard]] TimeRange scaled(double f) const { return {low * f, likely * f, high * f}; }
};

// Of the likely time, what the fastest and slowest credible runs take: compute (with the
// bubble, the optimizer step and offload) by the spread of published stack efficiencies,
// communication by that of measured collective bandwidth, all of it by the spread of
// published goodput. A rate the scenario measured on a real run keeps its compute; a calibrated
// step spreads by its measurements' spread alone.
// `benchmark_rate`: the time of the steps alone, as a benchmark measures it (no failures,
// restarts or checkpoints): the goodput the likely time holds is taken out and not spread; else
// the wall clock of a production run.
[[nodiscard]] TimeRange training_time_range(const TrainingTime& t, bool benchmark_rate = false);

// How sure a service's figures are: what its prefills' compute and its decode steps take at the
// fastest and slowest credible ends, as factors of the likely step (ServingStepModel::calibrated
// applies them; strategy/serving_range.h simulates the service at each end). The prefill
// spreads by the published stack efficiencies above (a prefill runs training's forward GEMMs);
// the decode step by the spread of the memory bandwidth decoding reaches. A phase the team's
// own benchmark measured (gpuplan calibrate) spreads by its measurements alone.
struct ServingSpread {
    double prefill_fast = 1, prefill_slow = 1;
    double decode_fast = 1, decode_slow = 1;
};
[[nodiscard]] ServingSpread serving_spread(const std::optional<TimeCalibration>& prefill,
                                           const std::optional<TimeCalibration>& decode);

} // namespace gpuplanner
