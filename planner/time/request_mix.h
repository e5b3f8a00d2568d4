#pragma once
// The requests a service receives, drawn deterministically from a seed: when each arrives, how
// long its prompt and its answer are, and how much of its prompt the prefix cache already holds
// (docs/serving.md, "The request mix"). The same seed gives the same requests on every machine:
// the generator and the draws are written out here, not taken from <random>, whose
// distributions differ between standard libraries.
#include "model/workload.h"

#include <cstdint>
#include <vector>

namespace gpuplanner {

// xoshiro256** (Blackman and Vigna 2018), seeded through splitmix64.
class DeterministicRandom {
public:
    explicit DeterministicRandom(std::uint64_t seed);
    std::uint64_t next();
    double uniform();     // [0, 1)
    double exponential(); // mean 1
    double normal();      // mean 0, sd 1 (Box-Muller)

private:
    std::uint64_t s_[4];
};

struct ServingRequest {
    double arrival_seconds = 0; // when the client sends it (0 for a closed loop)
    std::int64_t prompt_tokens = 1;
    std::int64_t output_tokens = 1;
    std::int64_t cached_tokens = 0; // of the prompt, found in the prefix cache
};

// `count` requests: lengths from w's distribution (or its length samples) around
// w.prompt_tokens and w.output_tokens, each context capped at `max_context_tokens`
// (0: uncapped); arrivals at `rate` per second (Poisson or evenly spaced, as w.arrival
// says; rate 0 or MaxLoad: all at time 0).
[[nodiscard]] std::vector<ServingRequest> draw_requests(const InferenceWorkload& w, double rate,
                                                        std::int64_t count,
                                                        std::int64_t max_context_tokens);

// The prompt length at `percentile` of the `count` requests draw_requests gives for w at
// `rate`, taken as the simulation takes its percentiles (latency_percentiles): a request's own
// time to first token grows with its prompt, so one alone at this length is a floor that no
// replica count beats at that percentile.
[[nodiscard]] double prompt_tokens_at_percentile(const InferenceWorkload& w, double rate,
                                                 std::int64_t count,
                                                 std::int64_t max_context_tokens,
                                                 double percentile);

// The longest request (prompt + output tokens) the service must accept for the lengths the
// plan simulates: the longest pair of a trace; the mean's for fixed lengths; the mean x (1 +
// spread) for uniform ones; for the unbounded normal and exponential lengths, the longest
// draw_requests keeps (`max_context_tokens`), or where the model states none 1 in 10,000
// requests longer (mean x (1 + 3.72 spread), mean x ln 10,000). Never past
// `max_context_tokens` (0: no cap). The export's --max-model-len: an engine refuses longer
// requests, which the plan served.
[[nodiscard]] std::int64_t longest_request_tokens(const InferenceWorkload& w,
                                                  std::int64_t max_context_tokens);

} // namespace gpuplanner
