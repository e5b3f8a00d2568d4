#include "calibration/serving_benchmark.h"

#include "calibration/log_lines.h"
#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string_view>

namespace gpuplanner {

namespace {

std::optional<double> json_number(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number())
        return std::nullopt;
    const double v = it->get<double>();
    return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

std::optional<double> seconds(std::optional<double> ms) {
    return ms ? std::optional<double>(*ms / 1000.0) : std::nullopt;
}

// Days since 1970-01-01 as a civil date (H. Hinnant, "chrono-Compatible Low-Level Date
// Algorithms", civil_from_days).
std::string date_of_epoch_seconds(double seconds) {
    if (!(seconds > 0 && seconds < 1e11))
        return "";
    std::int64_t z = static_cast<std::int64_t>(seconds / 86400.0) + 719468;
    const std::int64_t era = z / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const std::int64_t day = doy - (153 * mp + 2) / 5 + 1;
    const std::int64_t month = mp < 10 ? mp + 3 : mp - 9;
    const std::int64_t year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    char text[64];
    std::snprintf(text, sizeof text, "%04lld-%02lld-%02lld", static_cast<long long>(year),
                  static_cast<long long>(month), static_cast<long long>(day));
    return text;
}

// GuideLLM's distribution of one metric for the successful requests ("successful" since 0.3,
// "completed" before), else over all of them.
const nlohmann::json* guidellm_distribution(const nlohmann::json& metrics, const char* key) {
    const auto it = metrics.find(key);
    if (it == metrics.end() || !it->is_object())
        return nullptr;
    for (const char* status : {"successful", "completed", "total"})
        if (const auto s = it->find(status); s != it->end() && s->is_object())
            return &*s;
    return nullptr;
}

std::optional<double> guidellm_stat(const nlohmann::json& metrics, const char* key,
                                    const char* stat, double scale = 1.0) {
    const nlohmann::json* dist = guidellm_distribution(metrics, key);
    if (!dist)
        return std::nullopt;
    std::optional<double> v;
    if (std::string_view(stat) == "p99") {
        if (const auto p = dist->find("percentiles"); p != dist->end() && p->is_object())
            v = json_number(*p, "p99");
    } else {
        v = json_number(*dist, stat);
    }
    return v ? std::optional<double>(*v * scale) : std::nullopt;
}

// GuideLLM `benchmarks.json` (guidellm benchmark --output-path): {"benchmarks": [...]}, each
// with its metrics as distributions (src/guidellm/benchmark/benchmark.py, GenerativeMetrics).
std::vector<ServingBenchmark> from_guidellm(const std::string& file, const nlohmann::json& j) {
    const nlohmann::json& list = j.at("benchmarks");
    if (!list.is_array() || list.empty())
        throw InputError(file, "benchmarks", input_problem(InputProblemCode::GuidellmNoBenchmarks));
    std::vector<ServingBenchmark> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string where = "benchmarks[" + std::to_string(i) + "]";
        const nlohmann::json& entry = list[i];
        const auto m = entry.is_object() ? entry.find("metrics") : entry.end();
        if (!entry.is_object() || m == entry.end() || !m->is_object())
            throw InputError(file, where + ".metrics",
                             input_problem(InputProblemCode::GuidellmNoMetrics));
        ServingBenchmark b;
        b.tool = "guidellm_json";
        b.file = file;
        const auto tokens = guidellm_stat(*m, "output_tokens_per_second", "mean");
        if (!tokens || *tokens <= 0)
            throw InputError(file, where + ".metrics.output_tokens_per_second",
                             input_problem(InputProblemCode::MissingPositiveNumber));
        b.output_tokens_per_second = *tokens;
        b.request_throughput = guidellm_stat(*m, "requests_per_second", "mean");
        b.mean_concurrency = guidellm_stat(*m, "request_concurrency", "mean");
        b.mean_input_tokens = guidellm_stat(*m, "prompt_token_count", "mean");
        b.mean_output_tokens = guidellm_stat(*m, "output_token_count", "mean");
        b.mean_ttft_seconds = guidellm_stat(*m, "time_to_first_token_ms", "mean", 1e-3);
        b.median_ttft_seconds = guidellm_stat(*m, "time_to_first_token_ms", "median", 1e-3);
        b.p99_ttft_seconds = guidellm_stat(*m, "time_to_first_token_ms", "p99", 1e-3);
        b.mean_itl_seconds = guidellm_stat(*m, "inter_token_latency_ms", "mean", 1e-3);
        b.median_itl_seconds = guidellm_stat(*m, "inter_token_latency_ms", "median", 1e-3);
        b.mean_e2e_seconds = guidellm_stat(*m, "request_latency", "mean");
        if (const auto n = guidellm_stat(*m, "request_latency", "count"); n && *n >= 0 && *n < 1e15)
            b.completed = static_cast<std::int64_t>(*n);
        const auto start = json_number(entry, "start_time");
        const auto end = json_number(entry, "end_time");
        if (start)
            b.date = date_of_epoch_seconds(*start);
        if (start && end && *end > *start)
            b.duration_seconds = *end - *start;
        out.push_back(std::move(b));
    }
    return out;
}

ServingBenchmark from_json(const std::string& file, const nlohmann::json& j) {
    ServingBenchmark b;
    b.tool = "vllm_bench_json";
    b.file = file;
    const auto need = [&](const char* key) {
        const std::optional<double> v = json_number(j, key);
        if (!v || *v < 0)
            throw InputError(file, key, input_problem(InputProblemCode::BenchmarkNumberMissing));
        return *v;
    };
    b.output_tokens_per_second = need("output_throughput");
    b.duration_seconds = need("duration");
    const double completed = need("completed");
    if (completed > 1e15) // a count, kept in range before it becomes an integer
        throw InputError(file, "completed",
                         input_problem(InputProblemCode::BenchmarkTooManyRequests));
    b.completed = static_cast<std::int64_t>(completed);
    b.request_throughput = json_number(j, "request_throughput");
    if (const auto date = j.find("date"); date != j.end() && date->is_string()) {
        const std::string d = date->get<std::string>(); // "20250101-120000"
        if (d.size() >= 8)
            b.date = d.substr(0, 4) + "-" + d.substr(4, 2) + "-" + d.substr(6, 2);
    }
    if (const auto m = j.find("model_id"); m != j.end() && m->is_string())
        b.model = m->get<std::string>();
    if (const auto rate = j.find("request_rate"); rate != j.end() && rate->is_number())
        b.request_rate = rate->get<double>(); // "inf" (a string) means all at once
    if (const auto c = j.find("max_concurrency"); c != j.end() && c->is_number_integer())
        b.max_concurrency = c->get<std::int64_t>();
    if (b.completed > 0) {
        if (const auto in = json_number(j, "total_input_tokens"))
            b.mean_input_tokens = *in / static_cast<double>(b.completed);
        if (const auto out = json_number(j, "total_output_tokens"))
            b.mean_output_tokens = *out / static_cast<double>(b.completed);
    }
    b.mean_ttft_seconds = seconds(json_number(j, "mean_ttft_ms"));
    b.median_ttft_seconds = seconds(json_number(j, "median_ttft_ms"));
    b.p99_ttft_seconds = seconds(json_number(j, "p99_ttft_ms"));
    b.mean_tpot_seconds = seconds(json_number(j, "mean_tpot_ms"));
    b.median_tpot_seconds = seconds(json_number(j, "median_tpot_ms"));
    b.p99_tpot_seconds = seconds(json_number(j, "p99_tpot_ms"));
    b.mean_itl_seconds = seconds(json_number(j, "mean_itl_ms"));
    b.median_itl_seconds = seconds(json_number(j, "median_itl_ms"));
    b.mean_e2e_seconds = seconds(json_number(j, "mean_e2el_ms"));
    return b;
}

// "Output token throughput (tok/s):            2345.67" and its neighbours.
ServingBenchmark from_text(const std::string& file) {
    LogLines lines(file);
    ServingBenchmark b;
    b.tool = "bench_serving_text";
    b.file = file;
    bool in_block = false, seen = false;
    std::optional<double> input_total, output_total;
    std::string line;
    while (lines.next(line)) {
        if (line.find("Serving Benchmark Result") != std::string::npos) {
            in_block = seen = true;
            continue;
        }
        if (!in_block)
            continue;
        if (line.find("==================================================") == 0)
            in_block = false;
        const auto set = [&](const char* key, auto& field, double scale) {
            if (const auto v = number_after(line, key))
                field = *v * scale;
        };
        const auto count = [&](const char* key) -> std::optional<std::int64_t> {
            const auto v = number_after(line, key);
            if (!v || *v < 0 || *v > 1e15) // kept in range before it becomes an integer
                return std::nullopt;
            return static_cast<std::int64_t>(*v);
        };
        if (const auto v = count("Successful requests:"))
            b.completed = *v;
        set("Benchmark duration (s):", b.duration_seconds, 1.0);
        set("Output token throughput (tok/s):", b.output_tokens_per_second, 1.0);
        set("Request throughput (req/s):", b.request_throughput, 1.0);
        set("Total input tokens:", input_total, 1.0);
        set("Total generated tokens:", output_total, 1.0);
        // vLLM prints "Maximum request concurrency:", SGLang "Max request concurrency:".
        for (const char* key : {"Maximum request concurrency:", "Max request concurrency:"})
            if (const auto v = count(key))
                b.max_concurrency = *v;
        set("Mean TTFT (ms):", b.mean_ttft_seconds, 1e-3);
        set("Median TTFT (ms):", b.median_ttft_seconds, 1e-3);
        set("P99 TTFT (ms):", b.p99_ttft_seconds, 1e-3);
        set("Mean TPOT (ms):", b.mean_tpot_seconds, 1e-3);
        set("Median TPOT (ms):", b.median_tpot_seconds, 1e-3);
        set("P99 TPOT (ms):", b.p99_tpot_seconds, 1e-3);
        set("Mean ITL (ms):", b.mean_itl_seconds, 1e-3);
        set("Median ITL (ms):", b.median_itl_seconds, 1e-3);
        set("Mean E2E Latency (ms):", b.mean_e2e_seconds, 1e-3);
        if (line.rfind("Concurrency:", 0) == 0) // SGLang: requests in flight on average
            set("Concurrency:", b.mean_concurrency, 1.0);
    }
    if (!seen)
        throw InputError(file, "", input_problem(InputProblemCode::NoBenchmarkResult));
    if (b.output_tokens_per_second <= 0)
        throw InputError(file, "line " + std::to_string(lines.line_number()),
                         input_problem(InputProblemCode::NoOutputThroughputLine));
    if (b.completed > 0 && input_total)
        b.mean_input_tokens = *input_total / static_cast<double>(b.completed);
    if (b.completed > 0 && output_total)
        b.mean_output_tokens = *output_total / static_cast<double>(b.completed);
    return b;
}

} // namespace

