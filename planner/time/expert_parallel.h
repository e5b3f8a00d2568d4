#pragma once
// The time expert parallelism adds to a training step: the token all-to-alls of every MoE
// layer and the wait for the busiest expert-parallel rank (docs/performance.md, "Expert
// parallelism").
#include "model/model.h"
#include "model/workload.h"
#include "time/performance.h"

namespace gpuplanner {

// Busiest expert-parallel rank over the mean, the default planning assumption: the capacity
// factor 1.25 that Switch Transformer trains with (Fedus et al. 2022, section 2.2 and Table 1),
// the load a rank is provisioned for above an even share.
inline constexpr double kExpertLoadImbalance = 1.25;

struct ExpertParallelTime {
    double all_to_all_seconds = 0; // exposed (after Megatron-Core's combined-1F1B overlap)
    double imbalance_seconds = 0;  // extra expert compute waiting for the busiest rank
    // Extra expert-GEMM time where too few tokens reach each expert for the GEMM to be compute
    // bound: reading the expert's weights takes longer than its FLOPs (roofline).
    double memory_bound_seconds = 0;
};

// What one GPU runs at: the compute-phase FLOP/s and the bandwidth a memory-bound kernel gets.
struct GpuRates {
    double flops_per_second = 0;
    double bytes_per_second = 0;
};

// Megatron-Core's combined 1F1B (`--overlap-moe-expert-parallel-comm`) hides one micro-batch's
// all-to-alls behind another's compute; it needs expert parallelism, no full recomputation, and
// virtual pipeline stages when pipelined (Megatron-Core MoE A2A overlap guide).
[[nodiscard]] bool overlaps_expert_all_to_all(const TrainingWorkload& w,
                                              std::int64_t virtual_stages);

// `compute_seconds` is the run's compute time (all steps); `heaviest_layers` the layers of
// the heaviest pipeline stage; `micro_batches` the micro-batches of the whole run.
[[nodiscard]] ExpertParallelTime
expert_parallel_time(const ModelSpec& model, const TrainingWorkload& w, const ClusterShape& cluster,
                     const GpuRates& rates, double compute_seconds, double heaviest_layers,
                     double micro_batches, double comm_overlap, std::int64_t virtual_stages);

// Share of a token's forward FLOPs spent in its routed experts (2 FLOPs per weight of the
// k experts it is sent to, over forward_flops_per_token at the workload's sequence length).
[[nodiscard]] double routed_expert_flop_share(const ModelSpec& model, std::int64_t sequence);

} // namespace gpuplanner
