#pragma once
// How long it takes: training time (compute, communication, pipeline bubble, data loading) and
// inference speed (prefill and decode roofline). Formulas and sources: docs/performance.md.
#include "hardware/hardware.h"
#include "model/model.h"
#include "model/workload.h"
#include "time/calibration.h"
#include "time/data_parallel.h"
#include "time/goodput.h"
#include "time/serving_engines.h"
#include "time/stacks.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

// Where the GPUs sit: how many nodes, GPUs per node, and the links between them.
struct ClusterShape {
    std::int64_t nodes = 1;
    std::int64_t gpus_per_node = 1;
    double intra_node_bytes_per_second = 32e9; // per GPU: NVLink, or PCIe
    double inter_node_bytes_per_second = 0;    // per node NIC; 0 = not known
};

struct PerformanceAssumptions {
    // Measured on a real run (the whole run: bubble and communication are inside them, so the
    // time is the run's FLOPs at that rate and nothing is added). mfu counts model FLOPs (PaLM,
    // Chowdhery et al. 2022); achieved_tflops counts model FLOPs unless
    // achieved_tflops_hardware, as Megatron-LM and BLOOM publish (recomputation included).
    std::optional<double> mfu;
    std::optional<double> achieved_tflops; // per GPU; overrides mfu
    bool achieved_tflops_hardware = false;
    double comm_overlap = 0.9; // share of backward time that can hide gradient all-reduce
    // Of the links' nominal one-way bandwidth, what collectives reach: 235 of 300 GB/s on
    // A100 NVLink, 376 of 450 on H200 (all-reduce bus bandwidth, Bekman, ml-engineering,
    // "lesson-learned"), "at most 80% of advertised" between nodes (same, "ai-battlefield").
    double network_efficiency = 0.8;
    double storage_read_bytes_per_second = 7e9; // per node (the brief's NVMe >= 7 GB/s)
    double bytes_per_token = 4;                 // tokenized text stored as 32-bit ids
    double bytes_per_sample = 110e3;            // ImageNet JPEG average (about 140 GB / 1.28 M)
    // The global batch (sequences x tokens, or samples for per-sample models): sets gradient
    // accumulation per layout. Absent: the strategy search uses a sourced default
    // (default_global_batch in strategy.h).
    std::optional<double> global_batch_tokens;
    std::optional<double> global_batch_samples;
    std::int64_t gradient_accumulation = 1;
    bool gradient_accumulation_set = false; // pinned by the scenario
    // Of the dense peak, a service's prefill; absent: the engine's measured rate on the GPU's
    // class, else 0.5 (time/serving_engines.h prefill_rate).
    std::optional<double> prefill_mfu;
    double decode_bandwidth_efficiency = 0.8;
    // The software stack (time/stacks.h): which kernels and overlaps the step runs with.
    TrainingStack stack = TrainingStack::Auto;
    // The serving engine (time/serving_engines.h): its per-step host time and all-reduce latency.
    ServingEngine serving_engine = ServingEngine::Auto;
    // The engine's release the team runs ("0.11.0"; "" for the export's default): the launch
    // files' image tag and package version. The timings come from the engine's profile
    // (time/serving_engines.h), which does not change with it.
    std::string serving_engine_version;
    // How a production run recovers from a failure (the scenario's billing.spot restart and
    // checkpoint interval): with the cluster's size, the downtime the kernel model adds.
    RecoveryAssumptions recovery;
    // What the team's own runs measured (performance.calibration, gpuplan --calibration): a step
    // on the same GPU with the same stack takes the planned time x the measured factor.
    std::vector<TimeCalibration> calibrations;
};

// Where the utilisation a time is computed with comes from: the scenario, or a default with the
// runs it was taken from (docs/performance.md). mfu_source_text() is the English for the CLI/JSON.
enum class MfuSource {
    ScenarioHardwareTflops, // achieved hardware TFLOPS per GPU set in the scenario
    ScenarioModelTflops,    // achieved model TFLOPS per GPU set in the scenario
    ScenarioMfu,            // MFU set in the scenario
    ResNetExamples,         // default for per-sample models
    LlamaRuns,              // default for data-centre NVLink GPUs (models without layers)
    KernelModel,            // transformer layers from their kernels (time/layer_compute.h)
    Assumed,                // default where no large-scale run is published
};
[[nodiscard]] const char* mfu_source_text(MfuSource source);
[[nodiscard]] const char* mfu_source_name(MfuSource source); // JSON code ("llama_runs")

// What bounds a time: the largest term of a training step, or the decode limit of serving.
enum class TimeTerm {
    Compute,
    PipelineBubble,
    TensorParallelComm,
    PipelineP2p,
    ContextParallelComm,
    ExpertParallelComm,
    DataParallelComm,
    Offload,
    DataLoading,
    DecodeMemoryBandwidth,
    DecodeCompute,
};
[[nodiscard]] const char* time_term_name(TimeTerm term); // JSON ("pipeline_bubble")
inline constexpr TimeTerm kLastTimeTerm = TimeTerm::DecodeCompute;
inline constexpr MfuSource kLastMfuSource = MfuSource::Assumed;

