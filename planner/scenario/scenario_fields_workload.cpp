// The table of `workload` fields (scenario/scenario_schema.h): one row per field, everything
// the reader, the editor, sentences and tests know about it. The reader refuses a field in a
// workload type it does not apply to (applies_to) as "unknown field".
#include "scenario/field_builders.h"

namespace gpuplanner {

namespace field_table {

namespace {

std::vector<FieldChoice> workload_type_choices() {
    return {{"training", GPUPLANNER_TEXT("ScenarioEditor", "Pre-training"),
             int(WorkloadType::Training)},
            {"fine_tuning", GPUPLANNER_TEXT("ScenarioEditor", "Fine-tuning"),
             int(WorkloadType::FineTuning)},
            {"inference", GPUPLANNER_TEXT("ScenarioEditor", "Inference serving"),
             int(WorkloadType::Inference)}};
}
std::vector<FieldChoice> fine_tune_method_choices() {
    return {//: Fine-tuning method: every weight is trained (not adapters as with LoRA)
            {"full", GPUPLANNER_TEXT("ScenarioEditor", "Full"), int(FineTuneMethod::Full)},
            {"lora", GPUPLANNER_TEXT("ScenarioEditor", "LoRA"), int(FineTuneMethod::LoRA)},
            {"qlora", GPUPLANNER_TEXT("ScenarioEditor", "QLoRA"), int(FineTuneMethod::QLoRA)}};
}
// Adam and AdamW keep the same states (two moments); they differ in how weight decay is applied,
// which the launch files must say.
std::vector<FieldChoice> optimizer_choices() {
    return {
        {"adamw", "AdamW", int(Optimizer::AdamW)},
        {"adam", "Adam", int(Optimizer::Adam)},
        {"adam_8bit", GPUPLANNER_TEXT("ScenarioEditor", "8-bit Adam"), int(Optimizer::Adam8bit)},
        {"sgd_momentum", GPUPLANNER_TEXT("ScenarioEditor", "SGD with momentum"),
         int(Optimizer::SgdMomentum)},
        {"adafactor", "Adafactor", int(Optimizer::Adafactor)}};
}
std::vector<FieldChoice> framework_choices() {
    return {{"deepspeed", "DeepSpeed", int(Framework::DeepSpeed)},
            {"megatron", "Megatron-LM", int(Framework::Megatron)},
            {"pytorch", GPUPLANNER_TEXT("ScenarioEditor", "PyTorch DDP/FSDP"),
             int(Framework::PyTorch)}};
}
std::vector<FieldChoice> recompute_choices() {
    return {
        //: Activation checkpointing: nothing is recomputed
        {"none", GPUPLANNER_TEXT("ScenarioEditor", "None"), int(Recompute::None)},
        {"selective", GPUPLANNER_TEXT("ScenarioEditor", "Selective"), int(Recompute::Selective)},
        //: Activation checkpointing: each layer's activations are recomputed in the backward pass
        {"full", GPUPLANNER_TEXT("ScenarioEditor", "Full"), int(Recompute::Full)}};
}

} // namespace

std::vector<FieldSchema> workload_rows() {
    const double gpus = static_cast<double>(kMaxGpus);
    const double seq = static_cast<double>(kMaxTokensPerSequence);
    return {
        choice("/workload/type", workload_type_choices(), "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Workload"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Pre-training, fine-tuning or serving (inference).")),
        choice("/workload/method", fine_tune_method_choices(), "full")
            .applies_to(kFineTuningMask)
            .example(R"("lora")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Method"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "Full fine-tuning updates every weight; LoRA trains small adapters "
                         "(weights frozen at 16 bit); QLoRA keeps the frozen weights in 4 bit.")),
        integer("/workload/lora_rank", 1, 65536, 16, "")
            .applies_to(kFineTuningMask)
            .example(R"(8)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "LoRA rank"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor", "Rank r of the adapters; typical 8 to 64.")),
        number("/workload/tokens", 0, 1e16, 0, "tokens")
            .applies_to(kTrainingMasks)
            .example(R"(1e8)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Training tokens"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "Tokens to train on, in billions. Chinchilla-optimal pre-training uses "
                         "about 20 per parameter; fine-tuning often 0.01 to 1 billion."),
                     1e9, 3, " B"),
        number("/workload/samples", 0, 1e13, 0, "samples")
            .applies_to(kTrainingMasks)
            .example(R"(0)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Samples per epoch"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                GPUPLANNER_TEXT("ScenarioEditor",
                                "For image models: images per epoch (ImageNet-1k: 1,281,167).")),
        integer("/workload/epochs", 1, 100'000, 1, "")
            .applies_to(kTrainingMasks)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Epochs"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Passes over the samples (ResNet-50 on ImageNet: 90).")),
        choice("/workload/precision", plain_choices({"bf16", "fp16", "fp8", "tf32", "fp32"}),
               "bf16")
            .applies_to(kTrainingMasks)
            .example(R"("bf16")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Precision"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "bf16/fp16 are mixed precision with fp32 master "
                                     "weights; fp8 needs Hopper, Ada or newer.")),
        choice("/workload/optimizer", optimizer_choices(), "adamw")
            .applies_to(kTrainingMasks)
            .example(R"("adamw")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Optimizer"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                GPUPLANNER_TEXT(
                    "ScenarioEditor",
                    "AdamW keeps 12 bytes per parameter in mixed precision; 8-bit Adam about 6.")),
        choice("/workload/framework", framework_choices(), "deepspeed")
            .applies_to(kTrainingMasks)
            .example(R"("megatron")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Framework"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                GPUPLANNER_TEXT("ScenarioEditor",
                                "How gradients are kept and reduced: DeepSpeed 16-bit (2 bytes), "
                                "Megatron-LM fp32 main gradients (4 bytes, all-reduced in fp32), "
                                "PyTorch DDP/FSDP with autocast fp32 parameters and gradients.")),
        integer("/workload/sequence_length", 1, seq, 2048, "tokens")
            .applies_to(kTrainingMasks)
            .example(R"(2048)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Sequence length"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Tokens per training sequence; typical 2,048 to 8,192."),
                     1, 0, GPUPLANNER_TEXT("ScenarioEditor", " tokens")),
        integer("/workload/micro_batch", 1, 1'000'000, 1, "sequences")
            .applies_to(kTrainingMasks)
            .example(R"(2)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Micro-batch"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "Sequences (or images) per GPU per step; activations grow with it."))
            .automatic(),
        choice("/workload/activation_checkpointing", recompute_choices(), "")
            .applies_to(kTrainingMasks)
            .example(R"("selective")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Activation checkpointing"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Full recomputation keeps only each layer's input (saves most "
                                     "activation memory, costs about a third more compute); "
                                     "selective drops the attention scores."))
            .automatic(),
        flag("/workload/flash_attention", true)
            .applies_to(kTrainingMasks)
            .example(R"(true)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "FlashAttention"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Fused attention that never stores the attention scores. Off: "
                                     "the scores are kept for the backward pass and moved through "
                                     "memory, which costs memory and time.")),
        integer("/workload/zero_stage", 0, 3, 0, "")
            .applies_to(kTrainingMasks)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "ZeRO stage"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "0: plain data parallelism; 1 shards optimizer states, 2 also "
                                     "gradients, 3 (FSDP) also weights across data-parallel GPUs."))
            .automatic(),
        integer("/workload/data_parallel", 1, gpus, 1, "GPUs")
            .applies_to(kTrainingMasks)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Data parallel"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Data-parallel replicas. Automatic: the plan chooses for "
                                     "every GPU count; a number pins it in every command."))
            .automatic(),
        integer("/workload/tensor_parallel", 1, 1024, 1, "GPUs")
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Tensor parallel"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Splits each layer across GPUs of a node; must divide the "
                                     "attention heads. Automatic: the plan chooses."))
            .automatic(),
        integer("/workload/pipeline_parallel", 1, 1024, 1, "stages")
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Pipeline parallel"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Splits the layers into stages (they need not "
                                     "divide evenly). Automatic: the plan chooses."))
            .automatic(),
        integer("/workload/virtual_pipeline_stages", 1, 1024, 1, "")
            .applies_to(kTrainingMasks)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Virtual pipeline stages"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Interleaved 1F1B: model chunks per pipeline stage; the "
                                     "bubble shrinks by this factor. Automatic: the plan chooses."))
            .automatic(),
        integer("/workload/context_parallel", 1, 1024, 1, "GPUs")
            .applies_to(kTrainingMasks)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Context parallel"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                GPUPLANNER_TEXT("ScenarioEditor",
                                "GPUs that share each sequence (ring attention); for sequences of "
                                "8,192 tokens and more. Automatic: the plan chooses."))
            .automatic(),
        integer("/workload/expert_parallel", 1, 1024, 1, "GPUs")
            .applies_to(kTrainingMasks)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Expert parallel"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "GPUs of the data-parallel group that split a mixture of "
                                     "experts' routed experts between them; it divides the data "
                                     "x context parallel GPUs and the number of experts. "
                                     "Automatic: the plan chooses."))
            .automatic(),
        integer("/workload/attention_data_parallel", 1, 1024, 1, "GPU groups")
            .applies_to(kInferenceMask)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Attention data parallel"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Serving a mixture of experts: groups of tensor-parallel GPUs "
                                     "that each hold the attention and their own sequences, with "
                                     "the routed experts spread over all of them (vLLM "
                                     "--data-parallel-size with --enable-expert-parallel). "
                                     "Automatic: the plan chooses."))
            .automatic(),
        flag("/workload/offload_optimizer", false)
            .applies_to(kTrainingMasks)
            .example(R"(false)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Offload optimizer to CPU"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Parallelism and memory"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "ZeRO-Offload: optimizer states in host RAM (needs ZeRO stage 1 or more). "
                         "Unchecked, the plan chooses: it offloads where the model would not fit "
                         "otherwise, and the summary says so."))
            .zero_is_none()
            .automatic(),
        choice("/workload/weight_precision",
               plain_choices({"bf16", "fp16", "fp8", "int8", "int4", "fp32"}), "bf16")
            .applies_to(kInferenceMask)
            .example(R"("bf16")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Weight precision"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "int4/int8 include quantization scales; fp8 needs Ampere or newer.")),
        choice("/workload/kv_precision", plain_choices({"fp16", "bf16", "fp8", "int8", "fp32"}),
               "fp16")
            .applies_to(kInferenceMask)
            .example(R"("fp16")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "KV-cache precision"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor", "fp8 or int8 halves the KV cache.")),
        integer("/workload/prompt_tokens", 1, seq, 1024, "tokens")
            .applies_to(kInferenceMask)
            .example(R"(1024)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Prompt tokens"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor", "Input tokens per request."), 1, 0,
                     GPUPLANNER_TEXT("ScenarioEditor", " tokens")),
        integer("/workload/output_tokens", 1, seq, 256, "tokens")
            .applies_to(kInferenceMask)
            .example(R"(256)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Output tokens"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor", "Generated tokens per request."), 1, 0,
                     GPUPLANNER_TEXT("ScenarioEditor", " tokens")),
        integer("/workload/concurrency", 1, 10'000'000, 1, "sequences")
            .applies_to(kInferenceMask)
            .unused_while("/workload/arrival", {"max_load"}) // as many as the KV cache holds
            .example(R"(4)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Concurrent sequences"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "Requests in flight at once per replica; each keeps its KV cache.")),
        number("/workload/target_requests_per_second", 0, 1e9, 0, "requests/s")
            .applies_to(kInferenceMask)
            .unused_while("/workload/arrival", {"max_load"}) // MaxLoadIgnoresRate
            .example(R"(0.5)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Target requests per second"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                GPUPLANNER_TEXT(
                    "ScenarioEditor",
                    "Replicas are added until the service reaches this rate (0: one replica)."),
                1, 2, GPUPLANNER_TEXT("ScenarioEditor", " req/s"))
            .zero_is_none(),
        number("/workload/target_output_tokens_per_second", 0, 1e12, 0, "tokens/s")
            .applies_to(kInferenceMask)
            .unused_while("/workload/arrival", {"max_load"}) // the reader drops both rates
            .example(R"(0)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Target output tokens per second"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Replicas are added until the service generates this many "
                                     "tokens a second, all replicas together (0: none)."),
                     1, 0, GPUPLANNER_TEXT("ScenarioEditor", " tokens/s"))
            .zero_is_none(),
        number("/workload/ttft_target_seconds", 0, 1e6, 0, "s")
            .applies_to(kInferenceMask)
            .example(R"(2)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Time-to-first-token target"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Options slower than this are excluded (0: none)."),
                     1, 2, GPUPLANNER_TEXT("ScenarioEditor", " s"))
            .zero_is_none(),
        number("/workload/tpot_target_seconds", 0, 1e6, 0, "s")
            .applies_to(kInferenceMask)
            .example(R"(0.1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Time-per-output-token target"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Options whose tokens come slower than this, at the target "
                                     "percentile, are excluded (0: none)."),
                     0.001, 1, GPUPLANNER_TEXT("ScenarioEditor", " ms"))
            .zero_is_none(),
        number("/workload/duration_hours", 0.1, 1e6, 730, "h")
            .applies_to(kInferenceMask)
            .example(R"(730)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Service period"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Hours the service runs, for its cost (730 h is a month)."),
                     1, 1, GPUPLANNER_TEXT("ScenarioEditor", " h")),
        flag("/workload/sequence_parallel", true)
            .applies_to(kTrainingMasks)
            .example(R"(true)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "sequence parallelism")),
        flag("/workload/offload_params", false)
            .applies_to(kTrainingMasks)
            .example(R"(false)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "parameter offload")),
        integer("/workload/prefill_chunk_tokens", 1, seq, 8192, "tokens")
            .applies_to(kInferenceMask)
            .example(R"(8192)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "prefill chunk (tokens)")),
        integer("/workload/batch_size", 1, 1'000'000, 1, "sequences")
            .applies_to(kInferenceMask)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "batch size")),
        structured("/workload/lora_targets")
            .applies_to(kFineTuningMask)
            .example(R"(["q_proj","v_proj"])")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "LoRA modules")),
    };
}

} // namespace field_table

} // namespace gpuplanner
