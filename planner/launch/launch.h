#pragma once
// Launch files for one option of a plan: the job script or manifest for the scheduler the user
// picked (Slurm, Kubernetes, SkyPilot), the engine settings it runs (DeepSpeed JSON, Megatron-LM
// arguments, a training.json for a plain PyTorch script, or the `vllm serve` line) and a README
// with what to fill in and the plan's figures to compare the first steps against. Every number
// comes from the option and its strategy; text only, no Qt (docs/export.md).
#include "plan/plan_types.h"
#include "scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum class LaunchFormat { Slurm, Kubernetes, SkyPilot };
[[nodiscard]] std::optional<LaunchFormat> launch_format_from_string(const std::string& s);
[[nodiscard]] const char* to_string(LaunchFormat f);
inline constexpr const char* kLaunchFormatList = "slurm, kubernetes, skypilot";

// vLLM's image the Kubernetes files run: the release the load validation's benchmarks ran
// (GPUStack's vLLM 0.11.0, docs/validation.md), which also has every flag the files use
// (`vllm bench serve` with --goodput and --save-result, the multi-node data-parallel flags
// --data-parallel-size-local / --data-parallel-start-rank / --headless of vLLM pull request
// #15977, NixlConnector); it was v0.8.5, older than some of them.
inline constexpr const char* kVllmImage = "vllm/vllm-openai:v0.11.0";
// Where the launch files name the draft model of speculative decoding the team fills in.
inline constexpr const char* kDraftModelPlaceholder = "YOUR_DRAFT_MODEL";
// NVIDIA's PyTorch container the Kubernetes training jobs run (DeepSpeed installed on top).
inline constexpr const char* kPyTorchImage = "nvcr.io/nvidia/pytorch:24.12-py3";
// Disaggregated prefill and decode (NixlConnector): the same release.
inline constexpr const char* kVllmDisaggregatedImage = kVllmImage;

// The software an option's launch files name: NVIDIA's CUDA images (PyTorch, DeepSpeed,
// Megatron-LM, vLLM), or Huawei Ascend's CANN with torch_npu (MindSpeed-LLM reads the Megatron-LM
// arguments, DeepSpeed and PyTorch run through torch_npu, vLLM-Ascend serves). docs/export.md.
enum class LaunchStack { Cuda, Ascend };
// vLLM-Ascend's images (docs.vllm.ai/projects/ascend, v0.13.0 quick start): Atlas A2 (910B) and
// Atlas A3 (910C).
inline constexpr const char* kVllmAscendImage = "quay.io/ascend/vllm-ascend:v0.13.0";
inline constexpr const char* kVllmAscendA3Image = "quay.io/ascend/vllm-ascend:v0.13.0-a3";
// MindSpeed-LLM's image, by its tag scheme (gitcode.com/Ascend/MindSpeed-LLM docker/OVERVIEW.md,
// release 26.1.0: CANN 9.1.0, torch_npu 2.7.1, Megatron-LM core_v0.12.1): the registry is the
// site's (built with its docker/image_build.sh or pulled from AscendHub).
inline constexpr const char* kMindSpeedImage =
    "YOUR-REGISTRY/mindspeed-llm:v26.1.0-cann9.1.0-torch_npu2.7.1.post8-910b-ubuntu22.04-py3.12";
inline constexpr const char* kMindSpeedA3Image =
    "YOUR-REGISTRY/mindspeed-llm:v26.1.0-cann9.1.0-torch_npu2.7.1.post8-a3-ubuntu22.04-py3.12";

struct LaunchFile {
    std::string name; // relative to the export folder
    std::string text;
    bool executable = false;
};

// The engine settings of a training option (what the launch files pass on), read back by tests
// from the written files (the round trip) and written from the option's strategy.
struct TrainingLaunch {
    std::int64_t nodes = 1;
    std::int64_t gpus_per_node = 1;
    // The strategy the option runs (parallel sizes, ZeRO stage, micro-batch, recomputation,
    // offload), as the search chose it: not copied field by field, so a new strategy field
    // reaches the writers without passing through here.
    TrainingWorkload chosen;
    std::int64_t gradient_accumulation = 1;
    std::int64_t global_batch = 1; // sequences (samples) per step
    std::int64_t steps = 0;
    std::string precision = "bf16";
    std::string engine; // "deepspeed", "megatron" (with DeepSpeed or not), "pytorch"
    LaunchStack stack = LaunchStack::Cuda;
    std::string image; // the container image the Kubernetes job runs
    // Sequence parallelism only runs beside tensor parallelism.
    [[nodiscard]] bool sequence_parallel() const {
        return chosen.parallel.sequence_parallel && chosen.parallel.tensor > 1;
    }
};
[[nodiscard]] TrainingLaunch training_launch(const PlanOption& o);

