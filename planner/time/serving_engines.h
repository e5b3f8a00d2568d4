#pragma once
// Serving engines a team deploys with (`performance.serving_engine`): what one decode step or
// prefill costs beyond its weight reads and FLOPs. One table, one row per engine, each figure
// with its source (docs/performance.md, "Serving engines"); the latency rows of
// `gpuplan validate` are not among those sources (docs/validation.md).
#include "hardware/hardware.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum class ServingEngine {
    Auto,        // vLLM's V1 engine, the default of vLLM 0.8 and later
    VllmV0,      // vLLM before 0.6 (synchronous scheduler and output processing)
    VllmV1,      // vLLM V1 engine (0.8-): CUDA graphs, custom all-reduce, overlapped scheduling
    Sglang,      // SGLang (overlap scheduler, TensorRT-LLM's all-reduce kernel)
    TensorRtLlm, // TensorRT-LLM (C++ runtime, its own all-reduce kernels)
    GptFast,     // gpt-fast: torch.compile with CUDA graphs, NCCL through PyTorch
};
inline constexpr ServingEngine kLastServingEngine = ServingEngine::GptFast;

[[nodiscard]] const char* serving_engine_name(ServingEngine e); // JSON ("vllm_v1")
[[nodiscard]] std::vector<std::string> serving_engine_names();
[[nodiscard]] std::optional<ServingEngine> serving_engine_from_name(const std::string& name);

struct EngineProfile {
    ServingEngine engine = ServingEngine::VllmV1;
    // Host time per engine step the GPU waits for (scheduling, input preparation, output
    // processing not overlapped with the forward pass).
    double step_overhead_seconds = 0;
    // Latency of one small tensor-parallel all-reduce inside a node (the bandwidth part is
    // counted separately); 0 at tp 1.
    double allreduce_latency_seconds = 0;
    // Per launched kernel beyond its work (as training: time/stacks.h).
    double kernel_gap_seconds = 0;
    // The API server in front of the engine (HTTP, chat template, tokenisation, streaming the
    // answer), one per replica: each request holds it this long, one request after another, so
    // a replica completes at most 1 / api_server_seconds_per_request requests a second; and a
    // request's first token comes api_server_latency_seconds later than the engine alone makes it
    // (the path to and from the engine beside that). 0 where the engine is not served over HTTP
    // or no measurement was found (docs/performance.md, "Serving engines").
    double api_server_seconds_per_request = 0;
    double api_server_latency_seconds = 0;
};

// Auto resolves to vLLM V1.
[[nodiscard]] EngineProfile engine_profile(ServingEngine engine);

// The share of the GPU's dense peak a prefill runs at (every FLOP of the prompt counted), and
// where it comes from: the scenario's `performance.prefill_mfu`, an engine's own published
// benchmark on that class of GPU (docs/performance.md, "Prefill rate"), or the planner's default
// where none was found.
enum class PrefillRateSource { Scenario, EngineBenchmark, Default };
struct PrefillRate {
    double utilization = 0.5;
    PrefillRateSource source = PrefillRateSource::Default;
};
// Whether the engine's fp8 GEMMs of a block-scaled checkpoint (DeepSeek's 128 x 128 scales) and
// its fp8 fused-MoE experts run at about its 16-bit rate rather than at the fp8 peak (vLLM: its
// own kernel benchmarks, docs/performance.md "fp8 GEMMs in vLLM").
[[nodiscard]] bool fp8_gemms_at_16bit_rate(ServingEngine engine);

[[nodiscard]] PrefillRate prefill_rate(std::optional<double> scenario_utilization,
                                       ServingEngine engine, const GpuSpec& gpu);

} // namespace gpuplanner
