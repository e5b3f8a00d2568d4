#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: the warnings that concern the
// whole plan (written once, not on every option).
#include "plan/plan_search.h"

#include <cstddef>
#include <set>
#include <string>

namespace gpuplanner::plan_detail {

// What the offering loop counted for the warnings.
struct PlanTally {
    std::size_t unknown_gpu = 0;  // offerings whose GPU is not in the catalog
    std::size_t not_domestic = 0; // left out by domestic_accelerators_only
    std::size_t domestic = 0;     // offerings it keeps
    std::size_t licensed = 0;     // left out by no_export_licence_china
    std::size_t licence_free = 0; // offerings it keeps
    // Offerings whose GPU has no peak for the workload's precision (fp8 on an A100 or a 910B),
    // and those names, ascending: said where no option is left.
    std::size_t no_precision = 0;
    std::set<std::string> no_precision_gpus;
    std::size_t unbounded = 0; // spot options without a bound on their expected time
    // Serving on pinned hardware: the fewest replicas a left-out option needed, and its size.
    std::int64_t pinned_replicas_needed = 0;
    std::int64_t pinned_replica_gpus = 0;
    // Pinned hardware: node sizes of the pinned GPU's offerings, and whether any made the count.
    std::set<std::int64_t> pinned_node_sizes;
    bool pinned_count_made = false;
    // constraints.gpus: the GPU types some offering of the catalogs has (filled only then).
    std::set<std::string> offered_gpus;
    bool used_foreign_currency = false;
    bool stale_fx = false; // exchange rates older than the staleness rule
    std::string fx_as_of;
    // Prices a later catalog replaced (OfferingCatalog::replaced): how many, and the first.
    std::size_t replaced_prices = 0;
    std::string first_replaced;
};

void add_plan_warnings(PlanResult& result, const Scenario& s, const PlanTally& tally,
                       const PlanSearch& search);

} // namespace gpuplanner::plan_detail
