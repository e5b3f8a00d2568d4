#include "strategy/serving_search.h"

#include "io/units.h"
#include "memory/memory.h"
#include "time/serving_step.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpuplanner {

namespace {

std::vector<std::int64_t> powers_of_two(std::int64_t max) {
    std::vector<std::int64_t> out;
    for (std::int64_t v = 1; v <= max; v *= 2)
        out.push_back(v);
    return out;
}

struct Layout3 {
    std::int64_t tensor = 1, groups = 1, stages = 1;
    [[nodiscard]] std::int64_t gpus() const { return tensor * groups * stages; }
};

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

// One layout's figures: memory, the mean figures, the step model and its engine limits.
struct Evaluated {
    InferenceWorkload w;
    double memory = 0;
    InferencePerformance perf;
    ServingStepModel step;
    EngineLimits limits;
};

std::optional<Evaluated> evaluate(const ServingQuery& q, const Layout3& l) {
    const ModelSpec& m = *q.model;
    Evaluated e;
    e.w = q.workload;
    e.w.tensor_parallel = l.tensor;
    e.w.attention_data_parallel = l.groups;
    e.w.pipeline_parallel = l.stages;
    if (!m.is_transformer() || m.arch.num_heads % l.tensor != 0 || q.gpus_per_node % l.tensor != 0)
        return std::nullopt;
    const std::int64_t replica = e.w.replica_gpus();
    const bool networked = q.inter_bytes_per_second > 0;
    if (replica > q.gpus_per_node && (!networked || replica % q.gpus_per_node != 0))
        return std::nullopt;
    if (e.w.expert_parallel() > 1 && m.arch.num_experts % e.w.expert_parallel() != 0)
        return std::nullopt;
    e.memory = inference_memory(m, e.w, q.overheads).total_bytes();
    if (e.memory > q.gpu->memory_bytes)
        return std::nullopt;
    // The expert all-to-all and the pipeline hand-over stay on NVLink inside a node, else each
    // GPU has its share of the node's NIC.
    const double nic_share = networked ? q.inter_bytes_per_second / d(q.gpus_per_node) : 0.0;
    ServingLinks links;
    links.tensor_parallel = q.intra_bytes_per_second;
    links.expert_parallel = replica > q.gpus_per_node ? nic_share : q.intra_bytes_per_second;
    links.pipeline = l.stages > 1 ? nic_share : 0.0;
    const auto perf = inference_performance(m, e.w, *q.gpu, q.performance, links.tensor_parallel,
                                            links.expert_parallel, links.pipeline);
    const auto step = serving_step_model(m, e.w, *q.gpu, q.performance, links);
    if (!perf || !step)
        return std::nullopt;
    e.perf = *perf;
    e.step = *step;
    e.limits.kv_capacity_tokens = kv_cache_token_capacity(
        m, e.w, q.overheads, serving_memory_utilization(q.overheads) * q.gpu->memory_bytes);
    e.limits.max_sequences = e.w.max_sequences;
    e.limits.token_budget = e.w.prefill_chunk_tokens;
    return e;
}

std::int64_t max_context(const ModelSpec& m) {
    return m.is_transformer() ? m.arch.max_position_embeddings : 0;
}

bool meets(const ServingSimulation& s, const InferenceWorkload& w) {
    if (s.saturated || s.completed == 0)
        return false;
    if (w.ttft_target_seconds > 0 && s.ttft.at(w.slo_percentile) > w.ttft_target_seconds)
        return false;
    return w.tpot_target_seconds <= 0 || s.tpot.at(w.slo_percentile) <= w.tpot_target_seconds;
}

ServingSimulation simulate(const Evaluated& e, double rate, std::int64_t clients,
                           std::int64_t requests, const ModelSpec& m) {
    ServingLoad load;
    load.requests_per_second = rate;
    load.max_in_flight = clients;
    load.requests = requests;
    ServingTargets targets;
    targets.ttft_seconds = e.w.ttft_target_seconds;
    targets.tpot_seconds = e.w.tpot_target_seconds;
    return simulate_serving(e.step, e.w, e.limits, load, targets, max_context(m));
}

// Requests one group keeps in flight at maximum load: as many as its KV cache holds at the
// mean context, at most the engine's sequence limit.
std::int64_t max_load_clients(const Evaluated& e) {
    const double context = d(std::max<std::int64_t>(e.w.context_tokens(), 1));
    return std::clamp<std::int64_t>(
        static_cast<std::int64_t>(d(e.limits.kv_capacity_tokens) / context), 1,
        e.limits.max_sequences);
}

// Replicas for `rate` requests/s over the whole service: a first count from the replica's
// analytical capacity at maximum load (inference_performance at the concurrency the KV cache
// holds), then up until short simulations meet the targets; the count found is checked once
// more with the scenario's full number of requests (at most 12 simulations in all).
ServingChoice replicas_for_rate(const Evaluated& e, double rate, const ModelSpec& m,
                                const ServingQuery& q) {
    ServingChoice c;
    const double groups = d(std::max<std::int64_t>(e.w.attention_data_parallel, 1));
    if (e.w.arrival == ArrivalProcess::MaxLoad) {
        // Each replica as a benchmark at maximum load measures it: as many clients as the KV
        // cache holds; the rate sets how many such replicas serve it.
        c.clients_per_group = max_load_clients(e);
        ServingSimulation s = simulate(e, 0, c.clients_per_group, e.w.simulated_requests, m);
        c.replicas = static_cast<std::int64_t>(
            s.requests_per_second > 0
                ? std::max(1.0, std::ceil(rate / (groups * s.requests_per_second) - 1e-9))
                : 1.0);
        c.meets_targets = meets(s, e.w);
        c.simulation = std::move(s);
        return c;
    }
    InferenceWorkload busy = e.w;
    busy.concurrency = max_load_clients(e) * std::max<std::int64_t>(e.w.attention_data_parallel, 1);
    const auto full =
        inference_performance(m, busy, *q.gpu, q.performance, q.intra_bytes_per_second);
    const double capacity = full ? full->requests_per_second : 0.0;
    auto replicas = static_cast<std::int64_t>(
        capacity > 0 ? std::max(1.0, std::ceil(rate / capacity - 1e-9)) : 1.0);
    const std::int64_t requests = e.w.simulated_requests;
    const std::int64_t quick = std::min<std::int64_t>(requests, 400);
    bool checked = false;
    for (int tries = 0; tries < 12; ++tries) {
        const double per_group = rate / (d(replicas) * groups);
        const bool last = checked || quick == requests;
        ServingSimulation s = simulate(e, per_group, 0, last ? requests : quick, m);
        c.replicas = replicas;
        c.requests_per_second_per_group = per_group;
        c.meets_targets = meets(s, e.w);
        c.simulation = std::move(s);
        if (c.meets_targets && !last) {
            checked = true; // the same count again, with every request
            continue;
        }
        if (c.meets_targets || replicas >= 1'000'000)
            break;
        replicas = std::max(replicas + 1, static_cast<std::int64_t>(std::ceil(d(replicas) * 1.2)));
    }
    return c;
}

} // namespace

