#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: serving options are first
// sized by the analytical bounds (every offering); the best kSimulatedServingOptions, and the
// options a summary names (summary_picks, plan_summary.h), are then sized by
// simulating the engine's scheduler, re-priced and re-ranked until those are all simulated. As the
// bounds never ask for more replicas than the simulation, an option left unsimulated below them
// could only have grown dearer (docs/serving.md, "Search").
#include "plan/plan_drafts.h"

namespace gpuplanner::plan_detail {

void simulate_shown_services(std::vector<Draft>& drafts, CandidateCache& candidates,
                             const Scenario& s, const PlanCatalogs& cat, const PlanRequest& req,
                             ConstraintCheck& check);

} // namespace gpuplanner::plan_detail
