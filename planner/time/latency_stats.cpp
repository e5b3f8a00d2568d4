#include "time/latency_stats.h"

#include <algorithm>
#include <utility>

namespace gpuplanner {

namespace {

// Percentiles as vLLM's benchmark computes them (numpy's linear interpolation). Asked in rising
// order: `from` is the previous one's order statistic, below which nth_element left only
// smaller values, so each pass partitions what lies above it (the same values as whole passes;
// the simulation of a service's shown options asks this of every run, docs/bench.md).
double percentile_of(std::vector<double>& v, double q, std::size_t& from) {
    if (v.empty())
        return 0;
    const double pos = q / 100.0 * static_cast<double>(v.size() - 1);
    const auto lo = std::max(static_cast<std::size_t>(std::floor(pos)), from);
    std::nth_element(v.begin() + static_cast<std::ptrdiff_t>(from),
                     v.begin() + static_cast<std::ptrdiff_t>(lo), v.end());
    from = lo;
    const double a = v[lo];
    if (lo + 1 >= v.size())
        return a;
    const double b = *std::min_element(v.begin() + static_cast<std::ptrdiff_t>(lo) + 1, v.end());
    return a + (b - a) * (pos - std::floor(pos));
}

} // namespace

LatencyPercentiles latency_percentiles(std::vector<double> v) {
    LatencyPercentiles p;
    if (v.empty())
        return p;
    double sum = 0;
    for (double x : v)
        sum += x;
    p.mean = sum / static_cast<double>(v.size());
    std::size_t from = 0;
    p.p50 = percentile_of(v, 50, from);
    p.p90 = percentile_of(v, 90, from);
    p.p95 = percentile_of(v, 95, from);
    p.p99 = percentile_of(v, 99, from);
    return p;
}

double LatencyPercentiles::at(double q) const {
    const std::array<std::pair<double, double>, 4> known = {
        {{50, p50}, {90, p90}, {95, p95}, {99, p99}}};
    if (q <= known.front().first)
        return p50;
    for (std::size_t i = 1; i < known.size(); ++i)
        if (q <= known[i].first) {
            const auto [q0, v0] = known[i - 1];
            const auto [q1, v1] = known[i];
            return v0 + (v1 - v0) * (q - q0) / (q1 - q0);
        }
    return p99;
}

} // namespace gpuplanner