double serving_memory_utilization(const Overheads& o) {
    return std::clamp(1.0 - o.allocator_headroom_fraction, 0.5, 0.95);
}

std::optional<ServingChoice> search_serving(const ServingQuery& q) {
    const ModelSpec& m = *q.model;
    const InferenceWorkload& w = q.workload;
    double rate = w.target_requests_per_second;
    if (w.target_output_tokens_per_second > 0)
        rate = std::max(rate, w.target_output_tokens_per_second /
                                  d(std::max<std::int64_t>(w.output_tokens, 1)));
    std::optional<ServingChoice> best;
    double best_total = 0;
    // Per replica size, the layout with the most tokens/s (the analytical figures); sizes in
    // ascending order.
    std::vector<Evaluated> by_size;
    for (const Layout3& l : serving_layouts(m, w, q.gpus_per_node, q.inter_bytes_per_second > 0)) {
        if (!by_size.empty() && l.gpus() > 4 * by_size.front().w.replica_gpus())
            break;
        auto e = evaluate(q, l);
        if (!e)
            continue;
        if (!by_size.empty() && by_size.back().w.replica_gpus() == l.gpus()) {
            if (e->perf.tokens_per_second_total > by_size.back().perf.tokens_per_second_total)
                by_size.back() = std::move(*e);
        } else {
            by_size.push_back(std::move(*e));
        }
    }
    if (by_size.empty())
        return std::nullopt;
    // Without a rate: the fewest GPUs per replica that fit. With one: a bigger replica is tried
    // while it could need fewer GPUs in all, up to twice the smallest size that fits once a
    // layout meets the targets, and up to four times while none does.
    std::size_t chosen = 0;
    if (rate <= 0) {
        best = ServingChoice{};
    } else {
        const std::int64_t first_size = by_size.front().w.replica_gpus();
        for (std::size_t i = 0; i < by_size.size(); ++i) {
            const std::int64_t size = by_size[i].w.replica_gpus();
            if (best && (d(size) >= best_total || (best->meets_targets && size > 2 * first_size)))
                break;
            ServingChoice c = replicas_for_rate(by_size[i], rate, m, q);
            const double total = d(c.replicas * size);
            const bool better = !best || (c.meets_targets && !best->meets_targets) ||
                                (c.meets_targets == best->meets_targets && total < best_total);
            if (better) {
                best = std::move(c);
                best_total = total;
                chosen = i;
            }
        }
    }
    ServingChoice& c = *best; // set: by_size holds a layout, and the first is always taken
    const Evaluated& e = by_size[chosen];
    c.workload = e.w;
    c.performance = e.perf;
    c.memory_per_gpu_bytes = e.memory;
    c.kv_capacity_tokens = e.limits.kv_capacity_tokens;
    if (rate <= 0) {
        // A closed loop: the scenario's concurrency per replica as clients (or, at maximum
        // load, as many as the KV cache holds).
        const double groups = d(std::max<std::int64_t>(e.w.attention_data_parallel, 1));
        c.clients_per_group =
            w.arrival == ArrivalProcess::MaxLoad
                ? max_load_clients(e)
                : std::max<std::int64_t>(
                      1, static_cast<std::int64_t>(std::ceil(d(w.concurrency) / groups)));
        ServingSimulation s = simulate(e, 0, c.clients_per_group, w.simulated_requests, m);
        c.meets_targets = meets(s, e.w);
        c.simulation = std::move(s);
    }
    return best;
}

} // namespace gpuplanner
