// Disaggregated prefill and decode (docs/serving.md, "Disaggregated prefill and decode"):
// prefill workers answer each request at its first token and hand its prompt's KV cache over to
// decode workers, as vLLM's NixlConnector with a proxy in front does. The time to first token is
// the prefill pool's alone (no decode steps between its prefills), the time per output token the
// decode pool's (no prefills between its steps) with the transfer before the second token.
#include "strategy/serving_search_detail.h"

#include "io/units.h"
#include "memory/memory.h"

namespace gpuplanner::serving_detail {

namespace {

LatencyPercentiles sum(const LatencyPercentiles& a, const LatencyPercentiles& b) {
    return {a.mean + b.mean, a.p50 + b.p50, a.p90 + b.p90, a.p95 + b.p95, a.p99 + b.p99};
}

// The service as a client sees it, from one worker of each pool: the first token from the
// prefill pool, the rest from the decode pool; end to end their sum at each percentile (an
// upper bound: the two are not perfectly correlated). Rates per worker of both pools.
ServingSimulation combined(const ServingSimulation& prefill, const ServingSimulation& decode,
                           double rate, const DisaggregatedService& pd) {
    ServingSimulation out = decode;
    const double workers = d(pd.prefill_workers + pd.decode_workers);
    out.ttft = prefill.ttft;
    out.end_to_end = sum(prefill.ttft, decode.end_to_end);
    out.completed = std::min(prefill.completed, decode.completed);
    out.refused = prefill.refused + decode.refused;
    out.preemptions = prefill.preemptions + decode.preemptions;
    out.steps = prefill.steps + decode.steps;
    out.saturated = prefill.saturated || decode.saturated;
    out.duration_seconds = std::max(prefill.duration_seconds, decode.duration_seconds);
    const double served = std::min({rate, prefill.requests_per_second * d(pd.prefill_workers),
                                    decode.requests_per_second * d(pd.decode_workers)});
    const auto share = [](const ServingSimulation& s) {
        return s.requests_per_second > 0 ? s.goodput_requests_per_second / s.requests_per_second
                                         : 0.0;
    };
    out.requests_per_second = served / workers;
    out.output_tokens_per_second = decode.output_tokens_per_second * d(pd.decode_workers) / workers;
    out.goodput_requests_per_second = out.requests_per_second * share(prefill) * share(decode);
    return out;
}

} // namespace

std::optional<ServingChoice> disaggregated_for_rate(const Evaluated& e, double rate,
                                                    const ServingQuery& q, bool simulate_pools) {
    const InferenceWorkload& w = e.w;
    if (rate <= 0 || (w.ttft_target_seconds <= 0 && w.tpot_target_seconds <= 0) ||
        w.attention_data_parallel > 1 || w.pipeline_parallel > 1 ||
        w.arrival == ArrivalProcess::MaxLoad)
        return std::nullopt;
    const ModelSpec& m = *q.model;
    const bool networked = q.inter_bytes_per_second > 0;
    DisaggregatedService pd;
    // Every GPU of a prefill worker sends its shard of the prompt's KV cache at once, over its
    // share of the node's network (or NVLink when the whole service sits in one node).
    pd.kv_transfer_bytes = kv_bytes_per_token_per_gpu(m, w) * d(w.prompt_tokens);
    const double per_gpu =
        networked ? q.inter_bytes_per_second / d(q.gpus_per_node) : q.intra_bytes_per_second;
    const auto alone = at_concurrency(e, 1, q);
    if (per_gpu <= 0 || !alone)
        return std::nullopt;
    pd.kv_transfer_seconds = pd.kv_transfer_bytes / per_gpu;

    // Floors and bounds as for a colocated replica (analytic_bound), each pool alone: prefills
    // queue as an M/D/1 queue with nothing between them; the decode pool's capacity is its KV
    // cache's clients over their output tokens at that batch's step.
    ServingChoice c;
    c.workload = w;
    c.performance = e.perf;
    c.memory_per_gpu_bytes = e.memory;
    c.kv_capacity_tokens = e.limits.kv_capacity_tokens;
    c.analytic_ttft_seconds = alone->ttft_seconds;
    const double later_tokens = d(std::max<std::int64_t>(w.output_tokens, 2) - 1);
    c.analytic_tpot_seconds = alone->decode_step_seconds / speculative_tokens_per_step(w) +
                              pd.kv_transfer_seconds / later_tokens;
    c.meets_targets =
        (w.ttft_target_seconds <= 0 || c.analytic_ttft_seconds <= w.ttft_target_seconds) &&
        (w.tpot_target_seconds <= 0 || c.analytic_tpot_seconds <= w.tpot_target_seconds);
    const double service = prefill_work_seconds(e);
    double rho = 1.0;
    if (c.meets_targets && w.ttft_target_seconds > 0 && service > 0)
        rho = prefill_utilization(service, w.ttft_target_seconds - c.analytic_ttft_seconds,
                                  w.slo_percentile);
    const std::int64_t clients = max_load_clients(e);
    const auto full = at_concurrency(e, clients, q);
    const double decode_capacity =
        full && full->decode_step_seconds > 0
            ? d(clients) /
                  (d(std::max<std::int64_t>(w.output_tokens, 1)) * full->decode_step_seconds)
            : 0.0;
    const auto whole = [](double v) {
        return static_cast<std::int64_t>(std::clamp(std::ceil(v - 1e-9), 1.0, 1e6));
    };
    pd.prefill_workers = whole(rate * service / std::max(rho, 1e-6));
    pd.decode_workers = whole(decode_capacity > 0 ? rate / decode_capacity : 1.0);
    const auto fits = [&] {
        return networked ||
               (pd.prefill_workers + pd.decode_workers) * w.replica_gpus() <= q.gpus_per_node;
    };
    if (!fits())
        return std::nullopt;
    c.replicas = pd.prefill_workers + pd.decode_workers;
    c.requests_per_second_per_group = rate;
    if (!simulate_pools) {
        c.disaggregated = std::move(pd);
        return c;
    }

    const double percentile = w.slo_percentile;
    ServingSimulation prefill, decode;
    bool prefill_ok = false, decode_ok = false;
    pd.prefill_workers = fewest_passing(
        pd.prefill_workers, w.simulated_requests,
        [&](std::int64_t workers, std::int64_t requests) {
            return simulate(e, rate / d(workers), 0, requests, m, ServingRole::PrefillOnly);
        },
        [&](const ServingSimulation& s) {
            return !s.saturated && s.completed > 0 &&
                   (w.ttft_target_seconds <= 0 || s.ttft.at(percentile) <= w.ttft_target_seconds);
        },
        prefill, prefill_ok);
    pd.decode_workers = fewest_passing(
        pd.decode_workers, w.simulated_requests,
        [&](std::int64_t workers, std::int64_t requests) {
            return simulate(e, rate / d(workers), 0, requests, m, ServingRole::DecodeOnly,
                            pd.kv_transfer_seconds);
        },
        [&](const ServingSimulation& s) {
            return !s.saturated && s.completed > 0 &&
                   (w.tpot_target_seconds <= 0 || s.tpot.at(percentile) <= w.tpot_target_seconds);
        },
        decode, decode_ok);
    if (!fits())
        return std::nullopt;
    c.replicas = pd.prefill_workers + pd.decode_workers;
    c.simulation = combined(prefill, decode, rate, pd);
    c.meets_targets = prefill_ok && decode_ok;
    c.simulated = true;
    pd.prefill = std::move(prefill);
    pd.decode = std::move(decode);
    c.disaggregated = std::move(pd);
    return c;
}

ServingSimulation disaggregated_at_rate(const Evaluated& e, double rate,
                                        const DisaggregatedService& pd, const ServingQuery& q,
                                        std::int64_t requests) {
    const ModelSpec& m = *q.model;
    const ServingSimulation prefill =
        simulate(e, rate / d(std::max<std::int64_t>(pd.prefill_workers, 1)), 0, requests, m,
                 ServingRole::PrefillOnly);
    const ServingSimulation decode =
        simulate(e, rate / d(std::max<std::int64_t>(pd.decode_workers, 1)), 0, requests, m,
                 ServingRole::DecodeOnly, pd.kv_transfer_seconds);
    return combined(prefill, decode, rate, pd);
}

} // namespace gpuplanner::serving_detail
