#include "core/field_specs.h"

#include "scenario/scenario_schema.h"

#include <QtCore/qcoreapplication.h>

namespace gpuplanner::ui {

namespace {

std::vector<FieldSpec> workloadPresentation() {
    const unsigned train = Training | FineTuning;
    return {
        {"/workload/type",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Pre-training, fine-tuning or serving (inference)."),
         1,
         0,
         "",
         {{"training", QT_TRANSLATE_NOOP("ScenarioEditor", "Pre-training")},
          {"fine_tuning", QT_TRANSLATE_NOOP("ScenarioEditor", "Fine-tuning")},
          {"inference", QT_TRANSLATE_NOOP("ScenarioEditor", "Inference serving")}}},
        {"/workload/method",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Method"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "Full fine-tuning updates every weight; LoRA trains small adapters (weights frozen at "
             "16 bit); QLoRA keeps the frozen weights in 4 bit."),
         1,
         0,
         "",
         {{"full", QT_TRANSLATE_NOOP("ScenarioEditor", "Full")},
          {"lora", QT_TRANSLATE_NOOP("ScenarioEditor", "LoRA")},
          {"qlora", QT_TRANSLATE_NOOP("ScenarioEditor", "QLoRA")}},
         FineTuning},
        {"/workload/lora_rank",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "LoRA rank"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Rank r of the adapters; typical 8 to 64."),
         1,
         0,
         "",
         {},
         FineTuning},
        {"/workload/tokens",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Training tokens"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "Tokens to train on, in billions. Chinchilla-optimal pre-training uses about 20 per "
             "parameter; fine-tuning often 0.01 to 1 billion."),
         1e9,
         3,
         " B",
         {},
         train},
        {"/workload/samples",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Samples per epoch"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "For image models: images per epoch (ImageNet-1k: 1,281,167)."), // up to 10^13: beyond
                                                                              // a QSpinBox's int
         1,
         0,
         "",
         {},
         train},
        {"/workload/epochs",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Epochs"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Passes over the samples (ResNet-50 on ImageNet: 90)."),
         1,
         0,
         "",
         {},
         train},
        {"/workload/precision",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Precision"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "bf16/fp16 are mixed precision with fp32 master weights; fp8 needs Hopper, Ada or "
             "newer."),
         1,
         0,
         "",
         {{"bf16", "bf16"}, {"fp16", "fp16"}, {"fp8", "fp8"}, {"tf32", "tf32"}, {"fp32", "fp32"}},
         train},
        {"/workload/optimizer",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Optimizer"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "AdamW keeps 12 bytes per parameter in mixed precision; 8-bit Adam about 6."),
         1,
         0,
         "",
         {{"adamw", "AdamW"},
          {"adam_8bit", QT_TRANSLATE_NOOP("ScenarioEditor", "8-bit Adam")},
          {"sgd_momentum", QT_TRANSLATE_NOOP("ScenarioEditor", "SGD with momentum")},
          {"adafactor", "Adafactor"}},
         train},
        {"/workload/framework",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Framework"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "How gradients are kept and reduced: DeepSpeed 16-bit (2 bytes), "
                           "Megatron-LM fp32 main gradients (4 bytes, all-reduced in fp32), "
                           "PyTorch DDP/FSDP with autocast fp32 parameters and gradients."),
         1,
         0,
         "",
         {{"deepspeed", "DeepSpeed"},
          {"megatron", "Megatron-LM"},
          {"pytorch", QT_TRANSLATE_NOOP("ScenarioEditor", "PyTorch DDP/FSDP")}},
         train},
        {"/workload/sequence_length",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Sequence length"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Tokens per training sequence; typical 2,048 to 8,192."),
         1,
         0,
         QT_TRANSLATE_NOOP("ScenarioEditor", " tokens"),
         {},
         train},
        {"/workload/micro_batch",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Micro-batch"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Sequences (or images) per GPU per step; activations grow with it."),
         1,
         0,
         "",
         {},
         train,
         false,
         true},
        {"/workload/activation_checkpointing",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Activation checkpointing"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Full recomputation keeps only each layer's input (saves most "
                           "activation memory, costs "
                           "about a third more compute); selective drops the attention scores."),
         1,
         0,
         "",
         {{"none", QT_TRANSLATE_NOOP("ScenarioEditor", "None")},
          {"selective", QT_TRANSLATE_NOOP("ScenarioEditor", "Selective")},
          {"full", QT_TRANSLATE_NOOP("ScenarioEditor", "Full")}},
         train,
         false,
         true},
        {"/workload/flash_attention",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "FlashAttention"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Fused attention that never stores the attention scores. Off: "
                           "the scores are kept for the backward pass and moved through memory, "
                           "which costs memory and time."),
         1,
         0,
         "",
         {},
         train},
        {"/workload/zero_stage",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Parallelism and memory"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "ZeRO stage"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "0: plain data parallelism; 1 shards optimizer "
                                             "states, 2 also gradients, 3 (FSDP) also "
                                             "weights across data-parallel GPUs."),
         1,
         0,
         "",
         {},
         train,
         false,
         true},
        {"/workload/data_parallel",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Parallelism and memory"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Data parallel"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "Data-parallel replicas. Automatic: the plan chooses for every GPU count; a number "
             "pins it in every command."),
         1,
         0,
         "",
         {},
         train,
         false,
         true},
        {"/workload/tensor_parallel",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Parallelism and memory"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Tensor parallel"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "Splits each layer across GPUs of a node; must divide the attention heads. "
             "Automatic: the plan chooses."),
         1,
         0,
         "",
         {},
         AnyWorkload,
         false,
         true},
        {"/workload/pipeline_parallel",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Parallelism and memory"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Pipeline parallel"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Splits the layers into stages (they need not divide "
                                             "evenly). Automatic: the plan chooses."),
         1,
         0,
         "",
         {},
         AnyWorkload,
         false,
         true},
        {"/workload/virtual_pipeline_stages",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Parallelism and memory"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Virtual pipeline stages"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Interleaved 1F1B: model chunks per pipeline stage; the bubble shrinks "
                           "by this factor. Automatic: the plan chooses."),
         1,
         0,
         "",
         {},
         train,
         false,
         true},
        {"/workload/context_parallel",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Parallelism and memory"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Context parallel"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "GPUs that share each sequence (ring attention); for sequences of "
                           "8,192 tokens and more. Automatic: the plan chooses."),
         1,
         0,
         "",
         {},
         train,
         false,
         true},
        {"/workload/offload_optimizer",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Parallelism and memory"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Offload optimizer to CPU"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "ZeRO-Offload: optimizer states in host RAM (needs ZeRO stage 1 or more)."),
         1,
         0,
         "",
         {},
         train,
         true,
         true},
        {"/workload/weight_precision",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Weight precision"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "int4/int8 include quantization scales; fp8 needs Ampere or newer."),
         1,
         0,
         "",
         {{"bf16", "bf16"},
          {"fp16", "fp16"},
          {"fp8", "fp8"},
          {"int8", "int8"},
          {"int4", "int4"},
          {"fp32", "fp32"}},
         Inference},
        {"/workload/kv_precision",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "KV-cache precision"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "fp8 or int8 halves the KV cache."),
         1,
         0,
         "",
         {{"fp16", "fp16"}, {"bf16", "bf16"}, {"fp8", "fp8"}, {"int8", "int8"}},
         Inference},
        {"/workload/prompt_tokens",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Prompt tokens"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Input tokens per request."),
         1,
         0,
         QT_TRANSLATE_NOOP("ScenarioEditor", " tokens"),
         {},
         Inference},
        {"/workload/output_tokens",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Output tokens"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Generated tokens per request."),
         1,
         0,
         QT_TRANSLATE_NOOP("ScenarioEditor", " tokens"),
         {},
         Inference},
        {"/workload/concurrency",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Concurrent sequences"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Requests in flight at once per replica; each keeps its KV cache."),
         1,
         0,
         "",
         {},
         Inference},
        {"/workload/target_requests_per_second",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Target requests per second"),
         QT_TRANSLATE_NOOP(
             "ScenarioEditor",
             "Replicas are added until the service reaches this rate (0: one replica)."),
         1,
         2,
         QT_TRANSLATE_NOOP("ScenarioEditor", " req/s"),
         {},
         Inference,
         true},
        {"/workload/ttft_target_seconds",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Time-to-first-token target"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Options slower than this are excluded (0: none)."),
         1,
         2,
         QT_TRANSLATE_NOOP("ScenarioEditor", " s"),
         {},
         Inference,
         true},
        {"/workload/duration_hours",
         QT_TRANSLATE_NOOP("ScenarioEditor", "Workload"),
         QT_TRANSLATE_NOOP("ScenarioEditor", "Service period"),
         QT_TRANSLATE_NOOP("ScenarioEditor",
                           "Hours the service runs, for its cost (730 h is a month)."),
         1,
         1,
         QT_TRANSLATE_NOOP("ScenarioEditor", " h"),
         {},
         Inference},
    };
}

