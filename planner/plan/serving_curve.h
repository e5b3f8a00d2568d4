#pragma once
// How a planned service's latency moves with its load (issue #31: "a latency-against-rate chart
// per option with the targets drawn"): the option's layout and replicas simulated at a quarter
// to twice the planned rate, on the hardware of its offering. docs/serving.md.
#include "plan/plan_types.h"

#include <optional>

namespace gpuplanner {

struct LatencyCurve {
    std::size_t option = 0; // index into PlanResult::options
    double planned_requests_per_second =
        0;                          // the rate the plan sized it for (or served, closed loop)
    double percentile = 95;         // the targets' percentile
    double ttft_target_seconds = 0; // 0: none
    double tpot_target_seconds = 0;
    std::vector<LatencyPoint> points; // rising rates
};

// The curve of plan.options[option] (a serving option with its service), or nullopt: training,
// an option the catalogs no longer hold, a layout that no longer fits. Eight rates, 0.25 to 2
// times the planned one, min(simulated_requests, 500) requests each (a few ms per point), on up
// to `threads` threads (0: one per hardware thread; the curve is the same whatever the count).
[[nodiscard]] std::optional<LatencyCurve> latency_curve(const Scenario& s, const PlanCatalogs& cat,
                                                        const PlanResult& plan, std::size_t option,
                                                        unsigned threads = 0);

} // namespace gpuplanner
