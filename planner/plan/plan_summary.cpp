#include "plan/plan_summary.h"

#include <algorithm>

namespace gpuplanner {

PlanSummary summarize(const PlanResult& plan) {
    PlanSummary s;
    const auto& o = plan.options;
    for (std::size_t i = 0; i < o.size(); ++i) {
        if (!s.cheapest || o[i].cost < o[*s.cheapest].cost)
            s.cheapest = i;
        if (!s.fastest || o[i].time_measure() < o[*s.fastest].time_measure())
            s.fastest = i;
        if (!s.best_cost_time ||
            o[i].cost * o[i].time_measure() <
                o[*s.best_cost_time].cost * o[*s.best_cost_time].time_measure())
            s.best_cost_time = i;
        if (o[i].billing == BillingMode::Owned)
            s.owned = i;
        auto it = s.cheapest_by_billing.find(o[i].billing);
        if (it == s.cheapest_by_billing.end() || o[i].cost < o[it->second].cost)
            s.cheapest_by_billing[o[i].billing] = i;
    }
    // "Fastest" is never a reservation when an option without a term commitment is as fast
    // (within 1%): a short job does not justify committing to a year or three.
    const auto preferUncommitted = [&](std::optional<std::size_t>& pick, bool cloudOnly) {
        if (!pick || o[*pick].term_years == 0)
            return;
        std::optional<std::size_t> best;
        for (std::size_t i = 0; i < o.size(); ++i)
            if (o[i].term_years == 0 && !(cloudOnly && o[i].billing == BillingMode::Owned) &&
                (!best || o[i].time_measure() < o[*best].time_measure()))
                best = i;
        if (best && o[*best].time_measure() <= o[*pick].time_measure() * 1.01)
            pick = best;
    };
    preferUncommitted(s.fastest, false);
    for (std::size_t i = 0; i < o.size(); ++i) {
        if (o[i].billing == BillingMode::Owned)
            continue;
        if (!s.cheapest_cloud || o[i].cost < o[*s.cheapest_cloud].cost)
            s.cheapest_cloud = i;
        if (!s.fastest_cloud || o[i].time_measure() < o[*s.fastest_cloud].time_measure())
            s.fastest_cloud = i;
    }
    preferUncommitted(s.fastest_cloud, true);
    if (s.owned) {
        const PlanOption& own = o[*s.owned];
        if (s.fastest_cloud && o[*s.fastest_cloud].hours > 0)
            s.owned_time_vs_fastest_cloud = own.hours / o[*s.fastest_cloud].hours;
        if (s.cheapest_cloud && o[*s.cheapest_cloud].cost > 0)
            s.owned_cost_vs_cheapest_cloud = own.cost / o[*s.cheapest_cloud].cost;
        s.owned_purchase_given = plan.owned_purchase > 0;
        // Against the cheapest cloud option.
        const std::optional<std::size_t> cloud = s.cheapest_cloud;
        if (cloud && o[*cloud].buy_break_even_jobs) {
            s.buy_break_even_jobs = o[*cloud].buy_break_even_jobs;
            s.buy_pays_off_within_amortization =
                plan.owned_hours_available > 0 && o[*cloud].buy_break_even_local_hours &&
                *o[*cloud].buy_break_even_local_hours <= plan.owned_hours_available;
        }
    }
    return s;
}

std::vector<BuyRentPoint> buy_rent_curve(const PlanResult& plan, const PlanOption& cloud,
                                         double max_hours, int points) {
    std::vector<BuyRentPoint> out;
    if (!plan.owned_job_hours || *plan.owned_job_hours <= 0 || points < 2)
        return out;
    const double rent_per_owned_hour = cloud.cost / *plan.owned_job_hours;
    for (int i = 0; i < points; ++i) {
        const double h = max_hours * i / (points - 1);
        out.push_back(
            {h, plan.owned_purchase + plan.owned_power_per_hour * h, rent_per_owned_hour * h});
    }
    return out;
}

} // namespace gpuplanner
