#pragma once
// What a person reads first about a plan: the cheapest option that meets the constraints, the
// fastest, the best cost x time, the cheapest per billing mode, and buy versus rent. Shared by the
// workbench and the PDF report, so both say the same thing.
#include "plan/plan_types.h"

#include <map>
#include <optional>
#include <vector>

namespace gpuplanner {

// The rules behind the summary's picks, on rows that need not be options yet: the plan applies
// them to its drafts to simulate exactly the services a summary will name (plan_serving.cpp),
// and summarize() to the options. Indices are into `rows`.
struct PickRow {
    BillingMode billing = BillingMode::OnDemand;
    double cost = 0;
    double time = 0; // PlanOption::time_measure
};
struct SummaryPicks {
    std::optional<std::size_t> cheapest;
    std::optional<std::size_t> fastest;
    std::optional<std::size_t> best_cost_time;
    std::optional<std::size_t> owned;
    std::optional<std::size_t> cheapest_cloud;
    std::optional<std::size_t> fastest_cloud;
    std::map<BillingMode, std::size_t> cheapest_by_billing;
    bool spot_passed_over = false;
    // The rows with the shortest time itself, before "as fast and cheaper" moved the picks: with
    // these, any subset of the rows holding named() gives the same picks (the plan returns them
    // whatever --top).
    std::optional<std::size_t> shortest_time;
    std::optional<std::size_t> shortest_time_cloud;
    // Every row named above, once each.
    [[nodiscard]] std::vector<std::size_t> named() const;
};
[[nodiscard]] SummaryPicks summary_picks(const std::vector<PickRow>& rows, bool serving);

// The summary of a plan's options: the picks (indices into PlanResult::options) and buy versus
// rent.
struct PlanSummary : SummaryPicks {
    // Buy versus rent: owned is cheaper than the cheapest cloud option after this many jobs.
    std::optional<double> buy_break_even_jobs;
    bool buy_pays_off_within_amortization = false;
    // The own machine has a purchase price (0: not given, or already owned): only then is there
    // a buying decision to compare with renting.
    bool owned_purchase_given = false;
    // The own machine against the cloud (when both are options): how many times longer the job
    // takes on the own machine than on the fastest cloud option, and its cost as a multiple of
    // the cheapest cloud option's.
    std::optional<double> owned_time_vs_fastest_cloud;
    std::optional<double> owned_cost_vs_cheapest_cloud;
};

[[nodiscard]] PlanSummary summarize(const PlanResult& plan);

// Two times (hours) a reader cannot tell apart, so neither is "faster": the same figure as the
// displays round it, or within the planner's median error (10% for training, 5% for serving).
[[nodiscard]] bool same_time(double a, double b, bool serving);

// Cumulative cost of doing `hours` of the owned machine's work: owning (purchase + power) and
// renting option `cloud` (its job cost per owned-machine hour). Two straight lines; they cross at
// the option's buy_break_even_local_hours.
struct BuyRentPoint {
    double hours = 0;
    double owned_cost = 0;
    double rented_cost = 0;
};
[[nodiscard]] std::vector<BuyRentPoint>
buy_rent_curve(const PlanResult& plan, const PlanOption& cloud, double max_hours, int points);

} // namespace gpuplanner
