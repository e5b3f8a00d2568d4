#pragma once
// Software stacks a team trains with (`performance.stack`): what each one runs its kernels at
// and what it overlaps. One table, one row per stack, each figure with its source
// (docs/performance.md, "Software stacks"); the rows the validation is judged on are not among
// those sources (docs/validation.md).
#include "hardware/hardware.h"
#include "model/model.h"
#include "model/pipeline_split.h"
#include "model/workload.h"
#include "time/layer_compute.h"

#include <string>
#include <vector>

namespace gpuplanner {

enum class TrainingStack {
    Auto,         // from workload.framework (Megatron: Megatron-Core; else PyTorch FSDP/DeepSpeed)
    MegatronCore, // Megatron-Core with Transformer Engine (2024-)
    MegatronLM,   // Megatron-LM of 2021-2022 (fused softmax, no FlashAttention)
    DeepSpeed,    // DeepSpeed ZeRO with Hugging Face models
    PyTorchFsdp,  // PyTorch FSDP (1 or 2) with SDPA attention
    Torchtitan,   // torchtitan (FSDP2, torch.compile, async TP)
    LlmFoundry,   // MosaicML llm-foundry (Composer, FSDP, FlashAttention)
    NeMo,         // NVIDIA NeMo (Megatron-Core underneath)
};
inline constexpr TrainingStack kLastTrainingStack = TrainingStack::NeMo;

// JSON name ("megatron_core") and every name in order, for the scenario field's choices.
[[nodiscard]] const char* training_stack_name(TrainingStack s);
[[nodiscard]] std::vector<std::string> training_stack_names();
[[nodiscard]] std::optional<TrainingStack> training_stack_from_name(const std::string& name);

// Attention kernels a stack runs on a GPU generation.
enum class AttentionKernel { Unfused, FlashAttention2, FlashAttention3 };
[[nodiscard]] const char* attention_kernel_name(AttentionKernel k);

struct StackProfile {
    TrainingStack stack = TrainingStack::Auto;
    // Megatron-Core's --tp-comm-overlap (Transformer Engine userbuffers): tensor-parallel
    // collectives overlap the GEMMs they feed.
    bool tensor_comm_overlap = false;
    // FlashAttention-3 on Hopper (Transformer Engine / cuDNN fused attention, or FA3); else
    // FlashAttention-2 where attention is fused.
    bool hopper_attention = false;
    double kernel_gap_seconds = 0; // per launched kernel (docs/performance.md)
    // Pipeline stages may hold different numbers of layers (Megatron-Core's
    // --decoder-first/last-pipeline-num-layers, torchtitan's split points, NeMo).
    bool uneven_pipeline = false;
    // Ring context parallelism (the search tries it only on stacks that have it).
    bool context_parallel = false;
    // Of the kernel model's compute rate, what the stack reaches in its own benchmarks.
    double achieved_share = 1.0;
};

// Seconds a kernel costs beyond its work: launch and the gap to the next one (3 µs,
// docs/performance.md), for training stacks and serving engines alike.
[[nodiscard]] double kernel_gap_seconds();

[[nodiscard]] StackProfile stack_profile(TrainingStack stack, Framework framework);

// The pipeline split a training plan is timed, checked for memory and exported with: uneven
// stages where the stack has them, the output layer weighed where the kernel model times the
// step (a named stack: docs/performance.md, "Pipeline stages"). One rule for the search, the
// time, the memory of the first stage and Megatron's --pipeline-model-parallel-layout.
[[nodiscard]] PipelineSplit training_pipeline_split(const ModelSpec& model,
                                                    const TrainingWorkload& w, TrainingStack stack);
// The same split where the caller already weighed the output layer (the search, once per plan).
[[nodiscard]] PipelineSplit training_pipeline_split(const ModelSpec& model, std::int64_t stages,
                                                    double output_load, TrainingStack stack,
                                                    Framework framework);
// The layers of the first pipeline stage of that split (the stage whose GPUs must fit), for
// training_memory; 0 when the workload is not pipelined or the model is not a transformer.
[[nodiscard]] std::int64_t first_stage_layers(const ModelSpec& model, const TrainingWorkload& w,
                                              TrainingStack stack);
// Whether a training step of `model` on `stack` is timed by the kernel model (a named stack,
// a transformer of known shape); only that time weighs the output layer on the last stage.
[[nodiscard]] bool times_with_kernel_model(const ModelSpec& model, TrainingStack stack);

// The stack resolved against the workload (Auto → from its framework).
[[nodiscard]] TrainingStack resolve_stack(TrainingStack stack, Framework framework);

// Large-GEMM efficiency of a GPU (of its dense peak), with where it comes from.
[[nodiscard]] double large_gemm_efficiency(const GpuSpec& gpu);

// The kernel rates a training step of `w` runs at on `gpu` with `stack`: the peak at the
// workload's precision, the GEMM and attention efficiencies, the bandwidth memory-bound kernels
// get (`bandwidth_efficiency` of the datasheet).
[[nodiscard]] KernelRates training_kernel_rates(const GpuSpec& gpu, double peak_flops,
                                                const TrainingWorkload& w,
                                                const StackProfile& stack,
                                                double bandwidth_efficiency);

[[nodiscard]] AttentionKernel attention_kernel(const GpuSpec& gpu, const TrainingWorkload& w,
                                               const StackProfile& stack);

} // namespace gpuplanner
