#include "time/expert_parallel.h"

#include "io/units.h"
#include "memory/memory.h"

#include <algorithm>

namespace gpuplanner {

double routed_expert_flop_share(const ModelSpec& model, std::int64_t sequence) {
    if (!model.is_transformer() || !model.arch.is_moe())
        return 0.0;
    const TransformerArch& a = model.arch;
    const double per_token = model.forward_flops_per_token(sequence);
    const double routed = 2.0 * d(a.moe_layers()) * d(a.experts_per_token) * d(a.expert_params());
    return per_token > 0 ? std::min(1.0, routed / per_token) : 0.0;
}

bool overlaps_expert_all_to_all(const TrainingWorkload& w, std::int64_t virtual_stages) {
    return w.parallel.expert > 1 && w.recompute != Recompute::Full &&
           (w.parallel.pipeline <= 1 || virtual_stages > 1);
}

ExpertParallelTime expert_parallel_time(const ModelSpec& model, const TrainingWorkload& w,
                                        const ClusterShape& cluster, const GpuRates& rates,
                                        double compute_seconds, double heaviest_layers,
                                        double micro_batches, double comm_overlap,
                                        std::int64_t virtual_stages) {
    ExpertParallelTime t;
    const Parallelism& par = w.parallel;
    if (!model.is_transformer() || !model.arch.is_moe())
        return t;
    const TransformerArch& a = model.arch;
    const double ep = d(std::max<std::int64_t>(par.expert, 1));
    const double moe_layers = heaviest_layers * a.moe_layer_share();
    const double passes = w.recompute == Recompute::Full ? 4.0 : 3.0; // forward, 2 backward
    const double e = activation_element_bytes(w.precision);
    const double tv = d(std::max<std::int64_t>(par.tensor, 1));
    const double cp = d(std::max<std::int64_t>(par.context, 1));

    // Expert GEMMs on the roofline (Williams et al. 2009): each GPU holds E/ep experts, each
    // with its 1/t slice of (2 or 3)·h·f weights, and receives k/E of the tokens of all ep ranks
    // of its group: T = (s/cp)·b·ep·k/E tokens per expert per micro-batch. When reading the
    // weights (and the tokens in and out) at the memory-bound bandwidth takes longer than the
    // 2·T·W FLOPs at the compute rate, the difference is lost, in the forward and in each of
    // the backward's two GEMMs (and the recomputed forward). Expert parallelism raises T; this
    // is why it pays even inside one node (few tokens per expert without it).
    if (rates.flops_per_second > 0 && rates.bytes_per_second > 0 && a.num_experts > 0) {
        const double tokens_per_expert = d(w.sequence_length) / cp * d(w.micro_batch) * ep *
                                         d(a.experts_per_token) / d(a.num_experts);
        const double weights = d(a.expert_params()) / tv; // elements on this GPU, one expert
        const double flop_seconds = 2.0 * tokens_per_expert * weights / rates.flops_per_second;
        const double byte_seconds =
            e * (weights + 2.0 * tokens_per_expert * d(a.hidden_size)) / rates.bytes_per_second;
        const double local_experts = d(a.num_experts) / ep;
        t.memory_bound_seconds = std::max(0.0, byte_seconds - flop_seconds) * local_experts *
                                 passes * moe_layers * micro_batches;
    }
    if (par.expert <= 1)
        return t;
    // The busiest rank sets the pace of every MoE layer: its expert GEMMs take the imbalance
    // factor longer than an even share would.
    t.imbalance_seconds = compute_seconds * routed_expert_flop_share(model, w.sequence_length) *
                          (kExpertLoadImbalance - 1.0);

    // Each MoE layer sends every local token to its k experts and back (dispatch and combine),
    // in the forward and again in the backward, once more with full recomputation
    // (Megatron-Core's alltoall token dispatcher). A token's copies for experts on other ranks
    // leave the GPU: (ep - 1)/ep of k·h·e bytes; with sequence parallelism a tensor-parallel
    // rank dispatches its 1/t of the tokens.
    const double tokens =
        d(w.sequence_length) / cp * d(w.micro_batch) / (par.sequence_parallel ? tv : 1.0);
    const double bytes = tokens * d(a.experts_per_token) * d(a.hidden_size) * e * (ep - 1.0) / ep;
    const double a2a_passes = w.recompute == Recompute::Full ? 6.0 : 4.0;
    // Megatron orders ranks tensor, context, expert, data: the expert group stays inside the
    // node while tensor x context x expert GPUs fit in it, else it crosses the network, where
    // each GPU has its share of the node's NIC and (n - 1)/n of its copies leave the node.
    const double per_node = d(std::max<std::int64_t>(cluster.gpus_per_node, 1));
    double seconds_per = 0;
    if (tv * cp * ep <= per_node || cluster.nodes <= 1) {
        seconds_per = bytes / cluster.intra_node_bytes_per_second;
    } else {
        const double nodes_spanned = std::max(1.0, tv * cp * ep / per_node);
        const double nic =
            (cluster.inter_node_bytes_per_second > 0 ? cluster.inter_node_bytes_per_second
                                                     : 1.25e9) /
            per_node;
        seconds_per = bytes * (nodes_spanned - 1.0) / nodes_spanned / nic;
    }
    const double all_to_all = a2a_passes * seconds_per * moe_layers * micro_batches;
    // Combined 1F1B pairs each MoE layer's all-to-alls with another micro-batch's compute: up to
    // comm_overlap of the MoE layers' compute hides them.
    const double hidden = overlaps_expert_all_to_all(w, virtual_stages)
                              ? comm_overlap * compute_seconds * a.moe_layer_share()
                              : 0.0;
    t.all_to_all_seconds = std::max(0.0, all_to_all - hidden);
    return t;
}

} // namespace gpuplanner
