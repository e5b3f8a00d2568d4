#include "time/expert_parallel.h"

#include "memory/memory.h"

#include <algorithm>

namespace gpuplanner {

namespace {
double d(std::int64_t v) {
    return static_cast<double>(v);
}
} // namespace

double routed_expert_flop_share(const ModelSpec& model, std::int64_t sequence) {
    if (!model.is_transformer() || !model.arch.is_moe())
        return 0.0;
    const TransformerArch& a = model.arch;
    const double per_token = model.forward_flops_per_token(sequence);
    const double routed = 2.0 * d(a.moe_layers()) * d(a.experts_per_token) * d(a.expert_params());
    return per_token > 0 ? std::min(1.0, routed / per_token) : 0.0;
}

ExpertParallelTime expert_parallel_time(const ModelSpec& model, const TrainingWorkload& w,
                                        const ClusterShape& cluster, double compute_seconds,
                                        double heaviest_layers, double micro_batches) {
    ExpertParallelTime t;
    const Parallelism& par = w.parallel;
    if (!model.is_transformer() || !model.arch.is_moe() || par.expert <= 1)
        return t;
    const TransformerArch& a = model.arch;
    const double ep = d(par.expert);
    // The busiest rank sets the pace of every MoE layer: its expert GEMMs take the imbalance
    // factor longer than an even share would.
    t.imbalance_seconds = compute_seconds * routed_expert_flop_share(model, w.sequence_length) *
                          (kExpertLoadImbalance - 1.0);

    // Each MoE layer sends every local token to its k experts and back (dispatch and combine),
    // in the forward and again in the backward, once more with full recomputation
    // (Megatron-Core's alltoall token dispatcher). A token's copies for experts on other ranks
    // leave the GPU: (ep - 1)/ep of k·h·e bytes; with sequence parallelism a tensor-parallel
    // rank dispatches its 1/t of the tokens.
    const double e = activation_element_bytes(w.precision);
    const double tv = d(std::max<std::int64_t>(par.tensor, 1));
    const double cp = d(std::max<std::int64_t>(par.context, 1));
    const double tokens =
        d(w.sequence_length) / cp * d(w.micro_batch) / (par.sequence_parallel ? tv : 1.0);
    const double bytes = tokens * d(a.experts_per_token) * d(a.hidden_size) * e * (ep - 1.0) / ep;
    const double passes = w.recompute == Recompute::Full ? 6.0 : 4.0;
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
    const double moe_layers = heaviest_layers * a.moe_layer_share();
    t.all_to_all_seconds = passes * seconds_per * moe_layers * micro_batches;
    return t;
}

} // namespace gpuplanner
