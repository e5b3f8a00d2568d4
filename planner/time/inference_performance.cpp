#include "time/performance.h"

#include "io/units.h"
#include "memory/memory.h"
#include "time/serving_step.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

// Serving figures of one replica (docs/performance.md, "Serving"): prefill compute bound, decode
// the roofline of weight and KV reads against 2·N_active FLOPs per sequence.
std::optional<InferencePerformance>
inference_performance(const ModelSpec& model, const InferenceWorkload& w, const GpuSpec& gpu,
                      const PerformanceAssumptions& a, double tensor_parallel_bytes_per_second,
                      double expert_parallel_bytes_per_second, double pipeline_bytes_per_second) {
    ServingLinks links;
    links.tensor_parallel = tensor_parallel_bytes_per_second;
    links.expert_parallel = expert_parallel_bytes_per_second;
    links.pipeline = pipeline_bytes_per_second;
    const auto step = serving_step_model(model, w, gpu, a, links);
    if (!step)
        return std::nullopt;
    return inference_performance(model, w, gpu, a, *step);
}

std::optional<InferencePerformance>
inference_performance(const ModelSpec& model, const InferenceWorkload& w, const GpuSpec& gpu,
                      const PerformanceAssumptions& a, const ServingStepModel& s) {
    if (!model.is_transformer())
        return std::nullopt;
    const ServingStepModel* step = &s;
    InferencePerformance p;
    p.peak_flops_per_gpu = s.rates.peak_flops; // the linear layers' (serving_linear_peak)
    const double stages = d(w.pipeline_parallel);
    const double groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    Overheads none;
    none.cuda_context_bytes = 0;
    none.allocator_headroom_fraction = 0;
    InferenceWorkload one = w;
    one.concurrency = 1;
    const double weights_per_gpu = inference_memory(model, one, none).weights_bytes;
    const double bandwidth = gpu.memory_bandwidth_bytes_per_second * a.decode_bandwidth_efficiency;
    const double group_sequences = d(w.concurrency) / groups;
    // Prompt tokens found in the prefix cache are not computed, as in the simulation: the
    // prefill runs from the cached prefix to the prompt's end, attending over both (helper
    // walkthrough, 2026-12-07: a 90% hit share left a 6,000-token prompt's floor at 0.27 s,
    // which excluded every H100 from a 0.2 s target its simulation met at 0.08 s).
    const std::int64_t cached = w.cached_prompt_tokens(w.prompt_tokens);
    const double computed = d(w.prompt_tokens - cached);
    p.decode_tensor_parallel_seconds = step->tensor_parallel_seconds_per_token * group_sequences;
    p.prefill_tensor_parallel_seconds = step->tensor_parallel_seconds_per_token * computed;
    p.decode_expert_parallel_seconds = step->expert_parallel_seconds_per_token * group_sequences;
    p.prefill_expert_parallel_seconds = step->expert_parallel_seconds_per_token * computed;
    p.engine = engine_profile(a.serving_engine).engine;
    p.prefill = step->prefill;
    p.kernel_overhead_seconds = step->kernel_overhead_seconds;
    p.allreduce_latency_seconds = step->pass_overhead_seconds - p.kernel_overhead_seconds;
    p.step_overhead_seconds = step->host_step_seconds;
    const double pass_overhead = step->pass_overhead_seconds;
    // A prompt longer than the engine's token budget per step is prefilled in several passes.
    const double chunk = d(std::max<std::int64_t>(w.prefill_chunk_tokens, 1));
    const double prefill_passes = std::ceil(computed / chunk);
    // Memory-bound GEMMs beyond the prefill rate (time/serving_step.h): a lone prompt runs its
    // own chunks; under load the engine batches prompts up to its token budget.
    const double prefill_excess_alone =
        prefill_passes * step->prefill_memory_excess(std::min(computed, chunk));
    double prefill_excess_batched =
        step->batched_prefill_memory_excess(computed, group_sequences, chunk);
    const double prefill_compute =
        step->prefill_seconds_through(w.prompt_tokens) - step->prefill_seconds_through(cached);
    double prefill_seconds =
        prefill_compute + p.prefill_tensor_parallel_seconds + p.prefill_expert_parallel_seconds +
        computed * step->pipeline_seconds_per_token + prefill_passes * pass_overhead;
    // Pipeline stages run one after another for one request: latency as with t GPUs.
    p.ttft_seconds = std::max(prefill_seconds + prefill_excess_alone,
                              weights_per_gpu * stages / bandwidth + pass_overhead) +
                     prefill_passes * p.step_overhead_seconds;
    // The API server's time and latency before the engine sees the request (a lone request
    // waits for nothing there).
    p.api_server_seconds = step->api_server_seconds_per_request + step->api_server_latency_seconds;
    p.ttft_seconds += p.api_server_seconds;
    // A benchmark of the team's own on this GPU and engine (gpuplan calibrate): the measured
    // time to first token over the planned one scales every prefill.
    if (const TimeCalibration* c = find_serving_calibration(
            a.calibrations, gpu.id, a.serving_engine, CalibrationKind::ServingPrefill)) {
        p.ttft_seconds *= c->factor;
        prefill_seconds *= c->factor;
        prefill_excess_batched *= c->factor;
        p.prefill_calibration = *c;
    }

    // Decode: every step reads all weights and the KV cache of every sequence (memory bound), or
    // is limited by 2·N FLOPs per sequence (compute bound): the roofline max of the two, at the
    // mean context during generation (time/serving_step.h).
    InferenceWorkload mid = w;
    mid.output_tokens = w.output_tokens / 2;
    const double kv_tokens = d(mid.context_tokens()) * std::ceil(group_sequences);
    p.decode_gemm_efficiency = step->decode_efficiency(group_sequences);
    p.decode_step_seconds =
        step->step_seconds(d(w.concurrency), kv_tokens, 0, 0, 1, &p.decode_memory_bound);
    if (const TimeCalibration* c = find_serving_calibration(
            a.calibrations, gpu.id, a.serving_engine, CalibrationKind::ServingDecode)) {
        for (double* term : {&p.decode_step_seconds, &p.decode_tensor_parallel_seconds,
                             &p.decode_expert_parallel_seconds})
            *term *= c->factor;
        p.decode_calibration = *c;
    }
    p.tokens_per_second_per_sequence = 1.0 / p.decode_step_seconds;
    // Continuous batching on one replica: each second, prefills of the arriving requests take
    // rps x prefill seconds of the GPUs, and decode steps (each producing one token for all c
    // sequences) take the rest. Output tokens/s must equal rps x output tokens:
    //   rps x out = c (1 - rps x prefill) / step  =>  rps = c / (out x step + c x prefill).
    // With d attention groups each interleaves the prefills of its own c/d sequences.
    prefill_seconds += prefill_excess_batched;
    p.requests_per_second = d(w.concurrency) / (d(w.output_tokens) * p.decode_step_seconds +
                                                group_sequences * prefill_seconds);
    // One API server per replica hands the engine one request after another.
    if (step->api_server_seconds_per_request > 0 &&
        p.requests_per_second * step->api_server_seconds_per_request > 1.0) {
        p.requests_per_second = 1.0 / step->api_server_seconds_per_request;
        p.api_server_bound = true;
    }
    p.tokens_per_second_total = p.requests_per_second * d(w.output_tokens);
    // Time per output token as a sequence sees it: the decode steps plus the prefills the
    // scheduler interleaves between them, rps x prefill of every second, i.e.
    //   step / (1 - rps x prefill) = step + c x prefill / out.
    p.tpot_seconds = p.decode_step_seconds + group_sequences * prefill_seconds /
                                                 d(std::max<std::int64_t>(w.output_tokens, 1));
    return p;
}

} // namespace gpuplanner
