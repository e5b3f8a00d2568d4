#include "strategy/serving_search.h"
#include "strategy/serving_search_detail.h"

#include "io/parallel_for.h"
#include "io/units.h"
#include "memory/memory.h"
#include "time/request_mix.h"
#include "time/serving_step.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

namespace gpuplanner {

namespace serving_detail {

// The layout's figures at another concurrency (requests in flight over the whole replica).
std::optional<InferencePerformance> at_concurrency(const Evaluated& e, std::int64_t concurrency,
                                                   const ServingQuery& q) {
    InferenceWorkload w = e.w;
    w.concurrency = std::max<std::int64_t>(concurrency, 1);
    return inference_performance(*q.model, w, *q.gpu, q.performance,
                                 e.step.at_concurrency(w.concurrency));
}

bool meets(const ServingSimulation& s, const InferenceWorkload& w) {
    if (s.saturated || s.completed == 0)
        return false;
    if (w.ttft_target_seconds > 0 && s.ttft.at(w.slo_percentile) > w.ttft_target_seconds)
        return false;
    return w.tpot_target_seconds <= 0 || s.tpot.at(w.slo_percentile) <= w.tpot_target_seconds;
}

ServingSimulation simulate(const Evaluated& e, double rate, std::int64_t clients,
                           std::int64_t requests, const ModelSpec& m, ServingRole role,
                           double handoff_seconds) {
    ServingLoad load;
    load.requests_per_second = rate;
    load.max_in_flight = clients;
    load.requests = requests;
    load.role = role;
    load.handoff_seconds = handoff_seconds;
    ServingTargets targets;
    if (role != ServingRole::DecodeOnly)
        targets.ttft_seconds = e.w.ttft_target_seconds;
    if (role != ServingRole::PrefillOnly)
        targets.tpot_seconds = e.w.tpot_target_seconds;
    return simulate_serving(e.simulated, e.w, e.limits, load, targets, m.max_context());
}

// The largest utilisation rho at which prefills of `service` seconds each, queued as an M/D/1
// queue, keep the targets' percentile of their wait within `slack` (see analytic_bound).
double prefill_utilization(double service, double slack, double percentile) {
    const double tail = std::clamp(1.0 - percentile / 100.0, 1e-4, 0.5);
    const auto wait = [&](double r) {
        return r <= tail ? 0.0 : service / (2.0 * (1.0 - r)) * std::log(r / tail);
    };
    double low = 0, high = 1; // wait(low) <= slack < wait(high); the wait grows with rho
    for (int i = 0; i < 40; ++i) {
        const double mid = 0.5 * (low + high);
        (wait(mid) <= slack ? low : high) = mid;
    }
    return low;
}

// A prompt's own work in a step (its compute and its tensor-, expert- and pipeline-parallel
// transfers; the weight reads and fixed costs of a step are shared by a batch), cached prompt
// tokens free: the prefill runs from the cached prefix on, as the simulation's does.
double prefill_work_seconds(const Evaluated& e) {
    const InferenceWorkload& w = e.w;
    const std::int64_t cached = w.cached_prompt_tokens(w.prompt_tokens);
    const double computed = d(w.prompt_tokens - cached);
    const ServingStepModel& step = e.simulated; // the bound stays below the simulation
    const ServingStepModel::StepParts alone = step.parts(
        0, computed,
        step.prefill_seconds_through(w.prompt_tokens) - step.prefill_seconds_through(cached));
    // The memory-bound GEMMs' extra as the engine batches prompts, not as one prompt alone.
    const double excess = step.batched_prefill_memory_excess(
                              computed, d(w.concurrency) / step.groups, d(w.prefill_chunk_tokens)) -
                          step.prefill_memory_excess(computed);
    return alone.compute + excess + alone.other - step.pass_overhead_seconds -
           step.host_step_seconds;
}

// Requests one group keeps in flight at maximum load: as many as its KV cache holds at the
// mean context, at most the engine's sequence limit.
std::int64_t max_load_clients(const Evaluated& e) {
    const double context = d(std::max<std::int64_t>(e.w.context_tokens(), 1));
    return std::clamp<std::int64_t>(
        static_cast<std::int64_t>(d(e.limits.kv_capacity_tokens) / context), 1,
        e.limits.max_sequences);
}

} // namespace serving_detail

namespace serving_detail {

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
    // The engine's limits: the KV cache its memory budget leaves, its sequences and token budget
    // per step.
    e.limits.kv_capacity_tokens = kv_cache_token_capacity(
        m, e.w, q.overheads, serving_memory_utilization(q.overheads) * q.gpu->memory_bytes);
    e.limits.max_sequences = e.w.max_sequences;
    e.limits.token_budget = e.w.prefill_chunk_tokens;
    // At maximum load the service runs as many sequences as the KV cache holds, so its mean
    // figures (the time per output token that ranks it, the tokens/s a million tokens are
    // priced by) are taken there, not at the scenario's concurrency, which the benchmark does
    // not use (2026-12-07: Llama 3 70B on 4 L4s showed 84 ms "at 1 in flight" and 15 USD per
    // million tokens where its 21 sequences give 162 ms and a tenth of the cost). The memory
    // and the limits above stay the scenario's: the engine's pool is the same either way.
    if (e.w.arrival == ArrivalProcess::MaxLoad)
        e.w.concurrency =
            max_load_clients(e) * std::max<std::int64_t>(e.w.attention_data_parallel, 1);
    // The expert all-to-all and the pipeline hand-over stay on NVLink inside a node, else each
    // GPU has its share of the node's NIC.
    const double nic_share = networked ? q.inter_bytes_per_second / d(q.gpus_per_node) : 0.0;
    e.links.tensor_parallel = q.intra_bytes_per_second;
    e.links.expert_parallel = replica > q.gpus_per_node ? nic_share : q.intra_bytes_per_second;
    e.links.pipeline = l.stages > 1 ? nic_share : 0.0;
    const auto step = serving_step_model(m, e.w, *q.gpu, q.performance, e.links);
    if (!step)
        return std::nullopt;
    const auto perf = inference_performance(m, e.w, *q.gpu, q.performance, *step);
    if (!perf)
        return std::nullopt;
    e.perf = *perf;
    e.step = *step;
    const auto factor = [](const std::optional<TimeCalibration>& c) { return c ? c->factor : 1.0; };
    e.simulated =
        step->calibrated(factor(perf->prefill_calibration), factor(perf->decode_calibration));
    return e;
}

// What no simulation can beat for one replica size: one request alone on the replica (no
// queue, no batch; with speculative decoding every accepted token free), and the fewest
// replicas the rate needs: the rate over the replica's analytical capacity at maximum load,
// and the prefill load the targets allow. Prefills (a prompt's own compute and transfers,
// cached prompt tokens free) queue as an M/D/1 queue of utilisation rho: its wait
// is 0 with probability 1 - rho and otherwise about exponential with the mean wait
// rho S / (2 (1 - rho)) (Kleinrock, Queueing Systems I, eq. 5.73) over rho, so its quantile q
// is S / (2 (1 - rho)) ln(rho / (1 - q)), which must fit in the time to first token the floor
// leaves at the targets' percentile; each decode step is stretched by the prefills between
// them, step / (1 - rho), within the time per output token. No interference between prefills
// and decodes is counted: the bound stays below what the simulation needs (tested per shape).

double percentile_prompt_tokens(const ServingQuery& q, double rate) {
    const InferenceWorkload& w = q.workload;
    if (rate <= 0 ||
        (w.length_distribution == LengthDistribution::Fixed && w.length_samples.empty()))
        return d(w.prompt_tokens);
    return prompt_tokens_at_percentile(w, rate, w.simulated_requests, q.model->max_context(),
                                       w.slo_percentile);
}

Bound analytic_bound(const Evaluated& e, double rate, const ServingQuery& q,
                     double percentile_prompt) {
    Bound b;
    const InferenceWorkload& w = e.w;
    const double groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    if (const auto alone = at_concurrency(e, 1, q)) {
        b.ttft_floor = alone->ttft_seconds;
        b.tpot_floor = alone->tpot_seconds / speculative_tokens_per_step(w);
    }
    const double mean_ttft_floor = b.ttft_floor; // the queue's slack is judged from it (below)
    // Lengths that vary: the floor is one request alone with the prompt at the targets'
    // percentile of those simulated (helper walkthrough, 2026-12-07: exponential prompts of
    // 4,096 tokens on average, whose p95 is 3x that, took 234 replicas of Llama 3.1 405B
    // towards a 2.5 s target that the mean prompt alone (1.24 s) seemed to allow, and missed).
    if (const auto longest = static_cast<std::int64_t>(std::floor(percentile_prompt));
        rate > 0 && longest > w.prompt_tokens) {
        Evaluated longer = e;
        longer.w.prompt_tokens = longest;
        if (const auto alone = at_concurrency(longer, 1, q))
            b.ttft_floor = std::max(b.ttft_floor, alone->ttft_seconds);
    }
    b.can_meet = (w.ttft_target_seconds <= 0 || b.ttft_floor <= w.ttft_target_seconds) &&
                 (w.tpot_target_seconds <= 0 || b.tpot_floor <= w.tpot_target_seconds);
    if (rate <= 0)
        return b;
    const auto full = at_concurrency(e, max_load_clients(e) * static_cast<std::int64_t>(groups), q);
    const double capacity = full ? full->requests_per_second : 0.0;
    double replicas = capacity > 0 ? rate / capacity : 1.0;
    const double prefill = prefill_work_seconds(e);
    double rho = 1.0; // the prefill share of a group's time the targets allow
    if (w.ttft_target_seconds > 0 && prefill > 0)
        rho = std::min(rho, prefill_utilization(prefill, w.ttft_target_seconds - mean_ttft_floor,
                                                w.slo_percentile));
    if (w.tpot_target_seconds > 0)
        rho = std::min(rho, std::max(1.0 - b.tpot_floor / w.tpot_target_seconds, 0.0));
    if (b.can_meet && rho > 0)
        replicas = std::max(replicas, rate * prefill / (groups * rho));
    b.replicas = static_cast<std::int64_t>(std::clamp(std::ceil(replicas - 1e-9), 1.0, 1e6));
    return b;
}

// Replicas for `rate` requests/s over the whole service, from the analytical lower bound up
// until short simulations meet the targets; the count found is checked once more with the
// scenario's full number of requests (at most 12 simulations in all).
ServingChoice replicas_for_rate(const Evaluated& e, double rate, std::int64_t from,
                                const ModelSpec& m) {
    ServingChoice c;
    c.simulated = true;
    const double groups = d(std::max<std::int64_t>(e.w.attention_data_parallel, 1));
    if (e.w.arrival == ArrivalProcess::MaxLoad) {
        // Each replica as a benchmark at maximum load measures it: as many clients as the KV
        // cache holds; the rate sets how many such replicas serve it.
        c.clients_per_group = max_load_clients(e);
        ServingSimulation s = simulate(e, 0, c.clients_per_group, e.w.simulated_requests, m);
        c.replicas = static_cast<std::int64_t>(
            s.requests_per_second > 0
                ? std::clamp(std::ceil(rate / (groups * s.requests_per_second) - 1e-9), 1.0, 1e6)
                : 1.0);
        c.meets_targets = meets(s, e.w);
        c.simulation = std::move(s);
        return c;
    }
    ServingSimulation last;
    c.replicas = fewest_passing(
        from, e.w.simulated_requests,
        [&](std::int64_t replicas, std::int64_t requests) {
            return simulate(e, rate / (d(replicas) * groups), 0, requests, m);
        },
        [&](const ServingSimulation& s) { return meets(s, e.w); }, last, c.meets_targets);
    c.requests_per_second_per_group = rate / (d(c.replicas) * groups);
    c.simulation = std::move(last);
    return c;
}

// Disaggregated prefill and decode in place of `best` (colocated) where it needs fewer nodes
// (whole nodes are paid for: fewer GPUs on as many nodes gain nothing but moving parts), or
// meets the targets where `best` does not: per replica size (the three smallest), its bound
// first, simulated only while that could win (docs/serving.md).
void consider_disaggregated(const std::vector<Evaluated>& by_size, double rate,
                            const ServingQuery& q, ServingChoice& best) {
    const auto nodes = [&](const ServingChoice& c) {
        const double gpus = d(c.replicas * c.workload.replica_gpus());
        return std::ceil(gpus / d(std::max<std::int64_t>(q.gpus_per_node, 1)) - 1e-9);
    };
    double best_nodes = nodes(best);
    for (std::size_t i = 0; i < by_size.size() && i < 3; ++i) {
        std::optional<ServingChoice> pd = disaggregated_for_rate(by_size[i], rate, q, false);
        if (!pd || (!pd->meets_targets && best.meets_targets) ||
            (pd->meets_targets == best.meets_targets && nodes(*pd) >= best_nodes))
            continue;
        if (q.simulate)
            pd = disaggregated_for_rate(by_size[i], rate, q, true);
        if (!pd)
            continue;
        if ((pd->meets_targets && !best.meets_targets) ||
            (pd->meets_targets == best.meets_targets && nodes(*pd) < best_nodes)) {
            best = std::move(*pd);
            best_nodes = nodes(best);
        }
    }
}

} // namespace serving_detail

