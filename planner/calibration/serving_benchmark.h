#pragma once
// What a serving benchmark measured, as the tools write it: `vllm bench serve --save-result`
// (benchmark_serving.py) JSON, GuideLLM's `benchmarks.json` (one entry per benchmark of a sweep),
// and the result block vLLM and SGLang's bench_serving print
// ("============ Serving Benchmark Result ============"). Times in seconds here (the tools
// write milliseconds).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct ServingBenchmark {
    std::string tool; // "vllm_bench_json", "guidellm_json", "bench_serving_text"
    std::string file;
    std::string date; // YYYY-MM-DD when the result says
    std::string model;
    std::optional<double> request_rate; // requests/s asked for; nullopt: all at once
    std::optional<std::int64_t> max_concurrency;
    std::int64_t completed = 0;
    double duration_seconds = 0;
    double output_tokens_per_second = 0;
    std::optional<double> request_throughput; // requests/s
    std::optional<double> mean_input_tokens, mean_output_tokens;
    std::optional<double> mean_ttft_seconds, median_ttft_seconds, p99_ttft_seconds;
    std::optional<double> mean_tpot_seconds, median_tpot_seconds, p99_tpot_seconds;
    // Inter-token latency: what SGLang prints instead of TPOT; GuideLLM's TPOT counts the
    // first token in, so its inter-token latency is the TPOT of vLLM's definition.
    std::optional<double> mean_itl_seconds, median_itl_seconds;
    std::optional<double> mean_e2e_seconds;
    std::optional<double> mean_concurrency; // requests in flight, as the tool measured them

    // Time per output token after the first: TPOT, else inter-token latency; median first.
    [[nodiscard]] std::optional<double> tpot_seconds() const;
    [[nodiscard]] std::optional<double> ttft_seconds() const; // median, else mean
    // Requests in flight on average: as measured, else Little's law (request throughput x
    // mean end-to-end latency), never above the benchmark's cap; nullopt when unknown.
    [[nodiscard]] std::optional<double> concurrency() const;
};

// Reads `file`: JSON (vLLM's result, or GuideLLM's report with one entry per benchmark) or the
// printed block; InputError naming the file and the missing figure when it holds neither.
[[nodiscard]] std::vector<ServingBenchmark> read_serving_benchmarks(const std::string& file);
// Whether `file` looks like a serving benchmark (JSON, or a "Serving Benchmark Result" block
// within its first lines) rather than a training log.
[[nodiscard]] bool looks_like_serving_benchmark(const std::string& file);

} // namespace gpuplanner
