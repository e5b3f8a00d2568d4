#pragma once
// What a serving engine's start-up log says about its memory (issue #30), as vLLM and SGLang print
// it: the weights loaded per GPU and the KV cache it could allocate. Both tools print "GB"
// computed as bytes / 2^30 (vLLM "Model loading took %.4f GiB", before 0.6 "Loading model weights
// took %.4f GB" over 2**30; SGLang's get_available_gpu_memory divides by 1 << 30), so the figures
// are GiB. Read in bounded memory (log_lines.h).
#include <optional>
#include <string>

namespace gpuplanner {

struct EngineStartup {
    std::string tool; // "vllm_startup_log", "sglang_startup_log"
    std::string file;
    std::string date;                      // the first YYYY-MM-DD the log prints
    std::optional<double> weights_gib;     // per GPU, as loaded
    std::optional<double> kv_cache_tokens; // what the KV cache holds (vLLM: the replica's)
    // vLLM: "Maximum concurrency for 8,192 tokens per request: 55.76x".
    std::optional<double> max_concurrency;
    std::optional<double> max_model_len;
    // vLLM's --gpu-memory-utilization when the log states it ("non-default args: {...,
    // 'gpu_memory_utilization': 0.95}", vLLM's log_non_default_args); absent: the default 0.9.
    std::optional<double> memory_utilization;
};

// Whether `file`'s first lines hold a start-up line of vLLM or SGLang.
[[nodiscard]] bool looks_like_engine_log(const std::string& file);
// Reads `file`; InputError naming the file when it holds no weight or KV cache line.
[[nodiscard]] EngineStartup read_engine_startup(const std::string& file);

} // namespace gpuplanner
