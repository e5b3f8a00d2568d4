#pragma once
// The plan: every offering (and the user's own hardware) x node count x billing mode becomes an
// option with a layout that fits, a time, a cost and a verdict; ranked, with the Pareto front
// of time against cost.
#include "plan/plan_types.h"

namespace gpuplanner {

// Throws InputError for an unknown currency.
[[nodiscard]] PlanResult make_plan(const Scenario& scenario, const PlanCatalogs& catalogs,
                                   const PlanRequest& request);

} // namespace gpuplanner
