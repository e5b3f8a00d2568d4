#pragma once
// The training strategy search: for one GPU type, GPU count and network, every strategy field
// the scenario leaves out (ZeRO stage, activation recomputation, micro-batch, tensor, pipeline
// and data parallel sizes, interleaved virtual stages, optimizer offload) is searched, the
// fields it sets are pinned, and the fastest strategy that fits wins. Formulas and sources:
// docs/strategy.md.
#include "memory/memory.h"
#include "strategy/memory_memo.h"
#include "time/performance.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuplanner {

// The global batch a run uses when the scenario gives none: sequences x tokens for
// transformers, samples for per-sample models (docs/strategy.md gives the published runs).
struct GlobalBatch {
    double tokens = 0;  // transformers
    double samples = 0; // per-sample models, or sequences for transformers
    const char* source = "";
};
[[nodiscard]] GlobalBatch default_global_batch(const ModelSpec& model, const TrainingWorkload& w,
                                               WorkloadType type);

// One strategy: the workload's fields as the search set them, and what follows from them.
struct Strategy {
    TrainingWorkload workload; // parallel (data, tensor, pipeline, virtual stages, ZeRO),
                               // recompute, micro-batch, offload as chosen
    std::int64_t gradient_accumulation = 1;
    std::int64_t steps = 0;
    double global_batch = 0;                // sequences (transformers) or samples, as run
    double requested_batch = 0;             // what the scenario asked for, or the default
    bool batch_from_default = false;        // requested_batch is default_global_batch's
    bool batch_exceeded = false;            // the layout needs more than requested_batch
    std::int64_t idle_gpus = 0;             // GPUs of the count no layout could use
    std::int64_t layers_heaviest_stage = 0; // layers on the first (heaviest) pipeline stages
    std::int64_t stages_heaviest = 0;       // how many stages hold that many layers
};

// Why the winner beat the runner-up: the time term where the two differ most.
enum class StrategyEdge {
    None,                 // no runner-up
    LessCompute,          // less recomputation or better balanced stages
    SmallerBubble,        // pipeline bubble
    LessTensorComm,       // tensor-parallel all-reduces
    LessDataComm,         // gradient exchange
    LessPipelineTransfer, // pipeline point-to-point
    LessContextComm,      // the K/V ring of context parallelism
    LessExpertComm        // the token all-to-alls of expert parallelism
};

struct StrategyResult {
    bool fits = false;
    Strategy best;
    TrainingTime time;
    MemoryBreakdown memory;
    std::optional<Strategy> runner_up;
    double runner_up_seconds = 0;
    StrategyEdge edge = StrategyEdge::None;
    double edge_seconds = 0;    // how much that term saves
    std::int64_t evaluated = 0; // strategies whose memory was computed
    // When nothing fits: the pinned strategy's memory (or the smallest over the search) and
    // whether the pins are what stops it.
    MemoryBreakdown closest_memory;
    bool pinned_does_not_fit = false;
};

struct StrategyQuery {
    const ModelSpec* model = nullptr;
    WorkloadType type = WorkloadType::Training;
    TrainingWorkload workload; // with its pins
    Overheads overheads;
    const GpuSpec* gpu = nullptr;
    ClusterShape cluster; // nodes x gpus_per_node GPUs
    PerformanceAssumptions performance;
    std::int64_t max_tensor_parallel = 8; // one NVLink domain
    // The GPU count is given (hardware.count, an owned machine): rather than not plan, use the
    // best layout on fewer of them. Otherwise a count no layout uses whole is skipped (the plan
    // tries other node counts).
    bool allow_idle = false;
    MemoryMemo* memory_memo = nullptr; // shared by the searches of one plan, when given
};

// The ZeRO stages worth trying for a layout, in the order tried (the last needs the least
// memory): the pinned stage; with data or context parallelism, Megatron-LM's distributed
// optimizer (ZeRO-1) for Megatron, else 1, 2 and 3 (ZeRO-1 costs no time over plain data
// parallelism); without, 0, or 1 when the optimizer is offloaded (ZeRO-Offload needs a stage).
// The one rule of the search and of the memory-only settling.
struct ZeroStages {
    std::array<int, 4> stages{};
    std::size_t size = 0;
    [[nodiscard]] const int* begin() const { return stages.data(); }
    [[nodiscard]] const int* end() const { return stages.data() + size; }
    [[nodiscard]] int back() const { return stages[size - 1]; }
};
[[nodiscard]] ZeroStages zero_stage_candidates(const TrainingWorkload& w,
                                               std::int64_t data_times_context, bool offload);

// The workload with its unpinned memory settings (recomputation, ZeRO stage, micro-batch 1)
// chosen as the search would for memory alone at the workload's own layout: the least
// recomputation and the lowest ZeRO stage that fit `capacity_bytes`, or, when nothing fits,
// the setting that needs the least memory. What `gpuplan memory` shows for "automatic" fields.
// `stack`: the one training is planned for (its pipeline split, time/stacks.h).
[[nodiscard]] TrainingWorkload settle_for_memory(const ModelSpec& model, const TrainingWorkload& w,
                                                 const Overheads& overheads, double capacity_bytes,
                                                 TrainingStack stack = TrainingStack::Auto);

// Searches every unpinned field for the fastest strategy that fits `gpu`'s memory on the
// query's GPUs; layouts may leave GPUs idle when no layout uses them all.
[[nodiscard]] StrategyResult search_training_strategy(const StrategyQuery& query);

// Expert-parallel sizes for a data x context group of `group` GPUs, smallest first: the pinned
// one when it divides the group (else none), else 1 and every power of two that divides both
// the group and the routed experts (Megatron-Core: num_experts % ep == 0, ep divides dp·cp).
// Dense models: 1. The strategy search tries each; `gpuplan memory`'s fit takes the largest.
[[nodiscard]] std::vector<std::int64_t> expert_parallel_sizes(const ModelSpec& model,
                                                              std::optional<std::int64_t> pinned,
                                                              std::int64_t group);

} // namespace gpuplanner
