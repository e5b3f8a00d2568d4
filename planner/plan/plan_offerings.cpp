#include "plan/plan_offerings.h"

#include "io/dates.h"
#include "strategy/fit.h"

#include <cmath>

namespace gpuplanner::plan_detail {

std::vector<Draft> price_offerings(const Scenario& s, const PlanCatalogs& cat,
                                   const PlanRequest& req, const CurrencyTable& fx,
                                   CandidateCache& candidates, ConstraintCheck& check,
                                   PlanTally& tally, PlanResult& result) {
    const Constraints& c = s.plan.constraints;
    std::vector<Draft> drafts;
    // About two billing modes per offering and, for training, a node count per power of two up
    // to max_gpus: growing a vector of ~10,000 drafts by doubling copied them a dozen times (7%
    // of a 1,000-offering plan, docs/bench.md). Pages past those written are never touched.
    std::size_t node_levels = 1;
    if (!s.hardware && !s.workload.is_inference())
        for (std::int64_t n = 1; n < c.max_gpus && node_levels < 64; n *= 2)
            ++node_levels;
    drafts.reserve(2 * node_levels * cat.offerings->offerings.size());
    for (const Offering& o : cat.offerings->offerings) {
        const Provider* p = cat.offerings->provider(o.provider);
        if (!c.gpus.empty())
            tally.offered_gpus.insert(o.gpu_id);
        if (!static_exclusion(s, o, p).empty())
            continue;
        const GpuSpec* gpu = cat.gpus->find(o.gpu_id);
        if (!gpu) {
            ++tally.unknown_gpu;
            continue;
        }
        if (c.domestic_accelerators_only && !gpu->domestic_china) {
            ++tally.not_domestic;
            continue; // a constraint the user set, as providers and regions are
        }
        if (c.domestic_accelerators_only)
            ++tally.domestic; // only the constraint's warning reads it
        if (c.no_export_licence_china && gpu->export_control.licence_china != "none") {
            ++tally.licensed; // a part whose status is not given counts as licensed
            continue;
        }
        if (c.no_export_licence_china)
            ++tally.licence_free;
        if (!precision_supported(s.workload, *gpu)) {
            ++tally.no_precision; // no candidate could be made: counted to say why
            tally.no_precision_gpus.insert(gpu->name);
        }
        const Hardware hw{gpu, o.gpu_count, intra_bandwidth(*gpu, o.gpu_interconnect),
                          o.network_gbps * 1e9 / 8.0};
        std::vector<std::int64_t> node_counts;
        if (s.hardware) {
            // The same rule as below: several nodes need a published network between them
            // (16 single-GPU VMs with no figure would otherwise rank with NVLink nodes).
            if (s.hardware->count % o.gpu_count == 0 &&
                (s.hardware->count == o.gpu_count || o.network_gbps > 0)) {
                node_counts.push_back(s.hardware->count / o.gpu_count);
                tally.pinned_count_made = true;
            } else if (o.gpu_id == s.hardware->gpu_id) {
                tally.pinned_node_sizes.insert(o.gpu_count);
            }
        } else if (s.workload.is_inference()) {
            node_counts.push_back(1); // replicas decide the node count
        } else {
            for (std::int64_t n = 1; n * o.gpu_count <= c.max_gpus; n *= 2) {
                node_counts.push_back(n);
                if (o.network_gbps <= 0 || o.network_gbps < c.min_network_gbps)
                    break; // unknown or too slow network: one node only
            }
        }
        const auto modes = billing_modes(s, o, p, fx, result.currency);
        const bool stale = is_stale(o.as_of, req.today, c.max_price_age_days);
        tally.used_foreign_currency = tally.used_foreign_currency || o.currency != result.currency;
        const double on_demand_per_node_hour =
            o.on_demand_per_hour ? fx.convert(*o.on_demand_per_hour, o.currency, result.currency)
                                 : 0;
        for (std::int64_t n : node_counts) {
            const auto& cand = candidates.get(hw, n);
            // Counted as the options are (issue #24: "119 option(s) of 74 evaluated" counted
            // options per billing mode against combinations without one).
            result.considered += modes.size();
            if (!cand)
                continue;
            const std::int64_t gpus = cand->nodes * o.gpu_count;
            if (s.hardware && gpus != s.hardware->count) {
                if (cand->replicas > 0 && gpus > s.hardware->count &&
                    (tally.pinned_replicas_needed == 0 ||
                     gpus < tally.pinned_replicas_needed * tally.pinned_replica_gpus)) {
                    tally.pinned_replicas_needed = cand->replicas;
                    tally.pinned_replica_gpus =
                        cand->serving ? cand->serving->workload.replica_gpus()
                                      : gpus / std::max<std::int64_t>(cand->replicas, 1);
                }
                continue;
            }
            for (const Pricing& pr : modes) {
                Draft dr;
                dr.offering = &o;
                dr.cand = &*cand;
                dr.gpu = gpu;
                dr.mode = pr.mode;
                dr.derived_price = pr.derived;
                dr.on_demand_per_node_hour = on_demand_per_node_hour;
                dr.discount = pr.discount;
                dr.nodes = cand->nodes;
                dr.gpu_count = gpus;
                dr.stale = stale;
                price_draft(dr, s, pr, p);
                if (!std::isfinite(dr.hours) || !std::isfinite(dr.cost)) {
                    ++tally.unbounded; // spot without checkpoints on a job far longer than the time
                                       // between interruptions
                    continue;
                }
                check.apply(dr, *gpu);
                drafts.push_back(std::move(dr));
            }
        }
    }
    return drafts;
}

} // namespace gpuplanner::plan_detail
