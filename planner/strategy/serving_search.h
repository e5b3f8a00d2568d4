#pragma once
// The search for a service's layout on one hardware shape: tensor parallelism inside a node,
// attention data parallelism beside it for a mixture of experts, pipeline stages across nodes
// when one node cannot hold a replica; and how many replicas serve the target rate with the
// latency targets met at their percentile, found by simulating the engine's scheduler
// (time/serving_simulation.h). docs/serving.md.
#include "hardware/hardware.h"
#include "model/model.h"
#include "model/workload.h"
#include "time/performance.h"
#include "time/serving_simulation.h"
#include "time/time_range.h"

#include <optional>

namespace gpuplanner {

struct ServingQuery {
    const ModelSpec* model = nullptr;
    InferenceWorkload workload;
    Overheads overheads;
    const GpuSpec* gpu = nullptr;
    std::int64_t gpus_per_node = 1;
    double intra_bytes_per_second = 0; // per GPU, per direction, inside the node
    double inter_bytes_per_second = 0; // per node; 0: no network between nodes
    PerformanceAssumptions performance;
    // false: replicas from the analytical bounds only (the plan's search over every offering);
    // true: sized by simulating the scheduler (the options the plan shows).
    bool simulate = true;
    // Whether prefill and decode may run on workers of their own (serving_search_detail.h).
    bool allow_disaggregated = true;
};

// Disaggregated prefill and decode (docs/serving.md): prefill workers answer each request at its
// first token and hand its prompt's KV cache to decode workers; both run the chosen layout
// (one tensor-parallel size for both).
struct DisaggregatedService {
    std::int64_t prefill_workers = 1;
    std::int64_t decode_workers = 1;
    double kv_transfer_bytes = 0;   // one mean prompt's KV cache, per GPU of a worker
    double kv_transfer_seconds = 0; // its transfer, every GPU sending its shard at once
    // One worker of each pool at the service's rate over its workers (when simulated).
    std::optional<ServingSimulation> prefill, decode;
};

// One end of how sure a service's figures are (time/time_range.h, ServingSpread): the service
// simulated with every prefill and decode step at that end's factors.
struct ServingEnd {
    // On the planned replicas, at the targets' percentile: what the team would see.
    double ttft_seconds = 0;
    double tpot_seconds = 0;
    double requests_per_second = 0; // what they complete (the rate, or a closed loop's)
    bool meets_targets = true;      // the planned replicas meet the targets at this end
    // Replicas (with disaggregation, workers of both pools) the rate needs at this end to meet
    // the targets: what the team would have to buy. The planned count without a rate, or where
    // the plan misses its targets already.
    std::int64_t replicas = 1;
};
struct ServingRange {
    ServingSpread spread;
    ServingEnd fast, slow;
};

struct ServingChoice {
    InferenceWorkload workload; // with the layout chosen (tensor, attention groups, stages)
    InferencePerformance performance;
    double memory_per_gpu_bytes = 0;
    std::int64_t kv_capacity_tokens = 0; // one attention group's KV cache
    // The weights and that KV cache over the GPU's memory: the share SGLang's
    // --mem-fraction-static allocates for both, leaving the rest of the engine's share
    // (serving_memory_utilization) to the activations and the CUDA context the plan counted.
    double static_memory_fraction = 0;
    // Replicas the rate and the targets need (1 without a rate).
    std::int64_t replicas = 1;
    // The simulated service at the planned load per attention group (the target rate over every
    // group of every replica; without a rate, the scenario's concurrency as clients).
    std::optional<ServingSimulation> simulation;
    double requests_per_second_per_group = 0; // the simulated rate; 0 for a closed loop
    std::int64_t clients_per_group = 0;       // closed loop: requests kept in flight
    bool meets_targets = true; // the percentiles meet the targets at the planned replicas
    // Set when prefill and decode run on workers of their own: `replicas` then counts the
    // workers of both pools, `simulation` the service as a client sees it (time to first token
    // from the prefill pool, time per output token from the decode pool with the KV cache's
    // transfer, end to end their sum at each percentile), requests_per_second_per_group the
    // whole service's rate.
    std::optional<DisaggregatedService> disaggregated;
    // How sure: the service at the fastest and slowest credible steps (strategy/serving_range.h);
    // set where the choice was simulated.
    std::optional<ServingRange> range;
    // Whether the replicas were sized by simulation; without it `replicas` is the analytical
    // lower bound (the rate over one replica's capacity at maximum load).
    bool simulated = false;
    // What the targets are judged by where nothing was simulated: with a rate, one request
    // alone on the replica (its time to first token and per output token: floors no load
    // beats); without one, the mean figures at the scenario's concurrency.
    double analytic_ttft_seconds = 0;
    double analytic_tpot_seconds = 0;
    // The time to first token and per output token the targets are judged by: at the targets'
    // percentile of the simulation, else the analytical figures above.
    [[nodiscard]] double judged_ttft() const;
    [[nodiscard]] double judged_tpot() const;
    // The whole service's simulated rate: each attention group's over every group of the
    // replicas the rate needs (a disaggregated service's is whole already); 0 for a closed loop.
    [[nodiscard]] double simulated_requests_per_second() const;
};

// The share of GPU memory the engine takes (vLLM --gpu-memory-utilization): what the scenario's
// allocator headroom leaves, between 0.5 and 0.95.
[[nodiscard]] double serving_memory_utilization(const Overheads& o);
// ServingChoice::static_memory_fraction of a layout (w) on the query's GPU.
[[nodiscard]] double static_memory_fraction(const ServingQuery& q, const InferenceWorkload& w);

// The layout with the fewest GPUs in all (replicas x replica) that meets the targets; without a
// rate, the fewest GPUs per replica that fit, the most tokens/s among them. nullopt when no
// layout fits one node (or, with a network, the nodes a pipeline may span). Replica sizes are
// simulated in the order of their analytical lower bounds, and a size stops the search once
// its bound is no better than the best simulated total (branch and bound).
[[nodiscard]] std::optional<ServingChoice> search_serving(const ServingQuery& q);

// The service's percentiles at one request rate (the whole service's).
struct LatencyPoint {
    double requests_per_second = 0;
    LatencyPercentiles ttft, tpot;
    bool saturated = false;
};

// The choice `c` (its layout, and for disaggregated prefill and decode its pools) with
// `replicas` replicas (the workers of both pools), simulated at each of `rates` requests/s with
// `requests` requests each: how its latency percentiles move with the load. Empty when the
// layout no longer fits the hardware of `q`. The rates are simulated on up to `threads` threads
// (0: one per hardware thread; the points are the same whatever the count).
[[nodiscard]] std::vector<LatencyPoint>
latency_against_rate(const ServingQuery& q, const ServingChoice& c, std::int64_t replicas,
                     const std::vector<double>& rates, std::int64_t requests, unsigned threads = 1);

// A serving benchmark's load, as `vllm bench serve` sends it: `requests` requests at
// `requests_per_second` (0: every one at once, its default rate "inf"), at most `max_in_flight`
// unanswered (--max-concurrency; 0: no limit).
struct BenchmarkLoad {
    std::int64_t requests = 1000;
    double requests_per_second = 0;
    std::int64_t max_in_flight = 0;
};

// Every prefill and decode step of the engine multiplied by these (ServingStepModel::calibrated):
// one end of how sure a service is (time/time_range.h, ServingSpread).
struct StepFactors {
    double prefill = 1;
    double decode = 1;
};

// One replica of the layout q.workload pins (tensor, attention groups, stages) under `load`:
// the engine's scheduler simulated with the KV cache its memory budget leaves after the profile
// run of q.workload.concurrency sequences (vLLM's --max-num-seqs) and prefill_chunk_tokens.
// nullopt when the weights and the working set do not fit the GPU. docs/validation.md, "Serving
// at a stated load".
// With `factors`, at one end of how sure the engine's steps are.
[[nodiscard]] std::optional<ServingSimulation>
simulate_benchmark(const ServingQuery& q, const BenchmarkLoad& load, StepFactors factors = {});

// How far a service's latencies are past its targets: the larger of time to first token over
// its target and time per output token over its target, for the targets set (0 with none).
// The search keeps the size that comes nearest; the plan lists excluded options by it.
[[nodiscard]] double latency_over_targets(const InferenceWorkload& w, double ttft_seconds,
                                          double tpot_seconds);

} // namespace gpuplanner
