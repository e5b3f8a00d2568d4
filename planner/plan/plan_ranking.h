#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: the drafts that meet every
// constraint ranked by the request's sort key, the Pareto front of time and cost, the top cut,
// and the options (and up to 200 excluded ones) written out.
#include "plan/plan_drafts.h"

namespace gpuplanner::plan_detail {

// The drafts that meet every constraint, best first by `sort`.
[[nodiscard]] std::vector<std::size_t> ranked_drafts(const std::vector<Draft>& drafts,
                                                     SortKey sort);

// Of the drafts `order` lists, the ones the summary names (cheapest, fastest, best cost x time,
// cheapest of each billing mode: plan/plan_summary.h), as positions in `order`.
[[nodiscard]] std::vector<std::size_t>
named_picks(const std::vector<Draft>& drafts, const std::vector<std::size_t>& order, bool serving);

void rank_options(std::vector<Draft>& drafts, const Scenario& s, const PlanRequest& req,
                  PlanResult& result);

} // namespace gpuplanner::plan_detail
