#pragma once
// One plan as the workbench and the report show it (the planner's pipeline, planner/
// plan_pipeline.h, with the error as a message): what the results views, the table models and
// the report read, with no threading or workbench state in it.
#include "plan/catalogs.h"
#include "plan/plan.h"
#include "plan/plan_summary.h"
#include "plan/serving_curve.h"
#include "scenario/scenario.h"
#include "strategy/fit.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace gpuplanner::ui {

struct PlanSnapshot {
    Scenario scenario;
    PlanResult plan;
    PlanSummary summary;
    std::vector<GpuFit> fits;
    // A service: the recommended option's latency against its rate (plan/serving_curve.h).
    std::optional<LatencyCurve> latency_curve;
    QString error; // "file: field: problem" when the scenario is invalid; the rest is then empty
    QString errorField; // the scenario's field at fault ("workload.micro_batch"), or empty
    std::uint64_t generation = 0;
};

struct PlanSettings {
    QString currency; // empty: the scenario's
    SortKey sort = SortKey::Cost;
    QString today; // YYYY-MM-DD; empty: today in UTC (the planner's date rule)
    // A gpuprobe result planned as the user's own machine (gpuplan report --probe).
    QString probe_file;
    int probe_device = -1;    // -1: the probe's first device
    QString calibration_file; // gpuplan report --calibration
    // The workbench's own calibrations (CalibrationStore): after the scenario's, never failing.
    QString kept_calibration_file;
    // Who asked for the currency, for the message when it is unknown ("--currency"); empty: the
    // workbench's settings.
    QString currencySource;
};

// Runs the whole pipeline for one scenario JSON; used by the runner and directly by tests/benches.
[[nodiscard]] PlanSnapshot computeSnapshot(const nlohmann::json& scenario, const QString& origin,
                                           const Catalogs& catalogs, const PlanSettings& settings);

} // namespace gpuplanner::ui
