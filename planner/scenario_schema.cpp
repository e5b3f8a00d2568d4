#include "scenario_schema.h"

namespace gpuplanner {

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

WorkloadTypeChange change_workload_type(const nlohmann::json& workload,
                                        const nlohmann::json& parked, WorkloadType to) {
    WorkloadTypeChange c;
    c.workload = nlohmann::json::object();
    c.parked = parked.is_object() ? parked : nlohmann::json::object();
    if (workload.is_object()) {
        for (const auto& item : workload.items()) {
            if (item.key() == "type")
                continue;
            if (find_field(item.key()) && !workload_field_applies(item.key(), to)) {
                c.parked[item.key()] = item.value();
                c.parked_now.push_back(item.key());
            } else {
                c.workload[item.key()] = item.value();
            }
        }
    }
    for (auto it = c.parked.begin(); it != c.parked.end();) {
        if (workload_field_applies(it.key(), to) && !c.workload.contains(it.key())) {
            c.workload[it.key()] = it.value();
            c.restored.push_back(it.key());
            it = c.parked.erase(it);
        } else {
            ++it;
        }
    }
    if (to != WorkloadType::Inference && !c.workload.contains("tokens") &&
        !c.workload.contains("samples")) {
        c.workload["tokens"] = kStartingTrainingTokens;
        c.tokens_filled = true;
    }
    c.workload["type"] = to_string(to);
    return c;
}

} // namespace gpuplanner