// Default model-FLOPs utilization for a GPU, with the runs it comes from (docs/performance.md).
struct MfuDefault {
    double mfu = 0.4;
    MfuSource source = MfuSource::Assumed;
};
[[nodiscard]] MfuDefault default_mfu(const GpuSpec& gpu, ModelKind kind = ModelKind::Transformer);

struct TrainingTime {
    double model_flops = 0;    // 6·N·D (or 4·N·D for adapters), what MFU counts
    double hardware_flops = 0; // with recomputation
    // Hardware FLOPs utilisation while computing (the assumption), and the model FLOPs
    // utilisation of the whole run that follows from it (model FLOPs / (time x GPUs x peak)).
    double hfu = 0;
    double mfu = 0;
    bool measured_rate = false; // the scenario gave a rate measured on a real run
    MfuSource mfu_source = MfuSource::Assumed;
    double stage_imbalance = 1; // heaviest pipeline stage / average (layers not dividing evenly)
    double peak_flops_per_gpu = 0;
    std::int64_t steps = 0;
    std::int64_t gradient_accumulation = 1;
    double compute_seconds = 0;
    // Of compute_seconds, from the layer's kernels (time/layer_compute.h), per micro-batch of
    // one layer: the GEMMs at their shapes' efficiency, attention, element-wise work, kernel
    // launches; and the same FLOPs at the large-GEMM rate (shape losses are the difference).
    LayerTime layer;
    std::string attention_kernel; // "flash_attention_3"; empty: not a transformer
    TrainingStack stack = TrainingStack::Auto;
    // Of compute_seconds: the attention scores through memory when attention is not fused
    // (workload.flash_attention false).
    double attention_scores_seconds = 0;
    double pipeline_bubble_seconds = 0;
    double tensor_parallel_comm_seconds = 0;
    double pipeline_p2p_seconds = 0;          // exposed part: pipeline fill and drain
    double context_parallel_comm_seconds = 0; // exposed part of the K/V ring of attention
    double expert_parallel_comm_seconds = 0;  // MoE token all-to-alls over the expert group
    // Of compute_seconds: waiting for the busiest expert-parallel rank (router imbalance).
    double expert_imbalance_seconds = 0;
    // Of compute_seconds: expert GEMMs too small to be compute bound (docs/performance.md).
    double expert_memory_bound_seconds = 0;
    double data_parallel_comm_seconds = 0; // exposed part only
    // The exchange behind it, per step: the collectives' time and what hides them (a network
    // calibration scales the collectives, time/data_parallel.h).
    DataParallelExchange data_parallel_exchange;
    double optimizer_seconds = 0; // the optimizer step (memory-bound)
    double offload_seconds = 0;   // ZeRO-Offload: gradients and parameters over PCIe
    double data_loading_stall_seconds = 0;
    // Of total_seconds: the failures and restarts of a production run on this many GPUs for
    // this long (time/goodput.h). The kernel model times the steps alone, so its plans add
    // them; the default utilisation holds them already (0).
    double downtime_seconds = 0;
    double total_seconds = 0;
    // The calibration that scaled this time (time/calibration.h), when one applied.
    std::optional<TimeCalibration> calibration;
    // The network the data-parallel exchange crosses (network_class(): the job's GPUs inside a
    // node, or the nodes' NICs), named on demand: the strategy search times ~100,000 strategies
    // a plan, and naming each one's network cost 7% of the plan (docs/bench.md); and the team's
    // measurement of it that scaled data_parallel_comm_seconds, when one applied.
    std::int64_t data_parallel_gpus = 0;
    std::int64_t data_parallel_gpus_per_node = 0;
    double data_parallel_nic_bytes_per_second = 0;
    [[nodiscard]] std::string data_parallel_network() const {
        return network_class(data_parallel_gpus, data_parallel_gpus_per_node,
                             data_parallel_nic_bytes_per_second);
    }
    std::optional<TimeCalibration> network_calibration;
    // Of total_seconds: what the team's own runs spent beside their steps (checkpoint saves,
    // evaluation, restarts), from a RunOverhead calibration; 0 without one.
    double run_overhead_seconds = 0;
    std::optional<TimeCalibration> run_overhead_calibration;
    // The steps alone, as a benchmark times them (total less the downtime and run overhead).
    [[nodiscard]] double step_seconds() const {
        return total_seconds - downtime_seconds - run_overhead_seconds;
    }
    // Every calibration that moved this time: the step's, the network's, the run overhead's.
    [[nodiscard]] std::vector<TimeCalibration> calibrations() const;
    [[nodiscard]] TimeTerm dominant_term() const;
};