using namespace serving_detail;

double serving_memory_utilization(const Overheads& o) {
    return std::clamp(1.0 - o.allocator_headroom_fraction, 0.5, 0.95);
}

double static_memory_fraction(const ServingQuery& q, const InferenceWorkload& w) {
    Overheads engine = q.overheads;
    engine.allocator_headroom_fraction = 0; // the engine's share is the budget below
    const MemoryBreakdown b = inference_memory(*q.model, w, engine);
    const double share = serving_memory_utilization(q.overheads);
    return std::clamp(share - (b.activations_bytes + b.cuda_context_bytes) / q.gpu->memory_bytes,
                      0.0, share);
}

std::vector<LatencyPoint> latency_against_rate(const ServingQuery& q, const ServingChoice& c,
                                               std::int64_t replicas,
                                               const std::vector<double>& rates,
                                               std::int64_t requests, unsigned threads) {
    const InferenceWorkload& w = c.workload;
    ServingQuery at = q;
    at.workload = w;
    const auto e =
        evaluate(at, {w.tensor_parallel, w.attention_data_parallel, w.pipeline_parallel});
    std::vector<LatencyPoint> out;
    if (!e || replicas < 1)
        return out;
    const double groups = d(std::max<std::int64_t>(w.attention_data_parallel, 1));
    std::vector<double> positive;
    for (const double rate : rates)
        if (rate > 0)
            positive.push_back(rate);
    out.resize(positive.size());
    parallel_for(positive.size(), threads, [&](std::size_t i) {
        const double rate = positive[i];
        ServingSimulation s;
        if (c.disaggregated) {
            DisaggregatedService pd = *c.disaggregated;
            pd.decode_workers = std::max<std::int64_t>(1, replicas - pd.prefill_workers);
            s = disaggregated_at_rate(*e, rate, pd, at, requests);
        } else {
            s = simulate(*e, rate / (d(replicas) * groups), 0, requests, *q.model);
        }
        out[i] = {rate, s.ttft, s.tpot, s.saturated};
    });
    return out;
}

