#include "plan/plan_summary.h"

#include "io/number_text.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

// Two times a person cannot tell apart, so neither is "faster": the same figure as the displays
// round it (io/number_text.h, displayed_hours_step), or closer than the planner's median error
// against published runs (docs/validation.md: 9.6% for training times, 5% for a service's time per
// output token).
bool same_time(double a, double b, bool serving) {
    const double longer = std::max(a, b);
    const double shorter = std::min(a, b);
    if (longer <= 0)
        return true;
    if (longer - shorter <= longer * (serving ? 0.05 : 0.10))
        return true;
    if (serving)
        return false;
    const double step = displayed_hours_step(longer);
    return step == 0 || std::llround(a / step) == std::llround(b / step); // 0: both "<1 min"
}

std::vector<std::size_t> SummaryPicks::named() const {
    std::vector<std::size_t> out;
    const auto add = [&](std::optional<std::size_t> i) {
        if (i && std::find(out.begin(), out.end(), *i) == out.end())
            out.push_back(*i);
    };
    for (const auto& pick : {cheapest, fastest, best_cost_time, owned, cheapest_cloud,
                             fastest_cloud, shortest_time, shortest_time_cloud})
        add(pick);
    for (const auto& [mode, i] : cheapest_by_billing)
        add(i);
    return out;
}

SummaryPicks summary_picks(const std::vector<PickRow>& o, bool serving) {
    SummaryPicks s;
    // A service runs around the clock: spot capacity, reclaimed at the provider's will, is never
    // its recommendation while an option that stays up meets the constraints (the table still
    // lists spot).
    const bool steady_exists = std::any_of(
        o.begin(), o.end(), [](const PickRow& x) { return x.billing != BillingMode::Spot; });
    const auto recommendable = [&](std::size_t i) {
        return !(serving && steady_exists && o[i].billing == BillingMode::Spot);
    };
    s.spot_passed_over =
        serving && steady_exists && std::any_of(o.begin(), o.end(), [](const PickRow& x) {
            return x.billing == BillingMode::Spot;
        });
    for (std::size_t i = 0; i < o.size(); ++i) {
        if (o[i].billing == BillingMode::Owned)
            s.owned = i;
        auto it = s.cheapest_by_billing.find(o[i].billing);
        if (it == s.cheapest_by_billing.end() || o[i].cost < o[it->second].cost)
            s.cheapest_by_billing[o[i].billing] = i;
        if (!recommendable(i))
            continue;
        if (!s.cheapest || o[i].cost < o[*s.cheapest].cost)
            s.cheapest = i;
        if (!s.fastest || o[i].time < o[*s.fastest].time)
            s.fastest = i;
        if (!s.best_cost_time ||
            o[i].cost * o[i].time < o[*s.best_cost_time].cost * o[*s.best_cost_time].time)
            s.best_cost_time = i;
    }
    // "Fastest" is the cheapest of the options that read as fast as the fastest one: a figure
    // the same to the reader, or within the plan's own error, is not a reason to pay more. And
    // it is never a reservation when an option without a term commitment is as fast: a short
    // job does not justify committing to a year or three. A service runs for its whole period,
    // so for it the cheaper wins (helper walkthrough, 2026-12-06: on-demand at 61,904 USD was
    // named fastest over a reservation at 8,847 USD with the same 53 ms).
    const auto cheapestAsFast = [&](std::optional<std::size_t>& pick, bool cloudOnly) {
        if (!pick)
            return;
        const double best = o[*pick].time;
        std::optional<std::size_t> choice;
        for (std::size_t i = 0; i < o.size(); ++i) {
            if (!recommendable(i) || (cloudOnly && o[i].billing == BillingMode::Owned) ||
                !same_time(o[i].time, best, serving))
                continue;
            // Uncommitted first, then the cheaper.
            const auto rank = [&](std::size_t k) {
                const bool committed = !serving && (o[k].billing == BillingMode::Reserved1y ||
                                                    o[k].billing == BillingMode::Reserved3y);
                return std::make_pair(committed, o[k].cost);
            };
            if (!choice || rank(i) < rank(*choice))
                choice = i;
        }
        if (choice)
            pick = choice;
    };
    s.shortest_time = s.fastest;
    cheapestAsFast(s.fastest, false);
    for (std::size_t i = 0; i < o.size(); ++i) {
        if (o[i].billing == BillingMode::Owned || !recommendable(i))
            continue;
        if (!s.cheapest_cloud || o[i].cost < o[*s.cheapest_cloud].cost)
            s.cheapest_cloud = i;
        if (!s.fastest_cloud || o[i].time < o[*s.fastest_cloud].time)
            s.fastest_cloud = i;
    }
    s.shortest_time_cloud = s.fastest_cloud;
    cheapestAsFast(s.fastest_cloud, true);
    return s;
}

PlanSummary summarize(const PlanResult& plan) {
    const auto& o = plan.options;
    const bool serving =
        std::any_of(o.begin(), o.end(), [](const PlanOption& x) { return x.replicas > 0; });
    std::vector<PickRow> rows;
    rows.reserve(o.size());
    for (const PlanOption& x : o)
        rows.push_back({x.billing, x.cost, x.time_measure()});
    PlanSummary s;
    static_cast<SummaryPicks&>(s) = summary_picks(rows, serving);
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