// Training FLOPs of the whole run, model and hardware (with recomputation).
struct TrainingFlops {
    double model = 0;
    double hardware = 0;
};
[[nodiscard]] TrainingFlops training_flops(const ModelSpec& model, const TrainingWorkload& w);

// Time on `gpu` with the workload's layout (data x tensor x pipeline) over `cluster`.
// Returns nullopt when the GPU has no peak for the precision, and only then (the strategy search
// skips a GPU whose reference layout has no time).
[[nodiscard]] std::optional<TrainingTime>
training_time(const ModelSpec& model, const TrainingWorkload& w, const GpuSpec& gpu,
              const ClusterShape& cluster, const PerformanceAssumptions& a);

// Peak FLOP/s when serving with weights at `weights`: fp8 where the GPU computes in fp8, else
// 16-bit (weight-only int8/int4/fp8 kernels dequantize to 16 bit); nullopt when the GPU cannot
// (weight-only fp8 needs compute capability 8.0 or newer).
[[nodiscard]] std::optional<double> inference_peak(const GpuSpec& gpu, Precision weights);
// The dense peak attention's scores and values run at when serving with a KV cache of `kv`:
// 8-bit where the cache is fp8 on a GPU with an fp8 peak (vLLM's FlashAttention 3 backend then
// quantizes the queries too and computes in fp8: vLLM docs, "Quantized KV Cache"), else 16-bit.
// An fp8 checkpoint's weights do not make its attention fp8 (DeepSeek-V3's block-fp8 scheme
// quantizes the linear layers only).
[[nodiscard]] std::optional<double> attention_peak(const GpuSpec& gpu, Precision kv);

struct InferencePerformance {
    double ttft_seconds = 0;        // one request, prompt prefill
    double decode_step_seconds = 0; // one token for every sequence in flight
    double tpot_seconds = 0;        // per output token, with the interleaved prefills
    double tokens_per_second_per_sequence = 0;
    double tokens_per_second_total = 0; // output tokens, one replica
    double requests_per_second = 0;     // one replica, steady state
    bool decode_memory_bound = true;
    double peak_flops_per_gpu = 0;
    // Tensor-parallel all-reduces inside decode_step_seconds and each prefill (0 at t = 1).
    double decode_tensor_parallel_seconds = 0;
    double prefill_tensor_parallel_seconds = 0;
    // Expert-parallel token all-to-alls (dispatch and combine of every MoE layer) inside
    // decode_step_seconds and each prefill (0 without attention data parallelism).
    double decode_expert_parallel_seconds = 0;
    double prefill_expert_parallel_seconds = 0;
    // Fixed costs inside decode_step_seconds (and, but the host step, each prefill): the
    // engine's host time per step, kernel launches and gaps, all-reduce latencies.
    double step_overhead_seconds = 0;
    double kernel_overhead_seconds = 0;
    double allreduce_latency_seconds = 0;
    // Of the dense peak, what the decode step's GEMMs reach at its token count (compute side of
    // the roofline): the large-GEMM efficiency times the wave efficiency of their shapes.
    double decode_gemm_efficiency = 0;
    ServingEngine engine = ServingEngine::VllmV1;
    PrefillRate prefill; // the prefill's share of the peak and where it comes from
    // The engine's API server (time/serving_engines.h): its time and latency for one request,
    // inside ttft_seconds, and whether its pace of one request after another, not the GPUs,
    // sets requests_per_second.
    double api_server_seconds = 0;
    bool api_server_bound = false;
    // What a serving benchmark of the team's own measured (time/calibration.h), when one
    // applied: the time to first token and each interleaved prefill x the prefill factor, the
    // decode step x the decode factor.
    std::optional<TimeCalibration> prefill_calibration, decode_calibration;
};

// `tensor_parallel_bytes_per_second`: one GPU's bandwidth per direction to the others of its
// tensor-parallel group (NVLink or PCIe inside the node; plan_detail::intra_bandwidth);
// `expert_parallel_bytes_per_second` the same to the other GPUs of the expert-parallel group
// (the node's NIC share when the replica spans nodes; 0: as tensor parallelism);
// `pipeline_bytes_per_second` between pipeline stages on different nodes (0: not counted).
[[nodiscard]] std::optional<InferencePerformance>
inference_performance(const ModelSpec& model, const InferenceWorkload& w, const GpuSpec& gpu,
                      const PerformanceAssumptions& a, double tensor_parallel_bytes_per_second,
                      double expert_parallel_bytes_per_second = 0,
                      double pipeline_bytes_per_second = 0);
// The same from the step model of `w` already built (time/serving_step.h), with its concurrency:
// the serving search times one layout at several loads.
struct ServingStepModel;
[[nodiscard]] std::optional<InferencePerformance>
inference_performance(const ModelSpec& model, const InferenceWorkload& w, const GpuSpec& gpu,
                      const PerformanceAssumptions& a, const ServingStepModel& step);

} // namespace gpuplanner
