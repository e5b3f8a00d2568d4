#pragma once
// Latency statistics as vLLM's benchmark reports them: the mean and the p50 / p90 / p95 / p99
// of a list of values (numpy's linear interpolation between order statistics), and a
// log-binned histogram for the many inter-token latencies of a simulated run
// (time/serving_simulation.h).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <vector>

namespace gpuplanner {

struct LatencyPercentiles {
    double mean = 0, p50 = 0, p90 = 0, p95 = 0, p99 = 0;
    [[nodiscard]] double at(double percentile) const; // 50, 90, 95 or 99; others interpolate
};

// Mean and percentiles of `values` as vLLM's benchmark reports them (numpy's linear
// interpolation between order statistics).
[[nodiscard]] LatencyPercentiles latency_percentiles(std::vector<double> values);

// Inter-token latencies come one per decoding sequence and step: hundreds of thousands of
// values, so they go into log-spaced bins (0.9 % wide, 1 µs to 1000 s) weighted by count.
class LogHistogram {
public:
    void add(double value, double weight) {
        const double x = std::log10(std::max(value, kLow)) - std::log10(kLow);
        const auto i = std::min(kBins - 1, static_cast<std::size_t>(x * kPerDecade));
        bins_[i] += weight;
        total_ += weight;
        sum_ += value * weight;
    }
    [[nodiscard]] LatencyPercentiles percentiles() const {
        LatencyPercentiles p;
        if (total_ <= 0)
            return p;
        p.mean = sum_ / total_;
        p.p50 = at(50);
        p.p90 = at(90);
        p.p95 = at(95);
        p.p99 = at(99);
        return p;
    }

private:
    static constexpr double kLow = 1e-6;
    static constexpr double kPerDecade = 256;
    static constexpr std::size_t kBins = 9 * 256;
    [[nodiscard]] double at(double q) const {
        double seen = 0;
        for (std::size_t i = 0; i < kBins; ++i) {
            seen += bins_[i];
            if (seen >= q / 100.0 * total_) // the bin's middle
                return kLow * std::pow(10.0, (static_cast<double>(i) + 0.5) / kPerDecade);
        }
        return kLow * std::pow(10.0, static_cast<double>(kBins) / kPerDecade);
    }
    std::array<double, kBins> bins_{};
    double total_ = 0, sum_ = 0;
};

} // namespace gpuplanner
