// The layouts a service may run on, and the one per replica size the search goes on with
// (strategy/serving_search.h, docs/serving.md "The search").
#include "strategy/serving_search_detail.h"

#include <algorithm>
#include <tuple>
#include <vector>

namespace gpuplanner::serving_detail {

namespace {

std::vector<std::int64_t> powers_of_two(std::int64_t max) {
    std::vector<std::int64_t> out;
    for (std::int64_t v = 1; v <= max; v *= 2)
        out.push_back(v);
    return out;
}

// The layouts to try, fewest GPUs per replica first: tensor parallelism inside a node; for a
// mixture of experts attention data parallelism beside it (the experts spread over all
// tensor x d GPUs), up to 8 nodes per replica where the offering has a network; and pipeline
// stages over whole nodes (tensor parallelism over each node's GPUs), as vLLM serves a model
// one node cannot hold (Llama 3.1 405B in bf16 on two 8-GPU H100 nodes: tp 8 x pp 2). A size
// the scenario sets is the only one tried.
std::vector<Layout3> serving_layouts(const ModelSpec& m, const InferenceWorkload& base,
                                     std::int64_t gpus_per_node, bool networked) {
    const std::int64_t node_tensor = std::min<std::int64_t>(gpus_per_node, 8);
    const std::vector<std::int64_t> tensors = base.tensor_pinned
                                                  ? std::vector<std::int64_t>{base.tensor_parallel}
                                                  : powers_of_two(node_tensor);
    const bool moe = m.is_transformer() && m.arch.is_moe();
    const std::int64_t max_groups = !moe ? 1 : gpus_per_node * (networked ? 8 : 1);
    const std::vector<std::int64_t> groups =
        base.attention_data_pinned ? std::vector<std::int64_t>{base.attention_data_parallel}
                                   : powers_of_two(max_groups);
    std::vector<Layout3> out;
    for (auto t : tensors)
        for (auto g : groups)
            out.push_back({t, g, base.tensor_pinned ? base.pipeline_parallel : 1});
    if (!base.tensor_pinned && networked && m.is_transformer())
        for (std::int64_t p = 2; p <= 8 && p <= m.arch.num_layers; p *= 2)
            out.push_back({node_tensor, 1, p});
    std::stable_sort(out.begin(), out.end(),
                     [](const Layout3& a, const Layout3& b) { return a.gpus() < b.gpus(); });
    return out;
}

} // namespace

// Per replica size (ascending), the layout the analytical bound judges best: floors that meet
// the targets first, then the fewest replicas for the rate, then the most tokens/s. On 8 H100s
// attention data parallelism computes the most tokens/s, but tp 2 x 4 groups barely answers a
// 4,096-token prompt of Qwen3-235B-A22B within 0.5 s and needs 28 replicas for the queue, tp 8
// needs 5; keeping the most tokens/s alone left tp 8 x pp 2 over two nodes, at twice the GPUs
// of the tp 8 a pinned layout found (helper walkthrough, 2026-12-07).
std::vector<Evaluated> layouts_by_size(const ServingQuery& q, std::vector<Bound>& kept) {
    std::vector<Evaluated> by_size;
    kept.clear();
    const double rate = q.workload.target_rate();
    const auto better = [](const Bound& a, const Evaluated& x, const Bound& b, const Evaluated& y) {
        return std::make_tuple(!a.can_meet, a.replicas, -x.perf.tokens_per_second_total) <
               std::make_tuple(!b.can_meet, b.replicas, -y.perf.tokens_per_second_total);
    };
    const double percentile_prompt = percentile_prompt_tokens(q, rate); // once, not per layout
    for (const Layout3& l :
         serving_layouts(*q.model, q.workload, q.gpus_per_node, q.inter_bytes_per_second > 0)) {
        if (!by_size.empty() && l.gpus() > 4 * by_size.front().w.replica_gpus())
            break;
        auto e = evaluate(q, l);
        if (!e)
            continue;
        const Bound bound = analytic_bound(*e, rate, q, percentile_prompt);
        if (!by_size.empty() && by_size.back().w.replica_gpus() == l.gpus()) {
            if (better(bound, *e, kept.back(), by_size.back())) {
                by_size.back() = std::move(*e);
                kept.back() = bound;
            }
        } else {
            by_size.push_back(std::move(*e));
            kept.push_back(bound);
        }
    }
    return by_size;
}

} // namespace gpuplanner::serving_detail
