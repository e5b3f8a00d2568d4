#pragma once
// Internal to the serving search (strategy/serving_search.cpp, serving_disaggregated.cpp): one
// layout's figures and the simulations and bounds both searches use.
#include "io/units.h"
#include "strategy/serving_search.h"
#include "time/serving_step.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace gpuplanner::serving_detail {

// A replica's layout: tensor parallelism, attention data-parallel groups, pipeline stages.
struct Layout3 {
    std::int64_t tensor = 1, groups = 1, stages = 1;
    [[nodiscard]] std::int64_t gpus() const { return tensor * groups * stages; }
};

// One layout's figures: memory, the mean figures, the step model and its engine limits.
struct Evaluated {
    InferenceWorkload w;
    double memory = 0;
    InferencePerformance perf;
    ServingStepModel step;      // as planned: the mean figures scale it by a calibration
    ServingStepModel simulated; // the step the simulation runs: calibrated where measured
    EngineLimits limits;
    ServingLinks links;
};

// The layout's figures at another concurrency (requests in flight over the whole replica).
[[nodiscard]] std::optional<InferencePerformance>
at_concurrency(const Evaluated& e, std::int64_t concurrency, const ServingQuery& q);
[[nodiscard]] std::int64_t max_context(const ModelSpec& m);
// The simulation meets the targets at their percentile and does not saturate.
[[nodiscard]] bool meets(const ServingSimulation& s, const InferenceWorkload& w);
// One group of the layout at `rate` requests/s (or `clients` in a closed loop).
[[nodiscard]] ServingSimulation simulate(const Evaluated& e, double rate, std::int64_t clients,
                                         std::int64_t requests, const ModelSpec& m,
                                         ServingRole role = ServingRole::Both,
                                         double handoff_seconds = 0);
// The largest utilisation rho at which prefills of `service` seconds each, queued as an M/D/1
// queue, keep the targets' percentile of their wait within `slack` (docs/serving.md).
[[nodiscard]] double prefill_utilization(double service, double slack, double percentile);
// A prompt's own work in a step (its compute and its tensor-, expert- and pipeline-parallel
// transfers; the weight reads and fixed costs of a step are shared by a batch), cached prompt
// tokens free.
[[nodiscard]] double prefill_work_seconds(const Evaluated& e);
// Requests one group keeps in flight at maximum load: as many as its KV cache holds at the
// mean context, at most the engine's sequence limit.
[[nodiscard]] std::int64_t max_load_clients(const Evaluated& e);

// A layout's figures on the hardware of `q`: nullopt where it does not divide or fit.
[[nodiscard]] std::optional<Evaluated> evaluate(const ServingQuery& q, const Layout3& l);

// What no simulation can beat for one replica size (serving_search.cpp, analytic_bound).
struct Bound {
    std::int64_t replicas = 1;
    double ttft_floor = 0;
    double tpot_floor = 0;
    bool can_meet = true; // the floors meet the targets
    [[nodiscard]] double total(const Evaluated& e) const {
        return d(replicas * e.w.replica_gpus());
    }
};

// The prompt at the targets' percentile of the requests the simulation draws at `rate` where
// lengths vary (the mean prompt where they are fixed or there is no rate): it depends on the
// workload's lengths, seed and rate, not on the layout, so a search draws it once.
[[nodiscard]] double percentile_prompt_tokens(const ServingQuery& q, double rate);
// `percentile_prompt`: percentile_prompt_tokens(q, rate).
[[nodiscard]] Bound analytic_bound(const Evaluated& e, double rate, const ServingQuery& q,
                                   double percentile_prompt);
// Per replica size (ascending), the one layout the search goes on with (serving_layouts.cpp),
// and in `bounds` its analytical bound at the workload's rate (the one it was chosen by).
[[nodiscard]] std::vector<Evaluated> layouts_by_size(const ServingQuery& q,
                                                     std::vector<Bound>& bounds);
// Replicas for `rate` requests/s from `from` up until the simulations meet the targets.
[[nodiscard]] ServingChoice replicas_for_rate(const Evaluated& e, double rate, std::int64_t from,
                                              const ModelSpec& m);

// The fewest workers, from `from` up, whose simulation passes: short simulations (400
// requests) while growing (+20 %, at least one), the count found checked again with every
// request; at most 12 simulations. `simulate(workers, requests)`; `passes(simulation)`.
template <class Simulate, class Passes>
std::int64_t fewest_passing(std::int64_t from, std::int64_t requests, Simulate simulate,
                            Passes passes, ServingSimulation& last, bool& passed) {
    std::int64_t workers = std::max<std::int64_t>(from, 1);
    const std::int64_t quick = std::min<std::int64_t>(requests, 400);
    bool checked = false;
    for (int tries = 0; tries < 12; ++tries) {
        const bool full = checked || quick == requests;
        last = simulate(workers, full ? requests : quick);
        passed = passes(last);
        if (passed && !full) {
            checked = true; // the same count again, with every request
            continue;
        }
        if (passed || workers >= 1'000'000)
            break;
        workers = std::max(workers + 1, static_cast<std::int64_t>(std::ceil(d(workers) * 1.2)));
    }
    return workers;
}

// Disaggregated prefill and decode on the layout `e` (one attention group, one stage) for
// `rate` requests/s: prefill workers sized for the time to first token, decode workers for the
// time per output token with the KV cache's transfer. With `simulate` false the analytical
// bounds alone. nullopt where it does not apply (no target, attention data parallelism,
// pipeline stages, a rate of 0, no network and more workers than one node holds).
[[nodiscard]] std::optional<ServingChoice>
disaggregated_for_rate(const Evaluated& e, double rate, const ServingQuery& q, bool simulate);

// The disaggregated service `pd` (its workers as given) at `rate` requests/s, as a client sees it.
[[nodiscard]] ServingSimulation disaggregated_at_rate(const Evaluated& e, double rate,
                                                      const DisaggregatedService& pd,
                                                      const ServingQuery& q, std::int64_t requests);

// How sure (serving_range.cpp): the choice `likely`, made on layout `e` for `rate` requests/s
// (0: a closed loop), at the fastest and slowest credible steps.
[[nodiscard]] ServingRange serving_range(const Evaluated& e, const ServingChoice& likely,
                                         double rate, const ServingQuery& q);

// Without a rate (serving_closed_loop.cpp): a group's clients (the scenario's concurrency over
// the groups, or at maximum load what the KV cache holds), whether the mean figures meet the
// targets, and the smallest size whose figures meet them (the mean figures, then simulations of
// at most three sizes), else the smallest; with the simulation of the size chosen where one was
// run (the search keeps it rather than running it again).
struct ClosedLoopSize {
    std::size_t index = 0;
    std::optional<ServingSimulation> simulation;
};
[[nodiscard]] std::int64_t closed_loop_clients(const Evaluated& e, const InferenceWorkload& w);
[[nodiscard]] bool mean_figures_meet(const Evaluated& e, const InferenceWorkload& w);
[[nodiscard]] ClosedLoopSize closed_loop_size(const std::vector<Evaluated>& by_size,
                                              const ServingQuery& q);

} // namespace gpuplanner::serving_detail
