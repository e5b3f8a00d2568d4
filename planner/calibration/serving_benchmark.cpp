#include "calibration/serving_benchmark.h"

#include "calibration/log_lines.h"
#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <cmath>
#include <fstream>

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

ServingBenchmark from_json(const std::string& file) {
    const nlohmann::json j = parse_json_file(file);
    if (!j.is_object())
        throw InputError(file, "", "expected a JSON object (vllm bench serve --save-result)");
    ServingBenchmark b;
    b.tool = "vllm_bench_json";
    b.file = file;
    const auto need = [&](const char* key) {
        const std::optional<double> v = json_number(j, key);
        if (!v || *v < 0)
            throw InputError(file, key,
                             "missing or not a number: is this a vllm bench serve result?");
        return *v;
    };
    b.output_tokens_per_second = need("output_throughput");
    b.duration_seconds = need("duration");
    const double completed = need("completed");
    if (completed > 1e15) // a count, kept in range before it becomes an integer
        throw InputError(file, "completed", "more requests than any benchmark sends");
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
    }
    if (!seen)
        throw InputError(file, "",
                         "no \"Serving Benchmark Result\" block and not a JSON result: is this "
                         "the output of vllm bench serve or SGLang's bench_serving?");
    if (b.output_tokens_per_second <= 0)
        throw InputError(file, "line " + std::to_string(lines.line_number()),
                         "the result block has no \"Output token throughput (tok/s):\" line");
    if (b.completed > 0 && input_total)
        b.mean_input_tokens = *input_total / static_cast<double>(b.completed);
    if (b.completed > 0 && output_total)
        b.mean_output_tokens = *output_total / static_cast<double>(b.completed);
    return b;
}

} // namespace

ServingBenchmark read_serving_benchmark(const std::string& file) {
    std::ifstream probe(file, std::ios::binary);
    char first = 0;
    while (probe.get(first) && std::isspace(static_cast<unsigned char>(first)))
        ;
    return first == '{' ? from_json(file) : from_text(file);
}

} // namespace gpuplanner