std::optional<ServingSimulation>
simulate_benchmark(const ServingQuery& q, const BenchmarkLoad& load, StepFactors factors) {
    const InferenceWorkload& w = q.workload;
    // Whether the layout fits is judged on one sequence (the KV cache is what the budget
    // leaves, not what the profile run's sequence count would need at full context).
    ServingQuery one = q;
    one.workload.concurrency = 1;
    auto e = evaluate(one, {w.tensor_parallel, w.attention_data_parallel, w.pipeline_parallel});
    if (!e)
        return std::nullopt;
    e->w.concurrency = w.concurrency;
    e->limits.kv_capacity_tokens = kv_cache_token_capacity(
        *q.model, e->w, q.overheads, serving_memory_utilization(q.overheads) * q.gpu->memory_bytes);
    if (e->limits.kv_capacity_tokens <= 0)
        return std::nullopt;
    e->simulated = e->simulated.calibrated(factors.prefill, factors.decode);
    // Attention groups share the load evenly (each runs the same simulation); the service's
    // rates are the group's times their count.
    const std::int64_t groups = std::max<std::int64_t>(w.attention_data_parallel, 1);
    const auto share = [&](std::int64_t n) { return n > 0 ? (n + groups - 1) / groups : n; };
    ServingSimulation s = simulate(*e, load.requests_per_second / d(groups),
                                   share(load.max_in_flight), share(load.requests), *q.model);
    s.requests_per_second *= d(groups);
    s.output_tokens_per_second *= d(groups);
    s.goodput_requests_per_second *= d(groups);
    return s;
}