std::optional<double> ServingBenchmark::tpot_seconds() const {
    for (const auto& v :
         {median_tpot_seconds, mean_tpot_seconds, median_itl_seconds, mean_itl_seconds})
        if (v && *v > 0)
            return v;
    return std::nullopt;
}

std::optional<double> ServingBenchmark::ttft_seconds() const {
    for (const auto& v : {median_ttft_seconds, mean_ttft_seconds})
        if (v && *v > 0)
            return v;
    return std::nullopt;
}

std::optional<double> ServingBenchmark::concurrency() const {
    std::optional<double> c = mean_concurrency;
    if (!c && request_throughput) {
        // Little's law: requests in flight = arrival rate x time in the system.
        std::optional<double> e2e = mean_e2e_seconds;
        const std::optional<double> tpot = mean_tpot_seconds ? mean_tpot_seconds : mean_itl_seconds;
        if (!e2e && mean_ttft_seconds && tpot && mean_output_tokens)
            e2e = *mean_ttft_seconds + *tpot * std::max(*mean_output_tokens - 1.0, 0.0);
        if (e2e)
            c = *request_throughput * *e2e;
    }
    if (c && max_concurrency)
        c = std::min(*c, static_cast<double>(*max_concurrency));
    if (!c && max_concurrency)
        c = static_cast<double>(*max_concurrency);
    if (c && !(*c >= 1.0))
        c = 1.0;
    return c;
}

std::vector<ServingBenchmark> read_serving_benchmarks(const std::string& file) {
    if (first_non_space_characters(file, 1) != "{")
        return {from_text(file)};
    const nlohmann::json j = parse_json_file(file);
    if (j.is_object() && j.contains("benchmarks"))
        return from_guidellm(file, j);
    if (!j.is_object())
        throw InputError(file, "", input_problem(InputProblemCode::BenchmarkNotObject));
    return {from_json(file, j)};
}

bool looks_like_serving_benchmark(const std::string& file) {
    // JSON, not a log opening with a dict ({'loss': ...})
    if (first_non_space_characters(file, 1) == "{")
        return is_json_document(file);
    LogLines lines(file);
    std::string line;
    // A bench client's output holds its block near the start; a training log is read whole by
    // its own reader, so only its first lines are looked at here.
    for (int i = 0; i < 100000 && lines.next(line); ++i)
        if (line.find("Serving Benchmark Result") != std::string::npos)
            return true;
    return false;
}

} // namespace gpuplanner
