#include "output/serving_json.h"

#include "scenario/scenario_schema.h"

namespace gpuplanner {

using nlohmann::json;

json latency_json(const LatencyPercentiles& p) {
    return {{"mean", p.mean}, {"p50", p.p50}, {"p90", p.p90}, {"p95", p.p95}, {"p99", p.p99}};
}

json service_json(const ServingChoice& c) {
    const InferenceWorkload& w = c.workload;
    json j = {{"tensor_parallel", w.tensor_parallel},
              {"pipeline_parallel", w.pipeline_parallel},
              {"attention_data_parallel", w.attention_data_parallel},
              {"replicas_needed", c.replicas},
              {"kv_cache_tokens_per_group", c.kv_capacity_tokens},
              {"slo_percentile", w.slo_percentile},
              {"meets_targets", c.meets_targets},
              {"simulated", c.simulated}};
    if (const auto& pd = c.disaggregated) {
        json p = {{"prefill_workers", pd->prefill_workers},
                  {"decode_workers", pd->decode_workers},
                  {"kv_transfer_bytes_per_gpu", pd->kv_transfer_bytes},
                  {"kv_transfer_seconds", pd->kv_transfer_seconds}};
        if (pd->prefill)
            p["prefill_ttft_seconds"] = latency_json(pd->prefill->ttft);
        if (pd->decode) {
            p["decode_tpot_seconds"] = latency_json(pd->decode->tpot);
            p["decode_wait_seconds"] = latency_json(pd->decode->ttft);
        }
        j["disaggregated"] = std::move(p);
    }
    if (!c.simulation) {
        // Sized by the analytical bounds alone: replicas_needed is their lower bound.
        j["analytic_ttft_seconds"] = c.analytic_ttft_seconds;
        j["analytic_tpot_seconds"] = c.analytic_tpot_seconds;
        return j;
    }
    const ServingSimulation& s = *c.simulation;
    json load = {
        {"arrival", scenario_field("/workload/arrival").choice_key(static_cast<int>(w.arrival))},
        {"requests", w.simulated_requests},
        {"seed", w.seed}};
    if (c.requests_per_second_per_group > 0)
        load["requests_per_second_per_group"] = c.requests_per_second_per_group;
    else
        load["clients_per_group"] = c.clients_per_group;
    j["load"] = std::move(load);
    j["ttft_seconds"] = latency_json(s.ttft);
    j["tpot_seconds"] = latency_json(s.tpot);
    j["itl_seconds"] = latency_json(s.itl);
    j["e2e_seconds"] = latency_json(s.end_to_end);
    j["requests_per_second_per_group"] = s.requests_per_second;
    j["output_tokens_per_second_per_group"] = s.output_tokens_per_second;
    j["goodput_requests_per_second_per_group"] = s.goodput_requests_per_second;
    j["mean_running_sequences"] = s.mean_running;
    j["preemptions"] = s.preemptions;
    j["refused"] = s.refused;
    j["saturated"] = s.saturated;
    if (const auto& r = c.range) {
        // How sure (docs/performance.md, "How sure a time is"): the service at the fastest and
        // slowest credible steps, the factors it ran them at, the replicas each end needs.
        const auto end = [](const ServingEnd& e) {
            return json{{"ttft_seconds", e.ttft_seconds},
                        {"tpot_seconds", e.tpot_seconds},
                        {"replicas_needed", e.replicas},
                        {"requests_per_second", e.requests_per_second},
                        {"meets_targets", e.meets_targets}};
        };
        const ServingSpread& f = r->spread;
        j["range"] = {{"fast", end(r->fast)},
                      {"slow", end(r->slow)},
                      {"factors",
                       {{"prefill", {{"fast", f.prefill_fast}, {"slow", f.prefill_slow}}},
                        {"decode", {{"fast", f.decode_fast}, {"slow", f.decode_slow}}}}}};
    }
    return j;
}

} // namespace gpuplanner
