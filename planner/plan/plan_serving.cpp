#include "plan/plan_serving.h"

#include "io/units.h"
#include "plan/plan_ranking.h"

#include <algorithm>
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
        // The options a summary names (its cheapest of each billing mode, fastest, best
        // cost × time...) are simulated whatever their rank and the sort: a recommendation never
        // rests on a bound (helper check, 2026-12-06: "cheapest without spot" ranked below ten
        // spot options). The same rules as the summary's, so exactly those.
        for (std::size_t r : named_picks(drafts, ranked, true))
            shown.push_back(ranked[r]);
        std::vector<const Candidate*> wanted;
        wanted.reserve(shown.size());
        for (std::size_t i : shown)
            wanted.push_back(drafts[i].cand);
        const std::vector<const Candidate*> changed = candidates.simulate(wanted, req.threads);
        if (changed.empty())
            return;
        for (Draft& dr : drafts)
            if (dr.mode != BillingMode::Owned &&
                std::find(changed.begin(), changed.end(), dr.cand) != changed.end())
                reprice(dr, s, cat, check);
    }
}

} // namespace gpuplanner::plan_detail
