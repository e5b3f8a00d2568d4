#include "time/serving_engines.h"

#include "time/stacks.h"

#include <array>

namespace gpuplanner {

namespace {

struct EngineRow {
    ServingEngine engine;
    const char* name;
    double step_overhead_seconds;
    double allreduce_latency_seconds;
};

// One small all-reduce inside an H100 node, 4 KB, tp 8 (the worst of tp 2/4/8), without CUDA
// graphs (SGLang pull request #2904, 2025-01-15): vLLM's custom all-reduce kernel 9.3 µs, the
// TensorRT-LLM-derived kernel SGLang adopted 5.7 µs. gpt-fast all-reduces through NCCL, for
// which no measured small-message latency was found: vLLM's kernel is taken as its floor.
constexpr double kVllmAllReduce = 9.3e-6;
constexpr double kTrtAllReduce = 5.7e-6;

// Host time per step the GPU waits for (docs/performance.md, "Serving engines"):
// vLLM before 0.6, about 4 ms of GPU bubble on every decode step (vLLM RFC #6854, multi-step
// scheduling, 2024-07-26); engines that prepare the next step while the GPU runs this one,
// about 0.2-0.3 ms (vLLM issue #10634, asynchronous scheduling, 2024-11-25); a C++ runtime or a
// compiled generation loop, none counted.
constexpr double kSynchronousStep = 4e-3;
constexpr double kOverlappedStep = 0.3e-3;

constexpr std::array<EngineRow, 6> kEngines = {{
    {ServingEngine::Auto, "auto", kOverlappedStep, kVllmAllReduce},
    {ServingEngine::VllmV0, "vllm_v0", kSynchronousStep, kVllmAllReduce},
    {ServingEngine::VllmV1, "vllm_v1", kOverlappedStep, kVllmAllReduce},
    {ServingEngine::Sglang, "sglang", kOverlappedStep, kTrtAllReduce},
    {ServingEngine::TensorRtLlm, "tensorrt_llm", 0.0, kTrtAllReduce},
    {ServingEngine::GptFast, "gpt_fast", 0.0, kVllmAllReduce},
}};

} // namespace

const char* serving_engine_name(ServingEngine e) {
    for (const EngineRow& r : kEngines)
        if (r.engine == e)
            return r.name;
    return "";
}

std::vector<std::string> serving_engine_names() {
    std::vector<std::string> names;
    for (const EngineRow& r : kEngines)
        names.emplace_back(r.name);
    return names;
}

std::optional<ServingEngine> serving_engine_from_name(const std::string& name) {
    for (const EngineRow& r : kEngines)
        if (name == r.name)
            return r.engine;
    return std::nullopt;
}

EngineProfile engine_profile(ServingEngine engine) {
    EngineProfile p;
    for (const EngineRow& r : kEngines)
        if (r.engine == engine) {
            p.engine = engine == ServingEngine::Auto ? ServingEngine::VllmV1 : engine;
            p.step_overhead_seconds = r.step_overhead_seconds;
            p.allreduce_latency_seconds = r.allreduce_latency_seconds;
        }
    p.kernel_gap_seconds = kernel_gap_seconds();
    return p;
}

} // namespace gpuplanner
