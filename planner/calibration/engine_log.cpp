#include "calibration/engine_log.h"

#include "calibration/log_lines.h"
#include "io/errors.h"

#include <cctype>

namespace gpuplanner {

namespace {

constexpr const char* kVllmWeights[] = {"Model loading took", "Loading model weights took"};
constexpr const char* kVllmKv = "GPU KV cache size:";
constexpr const char* kSglangWeights = "Load weight end.";
constexpr const char* kSglangKv = "KV Cache is allocated. #tokens:";

bool has(const std::string& line, const char* key) {
    return line.find(key) != std::string::npos;
}

// The first YYYY-MM-DD in `line`, or "".
std::string date_in(const std::string& line) {
    for (std::size_t i = 0; i + 10 <= line.size(); ++i) {
        const auto digit = [&](std::size_t k) {
            return std::isdigit(static_cast<unsigned char>(line[i + k])) != 0;
        };
        if (digit(0) && digit(1) && digit(2) && digit(3) && line[i + 4] == '-' && digit(5) &&
            digit(6) && line[i + 7] == '-' && digit(8) && digit(9))
            return line.substr(i, 10);
    }
    return "";
}

} // namespace

bool looks_like_engine_log(const std::string& file) {
    LogLines lines(file);
    std::string line;
    for (int i = 0; i < 100000 && lines.next(line); ++i)
        if (has(line, kVllmKv) || has(line, kSglangKv) || has(line, kSglangWeights) ||
            has(line, kVllmWeights[0]) || has(line, kVllmWeights[1]))
            return true;
    return false;
}

EngineStartup read_engine_startup(const std::string& file) {
    LogLines lines(file);
    EngineStartup e;
    e.file = file;
    std::string line;
    while (lines.next(line)) {
        if (e.date.empty())
            e.date = date_in(line);
        // vLLM: "Model loading took 14.9935 GiB and 5.123456 seconds"
        for (const char* key : kVllmWeights)
            if (has(line, key) && !e.weights_gib) {
                e.tool = "vllm_startup_log";
                e.weights_gib = number_after(line, key);
            }
        // vLLM: "GPU KV cache size: 456,784 tokens"
        if (has(line, kVllmKv)) {
            e.tool = "vllm_startup_log";
            e.kv_cache_tokens = number_after(line, kVllmKv);
        }
        // vLLM: "Maximum concurrency for 8,192 tokens per request: 55.76x"
        if (has(line, "Maximum concurrency for")) {
            e.max_model_len = number_after(line, "Maximum concurrency for");
            e.max_concurrency = number_after(line, "tokens per request:");
        }
        // vLLM: "non-default args: {'model': ..., 'gpu_memory_utilization': 0.95}"
        if (const auto u = number_after(line, "'gpu_memory_utilization':");
            u && *u > 0 && *u <= 1 && has(line, "non-default args"))
            e.memory_utilization = *u;
        // SGLang: "Load weight end. type=LlamaForCausalLM, dtype=torch.bfloat16, avail
        // mem=63.27 GB, mem usage=14.99 GB."
        if (has(line, kSglangWeights)) {
            e.tool = "sglang_startup_log";
            e.weights_gib = number_after(line, "mem usage=");
        }
        // SGLang: "KV Cache is allocated. #tokens: 467280, K size: 28.52 GB, V size: ..."
        if (has(line, kSglangKv)) {
            e.tool = "sglang_startup_log";
            e.kv_cache_tokens = number_after(line, kSglangKv);
        }
    }
    if (!e.weights_gib && !e.kv_cache_tokens)
        throw InputError(file, "",
                         input_problem(InputProblemCode::NoStartupLine,
                                       {{"lines", std::to_string(lines.line_number())}}));
    return e;
}

} // namespace gpuplanner