double ServingChoice::judged_ttft() const {
    return simulation ? simulation->ttft.at(workload.slo_percentile) : analytic_ttft_seconds;
}

double ServingChoice::judged_tpot() const {
    return simulation ? simulation->tpot.at(workload.slo_percentile) : analytic_tpot_seconds;
}

double ServingChoice::simulated_requests_per_second() const {
    if (disaggregated)
        return requests_per_second_per_group;
    return requests_per_second_per_group *
           d(std::max<std::int64_t>(workload.attention_data_parallel, 1)) * d(replicas);
}

double latency_over_targets(const InferenceWorkload& w, double ttft_seconds, double tpot_seconds) {
    double over = 0;
    if (w.ttft_target_seconds > 0)
        over = std::max(over, ttft_seconds / w.ttft_target_seconds);
    if (w.tpot_target_seconds > 0)
        over = std::max(over, tpot_seconds / w.tpot_target_seconds);
    return over;
}

std::optional<ServingChoice> search_serving(const ServingQuery& q) {
    const ModelSpec& m = *q.model;
    const InferenceWorkload& w = q.workload;
    const double rate = w.target_rate();
    std::vector<Bound> bounds; // computed once, as the layouts were chosen by them
    const std::vector<Evaluated> by_size = layouts_by_size(q, bounds);
    if (by_size.empty())
        return std::nullopt;
    // Sizes by their bounds: those whose floors meet the targets first, then the fewest GPUs in
    // all, then the smaller replica. Without a rate only the smallest size counts.
    std::vector<std::size_t> order(rate > 0 ? by_size.size() : 1);
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    // Where no size can meet the targets, the one that comes nearest (its floors over the
    // targets) is shown missing them, not the smallest (helper walkthrough, 2026-12-06: a
    // 0.1 s target reported tp 2's 0.43 s where tp 8 reaches 0.19 s).
    const auto miss = [&](std::size_t i) {
        return latency_over_targets(w, bounds[i].ttft_floor, bounds[i].tpot_floor);
    };
    const auto key = [&](std::size_t i) {
        return std::make_tuple(!bounds[i].can_meet,
                               bounds[i].can_meet ? bounds[i].total(by_size[i]) : miss(i));
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    ServingChoice best;
    std::size_t chosen = order.front();
    best.replicas = bounds[chosen].replicas;
    best.meets_targets = bounds[chosen].can_meet;
    if (q.simulate && rate > 0) {
        // Branch and bound: a size is simulated while its bound could still beat the best
        // simulated total (at most four sizes).
        double best_total = 0;
        bool any = false;
        for (std::size_t k = 0; k < order.size() && k < 4; ++k) {
            const std::size_t i = order[k];
            const double bound_total = bounds[i].total(by_size[i]);
            if (any && best.meets_targets && (!bounds[i].can_meet || bound_total >= best_total))
                break;
            // A target below its floor no replica count meets: the replicas are the rate's (and
            // the other target's), and the choice is shown missing it, not sized towards it
            // (helper walkthrough, 2026-12-07: 234 replicas of Llama 3.1 405B, still missing).
            Evaluated sized = by_size[i];
            if (bounds[i].ttft_floor > w.ttft_target_seconds)
                sized.w.ttft_target_seconds = 0;
            if (bounds[i].tpot_floor > w.tpot_target_seconds)
                sized.w.tpot_target_seconds = 0;
            ServingChoice c = replicas_for_rate(sized, rate, bounds[i].replicas, m);
            if (!bounds[i].can_meet)
                c.meets_targets = false;
            const double total = d(c.replicas * by_size[i].w.replica_gpus());
            if (!any || (c.meets_targets && !best.meets_targets) ||
                (c.meets_targets == best.meets_targets && total < best_total)) {
                best = std::move(c);
                best_total = total;
                chosen = i;
                any = true;
            }
        }
    }
    ClosedLoopSize closed;
    if (rate <= 0) {
        closed = closed_loop_size(by_size, q);
        chosen = closed.index;
    }
    const Evaluated& e = by_size[chosen];
    best.workload = e.w;
    best.performance = e.perf;
    best.memory_per_gpu_bytes = e.memory;
    best.kv_capacity_tokens = e.limits.kv_capacity_tokens;
    best.static_memory_fraction = static_memory_fraction(q, e.w);
    best.analytic_ttft_seconds = bounds[chosen].ttft_floor;
    best.analytic_tpot_seconds = bounds[chosen].tpot_floor;
    if (rate > 0 && q.allow_disaggregated)
        consider_disaggregated(by_size, rate, q, best);
    if (rate <= 0) {
        // A closed loop: the scenario's concurrency per replica as clients (or, at maximum
        // load, as many as the KV cache holds); judged by the mean figures at the scenario's
        // concurrency, and by the simulation of the size chosen.
        best.clients_per_group = closed_loop_clients(e, w);
        best.analytic_ttft_seconds = e.perf.ttft_seconds;
        best.analytic_tpot_seconds = e.perf.tpot_seconds;
        best.meets_targets = mean_figures_meet(e, w);
        if (q.simulate) {
            // The sizing's own run where it made one (the same load, seed and requests).
            ServingSimulation s =
                closed.simulation ? std::move(*closed.simulation)
                                  : simulate(e, 0, best.clients_per_group, w.simulated_requests, m);
            best.meets_targets = meets(s, e.w);
            best.simulation = std::move(s);
            best.simulated = true;
        }
    }
    // How sure, where the choice was simulated: on its own layout (disaggregation may have
    // chosen another size than `chosen`).
    if (best.simulation)
        for (const Evaluated& x : by_size)
            if (x.w.tensor_parallel == best.workload.tensor_parallel &&
                x.w.attention_data_parallel == best.workload.attention_data_parallel &&
                x.w.pipeline_parallel == best.workload.pipeline_parallel) {
                best.range = serving_range(x, best, rate, q);
                break;
            }
    return best;
}

} // namespace gpuplanner