std::vector<FieldSpec> presentation() {
    std::vector<FieldSpec> fields = workloadPresentation();
    for (FieldSpec& f : detail::planPresentation())
        fields.push_back(std::move(f));
    return fields;
}

// Ranges and defaults come from the schema the reader validates with: the editor cannot show a
// valid file's value clamped (tensor_parallel 128 shown as 64) or accept what the reader refuses.
std::vector<FieldSpec> withSchema(std::vector<FieldSpec> fields) {
    for (FieldSpec& f : fields) {
        const FieldSchema& s = scenario_field(f.pointer);
        f.kind = s.type == FieldType::Integer  ? FieldKind::Integer
                 : s.type == FieldType::Number ? FieldKind::Number
                 : s.type == FieldType::Choice ? FieldKind::Choice
                                               : FieldKind::Flag;
        f.minimum = f.removeWhenZero ? 0.0 : s.minimum / f.scale;
        f.maximum = s.maximum / f.scale;
        f.fallback = s.type == FieldType::Boolean ? s.fallback : s.fallback / f.scale;
    }
    return fields;
}

} // namespace

const std::vector<FieldSpec>& scenarioFields() {
    static const std::vector<FieldSpec> fields = withSchema(presentation());
    return fields;
}

const FieldSpec* scenarioField(const std::string& pointer) {
    for (const FieldSpec& f : scenarioFields())
        if (pointer == f.pointer)
            return &f;
    return nullptr;
}

