#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: every offering the
// constraints let in, at every node count worth trying, under every billing mode, as priced and
// constrained drafts.
#include "plan/plan_drafts.h"
#include "plan/plan_warnings.h"

namespace gpuplanner::plan_detail {

[[nodiscard]] std::vector<Draft> price_offerings(const Scenario& s, const PlanCatalogs& cat,
                                                 const PlanRequest& req, const CurrencyTable& fx,
                                                 CandidateCache& candidates, ConstraintCheck& check,
                                                 PlanTally& tally, PlanResult& result);

} // namespace gpuplanner::plan_detail
