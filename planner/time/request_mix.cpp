#include "time/request_mix.h"

#include "time/latency_stats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner {

namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

// One length around `mean` (at least `floor`).
std::int64_t draw_length(DeterministicRandom& r, LengthDistribution dist, double spread,
                         std::int64_t mean, std::int64_t floor) {
    const double m = static_cast<double>(mean);
    double v = m;
    switch (dist) {
    case LengthDistribution::Fixed:
        break;
    case LengthDistribution::Uniform:
        v = m * (1.0 + spread * (2.0 * r.uniform() - 1.0));
        break;
    case LengthDistribution::Normal:
        v = m * (1.0 + spread * r.normal());
        break;
    case LengthDistribution::Exponential:
        v = m * r.exponential();
        break;
    }
    return std::max(floor, static_cast<std::int64_t>(std::llround(v)));
}

} // namespace

DeterministicRandom::DeterministicRandom(std::uint64_t seed) {
    for (std::uint64_t& s : s_)
        s = splitmix64(seed);
}

std::uint64_t DeterministicRandom::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

double DeterministicRandom::uniform() {
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

double DeterministicRandom::exponential() {
    return -std::log1p(-uniform());
}

double DeterministicRandom::normal() {
    // Box-Muller with the first uniform kept off 0.
    const double u = 1.0 - uniform();
    const double v = uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
}

std::vector<ServingRequest> draw_requests(const InferenceWorkload& w, double rate,
                                          std::int64_t count, std::int64_t max_context_tokens) {
    DeterministicRandom r(static_cast<std::uint64_t>(w.seed));
    std::vector<ServingRequest> out;
    out.reserve(static_cast<std::size_t>(std::max<std::int64_t>(count, 0)));
    const bool open = rate > 0 && w.arrival != ArrivalProcess::MaxLoad;
    double clock = 0;
    for (std::int64_t i = 0; i < count; ++i) {
        ServingRequest q;
        if (open) {
            clock += w.arrival == ArrivalProcess::Constant ? 1.0 / rate : r.exponential() / rate;
            q.arrival_seconds = clock;
        }
        if (!w.length_samples.empty()) {
            const auto pick = static_cast<std::size_t>(
                r.uniform() * static_cast<double>(w.length_samples.size()));
            const auto& s = w.length_samples[std::min(pick, w.length_samples.size() - 1)];
            q.prompt_tokens = std::max<std::int64_t>(s.first, 1);
            q.output_tokens = std::max<std::int64_t>(s.second, 1);
        } else {
            q.prompt_tokens =
                draw_length(r, w.length_distribution, w.length_spread, w.prompt_tokens, 1);
            q.output_tokens =
                draw_length(r, w.length_distribution, w.length_spread, w.output_tokens, 1);
        }
        if (max_context_tokens > 1 && q.prompt_tokens + q.output_tokens > max_context_tokens) {
            // Keep the prompt's share of the cap (engines refuse longer requests).
            const double share = static_cast<double>(q.prompt_tokens) /
                                 static_cast<double>(q.prompt_tokens + q.output_tokens);
            q.prompt_tokens = std::max<std::int64_t>(
                1, static_cast<std::int64_t>(share * static_cast<double>(max_context_tokens)));
            q.output_tokens = std::max<std::int64_t>(1, max_context_tokens - q.prompt_tokens);
        }
        q.cached_tokens = w.cached_prompt_tokens(q.prompt_tokens);
        out.push_back(q);
    }
    return out;
}

double prompt_tokens_at_percentile(const InferenceWorkload& w, double rate, std::int64_t count,
                                   std::int64_t max_context_tokens, double percentile) {
    std::vector<double> prompts;
    for (const ServingRequest& r : draw_requests(w, rate, count, max_context_tokens))
        prompts.push_back(static_cast<double>(r.prompt_tokens));
    return prompts.empty() ? static_cast<double>(w.prompt_tokens)
                           : latency_percentiles(std::move(prompts)).at(percentile);
}

std::int64_t longest_request_tokens(const InferenceWorkload& w, std::int64_t max_context_tokens) {
    const bool capped = max_context_tokens > 1;
    std::int64_t longest = 0;
    if (!w.length_samples.empty()) {
        for (const auto& [prompt, output] : w.length_samples)
            longest = std::max(longest, std::max<std::int64_t>(prompt, 1) +
                                            std::max<std::int64_t>(output, 1));
    } else {
        const double mean = static_cast<double>(w.context_tokens());
        double bound = mean;
        switch (w.length_distribution) {
        case LengthDistribution::Fixed:
            break;
        case LengthDistribution::Uniform:
            bound = mean * (1.0 + w.length_spread);
            break;
        case LengthDistribution::Normal:
            bound = capped ? std::numeric_limits<double>::infinity()
                           : mean * (1.0 + 3.72 * w.length_spread); // P(z > 3.72) = 1e-4
            break;
        case LengthDistribution::Exponential:
            bound = capped ? std::numeric_limits<double>::infinity()
                           : mean * std::log(1e4); // P(x > m ln 1e4) = 1e-4
            break;
        }
        // Prompt and output are drawn apart, each rounded (draw_length): one more token each.
        longest = std::isfinite(bound) ? static_cast<std::int64_t>(std::ceil(bound)) + 2
                                       : std::numeric_limits<std::int64_t>::max();
        if (w.length_distribution == LengthDistribution::Fixed)
            longest = w.context_tokens();
    }
    return capped ? std::min(longest, max_context_tokens) : longest;
}

} // namespace gpuplanner
