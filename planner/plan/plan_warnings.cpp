#include "plan/plan_warnings.h"

#include "io/units.h"
#include "plan/diagnostic_texts.h"
#include "strategy/fit.h"

#include <algorithm>

namespace gpuplanner::plan_detail {

void add_plan_warnings(PlanResult& result, const Scenario& s, const PlanTally& tally,
                       const PlanSearch& search) {
    const Constraints& c = s.plan.constraints;
    const auto warn = [&](DiagCode code, std::vector<double> numbers = {},
                          std::vector<std::string> names = {}) {
        say(result.warnings, result.warning_codes,
            make_diagnostic(code, std::move(numbers), std::move(names)));
    };
    const auto any_option = [&](auto pred) {
        return std::any_of(result.options.begin(), result.options.end(), pred);
    };
    if (any_option([](const PlanOption& o) {
            return o.billing == BillingMode::Reserved1y || o.billing == BillingMode::Reserved3y;
        })) {
        if (!s.workload.is_inference() && !s.plan.reserved.utilization_set)
            warn(DiagCode::ReservedWholeTerm);
        else
            warn(DiagCode::ReservedUtilization, {s.plan.reserved.utilization * 100});
    }
    if (s.workload.is_inference() &&
        any_option([](const PlanOption& o) { return o.billing == BillingMode::Spot; }))
        warn(DiagCode::SpotServing);
    if (tally.unknown_gpu > 0)
        warn(DiagCode::UnknownGpuOfferings, {static_cast<double>(tally.unknown_gpu)});
    if (tally.replaced_prices > 0)
        warn(DiagCode::DuplicateOfferings, {static_cast<double>(tally.replaced_prices)},
             {tally.first_replaced});
    if (s.plan.constraints.domestic_accelerators_only && tally.domestic == 0)
        warn(DiagCode::NoDomesticOfferings, {static_cast<double>(tally.not_domestic)});
    if (c.no_export_licence_china && tally.licence_free == 0)
        warn(DiagCode::NoLicenceFreeOfferings, {static_cast<double>(tally.licensed)});
    if (s.hardware && result.options.empty() && tally.pinned_replicas_needed > 0)
        warn(DiagCode::PinnedTooSmallForRate, {static_cast<double>(s.hardware->count),
                                               static_cast<double>(tally.pinned_replicas_needed),
                                               static_cast<double>(tally.pinned_replica_gpus)});
    if (s.hardware && !tally.pinned_count_made && !tally.pinned_node_sizes.empty()) {
        std::string list; // ascending, each size once
        for (std::int64_t n : tally.pinned_node_sizes)
            list += (list.empty() ? "" : ", ") + std::to_string(n);
        warn(DiagCode::PinnedCountNoOffering, {static_cast<double>(s.hardware->count)},
             {s.hardware->gpu_id, list});
    }
    if (!c.gpus.empty()) {
        std::string missing; // as the scenario lists them; the owned machine is one on offer
        std::size_t count = 0;
        for (const std::string& id : c.gpus)
            if (!tally.offered_gpus.count(id) && !(s.plan.local && s.plan.local->gpu_id == id)) {
                missing += (missing.empty() ? "" : ", ") + id;
                ++count;
            }
        if (count > 0)
            warn(DiagCode::GpuTypesNotOffered, {static_cast<double>(count)}, {missing});
    }
    if (tally.unbounded > 0)
        warn(DiagCode::UnboundedSpot, {static_cast<double>(tally.unbounded)});
    if (s.workload.is_inference() && !s.model.is_transformer())
        warn(DiagCode::ServingNotTransformer, {}, {s.model.name});
    if (s.workload.is_inference() && c.deadline_hours)
        warn(DiagCode::DeadlineForService);
    if (result.options.empty() && tally.no_precision > 0) {
        std::string gpus;
        for (const std::string& g : tally.no_precision_gpus)
            gpus += (gpus.empty() ? "" : ", ") + g;
        const Precision p = s.workload.is_inference() ? s.workload.inference.weight_precision
                                                      : compute_precision(s.workload);
        warn(DiagCode::PrecisionUnsupported, {static_cast<double>(tally.no_precision)},
             {to_string(p), gpus});
    }
    if (result.options.empty())
        warn(DiagCode::NoOptionFits, {static_cast<double>(result.excluded_count)});
    result.strategies_evaluated = search.evaluated;
    if (result.options.empty() && search.any)
        warn(DiagCode::PinnedDoesNotFit,
             {search.memory.total_bytes() / kGiB, search.gpu->memory_bytes / kGiB},
             {search.gpu->name});
    if (tally.stale_fx && tally.used_foreign_currency)
        warn(DiagCode::StaleExchangeRates, {s.plan.constraints.max_price_age_days},
             {tally.fx_as_of});
    if (!s.workload.is_inference()) {
        const double best_hours = result.options.empty() ? 0 : result.options.front().hours;
        if (!s.plan.data.snapshots)
            warn(DiagCode::NoSnapshots);
        if (!s.plan.data.multi_zone && best_hours > 72)
            warn(DiagCode::SingleZone, {best_hours});
        const auto sizing = size_storage(s.model, s.workload.training, s.plan, best_hours * 3600.0);
        result.storage = sizing;
        if (!result.options.empty()) {
            const double have =
                s.plan.performance.storage_read_bytes_per_second * d(result.options.front().nodes);
            if (sizing.read_bytes_per_second > have)
                warn(DiagCode::StorageBound, {sizing.read_bytes_per_second / 1e9, have / 1e9});
        }
    }
    if (result.memory.host_bytes > 0)
        warn(DiagCode::HostRamOffload, {result.memory.host_bytes / kGiB});
    for (const Diagnostic& w : s.warnings)
        say(result.warnings, result.warning_codes, make_diagnostic(w.code, w.numbers, w.names));
}

} // namespace gpuplanner::plan_detail
