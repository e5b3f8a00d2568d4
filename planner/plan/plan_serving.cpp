#include "plan/plan_serving.h"

#include "io/units.h"
#include "plan/plan_ranking.h"
#include "plan/plan_summary.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace gpuplanner::plan_detail {

namespace {

// The draft again after its candidate changed: nodes, price and constraints.
void reprice(Draft& dr, const Scenario& s, const PlanCatalogs& cat, ConstraintCheck& check) {
    const Pricing pr{dr.mode, dr.price_per_hour / d(std::max<std::int64_t>(dr.nodes, 1)),
                     dr.derived_price, dr.discount};
    dr.nodes = dr.cand->nodes;
    dr.gpu_count = dr.nodes * dr.offering->gpu_count;
    price_draft(dr, s, pr, dr.provider);
    dr.violations = 0;
    dr.incompatible = nullptr;
    if (const GpuSpec* gpu = cat.gpus->find(dr.offering->gpu_id))
        check.apply(dr, *gpu);
}

} // namespace

void simulate_shown_services(std::vector<Draft>& drafts, CandidateCache& candidates,
                             const Scenario& s, const PlanCatalogs& cat, const PlanRequest& req,
                             ConstraintCheck& check) {
    if (!s.workload.is_inference())
        return;
    // Each round simulates the candidates of the best options not yet simulated; they may
    // then rank lower and let others up. Bounded: every round simulates at least one.
    for (int round = 0; round < 64; ++round) {
        const std::vector<std::size_t> ranked = ranked_drafts(drafts, req.sort);
        std::vector<std::size_t> shown(
            ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(std::min(
                                                 ranked.size(), kSimulatedServingOptions)));
        // The options a summary names (the cheapest of each billing mode, the fastest) are
        // simulated whatever their rank and the sort: a recommendation never rests on a bound
        // (helper check, 2026-12-06: "cheapest without spot" ranked below ten spot options).
        std::vector<std::pair<BillingMode, std::size_t>> cheapest;
        std::optional<std::size_t> fastest;
        for (std::size_t i : ranked) {
            auto it = std::find_if(cheapest.begin(), cheapest.end(),
                                   [&](const auto& m) { return m.first == drafts[i].mode; });
            if (it == cheapest.end())
                cheapest.emplace_back(drafts[i].mode, i);
            else if (drafts[i].cost < drafts[it->second].cost)
                it->second = i;
            if (!fastest || drafts[i].time_measure() < drafts[*fastest].time_measure())
                fastest = i;
        }
        for (const auto& m : cheapest)
            shown.push_back(m.second);
        // And the summary's other picks (plan_summary.cpp): "fastest" is the cheapest of the
        // options as fast as the fastest (same_time), and "best cost × time" the least product,
        // spot or not (a service's recommendation leaves spot out where it can).
        std::optional<std::size_t> best_product;
        std::optional<std::size_t> best_steady_product;
        const auto product = [&](std::size_t i) {
            return drafts[i].cost * drafts[i].time_measure();
        };
        for (std::size_t i : ranked) {
            if (same_time(drafts[i].time_measure(), drafts[*fastest].time_measure(), true))
                shown.push_back(i);
            if (!best_product || product(i) < product(*best_product))
                best_product = i;
            if (drafts[i].mode != BillingMode::Spot &&
                (!best_steady_product || product(i) < product(*best_steady_product)))
                best_steady_product = i;
        }
        for (const auto& pick : {best_product, best_steady_product})
            if (pick)
                shown.push_back(*pick);
        std::vector<const Candidate*> changed;
        for (std::size_t i : shown) {
            const Candidate* c = drafts[i].cand;
            if (std::find(changed.begin(), changed.end(), c) == changed.end() &&
                candidates.simulate(*c))
                changed.push_back(c);
        }
        if (changed.empty())
            return;
        for (Draft& dr : drafts)
            if (dr.mode != BillingMode::Owned &&
                std::find(changed.begin(), changed.end(), dr.cand) != changed.end())
                reprice(dr, s, cat, check);
    }
}

} // namespace gpuplanner::plan_detail