// The server a replica's files start: the scenario's performance.serving_engine (vLLM for
// `auto`, V0 and V1, gpt-fast having no server).
enum class ServerEngine { Vllm, Sglang, TrtLlm };
// SGLang's and TensorRT-LLM's images: SGLang's last CUDA 12 build (its install guide,
// docs.sglang.io "Installation": "lmsysorg/sglang:v0.5.19-cu129 is the last CUDA 12 tag"), as
// vLLM's image is CUDA 12; TensorRT-LLM's release container of its quick start guide
// (nvidia.github.io/TensorRT-LLM, "Quick Start Guide").
inline constexpr const char* kSglangImage = "lmsysorg/sglang:v0.5.19-cu129";
inline constexpr const char* kTrtLlmImage = "nvcr.io/nvidia/tensorrt-llm/release:1.3.0rc5";

struct ServingLaunch {
    ServerEngine engine = ServerEngine::Vllm;
    std::string model; // Hugging Face repository, or a placeholder
    std::int64_t tensor = 1;
    std::int64_t pipeline = 1;
    // Attention data parallelism with the experts spread over tensor x data_parallel GPUs
    // (vLLM --data-parallel-size with --enable-expert-parallel); 1: none.
    std::int64_t data_parallel = 1;
    std::int64_t nodes = 1; // nodes of one replica (> 1: multi-node data parallelism, or stages
                            // over nodes on a Ray cluster)
    std::int64_t replicas = 1;
    std::int64_t max_model_len = 0;
    std::int64_t max_num_seqs = 1;
    std::int64_t max_num_batched_tokens = 0;
    double gpu_memory_utilization = 0.9;
    // SGLang's --mem-fraction-static: weights and KV cache only (ServingChoice::
    // static_memory_fraction, down to the cent); 0 where the plan has none, and SGLang's own
    // default applies.
    double static_memory_fraction = 0;
    std::string kv_cache_dtype = "auto";
    std::string quantization; // "" or "fp8"
    // The speculative decoding the plan assumed: tokens drafted a step (0: none), from the
    // model's own MTP heads or else a draft model the team names (kDraftModelPlaceholder);
    // vLLM's --speculative-config JSON for it ("" without).
    std::int64_t speculative_tokens = 0;
    bool speculative_mtp = false;
    std::string speculative_config;
    std::string dtype = "bfloat16";
    // Disaggregated prefill and decode (ServingChoice::disaggregated): vLLM instances of
    // `tensor` GPUs each, prefill ones and decode ones (the nodes' spare GPUs decode too), with
    // NixlConnector between them and vLLM's proxy in front; 0: colocated.
    std::int64_t prefill_workers = 0;
    std::int64_t decode_workers = 0;
    std::int64_t gpus_per_node = 1;
    std::int64_t option_nodes = 1; // the option's nodes in all
    LaunchStack stack = LaunchStack::Cuda;
    // The server's container image: the engine's (vLLM, vLLM-Ascend, SGLang, TensorRT-LLM), at
    // the scenario's release where it names one (`version`, "" else).
    std::string image = kVllmImage;
    std::string version;
    [[nodiscard]] std::int64_t gpus() const { return tensor * pipeline * data_parallel; }
    [[nodiscard]] bool disaggregated() const { return prefill_workers > 0; }
};
[[nodiscard]] ServingLaunch serving_launch(const Scenario& s, const PlanOption& o);
// The stack that launches `o`, or nullopt where GPU Planner writes none (AMD, TPU, Gaudi).
[[nodiscard]] std::optional<LaunchStack> launch_stack(const PlanOption& o);

// Whether `format` can launch `option` (SkyPilot needs a cloud it supports: aws, gcp, azure,
// lambda; not the own machine). Front ends offer only these.
[[nodiscard]] bool launch_format_applies(const PlanOption& option, LaunchFormat format);

// A serving option whose every replica spans several nodes (attention data parallelism, or
// pipeline stages, over nodes): the engine's script on each node, through Slurm, a Kubernetes
// LeaderWorkerSet or a SkyPilot cluster per replica.
[[nodiscard]] bool replica_spans_nodes(const PlanOption& option);
// A serving option with prefill and decode on workers of their own: Slurm and Kubernetes only.
[[nodiscard]] bool disaggregated(const PlanOption& option);

// The files for `option` in `format`. InputError (field "option" or "format") when the option does
// not fit, the format does not apply (SkyPilot for a provider it has no cloud for, or for the own
// machine) or the workload has nothing to launch.
[[nodiscard]] std::vector<LaunchFile> launch_files(const Scenario& scenario, const PlanResult& plan,
                                                   const PlanOption& option, LaunchFormat format);

// Writing them into a folder: launch/export_folder.h.

} // namespace gpuplanner
