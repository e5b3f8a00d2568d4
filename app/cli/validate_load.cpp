#include "validate_load.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ostream>

namespace gpuplanner::cli {

namespace {

nlohmann::json figures_json(const LoadFigures& f) {
    return {{"requests_per_second", f.requests_per_second},
            {"median_ttft_ms", f.ttft_p50_ms},
            {"p99_ttft_ms", f.ttft_p99_ms},
            {"median_tpot_ms", f.tpot_p50_ms},
            {"p99_tpot_ms", f.tpot_p99_ms}};
}

// "1,234 ms" or "3.2 ms" or "12.3 s": what a reader compares with the published column.
std::string duration_text(double ms) {
    char buf[48];
    if (ms >= 10000)
        std::snprintf(buf, sizeof buf, "%.1f s", ms / 1000);
    else if (ms >= 100)
        std::snprintf(buf, sizeof buf, "%.0f ms", ms);
    else
        std::snprintf(buf, sizeof buf, "%.1f ms", ms);
    return buf;
}

// "published → predicted (+12%)"
std::string pair_text(double published, double predicted, bool planned) {
    if (!planned)
        return duration_text(published) + " → —";
    char e[32];
    std::snprintf(e, sizeof e, " (%+.0f%%)", (predicted / published - 1.0) * 100);
    return duration_text(published) + " → " + duration_text(predicted) + e;
}

std::string load_text(const LoadRow& r) {
    std::string t = std::to_string(r.requests) + " requests ";
    char buf[64];
    if (r.request_rate > 0) {
        std::snprintf(buf, sizeof buf, "at %.3g/s", r.request_rate);
        t += buf;
    } else {
        t += "at once";
    }
    if (r.max_concurrency > 0)
        t += ", at most " + std::to_string(r.max_concurrency) + " in flight";
    return t;
}

} // namespace

void add_load_json(nlohmann::json& out, const ValidationResult& v) {
    nlohmann::json rows = nlohmann::json::array();
    for (const LoadRow& r : v.load) {
        nlohmann::json j{{"name", r.name},
                         {"scenario", r.scenario_file},
                         {"engine", r.engine},
                         {"hardware", r.hardware},
                         {"lengths", r.lengths},
                         {"requests", r.requests},
                         {"request_rate", r.request_rate},
                         {"max_concurrency", r.max_concurrency},
                         {"published", figures_json(r.published)},
                         {"planned", r.planned},
                         {"source", r.source}};
        if (r.planned) {
            j["predicted"] = figures_json(r.predicted);
            j["throughput_error"] = r.throughput_error();
            j["percentile_errors"] = r.percentile_errors();
            j["preemptions"] = r.preemptions;
            j["requests_per_second_range"] = {{"slow", r.slowest_requests_per_second},
                                              {"fast", r.fastest_requests_per_second}};
            j["range_holds"] = r.range_holds();
        }
        rows.push_back(j);
    }
    out["load"] = rows;
    out["load_throughput_median_abs_error"] = v.load_throughput_median_abs_error;
    out["load_throughput_worst_abs_error"] = v.load_throughput_worst_abs_error;
    out["load_throughput_worst"] = v.load_throughput_worst;
    out["load_percentile_median_abs_error"] = v.load_percentile_median_abs_error;
    out["load_percentile_worst_abs_error"] = v.load_percentile_worst_abs_error;
    out["load_percentile_worst"] = v.load_percentile_worst;
    out["load_percentiles_within_25"] = v.load_percentiles_within_25;
    out["load_range_holds"] = v.load_range_holds;
}

void print_load_table(std::ostream& out, const ValidationResult& v) {
    if (v.load.empty())
        return;
    out << "\n| serving at a stated load | engine | hardware | lengths | load | requests/s, "
           "published → predicted | median TTFT | p99 TTFT | median TPOT | p99 TPOT |\n"
        << "|---|---|---|---|---|---|---|---|---|---|\n";
    for (const LoadRow& r : v.load) {
        char rate[96];
        if (r.planned)
            std::snprintf(rate, sizeof rate, "%.3g → %.3g (%+.0f%%; range %.3g–%.3g%s)",
                          r.published.requests_per_second, r.predicted.requests_per_second,
                          r.throughput_error() * 100, r.slowest_requests_per_second,
                          r.fastest_requests_per_second, r.range_holds() ? ", holds" : "");
        else
            std::snprintf(rate, sizeof rate, "%.3g → does not fit",
                          r.published.requests_per_second);
        const LoadFigures& p = r.published;
        const LoadFigures& q = r.predicted;
        out << "| " << r.name << " | " << r.engine << " | " << r.hardware << " | " << r.lengths
            << " | " << load_text(r) << " | " << rate << " | "
            << pair_text(p.ttft_p50_ms, q.ttft_p50_ms, r.planned) << " | "
            << pair_text(p.ttft_p99_ms, q.ttft_p99_ms, r.planned) << " | "
            << pair_text(p.tpot_p50_ms, q.tpot_p50_ms, r.planned) << " | "
            << pair_text(p.tpot_p99_ms, q.tpot_p99_ms, r.planned) << " |\n";
    }
    char summary[512];
    std::snprintf(summary, sizeof summary,
                  "\nserving at a stated load: throughput median |error| %.0f%%, worst %.0f%% "
                  "(%s); percentiles median |error| %.0f%%, worst %.0f%% (%s), %.0f%% within "
                  "25%%; the range holds the published rate for %zu of %zu benchmarks\n",
                  v.load_throughput_median_abs_error * 100, v.load_throughput_worst_abs_error * 100,
                  v.load_throughput_worst.c_str(), v.load_percentile_median_abs_error * 100,
                  v.load_percentile_worst_abs_error * 100, v.load_percentile_worst.c_str(),
                  v.load_percentiles_within_25 * 100, v.load_range_holds, v.load.size());
    out << summary;
}

} // namespace gpuplanner::cli
