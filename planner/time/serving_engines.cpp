#include "time/serving_engines.h"

#include "time/stacks.h"

#include <array>
#include <cmath>

namespace gpuplanner {

namespace {

struct EngineRow {
    ServingEngine engine;
    const char* name;
    double step_overhead_seconds;
    double allreduce_latency_seconds;
    double api_server_seconds_per_request;
    double api_server_latency_seconds;
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

// vLLM's OpenAI-compatible API server (docs/performance.md, "The API server"), from kvcached's
// H100 runs of vLLM 0.19.0 serving Qwen3-0.6B (ovg-project/kvcached, benchmarks/bench_layout/
// H100_results.md; `vllm bench serve`, random 512 in / 128 out, 500 prompts, means of 3 seeds):
// - every request sent at once: 94.91 requests/s, a run of 5.268 s whose mean time to first
//   token (2,905 ms) is about half of it, as when requests reach the engine one by one, on a
//   model the planner's GPU alone serves more than twice as fast. Less the last request's own
//   0.30 s in the engine, 500 requests took 4.97 s of the server: 9.94 ms each.
// - at 16 requests/s: a mean time to first token of 38.9 ms, of which the planner's engine, the
//   server's 9.94 ms and its queue (16% busy) leave 25 ms: the latency beside it.
// tst_serving_api_server plans both rows with these figures. vLLM before 0.6 ran its server in
// the engine's process: no figure was found, so V1's is taken as its floor. SGLang's and
// TensorRT-LLM's servers: none found, none counted; gpt-fast has no server.
constexpr double kVllmFrontEnd = 9.94e-3;
constexpr double kVllmFrontEndLatency = 25e-3;

constexpr std::array<EngineRow, 6> kEngines = {{
    {ServingEngine::Auto, "auto", kOverlappedStep, kVllmAllReduce, kVllmFrontEnd,
     kVllmFrontEndLatency},
    {ServingEngine::VllmV0, "vllm_v0", kSynchronousStep, kVllmAllReduce, kVllmFrontEnd,
     kVllmFrontEndLatency},
    {ServingEngine::VllmV1, "vllm_v1", kOverlappedStep, kVllmAllReduce, kVllmFrontEnd,
     kVllmFrontEndLatency},
    {ServingEngine::Sglang, "sglang", kOverlappedStep, kTrtAllReduce, 0.0, 0.0},
    {ServingEngine::TensorRtLlm, "tensorrt_llm", 0.0, kTrtAllReduce, 0.0, 0.0},
    {ServingEngine::GptFast, "gpt_fast", 0.0, kVllmAllReduce, 0.0, 0.0},
}};

// A prefill's rate on the GPU classes an engine's own benchmark measured (docs/performance.md,
// "Prefill rate"): vLLM v0.6.0's benchmark (blog of 2024-09-05, `--num-scheduler-steps 10`,
// Llama 3 8B, the prefill-heavy set: 500 prompts of about 462 tokens in, 16 out, every request
// at once) gave 28.5 requests/s on one A100 and 59.1 on one H100 (read off its bar charts,
// about ±2%). Planned as it ran (tst_serving_prefill_rate.cpp), those rates need the prefill at
// the utilisations below. A GPU counts as a class measured where it is the same chip at the same
// dense 16-bit peak: the architecture and the peak, not a list of ids, so every A100 and A800
// (SXM or PCIe, 40 or 80 GB) and H100 SXM, H800 SXM and H200 are in, and H100 PCIe (756),
// H20 (148), Ada, Blackwell and non-NVIDIA parts keep the default: nothing was measured.
struct PrefillClass {
    const char* architecture;
    double bf16_peak_flops;
    double utilization;
};
constexpr double kVllmA100Prefill = 0.62; // 28.5 requests/s planned back: 0.619
constexpr double kVllmH100Prefill = 0.41; // 59.1 requests/s planned back: 0.406
constexpr std::array<PrefillClass, 2> kVllmPrefill = {{
    {"Ampere", 312e12, kVllmA100Prefill},
    {"Hopper", 989.4e12, kVllmH100Prefill},
}};
// No source: the planner's former single figure, half the dense peak.
constexpr double kDefaultPrefill = 0.5;

bool is_vllm(ServingEngine e) {
    return e == ServingEngine::Auto || e == ServingEngine::VllmV0 || e == ServingEngine::VllmV1;
}

} // namespace

// vLLM's own benchmarks put its fp8 kernels far from the datasheet's 2x its bf16 GEMMs at a
// prefill's sizes on Hopper: the fused-MoE experts 1.10-1.17x (PR #35457, 2026-02-27, H200, both
// tuned), the block-scaled dense GEMMs 0.3-1.15x by shape (PR #23280, 2025-09-10, the CUTLASS
// kernel vLLM 0.11 ships: 0.64-0.73x at N = 2,112, K = 7,168; SGLang PR #5207 timing vLLM's
// kernel at N = 24,576: about 1.15x). TensorRT-LLM, SGLang (DeepGEMM) and gpt-fast keep the
// fp8 peak: none of those sources measures them.
bool fp8_gemms_at_16bit_rate(ServingEngine engine) {
    return is_vllm(engine);
}

PrefillRate prefill_rate(std::optional<double> scenario_utilization, ServingEngine engine,
                         const GpuSpec& gpu) {
    if (scenario_utilization)
        return {*scenario_utilization, PrefillRateSource::Scenario};
    const auto bf16 = gpu.dense_peak_flops_per_second.find(Precision::BF16);
    if (is_vllm(engine) && bf16 != gpu.dense_peak_flops_per_second.end())
        for (const PrefillClass& c : kVllmPrefill)
            if (gpu.architecture == c.architecture &&
                std::abs(bf16->second / c.bf16_peak_flops - 1.0) < 0.01)
                return {c.utilization, PrefillRateSource::EngineBenchmark};
    return {kDefaultPrefill, PrefillRateSource::Default};
}

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
            p.api_server_seconds_per_request = r.api_server_seconds_per_request;
            p.api_server_latency_seconds = r.api_server_latency_seconds;
        }
    p.kernel_gap_seconds = kernel_gap_seconds();
    return p;
}

} // namespace gpuplanner
