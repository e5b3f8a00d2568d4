#include "plan/serving_curve.h"

#include "io/units.h"
#include "plan/plan_search.h"

#include <algorithm>

namespace gpuplanner {

namespace {

// The hardware the option runs on: its offering's GPUs, node links and network; the own
// machine's GPUs over PCIe (as the plan sized it).
std::optional<plan_detail::Hardware> option_hardware(const Scenario& s, const PlanCatalogs& cat,
                                                     const PlanOption& o) {
    const GpuSpec* gpu = cat.gpus->find(o.gpu_id);
    if (o.billing == BillingMode::Owned) {
        if (!gpu || !s.plan.local)
            return std::nullopt;
        return plan_detail::Hardware{gpu, s.plan.local->gpu_count,
                                     plan_detail::intra_bandwidth(*gpu, "pcie"), 0};
    }
    for (const Offering& off : cat.offerings->offerings)
        if (off.provider == o.provider && off.instance_type == o.instance &&
            off.region == o.region && gpu)
            return plan_detail::Hardware{gpu, off.gpu_count,
                                         plan_detail::intra_bandwidth(*gpu, off.gpu_interconnect),
                                         off.network_gbps * 1e9 / 8.0};
    return std::nullopt;
}

} // namespace

std::optional<LatencyCurve> latency_curve(const Scenario& s, const PlanCatalogs& cat,
                                          const PlanResult& plan, std::size_t option,
                                          unsigned threads) {
    if (option >= plan.options.size() || !s.workload.is_inference())
        return std::nullopt;
    const PlanOption& o = plan.options[option];
    if (!o.serving || !o.serving->simulation)
        return std::nullopt;
    const auto hw = option_hardware(s, cat, o);
    if (!hw)
        return std::nullopt;
    const ServingChoice& c = *o.serving;
    const InferenceWorkload& w = c.workload;
    LatencyCurve curve;
    curve.option = option;
    curve.percentile = w.slo_percentile;
    curve.ttft_target_seconds = w.ttft_target_seconds;
    curve.tpot_target_seconds = w.tpot_target_seconds;
    const double groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    // The planned rate, or in a closed loop what the clients got served.
    curve.planned_requests_per_second =
        c.disaggregated || c.requests_per_second_per_group > 0
            ? c.simulated_requests_per_second()
            : c.simulation->requests_per_second * groups * d(c.replicas);
    if (curve.planned_requests_per_second <= 0)
        return std::nullopt;
    std::vector<double> rates;
    for (int k = 1; k <= 8; ++k)
        rates.push_back(curve.planned_requests_per_second * 0.25 * k);
    ServingQuery q = plan_detail::serving_query(s, *hw);
    q.workload = w;
    // On the replicas the rate needs, whose figures the plan gives (whole nodes may hold more);
    // at the planned rate the plan's own simulation, so the chart and the summary agree there
    // (helper walkthrough, 2026-12-07: 500 requests put the point above a target the plan's
    // 2,000 met). The other points are shorter runs.
    curve.points = latency_against_rate(q, c, c.replicas, rates,
                                        std::min<std::int64_t>(w.simulated_requests, 500), threads);
    if (curve.points.empty())
        return std::nullopt;
    const bool at_a_rate = c.disaggregated || c.requests_per_second_per_group > 0;
    for (LatencyPoint& p : curve.points)
        if (at_a_rate && p.requests_per_second == curve.planned_requests_per_second)
            p = {p.requests_per_second, c.simulation->ttft, c.simulation->tpot,
                 c.simulation->saturated};
    return curve;
}

} // namespace gpuplanner
