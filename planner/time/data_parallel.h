#pragma once
// The data-parallel gradient exchange of a training step: the collectives' time on the links
// (hierarchical ring all-reduce, ZeRO's reduce-scatter and gathers), and what of it the step's
// compute hides (docs/performance.md, "Data parallelism"). Kept apart so that a measured
// exposure can be turned back into the collectives' own time (gpuplan calibrate, the network
// apart): a slower network shows even where the plan hid the whole exchange.
#include "model/model.h"
#include "model/workload.h"

#include <cstdint>
#include <optional>

namespace gpuplanner {

struct ClusterShape; // time/performance.h

struct DataParallelExchange {
    // One all-reduce of the step's gradients per GPU, at the planned bandwidth (0: no exchange).
    double allreduce_seconds = 0;
    // What can hide it: one micro-batch's compute, times comm_overlap.
    double micro_compute_seconds = 0;
    double overlap = 0;
    double gradient_accumulation = 1;
    int zero_stage = 0;
    double layers = 1; // ZeRO-3's first layer's gathers hide behind nothing

    // Seconds per step not hidden behind compute when the collectives take `slowdown` times
    // their planned time (1: the plan). Never decreases as `slowdown` grows.
    [[nodiscard]] double exposed_seconds(double slowdown = 1.0) const;
    // The slowdown at which the exposed time per step is `exposed_seconds`: the inverse of the
    // above. nullopt where none gives it (no exchange, or nothing exposed: a fully hidden
    // measurement says nothing of the network's speed).
    [[nodiscard]] std::optional<double> slowdown_for(double exposed_seconds) const;
};

// The exchange of `w`'s layout over `cluster` (its links at the bandwidth collectives reach),
// with `compute_seconds` of compute over `micro_batches` micro-batches of the run.
[[nodiscard]] DataParallelExchange
data_parallel_exchange(const ModelSpec& model, const TrainingWorkload& w,
                       const ClusterShape& cluster, double compute_seconds, double micro_batches,
                       std::int64_t gradient_accumulation, double comm_overlap);

} // namespace gpuplanner
