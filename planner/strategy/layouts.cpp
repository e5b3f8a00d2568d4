#include "strategy/layouts.h"

#include <algorithm>

namespace gpuplanner {

namespace {

// Context-parallel sizes to try: the pinned one; 1 below kContextParallelFromTokens (short
// sequences gain nothing from splitting); else 1, 2, 4, ... 32 that cut the sequence into
// 2 x cp equal chunks (Megatron-LM's load-balanced causal split).
constexpr std::int64_t kContextParallelFromTokens = 8192;
std::vector<std::int64_t> context_sizes(const StrategyQuery& q) {
    const StrategyPins& pin = q.workload.pinned;
    if (pin.context)
        return {*pin.context};
    const std::int64_t seq = q.workload.sequence_length;
    if (!q.model->is_transformer() || seq < kContextParallelFromTokens)
        return {1};
    // Only stacks with ring context parallelism run it (time/stacks.h).
    if (!stack_profile(q.performance.stack, q.workload.framework).context_parallel)
        return {1};
    std::vector<std::int64_t> out;
    for (std::int64_t cp = 1; cp <= 32; cp *= 2)
        if (seq % (2 * cp) == 0 || cp == 1)
            out.push_back(cp);
    return out;
}

// Tensor sizes to try: divisors of the node's GPUs (tensor parallelism stays inside the NVLink
// domain), up to the limit, that divide the attention heads.
std::vector<std::int64_t> tensor_sizes(const StrategyQuery& q) {
    const StrategyPins& pin = q.workload.pinned;
    if (pin.tensor)
        return {*pin.tensor};
    if (!q.model->is_transformer())
        return {1};
    std::vector<std::int64_t> out;
    const std::int64_t per_node = std::max<std::int64_t>(q.cluster.gpus_per_node, 1);
    for (std::int64_t t = 1; t <= std::min(per_node, q.max_tensor_parallel); ++t)
        if (per_node % t == 0 && q.model->arch.num_heads % t == 0)
            out.push_back(t);
    return out;
}

} // namespace

std::vector<Layout> candidate_layouts(const StrategyQuery& q, std::int64_t gpus, bool allow_idle) {
    const StrategyPins& pin = q.workload.pinned;
    const bool transformer = q.model->is_transformer();
    const std::int64_t layers = transformer ? q.model->arch.num_layers : 1;
    const std::vector<std::int64_t> contexts = context_sizes(q);
    std::vector<Layout> out;
    for (std::int64_t t : tensor_sizes(q))
        for (std::int64_t cp : contexts) {
            const std::int64_t tc = t * cp;
            if (tc > gpus)
                continue;
            // Pipeline sizes: the pinned one, or 1 .. layers (uneven stages allowed).
            const std::int64_t p_first = pin.pipeline ? *pin.pipeline : 1;
            const std::int64_t p_last =
                pin.pipeline ? *pin.pipeline : (transformer ? std::min(layers, gpus / tc) : 1);
            for (std::int64_t p = p_first; p <= p_last; ++p) {
                if (tc * p > gpus)
                    continue;
                std::int64_t dp = gpus / (tc * p);
                if (pin.data) {
                    if (*pin.data > dp)
                        continue;
                    dp = *pin.data;
                }
                // The exact layouts are tried first; the idle pass adds only the others.
                if ((dp * tc * p == gpus) == allow_idle)
                    continue;
                for (std::int64_t ep :
                     expert_parallel_sizes(*q.model, q.workload.pinned.expert, dp * cp))
                    out.push_back(Layout{dp, t, p, cp, ep});
            }
        }
    return out;
}

std::vector<std::int64_t> expert_parallel_sizes(const ModelSpec& model,
                                                std::optional<std::int64_t> pinned,
                                                std::int64_t group) {
    if (pinned)
        return group % *pinned == 0 ? std::vector<std::int64_t>{*pinned}
                                    : std::vector<std::int64_t>{};
    if (!model.is_transformer() || !model.arch.is_moe())
        return {1};
    std::vector<std::int64_t> out;
    for (std::int64_t ep = 1; ep <= group && ep <= model.arch.num_experts; ep *= 2)
        if (group % ep == 0 && model.arch.num_experts % ep == 0)
            out.push_back(ep);
    return out;
}

} // namespace gpuplanner
