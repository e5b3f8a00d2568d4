#pragma once
// A service at a request rate, step by step: the engine's scheduler (continuous batching with
// chunked prefill, a token budget and a sequence limit per step, KV blocks and preemption when
// the cache is full, prefix-cache hits, speculative decoding) run over drawn requests, each step
// timed by the step model (time/serving_step.h). Seeded and deterministic; gives the
// percentiles a service owner buys against (docs/serving.md).
#include "model/workload.h"
#include "time/latency_stats.h"
#include "time/serving_step.h"

#include <cstdint>
#include <vector>

namespace gpuplanner {

// What the engine of one attention group holds and schedules.
struct EngineLimits {
    std::int64_t kv_capacity_tokens = 0; // KV cache of the group, in tokens
    std::int64_t max_sequences = 256;    // --max-num-seqs
    std::int64_t token_budget = 8192;    // tokens per step (--max-num-batched-tokens)
};

// What the engine does with a request: all of it, or one side of disaggregated prefill and
// decode (docs/serving.md, "Disaggregated prefill and decode").
enum class ServingRole {
    Both,
    // Answers each request at its first token (the prompt's KV cache then goes to a decoder).
    PrefillOnly,
    // Receives requests whose prompt's KV cache arrives from a prefill worker (allocated, not
    // computed) and whose first token was made before they arrive.
    DecodeOnly,
};

// The load on one attention group: open arrivals at a rate, or a closed loop of clients.
struct ServingLoad {
    double requests_per_second = 0; // 0: every request is ready at once (max load)
    std::int64_t max_in_flight = 0; // clients: requests sent and not answered (0: no limit)
    std::int64_t requests = 2000;
    ServingRole role = ServingRole::Both;
    // DecodeOnly: seconds between the first token (made by the prefill worker) and the
    // request's arrival here, the KV cache's transfer; counted in the time per output token.
    double handoff_seconds = 0;
};

struct ServingTargets {
    double ttft_seconds = 0; // 0: none
    double tpot_seconds = 0; // 0: none
};

struct ServingSimulation {
    // Time to first token, from the request's sending; DecodeOnly: from its arrival to its
    // first token made here (the wait for a place in the batch and one step).
    LatencyPercentiles ttft;
    LatencyPercentiles tpot;       // per request: (end - first token) / (output tokens - 1)
    LatencyPercentiles itl;        // every gap between two output tokens
    LatencyPercentiles end_to_end; // sending to last token
    std::int64_t completed = 0;
    std::int64_t refused = 0;     // longer than the whole KV cache: the engine refuses them
    std::int64_t preemptions = 0; // sequences evicted when the cache filled (recomputed later)
    // Tokens evicted sequences computed again: what of their cache was reused meanwhile (the
    // rest the prefix cache gives back).
    double recomputed_tokens = 0;
    std::int64_t steps = 0;
    double duration_seconds = 0;    // first sending to last answer
    double requests_per_second = 0; // completed over the duration
    double output_tokens_per_second = 0;
    double goodput_requests_per_second = 0; // requests meeting every target, per second
    double mean_running = 0;                // sequences per step, averaged over time
    // The offered rate outruns what the group completes: queues grow for as long as it lasts.
    bool saturated = false;
};

// Output tokens per decoding step with speculative decoding (Leviathan et al. 2023, eq. 1):
// gamma proposals each accepted with probability alpha give (1 - alpha^(gamma + 1)) / (1 - alpha);
// 1 without proposals.
[[nodiscard]] double speculative_tokens_per_step(const InferenceWorkload& w);

// Simulates `load` on one attention group of a replica timed by `step`; w gives the request
// mix (time/request_mix.h), the speculative decoding and the seed. With d attention groups the
// step model sees d groups' tokens at the experts (each group runs the same load).
[[nodiscard]] ServingSimulation
simulate_serving(const ServingStepModel& step, const InferenceWorkload& w,
                 const EngineLimits& limits, const ServingLoad& load, const ServingTargets& targets,
                 std::int64_t max_context_tokens = 0);

} // namespace gpuplanner
