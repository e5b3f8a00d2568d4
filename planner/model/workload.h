#pragma once
// What the user wants to run: training (pre-training or fine-tuning) or inference serving.
#include "model/layout.h"
#include "model/precision.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuplanner {

enum class WorkloadType { Training, FineTuning, Inference };
// Their spellings in files and their labels: the fields that stand for them
// (scenario/scenario_schema.h, to_string there).
enum class Optimizer { AdamW, SgdMomentum, Adafactor, Adam8bit, Adam };
// Whose mixed-precision convention the training follows: it sets how gradients are kept and
// reduced (docs/memory.md, "Gradients per framework").
//   DeepSpeed: 16-bit weights and gradients, fp32 master + states (ZeRO paper: 2 + 2 + 12),
//              gradients reduced in 16 bit.
//   Megatron:  16-bit weights, fp32 gradient buffer (main_grad: accumulation and all-reduce in
//              fp32), fp32 master + states: 2 + 4 + 12 = 18 (Megatron Core distributed
//              optimizer guide).
//   PyTorch:   DDP/FSDP with autocast: fp32 parameters and gradients, no separate master:
//              4 + 4 + 8 = 16, gradients reduced in fp32.
enum class Framework { DeepSpeed, Megatron, PyTorch };
enum class Recompute { None, Selective, Full };
enum class FineTuneMethod { Full, LoRA, QLoRA };
// How the lengths of a service's requests vary around their means (time/request_mix.h).
enum class LengthDistribution { Fixed, Uniform, Normal, Exponential };
// How a service's requests arrive (time/serving_simulation.h): Poisson or evenly spaced at the
// request rate, or a closed loop of clients at the concurrency the KV cache holds (a benchmark
// at "max load": --request-rate inf with --max-concurrency).
enum class ArrivalProcess { Poisson, Constant, MaxLoad };

struct Parallelism {
    std::int64_t data = 1;
    std::int64_t tensor = 1;
    std::int64_t pipeline = 1;
    bool sequence_parallel = true; // Megatron sequence parallelism alongside tensor parallelism
    int zero_stage = 0;            // 0-3; FSDP FULL_SHARD = 3, SHARD_GRAD_OP = 2
    // Interleaved 1F1B: model chunks per pipeline stage (Megatron's virtual pipeline stages).
    std::int64_t virtual_stages = 1;
    // Context parallelism (Megatron-LM's --context-parallel-size): each sequence is split over
    // this many GPUs, attention exchanges K and V around a ring (docs/performance.md).
    std::int64_t context = 1;
    // Expert parallelism (Megatron-LM's --expert-model-parallel-size): the routed experts are
    // split over this many GPUs of the data x context group, and their gradients and optimizer
    // states are reduced over the rest of it (the expert-data-parallel group).
    std::int64_t expert = 1;
    [[nodiscard]] std::int64_t gpus() const { return data * tensor * pipeline * context; }
    [[nodiscard]] Layout layout() const { return {data, tensor, pipeline, context, expert}; }
    void set_layout(const Layout& l) {
        data = l.data;
        tensor = l.tensor;
        pipeline = l.pipeline;
        context = l.context;
        expert = l.expert;
    }
};

// The strategy fields a scenario sets. Each one left out is chosen by the strategy search
// (planner/strategy/strategy.h); each one set is honoured by every command, and a set layout that
// does not fit is reported as such rather than replaced.
struct StrategyPins {
    std::optional<int> zero_stage;
    std::optional<Recompute> recompute;
    std::optional<std::int64_t> micro_batch;
    std::optional<std::int64_t> data;
    std::optional<std::int64_t> tensor;
    std::optional<std::int64_t> pipeline;
    std::optional<std::int64_t> virtual_stages;
    std::optional<std::int64_t> context;
    std::optional<std::int64_t> expert;
    std::optional<bool> sequence_parallel;
    std::optional<bool> offload_optimizer;
    // Whether any is set: strategy_fields() (model/strategy_fields.h) walks them one by one.
    [[nodiscard]] bool any() const {
        return zero_stage || recompute || micro_batch || data || tensor || pipeline ||
               virtual_stages || context || expert || sequence_parallel || offload_optimizer;
    }
};

struct TrainingWorkload {
    FineTuneMethod method = FineTuneMethod::Full;
    std::int64_t lora_rank = 16;
    std::vector<std::string>
        lora_targets; // q_proj k_proj v_proj o_proj gate_proj up_proj down_proj
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    Framework framework = Framework::DeepSpeed;
    Parallelism parallel;
    std::int64_t micro_batch = 1;
    std::int64_t sequence_length = 2048;
    Recompute recompute = Recompute::None;
    bool flash_attention = true;
    bool offload_optimizer = false;
    bool offload_params = false;
    double tokens = 0;  // tokens to train on (transformers)
    double samples = 0; // samples per epoch (per-sample models)
    std::int64_t epochs = 1;
    StrategyPins pinned; // which of the fields above the scenario set
    // LoRA/QLoRA trainable parameters when already counted (the strategy search counts them
    // once instead of in each of its thousands of evaluations); empty: counted from the targets.
    std::optional<std::int64_t> adapter_parameters;
};

