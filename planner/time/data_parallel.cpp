#include "time/data_parallel.h"

#include "time/performance.h"

#include "io/units.h"
#include "memory/memory.h"

#include <algorithm>

namespace gpuplanner {

double DataParallelExchange::exposed_seconds(double slowdown) const {
    const double allreduce = allreduce_seconds * slowdown;
    if (allreduce <= 0)
        return 0;
    if (zero_stage <= 1)
        // DDP and ZeRO-1 reduce once per step, bucketed during the backward of the last
        // micro-batch: only that backward (2/3 of its compute) can hide it.
        return std::max(0.0, allreduce - overlap * micro_compute_seconds * 2.0 / 3.0);
    // ZeRO-2 reduce-scatters gradients in every micro-step (half an all-reduce's volume) and
    // all-gathers the updated parameters once per step; ZeRO-3 also all-gathers the parameters
    // in the forward and again in the backward of every micro-step (DeepSpeed
    // stage_1_and_2.py, stage3.py). Each micro-step hides what it can behind its own compute
    // (backward only for ZeRO-2).
    const bool zero3 = zero_stage >= 3;
    const double per_micro = zero3 ? allreduce * 1.5 : allreduce * 0.5;
    const double hide = overlap * micro_compute_seconds * (zero3 ? 1.0 : 2.0 / 3.0);
    // ZeRO-3 prefetches the next layer's parameters while this one computes, so the first
    // layer's gather, forward and backward, has nothing to hide behind (DeepSpeed stage3
    // prefetch, FSDP's forward/backward prefetch): 2 x (half an all-reduce's volume) / layers
    // per micro-step, exposed whatever the compute.
    const double first_gathers = zero3 ? allreduce / std::max(layers, 1.0) : 0.0;
    return gradient_accumulation *
               (std::max(0.0, per_micro - first_gathers - hide) + first_gathers) +
           (zero3 ? 0.0 : allreduce * 0.5);
}

std::optional<double> DataParallelExchange::slowdown_for(double exposed) const {
    if (allreduce_seconds <= 0 || !(exposed > 0))
        return std::nullopt;
    // exposed_seconds() is piecewise linear and increasing once anything shows: bracket the
    // answer by doubling, then halve the bracket (60 halvings: to the last bit that matters).
    double lo = 0, hi = 1;
    while (exposed_seconds(hi) < exposed) {
        hi *= 2;
        if (hi > 1e12)
            return std::nullopt;
    }
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        (exposed_seconds(mid) < exposed ? lo : hi) = mid;
    }
    return hi;
}

DataParallelExchange data_parallel_exchange(const ModelSpec& model, const TrainingWorkload& w,
                                            const ClusterShape& cluster, double compute_seconds,
                                            double micro_batches,
                                            std::int64_t gradient_accumulation,
                                            double comm_overlap) {
    DataParallelExchange x;
    const Parallelism& par = w.parallel;
    x.zero_stage = par.zero_stage;
    x.overlap = comm_overlap;
    x.gradient_accumulation = d(gradient_accumulation);
    x.micro_compute_seconds = micro_batches > 0 ? compute_seconds / micro_batches : 0.0;
    const bool transformer = model.is_transformer();
    x.layers = transformer ? d(std::max<std::int64_t>(model.arch.num_layers, 1)) : 1.0;
    // Context parallel ranks hold the same parameters: they reduce with the data-parallel
    // replicas.
    const std::int64_t reduce_group = par.data * std::max<std::int64_t>(par.context, 1);
    if (reduce_group <= 1)
        return x;
    const ParameterCount pc = model.parameters();
    const double trainable =
        w.method == FineTuneMethod::Full || !transformer
            ? d(pc.total)
            : d(w.adapter_parameters ? *w.adapter_parameters
                                     : lora_parameters(model.arch, w.lora_rank, w.lora_targets));
    // Gradients as the framework keeps and reduces them (fp32 for Megatron and PyTorch).
    const double grad_bytes = gradient_reduce_bytes(w.precision, w.framework);
    const double nodes = d(std::max<std::int64_t>(cluster.nodes, 1));
    // One hierarchical ring all-reduce of `shard_bytes` per GPU over `group` replicas: inside
    // the node over NVLink/PCIe, between nodes over the NIC (2(n-1)/n x bytes / bandwidth each).
    const auto ring = [&](double shard_bytes, double group) {
        double seconds = 0;
        const double per_node_replicas = std::max(1.0, group / nodes);
        if (per_node_replicas > 1)
            seconds += 2.0 * (per_node_replicas - 1.0) / per_node_replicas * shard_bytes /
                       cluster.intra_node_bytes_per_second;
        const double dp_nodes = std::min(group, nodes);
        if (dp_nodes > 1) {
            const double shards_per_node =
                std::min(d(par.tensor * par.pipeline), d(cluster.gpus_per_node));
            const double nic = cluster.inter_node_bytes_per_second > 0
                                   ? cluster.inter_node_bytes_per_second
                                   : 1.25e9;
            seconds += 2.0 * (dp_nodes - 1.0) / dp_nodes * shard_bytes * shards_per_node / nic;
        }
        return seconds;
    };
    // With expert parallelism a GPU holds 1/ep of the routed experts, reduced over the
    // expert-data-parallel group (dp·cp/ep); the rest over all dp·cp replicas.
    const double ep = d(std::max<std::int64_t>(par.expert, 1));
    const double experts =
        w.method == FineTuneMethod::Full && transformer ? d(pc.routed_experts) : 0.0;
    const double model_shards = d(par.tensor * par.pipeline);
    const double group = d(reduce_group);
    x.allreduce_seconds = ring(grad_bytes * (trainable - experts) / model_shards, group);
    if (experts > 0)
        x.allreduce_seconds += ring(grad_bytes * experts / ep / model_shards, group / ep);
    return x;
}

} // namespace gpuplanner
