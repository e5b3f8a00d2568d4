// How sure a service's figures are: the chosen layout simulated again with every prefill and
// decode step at the fastest and slowest credible factors (time/time_range.h, ServingSpread),
// and the replicas the rate needs at each end. docs/performance.md, "How sure a time is".
#include "strategy/serving_search_detail.h"

#include <algorithm>

namespace gpuplanner::serving_detail {

namespace {

// The ends are simulated with at most this many requests each (the likely figures with the
// scenario's own number): a range's percentiles need less precision than the plan's, and the
// plan simulates the shapes of its best options twice more (docs/bench.md).
constexpr std::int64_t kRangeRequests = 400;

Evaluated at_factors(const Evaluated& e, double prefill, double decode) {
    Evaluated x = e;
    x.step = e.step.calibrated(prefill, decode);
    x.simulated = e.simulated.calibrated(prefill, decode);
    x.w.simulated_requests = std::min(x.w.simulated_requests, kRangeRequests);
    return x;
}

ServingEnd end_of(const ServingSimulation& s, const InferenceWorkload& w, std::int64_t replicas,
                  double requests_per_second) {
    ServingEnd end;
    end.ttft_seconds = s.ttft.at(w.slo_percentile);
    end.tpot_seconds = s.tpot.at(w.slo_percentile);
    end.requests_per_second = requests_per_second;
    end.meets_targets = meets(s, w);
    end.replicas = replicas;
    return end;
}

// The service at one end: its latencies on the planned replicas (what the team would see on
// what it bought), and the replicas the rate needs at that end (from the end's own bound up
// where it is faster, from the planned count up where it is slower: what it would have to buy).
// A choice that misses its targets keeps its count; only its latencies move.
ServingEnd service_at(const Evaluated& x, const ServingChoice& likely, double rate,
                      const ServingQuery& q, bool slower) {
    const ModelSpec& m = *q.model;
    const InferenceWorkload& w = x.w;
    const double groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    if (likely.disaggregated) {
        ServingEnd end =
            end_of(disaggregated_at_rate(x, rate, *likely.disaggregated, q, w.simulated_requests),
                   w, likely.replicas, rate);
        if (likely.meets_targets && end.meets_targets != slower)
            if (const auto pd = disaggregated_for_rate(x, rate, q, true); pd && pd->meets_targets)
                end.replicas = pd->replicas;
        return end;
    }
    if (rate <= 0) { // a closed loop: the same clients on the same replicas
        const ServingSimulation s =
            simulate(x, 0, likely.clients_per_group, w.simulated_requests, m);
        return end_of(s, w, likely.replicas, s.requests_per_second * groups * d(likely.replicas));
    }
    if (w.arrival == ArrivalProcess::MaxLoad) { // each replica at maximum load, as many as needed
        const ServingChoice c = replicas_for_rate(x, rate, 1, m);
        return c.simulation ? end_of(*c.simulation, w, c.replicas, rate)
                            : end_of(*likely.simulation, w, likely.replicas, rate);
    }
    ServingEnd end =
        end_of(simulate(x, rate / (d(likely.replicas) * groups), 0, w.simulated_requests, m), w,
               likely.replicas, rate);
    if (!likely.meets_targets)
        return end;
    // Slower and still meeting the targets, or faster and already at its bound: the planned
    // count is the end's.
    const std::int64_t bound =
        slower ? likely.replicas
               : analytic_bound(x, rate, q, percentile_prompt_tokens(q, rate)).replicas;
    if (slower ? end.meets_targets : bound >= likely.replicas)
        return end;
    const ServingChoice c = replicas_for_rate(x, rate, slower ? likely.replicas + 1 : bound, m);
    if (c.meets_targets)
        end.replicas = c.replicas;
    return end;
}

} // namespace

ServingRange serving_range(const Evaluated& e, const ServingChoice& likely, double rate,
                           const ServingQuery& q) {
    ServingRange r;
    r.spread = serving_spread(e.perf.prefill_calibration, e.perf.decode_calibration);
    const ServingSpread& f = r.spread;
    r.fast = service_at(at_factors(e, f.prefill_fast, f.decode_fast), likely, rate, q, false);
    r.slow = service_at(at_factors(e, f.prefill_slow, f.decode_slow), likely, rate, q, true);
    // The ends hold the likely figures between them (fewer requests at the ends can put a
    // percentile a little on the wrong side).
    const double ttft = likely.judged_ttft();
    const double tpot = likely.judged_tpot();
    r.fast.ttft_seconds = std::min(r.fast.ttft_seconds, ttft);
    r.fast.tpot_seconds = std::min(r.fast.tpot_seconds, tpot);
    r.fast.replicas = std::min(r.fast.replicas, likely.replicas);
    r.slow.ttft_seconds = std::max(r.slow.ttft_seconds, ttft);
    r.slow.tpot_seconds = std::max(r.slow.tpot_seconds, tpot);
    r.slow.replicas = std::max(r.slow.replicas, likely.replicas);
    return r;
}

} // namespace gpuplanner::serving_detail
