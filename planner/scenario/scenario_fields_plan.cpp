// The table of the fields outside `workload` (scenario/scenario_schema.h): constraints,
// billing, the own machine, data, performance, overheads, and the structured fields named only.
#include "scenario/field_builders.h"
#include "time/serving_engines.h"
#include "time/stacks.h"

namespace gpuplanner::field_table {

namespace {

// The stacks of time/stacks.h, keyed by their JSON names there.
const char* stack_label(TrainingStack s) {
    switch (s) {
    case TrainingStack::Auto:
        return GPUPLANNER_TEXT("ScenarioEditor", "Automatic (from the framework)");
    case TrainingStack::MegatronCore:
        return GPUPLANNER_TEXT("ScenarioEditor", "Megatron-Core (Transformer Engine)");
    case TrainingStack::MegatronLM:
        return GPUPLANNER_TEXT("ScenarioEditor", "Megatron-LM 2021-2022 (no FlashAttention)");
    case TrainingStack::DeepSpeed:
        return GPUPLANNER_TEXT("ScenarioEditor", "DeepSpeed");
    case TrainingStack::PyTorchFsdp:
        return GPUPLANNER_TEXT("ScenarioEditor", "PyTorch FSDP");
    case TrainingStack::Torchtitan:
        return GPUPLANNER_TEXT("ScenarioEditor", "torchtitan");
    case TrainingStack::LlmFoundry:
        return GPUPLANNER_TEXT("ScenarioEditor", "MosaicML llm-foundry");
    case TrainingStack::NeMo:
        return GPUPLANNER_TEXT("ScenarioEditor", "NVIDIA NeMo");
    }
    return "";
}

// The engines of time/serving_engines.h, keyed by their JSON names there.
const char* engine_label(ServingEngine e) {
    switch (e) {
    case ServingEngine::Auto:
        return GPUPLANNER_TEXT("ScenarioEditor", "Automatic (vLLM V1)");
    case ServingEngine::VllmV0:
        return GPUPLANNER_TEXT("ScenarioEditor", "vLLM before 0.6 (V0)");
    case ServingEngine::VllmV1:
        return GPUPLANNER_TEXT("ScenarioEditor", "vLLM V1 (0.8 and later)");
    case ServingEngine::Sglang:
        return GPUPLANNER_TEXT("ScenarioEditor", "SGLang");
    case ServingEngine::TensorRtLlm:
        return GPUPLANNER_TEXT("ScenarioEditor", "TensorRT-LLM");
    case ServingEngine::GptFast:
        return GPUPLANNER_TEXT("ScenarioEditor", "gpt-fast (torch.compile)");
    }
    return "";
}

std::vector<FieldChoice> engine_choices() {
    std::vector<FieldChoice> choices;
    for (int i = 0; i <= static_cast<int>(kLastServingEngine); ++i) {
        const auto e = static_cast<ServingEngine>(i);
        choices.push_back({serving_engine_name(e), engine_label(e), i});
    }
    return choices;
}

std::vector<FieldChoice> stack_choices() {
    std::vector<FieldChoice> choices;
    for (int i = 0; i <= static_cast<int>(kLastTrainingStack); ++i) {
        const auto s = static_cast<TrainingStack>(i);
        choices.push_back({training_stack_name(s), stack_label(s), i});
    }
    return choices;
}

} // namespace

std::vector<FieldSchema> plan_rows() {
    const double gpus = static_cast<double>(kMaxGpus);
    return {
        number("/constraints/deadline_hours", 1e-3, 1e7, 0, "h")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Deadline"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Constraints"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Options slower than this are excluded (0: none)."),
                     1, 0, GPUPLANNER_TEXT("ScenarioEditor", " h"))
            .applies_to(kTrainingMasks)
            .zero_is_none(),
        integer("/constraints/max_gpus", 1, gpus, 4096, "GPUs")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "At most GPUs"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Constraints"),
                     GPUPLANNER_TEXT("ScenarioEditor", "Largest cluster to consider.")),
        number("/constraints/min_network_gbps", 0, 1e5, 0, "Gb/s")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Network between nodes at least"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Constraints"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Multi-node options need this bandwidth (0: any)."),
                     1, 0, GPUPLANNER_TEXT("ScenarioEditor", " Gbps"))
            .applies_to(kTrainingMasks)
            .zero_is_none(),
        flag("/constraints/allow_spot", true)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Allow spot"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Constraints"),
                GPUPLANNER_TEXT("ScenarioEditor", "Spot capacity is cheap but can be reclaimed.")),
        flag("/constraints/allow_reserved", true)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Allow reserved (1 or 3 years)"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Constraints"),
                GPUPLANNER_TEXT("ScenarioEditor", "Reservations are paid whether used or not.")),
        choice("/billing/spot/interruption",
               plain_choices({"10-15%", "<5%", "5-10%", "15-20%", ">20%"}), "10-15%")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Spot interruptions per month"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Billing assumptions"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "AWS Spot Advisor buckets: share of instances interrupted over a month.")),
        number("/billing/spot/checkpoint_interval_hours", 0, 1e5, 1.0, "h")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Checkpoint every"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Billing assumptions"),
                     GPUPLANNER_TEXT(
                         "ScenarioEditor",
                         "Work lost per interruption (a spot reclaim, or a hardware failure of a "
                         "named software stack's run) is half this on average (0: no "
                         "checkpoints)."),
                     1, 2, GPUPLANNER_TEXT("ScenarioEditor", " h"))
            .applies_to(kTrainingMasks),
        number("/billing/reserved/utilization", 0.01, 1.0, 1.0, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Reserved capacity in use"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Billing assumptions"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Share of the term the reservation does useful work; below "
                                     "the break-even, on-demand is cheaper."),
                     0.01, 0, GPUPLANNER_TEXT("ScenarioEditor", " %")),
        integer("/local/count", 1, 64, 1, "GPUs")
            //: Your own machine: how many GPUs it has
            .named(GPUPLANNER_TEXT("ScenarioEditor", "GPUs"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Your own machine"),
                     GPUPLANNER_TEXT("ScenarioEditor", "GPUs in your workstation or server.")),
        number("/local/purchase_price", 0, 1e12, 0, "currency")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Purchase price"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Your own machine"),
                     GPUPLANNER_TEXT("ScenarioEditor", "What the machine costs (or would cost), in "
                                                       "the plan currency of the local section.")),
        number("/local/power_price_per_kwh", 0, 100, 0.15, "currency/kWh")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Electricity price per kWh"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Your own machine"),
                     GPUPLANNER_TEXT("ScenarioEditor", "Typical 0.10 to 0.30."), 1, 3, ""),
        number("/local/utilization", 0.01, 1.0, 0.5, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Utilization"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Your own machine"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Share of hours the machine does useful work over its life."),
                     0.01, 0, GPUPLANNER_TEXT("ScenarioEditor", " %")),
        number("/local/amortization_years", 0.1, 30, 3, "years")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Amortization"))
            .on_form(
                GPUPLANNER_TEXT("ScenarioEditor", "Your own machine"),
                GPUPLANNER_TEXT("ScenarioEditor", "Years over which the purchase is written off."),
                1, 1, GPUPLANNER_TEXT("ScenarioEditor", " years")),
        number("/constraints/budget/amount", 0, 1e15, 0, "currency")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "budget")),
        flag("/constraints/include_unverified", false)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "include unverified prices")),
        number("/constraints/max_price_age_days", 1, 36500, 183, "days")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "warn about prices older than (days)")),
        flag("/constraints/domestic_accelerators_only", false)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Domestic accelerators only"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Constraints"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Only offerings of Chinese-designed accelerators (Ascend "
                                     "910B, 910C): the domestic-substitution rules many buyers "
                                     "in China plan under.")),
        flag("/constraints/no_export_licence_china", false)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "No US export licence (China)"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Constraints"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Only parts a buyer in China gets without a US export "
                                     "licence: below the 3A090 thresholds (L20, RTX 4090 D, "
                                     "V100, A10) or domestic (Ascend). The GPU catalog's "
                                     "export_control status, with its sources and date.")),
        number("/billing/spot/restart_hours", 0, 1000, 0.25, "h")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "start-up or restart of a job (h)")),
        number("/billing/reserved/discount_1y", 0, 0.95, 0.30, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "assumed 1-year reservation discount")),
        number("/billing/reserved/discount_3y", 0, 0.95, 0.55, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "assumed 3-year reservation discount")),
        number("/local/pue", 1.0, 5.0, 1.2, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "PUE (facility power / IT power)")),
        number("/local/host_watts", 0, 1e5, 300, "W")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "host power (W)")),
        number("/data/dataset_gb", 0, 1e9, 0, "GB")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "dataset (GB)")),
        number("/data/bytes_per_sample", 1, 1e12, 110e3, "bytes")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "bytes per sample")),
        number("/data/bytes_per_token", 0.1, 64, 4, "bytes")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "bytes per token")),
        number("/data/storage_read_gb_per_s", 0.001, 1e4, 7, "GB/s")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "storage read speed (GB/s per node)")),
        integer("/data/checkpoints_kept", 0, 10'000, 2, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "checkpoints kept")),
        flag("/data/snapshots", false).named(GPUPLANNER_TEXT("ScenarioEditor", "disk snapshots")),
        flag("/data/multi_zone", false)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "storage in several zones")),
        number("/performance/mfu", 0.01, 1.0, 0, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "MFU")),
        number("/performance/achieved_tflops", 0.001, 1e5, 0, "TFLOPS")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "achieved TFLOPS per GPU")),
        choice("/performance/achieved_tflops_counts", plain_choices({"model", "hardware"}), "model")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "achieved TFLOPS count")),
        choice("/performance/stack", stack_choices(), "auto")
            .applies_to(kTrainingMasks)
            .example(R"("megatron_core")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Software stack"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "The training software: its attention kernels and "
                                     "overlaps set the time (Automatic: from the framework).")),
        choice("/performance/serving_engine", engine_choices(), "auto")
            .applies_to(kInferenceMask)
            .example(R"("sglang")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Serving engine"))
            .on_form(GPUPLANNER_TEXT("ScenarioEditor", "Workload"),
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "The serving engine: its time per step and its all-reduce "
                                     "kernels set the latency (Automatic: vLLM V1).")),
        text("/performance/serving_engine_version", kMaxNameChars)
            .applies_to(kInferenceMask)
            .example(R"("0.11.0")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "serving engine release")),
        number("/performance/comm_overlap", 0, 1, 0.9, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "communication overlap")),
        number("/performance/global_batch_tokens", 1, 1e12, 0, "tokens")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "global batch (tokens)")),
        number("/performance/global_batch_samples", 1, 1e9, 0, "samples")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "global batch (samples)")),
        integer("/performance/gradient_accumulation", 1, 1'000'000, 1, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "gradient accumulation")),
        number("/performance/prefill_mfu", 0.01, 1.0, 0, "") // absent: the engine's rate
            .named(GPUPLANNER_TEXT("ScenarioEditor", "prefill MFU")),
        number("/performance/decode_bandwidth_efficiency", 0.01, 1.0, 0.8, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "decode bandwidth efficiency")),
        number("/overheads/cuda_context_mib", 0, 65536, 512, "MiB")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "CUDA context (MiB)")),
        number("/overheads/allocator_headroom_fraction", 0, 1, 0.05, "")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "allocator headroom")),
        structured("/hardware/gpu").named(GPUPLANNER_TEXT("ScenarioEditor", "GPU")),
        structured("/hardware/count").named(GPUPLANNER_TEXT("ScenarioEditor", "GPU count")),
        structured("/local/gpu").named(GPUPLANNER_TEXT("ScenarioEditor", "GPU")),
        structured("/local/currency").named(GPUPLANNER_TEXT("ScenarioEditor", "currency")),
        structured("/constraints/budget").named(GPUPLANNER_TEXT("ScenarioEditor", "budget")),
        text_list("/constraints/providers", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "providers")),
        text_list("/constraints/gpus", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "GPU types")),
        text_list("/constraints/regions", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "regions")),
        structured("/constraints/certifications")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "certifications")),
        structured("/currency/rates_per_usd")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "exchange rates per USD")),
        structured("/performance/calibration")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "calibration from our own runs")),
        structured("/local/probe").named(GPUPLANNER_TEXT("ScenarioEditor", "gpuprobe measurement")),
        structured("/local/probe_device")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "measured device")),
        structured("/local/reference_gemm_efficiency")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "healthy GPU's GEMM efficiency")),
        structured("/local/reference_bandwidth_efficiency")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "healthy GPU's bandwidth efficiency")),
        text("/software/cuda", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "CUDA version")),
        text("/software/driver", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "driver version")),
        text("/software/pytorch", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "PyTorch version")),
        text("/software/tensorflow", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "TensorFlow version")),
        text_list("/constraints/jurisdictions", kMaxNameChars)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "jurisdictions")),
        //: The scenario's title, named in sentences and the report ("title is too long")
        text("/name", kMaxTitleChars, true).named(GPUPLANNER_TEXT("ScenarioEditor", "title")),
        text("/description", kMaxDescriptionChars, true)
            .named(GPUPLANNER_TEXT("ScenarioEditor", "scenario description")),
        text("/model/name", kMaxNameChars).named(GPUPLANNER_TEXT("ScenarioEditor", "model name")),
    };
}

} // namespace gpuplanner::field_table
