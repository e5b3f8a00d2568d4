#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: an option whose price per
// GPU-hour is far below what the catalog's other offerings of the same GPU and billing mode ask
// is marked (a catalog's placeholder, such as SkyPilot's 1.00 USD rows for Mithril, or a typing
// error, would otherwise win the plan unsaid: walkthrough, 2026-12-06).
#include "catalog/currency.h"
#include "catalog/offerings.h"
#include "plan/plan_types.h"

#include <cstddef>

namespace gpuplanner::plan_detail {

// Below this share of the median it is marked. Not a measured constant: a published market has
// real spreads (spot against on-demand is kept apart, marketplaces run at about half the
// hyperscalers' on-demand price), so the line sits below half, where a price is more likely an
// error than a bargain; the warning gives the figures and leaves the judgement to the reader.
inline constexpr double kFarBelowMedianShare = 0.4;
// A median of fewer offerings says too little to judge by.
inline constexpr std::size_t kFarBelowMinOfferings = 5;

// Adds PriceFarBelowOthers to the rented options whose offering's price per GPU-hour, in the
// plan's currency, is below kFarBelowMedianShare of the median of the verified offerings of its
// GPU (kFarBelowMinOfferings at least): spot against spot, on-demand and reservations by the
// offering's on-demand price against on-demand.
void flag_prices_far_below_others(PlanResult& result, const OfferingCatalog& catalog,
                                  const CurrencyTable& fx);

} // namespace gpuplanner::plan_detail
