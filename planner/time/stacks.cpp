#include "time/stacks.h"

#include "io/units.h"

#include <array>
#include <string_view>

namespace gpuplanner {

namespace {

struct StackRow {
    TrainingStack stack;
    const char* name;
    bool tensor_comm_overlap;
    bool hopper_attention;
    bool uneven_pipeline;
    bool context_parallel;
    // The share of the kernel model's compute rate the stack reaches end to end in its own
    // published benchmarks, layouts pinned (docs/calibration, docs/performance.md "The
    // kernel model against the stacks' own tables"); 1 where no table of its own plans.
    double achieved_share;
};

// Which stack overlaps what, which attention kernel it runs on Hopper, whether its pipeline
// stages may differ in layers, and whether it has ring context parallelism (Megatron-Core's
// --context-parallel-size, torchtitan's context_parallel_degree, NeMo through Megatron-Core;
// DeepSpeed's Ulysses all-to-all is another algorithm, not modelled): from each stack's own
// documentation (docs/performance.md, "Software stacks").
// Achieved shares (docs/calibration, docs/performance.md): llm-foundry's six 128-GPU H100 rows
// are -20% to -30% faster in the kernel model than published, 0.77 brings them to -9.9%..+4.0%
// (median 0); Megatron-Core's four unpipelined README rows straddle the model (-23% to +40%,
// median -3%): 1. The FSDP and ZeRO stacks without a plannable table of their own (DeepSpeed,
// PyTorch FSDP, torchtitan) take llm-foundry's; NeMo runs Megatron-Core; Megatron-LM 2021 keeps
// 1: its only tables are the pinned validation rows it is judged on.
constexpr double kFsdpFamilyShare = 0.77;
constexpr std::array<StackRow, 8> kStacks = {{
    {TrainingStack::Auto, "auto", false, false, false, false, 1.0},
    {TrainingStack::MegatronCore, "megatron_core", true, true, true, true, 1.0},
    {TrainingStack::MegatronLM, "megatron_lm_2021", false, false, false, false, 1.0},
    {TrainingStack::DeepSpeed, "deepspeed", false, false, false, false, kFsdpFamilyShare},
    {TrainingStack::PyTorchFsdp, "pytorch_fsdp", false, false, false, false, kFsdpFamilyShare},
    {TrainingStack::Torchtitan, "torchtitan", true, true, true, true, kFsdpFamilyShare},
    {TrainingStack::LlmFoundry, "llm_foundry", false, false, false, false, kFsdpFamilyShare},
    {TrainingStack::NeMo, "nemo", true, true, true, true, 1.0},
}};

// Kernel launch and the gap between two kernels on the GPU's stream (docs/performance.md).
constexpr double kKernelGapSeconds = 3e-6;

bool is_hopper_or_newer(const GpuSpec& g) {
    return g.architecture == "Hopper" || g.architecture == "Blackwell";
}

} // namespace

double kernel_gap_seconds() {
    return kKernelGapSeconds;
}

const char* training_stack_name(TrainingStack s) {
    for (const StackRow& r : kStacks)
        if (r.stack == s)
            return r.name;
    return "";
}

std::vector<std::string> training_stack_names() {
    std::vector<std::string> names;
    for (const StackRow& r : kStacks)
        names.emplace_back(r.name);
    return names;
}

std::optional<TrainingStack> training_stack_from_name(const std::string& name) {
    for (const StackRow& r : kStacks)
        if (name == r.name)
            return r.stack;
    return std::nullopt;
}

const char* attention_kernel_name(AttentionKernel k) {
    switch (k) {
    case AttentionKernel::Unfused:
        return "unfused";
    case AttentionKernel::FlashAttention2:
        return "flash_attention_2";
    case AttentionKernel::FlashAttention3:
        return "flash_attention_3";
    }
    return "";
}

TrainingStack resolve_stack(TrainingStack stack, Framework framework) {
    if (stack != TrainingStack::Auto)
        return stack;
    switch (framework) {
    case Framework::Megatron:
        return TrainingStack::MegatronCore;
    case Framework::DeepSpeed:
        return TrainingStack::DeepSpeed;
    case Framework::PyTorch:
        return TrainingStack::PyTorchFsdp;
    }
    return TrainingStack::DeepSpeed;
}

// The rows in the enum's order: a stack's row is found by its value (the search asks for a
// profile for every strategy it times).
constexpr bool rows_in_enum_order() {
    for (std::size_t i = 0; i < kStacks.size(); ++i)
        if (static_cast<std::size_t>(kStacks[i].stack) != i)
            return false;
    return kStacks.size() == static_cast<std::size_t>(kLastTrainingStack) + 1;
}
static_assert(rows_in_enum_order(), "kStacks must list the stacks in TrainingStack's order");

StackProfile stack_profile(TrainingStack stack, Framework framework) {
    StackProfile p;
    p.stack = resolve_stack(stack, framework);
    const StackRow& r = kStacks[static_cast<std::size_t>(p.stack)];
    p.uneven_pipeline = r.uneven_pipeline;
    p.context_parallel = r.context_parallel;
    p.kernel_gap_seconds = kKernelGapSeconds;
    if (stack == TrainingStack::Auto)
        // The default utilisation path: no stack-specific overlaps. Pipeline stages split as
        // the framework's stack splits them (Megatron-Core puts fewer layers on the first and
        // last stage, so 126 layers interleave over 16 stages as Meta ran them).
        return p;
    p.tensor_comm_overlap = r.tensor_comm_overlap;
    p.hopper_attention = r.hopper_attention;
    p.achieved_share = r.achieved_share;
    return p;
}

double large_gemm_efficiency(const GpuSpec&) {
    // 788 of 989.4 dense bf16 TFLOP/s for an 8192^3 product through PyTorch/cuBLAS on an H200
    // (this workplace's device notes, docs/probe.md): the reference a healthy GPU reaches.
    return 0.80;
}

AttentionKernel attention_kernel(const GpuSpec& gpu, const TrainingWorkload& w,
                                 const StackProfile& stack) {
    if (!w.flash_attention || stack.stack == TrainingStack::MegatronLM)
        return AttentionKernel::Unfused;
    if (stack.hopper_attention && is_hopper_or_newer(gpu))
        return AttentionKernel::FlashAttention3;
    return AttentionKernel::FlashAttention2;
}

KernelRates training_kernel_rates(const GpuSpec& gpu, double peak_flops, const TrainingWorkload& w,
                                  const StackProfile& stack, double bandwidth_efficiency) {
    KernelRates r;
    r.peak_flops = peak_flops;
    r.gemm_efficiency = large_gemm_efficiency(gpu);
    r.sms = gpu.sms;
    r.bytes_per_second = gpu.memory_bandwidth_bytes_per_second * bandwidth_efficiency;
    r.kernel_gap_seconds = stack.kernel_gap_seconds;
    // FlashAttention's achieved forward and backward rates, head dimension 128, causal, of the
    // dense 16-bit peak (docs/performance.md, "Attention kernels").
    // By sequence length, causal, head dimension 128, TFLOP/s at 512 ... 16k: FlashAttention-2
    // forward + backward on A100 and on H100 (Dao 2023, Figs. 4 and 7), FlashAttention-3 forward
    // on H100 (Shah et al. 2024, the repository's flash3_fp16_fwd figure); read from the figures
    // (docs/validation/kernel-sources-draft.md, section 2).
    switch (attention_kernel(gpu, w, stack)) {
    case AttentionKernel::Unfused:
        break; // batched GEMMs and the scores through memory
    case AttentionKernel::FlashAttention2:
        if (is_hopper_or_newer(gpu)) {
            r.attention_forward_efficiency = 0.35;
            r.attention_backward_efficiency = 0.30;
            r.attention_rate_by_length = {163, 221, 265, 294, 308, 328};
        } else {
            r.attention_forward_efficiency = 0.60;
            r.attention_backward_efficiency = 0.50;
            r.attention_rate_by_length = {99, 133, 155, 173, 182, 189};
        }
        break;
    case AttentionKernel::FlashAttention3:
        r.attention_forward_efficiency = 0.60;
        r.attention_backward_efficiency = 0.45;
        r.attention_rate_by_length = {292, 423, 521, 579, 602, 616};
        break;
    }
    return r;
}

bool times_with_kernel_model(const ModelSpec& model, TrainingStack stack) {
    return stack != TrainingStack::Auto && model.is_transformer() && model.arch.hidden_size > 0;
}

PipelineSplit training_pipeline_split(const ModelSpec& model, std::int64_t stages,
                                      double output_load, TrainingStack stack,
                                      Framework framework) {
    return split_pipeline(model.arch.num_layers, stages,
                          stages > 1 && times_with_kernel_model(model, stack) ? output_load : 0.0,
                          stack_profile(stack, framework).uneven_pipeline);
}

std::int64_t first_stage_layers(const ModelSpec& model, const TrainingWorkload& w,
                                TrainingStack stack) {
    return model.is_transformer() && w.parallel.pipeline > 1
               ? training_pipeline_split(model, w, stack).layers_per_stage
               : 0;
}

PipelineSplit training_pipeline_split(const ModelSpec& model, const TrainingWorkload& w,
                                      TrainingStack stack) {
    const bool weighed = w.parallel.pipeline > 1 && times_with_kernel_model(model, stack);
    return training_pipeline_split(model, w.parallel.pipeline,
                                   weighed ? output_layer_load(model, w.sequence_length) : 0.0,
                                   stack, w.framework);
}

} // namespace gpuplanner
