#include "scenario/scenario_schema.h"

#include <stdexcept>
#include <utility>

namespace gpuplanner {

std::string FieldSchema::key() const {
    const std::string p = pointer;
    return p.substr(p.rfind('/') + 1);
}

namespace {

FieldSchema integer(const char* pointer, double min, double max, double fallback,
                    const char* unit) {
    return FieldSchema{pointer, FieldType::Integer, min, max, fallback, unit, {}, ""};
}
FieldSchema number(const char* pointer, double min, double max, double fallback, const char* unit) {
    return FieldSchema{pointer, FieldType::Number, min, max, fallback, unit, {}, ""};
}
FieldSchema choice(const char* pointer, std::vector<const char*> choices, const char* fallback) {
    return FieldSchema{pointer, FieldType::Choice, 0, 0, 0, "", std::move(choices), fallback};
}
FieldSchema flag(const char* pointer, bool fallback) {
    return FieldSchema{pointer, FieldType::Boolean, 0, 1, fallback ? 1.0 : 0.0, "", {}, ""};
}

} // namespace

const std::vector<FieldSchema>& scenario_fields() {
    const double gpus = static_cast<double>(kMaxGpus);
    const double seq = static_cast<double>(kMaxTokensPerSequence);
    static const std::vector<FieldSchema> fields = {
        choice("/workload/type", {"training", "fine_tuning", "inference"}, ""),
        choice("/workload/method", {"full", "lora", "qlora"}, "full"),
        integer("/workload/lora_rank", 1, 65536, 16, ""),
        number("/workload/tokens", 0, 1e16, 0, "tokens"),
        number("/workload/samples", 0, 1e13, 0, "samples"),
        integer("/workload/epochs", 1, 100'000, 1, ""),
        choice("/workload/precision", {"fp32", "tf32", "bf16", "fp16", "fp8"}, "bf16"),
        choice("/workload/optimizer", {"adamw", "adam", "sgd_momentum", "adafactor", "adam_8bit"},
               "adamw"),
        choice("/workload/framework", {"deepspeed", "megatron", "pytorch"}, "deepspeed"),
        integer("/workload/sequence_length", 1, seq, 2048, "tokens"),
        integer("/workload/micro_batch", 1, 1'000'000, 1, "sequences"),
        choice("/workload/activation_checkpointing", {"none", "selective", "full"}, ""),
        flag("/workload/flash_attention", true),
        integer("/workload/zero_stage", 0, 3, 0, ""),
        integer("/workload/data_parallel", 1, gpus, 1, "GPUs"),
        integer("/workload/tensor_parallel", 1, 1024, 1, "GPUs"),
        integer("/workload/pipeline_parallel", 1, 1024, 1, "stages"),
        integer("/workload/virtual_pipeline_stages", 1, 1024, 1, ""),
        integer("/workload/context_parallel", 1, 1024, 1, "GPUs"),
        flag("/workload/offload_optimizer", false),
        choice("/workload/weight_precision", {"fp32", "bf16", "fp16", "fp8", "int8", "int4"},
               "bf16"),
        choice("/workload/kv_precision", {"fp32", "bf16", "fp16", "fp8", "int8"}, "fp16"),
        integer("/workload/prompt_tokens", 0, seq, 1024, "tokens"),
        // At least one: serving is planned as generation (time per output token, cost per
        // output token); zero gave "15.94 s per output token" and a chart of nothing.
        integer("/workload/output_tokens", 1, seq, 256, "tokens"),
        integer("/workload/concurrency", 1, 10'000'000, 1, "sequences"),
        number("/workload/target_requests_per_second", 0, 1e9, 0, "requests/s"),
        number("/workload/ttft_target_seconds", 0, 1e6, 0, "s"),
        number("/workload/duration_hours", 0.1, 1e6, 730, "h"),
        number("/constraints/deadline_hours", 1e-3, 1e7, 0, "h"),
        integer("/constraints/max_gpus", 1, gpus, 4096, "GPUs"),
        number("/constraints/min_network_gbps", 0, 1e5, 0, "Gb/s"),
        flag("/constraints/allow_spot", true),
        flag("/constraints/allow_reserved", true),
        choice("/billing/spot/interruption", {"<5%", "5-10%", "10-15%", "15-20%", ">20%"},
               "10-15%"),
        number("/billing/spot/checkpoint_interval_hours", 0, 1e5, 1.0, "h"),
        number("/billing/reserved/utilization", 0.01, 1.0, 1.0, ""),
        integer("/local/count", 1, 64, 1, "GPUs"),
        number("/local/purchase_price", 0, 1e12, 0, "currency"),
        number("/local/power_price_per_kwh", 0, 100, 0.15, "currency/kWh"),
        number("/local/utilization", 0.01, 1.0, 0.5, ""),
        number("/local/amortization_years", 0.1, 30, 3, "years"),
        // Fields the form has no box for: the same table, so the reader, the docs test and the
        // report's labels (the form's or ui/report's) agree on them too.
        flag("/workload/sequence_parallel", true),
        flag("/workload/offload_params", false),
        integer("/workload/prefill_chunk_tokens", 1, seq, 8192, "tokens"),
        integer("/workload/batch_size", 1, 1'000'000, 1, "sequences"),
        number("/workload/target_output_tokens_per_second", 0, 1e12, 0, "tokens/s"),
        number("/workload/tpot_target_seconds", 0, 1e6, 0, "s"),
        number("/constraints/budget/amount", 0, 1e15, 0, "currency"),
        flag("/constraints/include_unverified", false),
        number("/billing/spot/restart_hours", 0, 1000, 0.25, "h"),
        number("/billing/reserved/discount_1y", 0, 0.95, 0.30, ""),
        number("/billing/reserved/discount_3y", 0, 0.95, 0.55, ""),
        number("/local/pue", 1.0, 5.0, 1.2, ""),
        number("/local/host_watts", 0, 1e5, 300, "W"),
        number("/data/dataset_gb", 0, 1e9, 0, "GB"),
        number("/data/bytes_per_sample", 1, 1e12, 110e3, "bytes"),
        number("/data/bytes_per_token", 0.1, 64, 4, "bytes"),
        number("/data/storage_read_gb_per_s", 0.001, 1e4, 7, "GB/s"),
        integer("/data/checkpoints_kept", 0, 10'000, 2, ""),
        flag("/data/snapshots", false),
        flag("/data/multi_zone", false),
        number("/performance/mfu", 0.01, 1.0, 0, ""),
        number("/performance/achieved_tflops", 0.001, 1e5, 0, "TFLOPS"),
        choice("/performance/achieved_tflops_counts", {"model", "hardware"}, "model"),
        number("/performance/comm_overlap", 0, 1, 0.9, ""),
        number("/performance/global_batch_tokens", 1, 1e12, 0, "tokens"),
        number("/performance/global_batch_samples", 1, 1e9, 0, "samples"),
        integer("/performance/gradient_accumulation", 1, 1'000'000, 1, ""),
        number("/performance/prefill_mfu", 0.01, 1.0, 0.5, ""),
        number("/performance/decode_bandwidth_efficiency", 0.01, 1.0, 0.8, ""),
        number("/overheads/cuda_context_mib", 0, 65536, 512, "MiB"),
        number("/overheads/allocator_headroom_fraction", 0, 1, 0.05, ""),
    };
    return fields;
}

const std::vector<TextFieldSchema>& scenario_text_fields() {
    static const std::vector<TextFieldSchema> fields = {
        {"/name", kMaxTitleChars, true},
        {"/description", kMaxDescriptionChars, true},
        {"/model/name", kMaxNameChars},
        {"/constraints/providers[]", kMaxNameChars},
        {"/constraints/regions[]", kMaxNameChars},
        {"/constraints/jurisdictions[]", kMaxNameChars},
        {"/software/cuda", kMaxNameChars},
        {"/software/driver", kMaxNameChars},
        {"/software/pytorch", kMaxNameChars},
        {"/software/tensorflow", kMaxNameChars},
    };
    return fields;
}

const TextFieldSchema& scenario_text_field(const std::string& pointer) {
    for (const TextFieldSchema& f : scenario_text_fields())
        if (pointer == f.pointer)
            return f;
    throw std::logic_error("scenario_text_field: no field " + pointer + " in the schema");
}

const std::vector<std::string>& known_certifications() {
    static const std::vector<std::string> known = {"ISO 27001", "SOC 2",   "GDPR",
                                                   "HIPAA",     "PCI DSS", "China MLPS"};
    return known;
}

const FieldSchema& scenario_field(const std::string& pointer) {
    for (const FieldSchema& f : scenario_fields())
        if (pointer == f.pointer)
            return f;
    throw std::logic_error("scenario_field: no field " + pointer + " in the schema");
}

const std::vector<WorkloadField>& workload_fields() {
    // Keep in step with read_training / read_inference in scenario.cpp: tst_scenario parses a
    // workload of every type with each field that applies, and refuses each one that does not.
    static const std::vector<WorkloadField> fields = {
        {"type", kAnyWorkloadMask, nullptr},
        // fine-tuning only
        {"method", kFineTuningMask, R"("lora")"},
        {"lora_rank", kFineTuningMask, "8"},
        {"lora_targets", kFineTuningMask, R"(["q_proj","v_proj"])"},
        // training and fine-tuning
        {"precision", kTrainingMasks, R"("bf16")"},
        {"optimizer", kTrainingMasks, R"("adamw")"},
        {"framework", kTrainingMasks, R"("megatron")"},
        {"zero_stage", kTrainingMasks, "1"},
        {"data_parallel", kTrainingMasks, "1"},
        {"sequence_parallel", kTrainingMasks, "true"},
        {"virtual_pipeline_stages", kTrainingMasks, "1"},
        {"context_parallel", kTrainingMasks, "1"},
        {"micro_batch", kTrainingMasks, "2"},
        {"sequence_length", kTrainingMasks, "2048"},
        {"activation_checkpointing", kTrainingMasks, R"("selective")"},
        {"flash_attention", kTrainingMasks, "true"},
        {"offload_optimizer", kTrainingMasks, "false"},
        {"offload_params", kTrainingMasks, "false"},
        {"tokens", kTrainingMasks, "1e8"},
        {"samples", kTrainingMasks, "0"},
        {"epochs", kTrainingMasks, "1"},
        // every workload
        {"tensor_parallel", kAnyWorkloadMask, "1"},
        {"pipeline_parallel", kAnyWorkloadMask, "1"},
        // inference only
        {"weight_precision", kInferenceMask, R"("bf16")"},
        {"kv_precision", kInferenceMask, R"("fp16")"},
        {"prompt_tokens", kInferenceMask, "1024"},
        {"output_tokens", kInferenceMask, "256"},
        {"concurrency", kInferenceMask, "4"},
        {"prefill_chunk_tokens", kInferenceMask, "8192"},
        {"batch_size", kInferenceMask, "1"},
        {"target_requests_per_second", kInferenceMask, "0.5"},
        {"target_output_tokens_per_second", kInferenceMask, "0"},
        {"ttft_target_seconds", kInferenceMask, "2"},
        {"tpot_target_seconds", kInferenceMask, "0.1"},
        {"duration_hours", kInferenceMask, "730"},
    };
    return fields;
}

unsigned workload_type_mask(WorkloadType type) {
    switch (type) {
    case WorkloadType::Training:
        return kPreTrainingMask;
    case WorkloadType::FineTuning:
        return kFineTuningMask;
    case WorkloadType::Inference:
        return kInferenceMask;
    }
    return 0;
}

std::optional<WorkloadType> workload_type_from_key(const std::string& key) {
    if (key == "training")
        return WorkloadType::Training;
    if (key == "fine_tuning")
        return WorkloadType::FineTuning;
    if (key == "inference")
        return WorkloadType::Inference;
    return std::nullopt;
}

namespace {

const WorkloadField* find_field(const std::string& key) {
    for (const WorkloadField& f : workload_fields())
        if (key == f.key)
            return &f;
    return nullptr;
}

} // namespace

bool workload_field_applies(const std::string& key, WorkloadType type) {
    const WorkloadField* f = find_field(key);
    return f && (f->applies & workload_type_mask(type)) != 0;
}

} // namespace gpuplanner