struct InferenceWorkload {
    Precision weight_precision = Precision::BF16;
    Precision kv_precision = Precision::FP16;
    std::int64_t prompt_tokens = 1024;
    std::int64_t output_tokens = 256;
    std::int64_t concurrency = 1; // sequences in flight at once
    std::int64_t tensor_parallel = 1;
    std::int64_t pipeline_parallel = 1;
    bool tensor_pinned = false; // the scenario sets tensor_parallel: the plan keeps it
    // Attention data parallelism of an MoE model (vLLM --data-parallel-size with
    // --enable-expert-parallel, SGLang --enable-dp-attention --dp): d attention groups of
    // tensor_parallel GPUs each serve their own sequences, and the routed experts are spread over
    // all tensor_parallel x d GPUs of the replica with expert parallelism (all-to-all).
    std::int64_t attention_data_parallel = 1;
    bool attention_data_pinned = false;
    std::int64_t prefill_chunk_tokens =
        8192;                    // tokens prefilled in one step (vLLM's max_num_batched_tokens)
    std::int64_t batch_size = 1; // per-sample models: samples per forward pass
    // Service targets (0: none). Replicas are added until the targets are met.
    double target_requests_per_second = 0;
    double target_output_tokens_per_second = 0;
    double ttft_target_seconds = 0; // time to first token
    double tpot_target_seconds = 0; // time per output token
    double duration_hours = 730;    // how long the service runs (cost period; 730 h = a month)
    // The request mix and the engine's scheduler, as the simulation of the service runs them
    // (time/serving_simulation.h, docs/serving.md).
    LengthDistribution length_distribution = LengthDistribution::Fixed;
    double length_spread = 0.5; // uniform: +- this share of the mean; normal: sd over mean
    // (prompt, output) token pairs of a trace (ShareGPT-style): drawn from when not empty.
    std::vector<std::pair<std::int64_t, std::int64_t>> length_samples;
    ArrivalProcess arrival = ArrivalProcess::Poisson;
    std::int64_t max_sequences = 256;  // sequences per engine step (vLLM --max-num-seqs)
    double prefix_cache_hit_share = 0; // share of prompt tokens found in the prefix cache
    // Speculative decoding (a draft model or MTP heads): tokens proposed per step, the chance
    // each is accepted, and one proposed token's cost over a plain decode step.
    std::int64_t speculative_tokens = 0;
    double speculative_acceptance = 0.7;
    double speculative_draft_cost = 0;
    double slo_percentile = 95;             // the targets hold at this percentile of requests
    std::int64_t simulated_requests = 2000; // requests one simulation runs
    std::int64_t seed = 1;                  // of the simulation's random lengths and arrivals
    [[nodiscard]] std::int64_t context_tokens() const { return prompt_tokens + output_tokens; }
    // Tokens of a `prompt` found in the prefix cache: whole blocks of a shared prefix, and the
    // last prompt token always computed (its logits give the first output token). The one rule
    // the simulation's requests and the analytical figures share.
    [[nodiscard]] std::int64_t cached_prompt_tokens(std::int64_t prompt) const {
        if (prompt <= 1 || prefix_cache_hit_share <= 0)
            return 0;
        const double share = prefix_cache_hit_share < 1 ? prefix_cache_hit_share : 1.0;
        const auto cached = static_cast<std::int64_t>(share * static_cast<double>(prompt));
        return cached < prompt - 1 ? cached : prompt - 1;
    }
    // GPUs the routed experts are spread over (1: sliced by tensor parallelism only).
    [[nodiscard]] std::int64_t expert_parallel() const {
        return attention_data_parallel > 1 ? tensor_parallel * attention_data_parallel : 1;
    }
    // GPUs of one replica.
    [[nodiscard]] std::int64_t replica_gpus() const {
        return tensor_parallel * pipeline_parallel * attention_data_parallel;
    }
    // The requests a second the service is sized for, all replicas: the higher of the two
    // targets (output tokens a second over the output length); 0 without a target.
    [[nodiscard]] double target_rate() const {
        const double by_tokens =
            target_output_tokens_per_second /
            static_cast<double>(output_tokens > 1 ? output_tokens : std::int64_t{1});
        return target_requests_per_second > by_tokens ? target_requests_per_second : by_tokens;
    }
};

struct Workload {
    WorkloadType type = WorkloadType::Training;
    TrainingWorkload training;   // Training and FineTuning
    InferenceWorkload inference; // Inference
    [[nodiscard]] bool is_inference() const { return type == WorkloadType::Inference; }
    // Whether the scenario sets any part of the layout (how the model is split over GPUs). When
    // none is set, the plan's own memory figure is the unsplit footprint on one GPU, and each
    // option's layout is the search's.
    [[nodiscard]] bool layout_set() const {
        if (is_inference())
            return inference.tensor_pinned || inference.attention_data_pinned ||
                   inference.pipeline_parallel > 1;
        const StrategyPins& p = training.pinned;
        return p.data || p.tensor || p.pipeline || p.context || p.expert;
    }
};

// Memory the framework needs beyond the model: assumptions, overridable in the scenario.
struct Overheads {
    double cuda_context_bytes = 512.0 * 1024 * 1024; // CUDA context + cuBLAS/cuDNN workspaces
    double allocator_headroom_fraction = 0.05;       // caching-allocator fragmentation reserve
    // Serving: what the engine keeps beside weights and KV cache (activations, CUDA context) as
    // the team's start-up logs measured it against the plan (a ServingMemory calibration).
    double serving_overhead_factor = 1.0;
};

} // namespace gpuplanner
