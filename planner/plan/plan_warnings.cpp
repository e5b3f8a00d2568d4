#include "plan/plan_warnings.h"

#include "io/number_text.h"
#include "io/units.h"

#include <algorithm>

namespace gpuplanner::plan_detail {

void add_plan_warnings(PlanResult& result, const Scenario& s, const PlanTally& tally,
                       const PlanSearch& search) {
    const Constraints& c = s.plan.constraints;
    const auto warn = [&](DiagCode code, std::string text, std::vector<double> numbers = {},
                          std::vector<std::string> names = {}) {
        say(result.warnings, result.warning_codes,
            Diagnostic{code, std::move(text), std::move(numbers), std::move(names)});
    };
    const auto any_option = [&](auto pred) {
        return std::any_of(result.options.begin(), result.options.end(), pred);
    };
    if (any_option([](const PlanOption& o) {
            return o.billing == BillingMode::Reserved1y || o.billing == BillingMode::Reserved3y;
        })) {
        if (!s.workload.is_inference() && !s.plan.reserved.utilization_set)
            warn(DiagCode::ReservedWholeTerm,
                 "a reservation is paid whether used or not: reserved options are charged their "
                 "whole term, since the scenario does not say the rest of it is used "
                 "(billing.reserved.utilization)");
        else
            warn(DiagCode::ReservedUtilization,
                 "a reservation is paid whether used or not: reserved costs assume the capacity "
                 "is used " +
                     format_number("%.0f%%", s.plan.reserved.utilization * 100) + " of its term",
                 {s.plan.reserved.utilization * 100});
    }
    if (s.workload.is_inference() &&
        any_option([](const PlanOption& o) { return o.billing == BillingMode::Spot; }))
        warn(DiagCode::SpotServing, "spot capacity can be reclaimed at any time: keep on-demand "
                                    "capacity for the service level");
    if (tally.unknown_gpu > 0)
        warn(DiagCode::UnknownGpuOfferings,
             std::to_string(tally.unknown_gpu) +
                 " offering(s) skipped: their GPU is not in the GPU catalog",
             {static_cast<double>(tally.unknown_gpu)});
    if (tally.replaced_prices > 0)
        warn(DiagCode::DuplicateOfferings,
             std::to_string(tally.replaced_prices) +
                 " price(s) given again by a later catalog replace the earlier ones (the first: " +
                 tally.first_replaced + ")",
             {static_cast<double>(tally.replaced_prices)}, {tally.first_replaced});
    if (tally.unbounded > 0)
        warn(DiagCode::UnboundedSpot,
             std::to_string(tally.unbounded) +
                 " spot option(s) dropped: without checkpoints the expected time has no bound",
             {static_cast<double>(tally.unbounded)});
    if (s.workload.is_inference() && !s.model.is_transformer())
        warn(DiagCode::ServingNotTransformer,
             "serving is modelled for transformer language models only (prefill, decode, KV "
             "cache); " +
                 s.model.name + " is planned by parameters and FLOPs per sample, for training",
             {}, {s.model.name});
    if (s.workload.is_inference() && c.deadline_hours)
        warn(DiagCode::DeadlineForService,
             "constraints.deadline_hours applies to training jobs; a service runs for "
             "workload.duration_hours");
    if (result.options.empty())
        warn(DiagCode::NoOptionFits, "no option meets the constraints and fits in memory");
    result.strategies_evaluated = search.evaluated;
    if (result.options.empty() && search.any)
        warn(DiagCode::PinnedDoesNotFit,
             "the strategy fields set in the scenario do not fit on any GPU of the plan: at best " +
                 explain_overflow(search.memory, search.gpu->memory_bytes) + " on " +
                 search.gpu->name + "; leave them to the planner (remove them) or change them",
             {search.memory.total_bytes() / kGiB, search.gpu->memory_bytes / kGiB},
             {search.gpu->name});
    if (tally.stale_fx && tally.used_foreign_currency)
        warn(DiagCode::StaleExchangeRates,
             "exchange rates as of " + tally.fx_as_of +
                 " are older than six months: set today's in the scenario (currency.rates_per_usd)",
             {}, {tally.fx_as_of});
    if (!s.workload.is_inference()) {
        const double best_hours = result.options.empty() ? 0 : result.options.front().hours;
        if (!s.plan.data.snapshots)
            warn(DiagCode::NoSnapshots,
                 "no snapshot policy: an instance lost for good takes the data and checkpoints "
                 "on its disks with it; keep them on snapshotted or object storage");
        if (!s.plan.data.multi_zone && best_hours > 72)
            warn(DiagCode::SingleZone,
                 format_number("a %.0f-hour job in a single zone: a zone outage stops it; plan "
                               "checkpoints to storage another zone can read",
                               best_hours),
                 {best_hours});
        const auto sizing = size_storage(s.model, s.workload.training, s.plan, best_hours * 3600.0);
        result.storage = sizing;
        if (!result.options.empty()) {
            const double have =
                s.plan.performance.storage_read_bytes_per_second * d(result.options.front().nodes);
            if (sizing.read_bytes_per_second > have)
                warn(DiagCode::StorageBound,
                     format_number("the GPUs read %.2f GB/s", sizing.read_bytes_per_second / 1e9) +
                         format_number(
                             ", more than the %.2f GB/s storage gives: data loading bounds the job",
                             have / 1e9),
                     {sizing.read_bytes_per_second / 1e9, have / 1e9});
        }
    }
    if (result.memory.host_bytes > 0)
        warn(DiagCode::HostRamOffload,
             format_number("offload needs %.0f GiB of host RAM per GPU process",
                           result.memory.host_bytes / kGiB),
             {result.memory.host_bytes / kGiB});
    for (const auto& w : s.warnings)
        warn(DiagCode::Text, w);
}

} // namespace gpuplanner::plan_detail
