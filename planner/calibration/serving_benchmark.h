#pragma once
// What a serving benchmark measured, as the tools write it: `vllm bench serve --save-result`
// (benchmark_serving.py) JSON, and the result block vLLM and SGLang's bench_serving print
// ("============ Serving Benchmark Result ============"). Times in seconds here (the tools
// write milliseconds).
#include <cstdint>
#include <optional>
#include <string>

namespace gpuplanner {

struct ServingBenchmark {
    std::string tool; // "vllm_bench_json", "bench_serving_text"
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
};

// Reads `file` (JSON when it starts with '{', else the printed block); InputError naming the
// file and the missing figure when it holds neither.
[[nodiscard]] ServingBenchmark read_serving_benchmark(const std::string& file);

} // namespace gpuplanner