QString fieldLabel(const std::string& pointer) {
    if (const FieldSpec* f = scenarioField(pointer))
        return QCoreApplication::translate("ScenarioEditor", f->label);
    return QString::fromStdString(pointer.substr(pointer.rfind('/') + 1));
}

QString fieldName(const std::string& pointer) {
    if (scenarioField(pointer))
        return fieldLabel(pointer);
    // Fields the form has no box for.
    static const std::pair<const char*, const char*> others[] = {
        {"/data/checkpoints_kept", QT_TRANSLATE_NOOP("ScenarioEditor", "checkpoints kept")},
        {"/data/dataset_gb", QT_TRANSLATE_NOOP("ScenarioEditor", "dataset (GB)")},
        {"/data/multi_zone", QT_TRANSLATE_NOOP("ScenarioEditor", "storage in several zones")},
        {"/data/snapshots", QT_TRANSLATE_NOOP("ScenarioEditor", "disk snapshots")},
        {"/hardware/gpu", QT_TRANSLATE_NOOP("ScenarioEditor", "GPU")},
        {"/hardware/count", QT_TRANSLATE_NOOP("ScenarioEditor", "GPU count")},
        {"/local/gpu", QT_TRANSLATE_NOOP("ScenarioEditor", "GPU")},
        {"/local/currency", QT_TRANSLATE_NOOP("ScenarioEditor", "currency")},
        {"/workload/lora_targets", QT_TRANSLATE_NOOP("ScenarioEditor", "LoRA modules")},
        {"/workload/offload_params", QT_TRANSLATE_NOOP("ScenarioEditor", "parameter offload")},
        {"/workload/prefill_chunk_tokens",
         QT_TRANSLATE_NOOP("ScenarioEditor", "prefill chunk (tokens)")},
        {"/constraints/budget", QT_TRANSLATE_NOOP("ScenarioEditor", "budget")},
        {"/constraints/providers", QT_TRANSLATE_NOOP("ScenarioEditor", "providers")},
        {"/constraints/regions", QT_TRANSLATE_NOOP("ScenarioEditor", "regions")},
        {"/constraints/certifications", QT_TRANSLATE_NOOP("ScenarioEditor", "certifications")},
        {"/constraints/include_unverified",
         QT_TRANSLATE_NOOP("ScenarioEditor", "include unverified prices")},
        {"/currency/rates_per_usd", QT_TRANSLATE_NOOP("ScenarioEditor", "exchange rates per USD")},
        {"/performance/global_batch_tokens",
         QT_TRANSLATE_NOOP("ScenarioEditor", "global batch (tokens)")},
        {"/local/probe", QT_TRANSLATE_NOOP("ScenarioEditor", "gpuprobe measurement")},
        {"/local/probe_device", QT_TRANSLATE_NOOP("ScenarioEditor", "measured device")},
        {"/local/reference_gemm_efficiency",
         QT_TRANSLATE_NOOP("ScenarioEditor", "healthy GPU's GEMM efficiency")},
        {"/local/reference_bandwidth_efficiency",
         QT_TRANSLATE_NOOP("ScenarioEditor", "healthy GPU's bandwidth efficiency")},
        {"/local/pue", QT_TRANSLATE_NOOP("ScenarioEditor", "PUE (facility power / IT power)")},
        {"/local/host_watts", QT_TRANSLATE_NOOP("ScenarioEditor", "host power (W)")},
        {"/data/bytes_per_sample", QT_TRANSLATE_NOOP("ScenarioEditor", "bytes per sample")},
        {"/data/bytes_per_token", QT_TRANSLATE_NOOP("ScenarioEditor", "bytes per token")},
        {"/data/storage_read_gb_per_s",
         QT_TRANSLATE_NOOP("ScenarioEditor", "storage read speed (GB/s per node)")},
        {"/software/cuda", QT_TRANSLATE_NOOP("ScenarioEditor", "CUDA version")},
        {"/software/driver", QT_TRANSLATE_NOOP("ScenarioEditor", "driver version")},
        {"/software/pytorch", QT_TRANSLATE_NOOP("ScenarioEditor", "PyTorch version")},
        {"/software/tensorflow", QT_TRANSLATE_NOOP("ScenarioEditor", "TensorFlow version")},
        {"/workload/sequence_parallel",
         QT_TRANSLATE_NOOP("ScenarioEditor", "sequence parallelism")},
        {"/workload/batch_size", QT_TRANSLATE_NOOP("ScenarioEditor", "batch size")},
        {"/workload/target_output_tokens_per_second",
         QT_TRANSLATE_NOOP("ScenarioEditor", "target output tokens per second")},
        {"/workload/tpot_target_seconds",
         QT_TRANSLATE_NOOP("ScenarioEditor", "time per output token target (s)")},
        {"/constraints/budget/amount", QT_TRANSLATE_NOOP("ScenarioEditor", "budget")},
        {"/billing/spot/restart_hours",
         QT_TRANSLATE_NOOP("ScenarioEditor", "restart after an interruption (h)")},
        {"/billing/reserved/discount_1y",
         QT_TRANSLATE_NOOP("ScenarioEditor", "assumed 1-year reservation discount")},
        {"/billing/reserved/discount_3y",
         QT_TRANSLATE_NOOP("ScenarioEditor", "assumed 3-year reservation discount")},
        {"/performance/mfu", QT_TRANSLATE_NOOP("ScenarioEditor", "MFU")},
        {"/performance/achieved_tflops",
         QT_TRANSLATE_NOOP("ScenarioEditor", "achieved TFLOPS per GPU")},
        {"/performance/achieved_tflops_counts",
         QT_TRANSLATE_NOOP("ScenarioEditor", "achieved TFLOPS count")},
        {"/performance/comm_overlap", QT_TRANSLATE_NOOP("ScenarioEditor", "communication overlap")},
        {"/performance/global_batch_samples",
         QT_TRANSLATE_NOOP("ScenarioEditor", "global batch (samples)")},
        {"/performance/gradient_accumulation",
         QT_TRANSLATE_NOOP("ScenarioEditor", "gradient accumulation")},
        {"/performance/prefill_mfu", QT_TRANSLATE_NOOP("ScenarioEditor", "prefill MFU")},
        {"/performance/decode_bandwidth_efficiency",
         QT_TRANSLATE_NOOP("ScenarioEditor", "decode bandwidth efficiency")},
        {"/overheads/cuda_context_mib", QT_TRANSLATE_NOOP("ScenarioEditor", "CUDA context (MiB)")},
        {"/overheads/allocator_headroom_fraction",
         QT_TRANSLATE_NOOP("ScenarioEditor", "allocator headroom")},
    };
    for (const auto& [p, label] : others)
        if (pointer == p)
            return QCoreApplication::translate("ScenarioEditor", label);
    return fieldLabel(pointer); // the pointer's last segment
}

} // namespace gpuplanner::ui
