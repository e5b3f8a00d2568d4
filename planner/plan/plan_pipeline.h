#pragma once
// One way from a scenario to a plan, for every front end (gpuplan plan and report, the
// workbench's runner, the benches): parse the scenario, attach a measured machine when asked,
// apply the one currency rule and the one date rule, plan, summarise, and fit every GPU.
//   Currency: the request's, else the scenario's; a code neither the currency table nor the
//   scenario's own rates know is refused (RequestError), never silently dropped.
//   Date: "today" is the request's, else today's date in UTC (prices' staleness, exchange rates).
#include "plan/catalogs.h"
#include "plan/plan_summary.h"
#include "plan/plan_types.h"
#include "plan/serving_curve.h"
#include "strategy/fit.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpuplanner {

struct PlanJob {
    SortKey sort = SortKey::Cost;
    std::size_t top = 0;    // 0: every option (PlanRequest, plan.h)
    std::size_t sample = 0; // with top > 0: options past the top, spread over the ranking
    std::string currency;   // empty: the scenario's
    std::string today;      // YYYY-MM-DD; empty: today in UTC
    // A gpuprobe result to plan as the user's own machine (gpuplan --probe): attached to the
    // scenario's local section, or as an already-owned machine when there is none (warned).
    std::string probe_file;
    std::optional<int> probe_device;
    // A calibration file (gpuplan --calibration): replaces the scenario's performance.calibration.
    std::string calibration_file;
    // Calibrations the front end keeps for the user (the workbench's data folder): applied after
    // the scenario's own (which win where both hold), and a file that does not load is a
    // warning naming it, never a failed plan. A gpuprobe result it keeps measures the own
    // machine of a scenario that describes one (a calibration_file's: as --probe).
    std::string kept_calibration_file;
};

// A request the planner cannot honour (an unknown currency): the front end names its own
// option ("--currency", the settings).
class RequestError final : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct PlannedScenario {
    Scenario scenario;
    PlanResult plan;
    PlanSummary summary;
    std::vector<GpuFit> fits;
    // A service: the recommended (cheapest) option's latency against its rate.
    std::optional<LatencyCurve> latency_curve;
};

// Throws InputError (the scenario or a file it names) or RequestError.
[[nodiscard]] PlannedScenario plan_scenario(const nlohmann::json& scenario,
                                            const std::string& origin, const Catalogs& catalogs,
                                            const PlanJob& job);

// Today's date in UTC, YYYY-MM-DD: the planner's one date rule.
[[nodiscard]] std::string today_utc();

} // namespace gpuplanner
