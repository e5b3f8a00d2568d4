#include "plan_ranking.h"

#include <algorithm>
#include <limits>
#include <tuple>

namespace gpuplanner::plan_detail {

void rank_options(std::vector<Draft>& drafts, const Scenario& s, const PlanRequest& req,
                  PlanResult& result) {
    // Constraints, ranking and the Pareto front, on indices; strings only for what is returned.
    std::vector<std::size_t> ok;
    std::vector<std::size_t> excluded;
    for (std::size_t i = 0; i < drafts.size(); ++i)
        (drafts[i].violations == 0 ? ok : excluded).push_back(i);
    auto key = [&](std::size_t i) {
        const Draft& o = drafts[i];
        switch (req.sort) {
        case SortKey::Time:
            return std::make_tuple(o.hours, o.cost);
        case SortKey::CostTime:
            return std::make_tuple(o.hours * o.cost, o.cost);
        case SortKey::Cost:
            break;
        }
        return std::make_tuple(o.cost, o.hours);
    };
    std::stable_sort(ok.begin(), ok.end(),
                     [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    {
        std::vector<std::size_t> by_time = ok;
        std::stable_sort(by_time.begin(), by_time.end(), [&](std::size_t a, std::size_t b) {
            return std::make_tuple(drafts[a].hours, drafts[a].cost) <
                   std::make_tuple(drafts[b].hours, drafts[b].cost);
        });
        double best_cost = std::numeric_limits<double>::infinity();
        for (std::size_t i : by_time)
            if (drafts[i].cost < best_cost) { // cheaper than everything faster: not dominated
                best_cost = drafts[i].cost;
                drafts[i].pareto = true;
            }
    }
    if (req.top > 0 && ok.size() > req.top)
        ok.resize(req.top);
    result.options.reserve(ok.size());
    for (std::size_t i : ok) {
        if (drafts[i].pareto)
            result.pareto.push_back(result.options.size());
        result.options.push_back(to_option(drafts[i], s));
    }
    for (std::size_t k = 0; k < excluded.size() && k < 200; ++k)
        result.excluded.push_back(to_option(drafts[excluded[k]], s));
}

} // namespace gpuplanner::plan_detail
