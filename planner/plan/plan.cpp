#include "plan/plan.h"

#include "io/dates.h"
#include "io/errors.h"
#include "plan/plan_offerings.h"
#include "plan/plan_owned.h"
#include "plan/plan_price_outliers.h"
#include "plan/plan_ranking.h"
#include "plan/plan_serving.h"
#include "plan/plan_warnings.h"

namespace gpuplanner {

namespace {

// The plan's currency table (the catalog's rates with the scenario's own on top) and currency;
// an unknown currency is an input error naming the field.
CurrencyTable plan_currencies(const Scenario& s, const PlanCatalogs& cat, const PlanRequest& req,
                              PlanResult& result) {
    CurrencyTable fx = *cat.currencies;
    result.table_as_of = fx.as_of;
    for (const auto& [code, rate] : s.plan.currency.rates_per_usd) {
        fx.per_usd[code] = rate;
        result.scenario_rate_codes.push_back(code);
    }
    if (!s.plan.currency.as_of.empty())
        fx.as_of = s.plan.currency.as_of;
    result.exchange_rates = fx;
    result.currency = req.currency.empty() ? s.plan.currency.code : req.currency;
    if (!fx.knows(result.currency))
        throw InputError(
            s.file, "currency.code",
            input_problem(InputProblemCode::UnknownCurrency, {{"code", result.currency}}));
    const Constraints& c = s.plan.constraints;
    if (c.budget && !fx.knows(c.budget_currency))
        throw InputError(
            s.file, "constraints.budget.currency",
            input_problem(InputProblemCode::UnknownCurrency, {{"code", c.budget_currency}}));
    // The own machine's price (issue #15: "unknown currency XYZ", exit 1, no file or field).
    if (s.plan.local && !fx.knows(s.plan.local->currency))
        throw InputError(
            s.file, "local.currency",
            input_problem(InputProblemCode::UnknownCurrency, {{"code", s.plan.local->currency}}));

    return fx;
}

} // namespace

PlanResult make_plan(const Scenario& s, const PlanCatalogs& cat, const PlanRequest& req) {
    using namespace plan_detail;
    PlanResult result;
    const CurrencyTable fx = plan_currencies(s, cat, req, result);
    const Constraints& c = s.plan.constraints;
    const std::optional<double> budget =
        c.budget ? std::optional<double>(fx.convert(*c.budget, c.budget_currency, result.currency))
                 : std::nullopt;
    result.memory = planned_memory(s.model, s.workload, s.overheads, s.plan.performance.stack);

    PlanTally tally;
    tally.fx_as_of = fx.as_of;
    tally.stale_fx = is_stale(fx.as_of, req.today, c.max_price_age_days);
    tally.replaced_prices = cat.offerings->replaced.size();
    if (!cat.offerings->replaced.empty())
        tally.first_replaced = cat.offerings->replaced.front();
    CandidateCache candidates(s);
    ConstraintCheck check(s, cat.compat, budget, result.memory.host_bytes);
    std::vector<Draft> drafts = price_offerings(s, cat, req, fx, candidates, check, tally, result);
    simulate_shown_services(drafts, candidates, s, cat, req, check);
    OwnedMachine owned; // the owned machine's draft points into it
    add_owned_machine(s, cat, fx, check, owned, drafts, result);
    rank_options(drafts, s, req, result);
    flag_prices_far_below_others(result, *cat.offerings, fx);
    add_plan_warnings(result, s, tally, candidates.search());
    return result;
}

} // namespace gpuplanner
