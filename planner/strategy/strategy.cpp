#include "strategy/strategy.h"

#include "model/pipeline_split.h"
#include "strategy/layouts.h"

#include "io/units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

namespace gpuplanner {

namespace {

bool tokens_based(const ModelSpec& m) {
    return m.kind != ModelKind::PerSample;
}

// A few small choices (ZeRO stages, virtual stages) without a heap allocation per layout.
struct Choices {
    std::array<std::int64_t, 8> values{};
    std::size_t size = 0;
    void add(std::int64_t v) {
        if (size < values.size())
            values[size++] = v;
    }
    [[nodiscard]] const std::int64_t* begin() const { return values.data(); }
    [[nodiscard]] const std::int64_t* end() const { return values.data() + size; }
    [[nodiscard]] std::int64_t back() const { return values[size - 1]; }
};

// What ranks strategies, without the strategy itself: compared before anything is copied.
struct Rank {
    bool exceeded = false;
    std::int64_t idle = 0;
    double seconds = 0;
    double bytes = 0;
    Layout layout;
};

// Lower is better: within the batch asked for first, then time, then memory per GPU.
bool better(const Rank& a, const Rank& b) {
    if (a.exceeded != b.exceeded)
        return !a.exceeded;
    if (a.idle != b.idle &&
        std::abs(a.seconds - b.seconds) <= 1e-9 * std::max(a.seconds, b.seconds))
        return a.idle < b.idle;
    if (a.seconds != b.seconds)
        return a.seconds < b.seconds;
    return a.bytes < b.bytes;
}

struct Scored {
    Rank rank;
    Strategy strategy;
    TrainingTime time;
    MemoryBreakdown memory;
};

// Why the winner `a` beat the runner-up `b`: the time term where b loses the most, and by how much.
std::pair<StrategyEdge, double> strategy_edge(const TrainingTime& a, const TrainingTime& b) {
    const std::pair<StrategyEdge, double> terms[] = {
        {StrategyEdge::LessCompute, b.compute_seconds - a.compute_seconds},
        {StrategyEdge::SmallerBubble, b.pipeline_bubble_seconds - a.pipeline_bubble_seconds},
        {StrategyEdge::LessTensorComm,
         b.tensor_parallel_comm_seconds - a.tensor_parallel_comm_seconds},
        {StrategyEdge::LessDataComm, b.data_parallel_comm_seconds - a.data_parallel_comm_seconds},
        {StrategyEdge::LessPipelineTransfer, b.pipeline_p2p_seconds - a.pipeline_p2p_seconds},
        {StrategyEdge::LessContextComm,
         b.context_parallel_comm_seconds - a.context_parallel_comm_seconds},
        {StrategyEdge::LessExpertComm,
         b.expert_parallel_comm_seconds - a.expert_parallel_comm_seconds},
    };
    const auto* top =
        std::max_element(std::begin(terms), std::end(terms),
                         [](const auto& x, const auto& y) { return x.second < y.second; });
    return {top->second > 0 ? top->first : StrategyEdge::None, std::max(0.0, top->second)};
}

} // namespace

StrategyResult search_training_strategy(const StrategyQuery& q) {
    if (!q.model || !q.gpu)
        throw std::invalid_argument("strategy search needs a model and a GPU");
    ModelSpec counted_model = *q.model; // with its parameters counted once for the search
    counted_model.counted = q.model->parameters();
    const ModelSpec& model = counted_model;
    const TrainingWorkload& base = q.workload;
    const StrategyPins& pin = base.pinned;
    const bool transformer = model.is_transformer();
    // Adapter parameters are counted once here, not in every evaluation below.
    TrainingWorkload counted = base;
    if (base.method != FineTuneMethod::Full && transformer && !counted.adapter_parameters)
        counted.adapter_parameters = lora_parameters(model.arch, base.lora_rank, base.lora_targets);
    const std::int64_t gpus = std::max<std::int64_t>(q.cluster.nodes, 1) *
                              std::max<std::int64_t>(q.cluster.gpus_per_node, 1);
    const std::int64_t layers = transformer ? model.arch.num_layers : 1;

    // The batch asked for, in sequences (transformers) or samples.
    const double seq = d(std::max<std::int64_t>(base.sequence_length, 1));
    double requested = 0;
    bool from_default = false;
    if (tokens_based(model) && q.performance.global_batch_tokens)
        requested = *q.performance.global_batch_tokens / seq;
    else if (!tokens_based(model) && q.performance.global_batch_samples)
        requested = *q.performance.global_batch_samples;
    else {
        const GlobalBatch g = default_global_batch(model, base, q.type);
        requested = tokens_based(model) ? g.tokens / seq : g.samples;
        from_default = true;
    }
    requested = std::max(requested, 1.0);

    std::vector<Recompute> recomputes;
    if (pin.recompute)
        recomputes = {*pin.recompute};
    else if (transformer)
        recomputes = {Recompute::None, Recompute::Selective, Recompute::Full};
    else
        recomputes = {base.recompute}; // not modelled for per-sample models
    std::vector<std::int64_t> micro_batches;
    if (pin.micro_batch)
        micro_batches = {*pin.micro_batch};
    else if (tokens_based(model))
        micro_batches = {1, 2, 4, 8};
    else
        micro_batches = {32, 64, 128, 256};

    StrategyResult result;
    std::optional<Scored> best;
    std::optional<Scored> runner; // the best with another layout
    double closest = -1;
    const double capacity = q.gpu->memory_bytes;

    // Keeps the best strategy and the best of another layout (the runner-up).
    const auto wanted = [&](const Rank& r) {
        return !best || better(r, best->rank) ||
               (r.layout != best->rank.layout && (!runner || better(r, runner->rank)));
    };
    const auto consider = [&](Scored&& s) {
        if (!best || better(s.rank, best->rank)) {
            if (best && best->rank.layout != s.rank.layout &&
                (!runner || better(best->rank, runner->rank)))
                runner = std::move(best);
            best = std::move(s);
        } else if (best->rank.layout != s.rank.layout &&
                   (!runner || better(s.rank, runner->rank))) {
            runner = std::move(s);
        }
    };

    // A lower bound on a layout's time, for pruning: its compute without recomputation (from
    // one reference evaluation, scaled by the GPUs it uses and its heaviest stage) plus the
    // smallest bubble it could have. A layout whose bound is above the runner-up's time can
    // change neither the winner nor the runner-up.
    double reference = 0; // seconds of recomputation-free compute on all `gpus` GPUs
    bool measured = false;
    {
        TrainingWorkload w = base;
        w.parallel = Parallelism{};
        w.parallel.data = gpus;
        w.recompute = Recompute::None;
        w.offload_optimizer = false;
        PerformanceAssumptions a = q.performance;
        a.gradient_accumulation_set = true;
        if (const auto t = training_time(model, w, *q.gpu, q.cluster, a)) {
            measured = t->measured_rate;
            reference = measured ? t->total_seconds : t->compute_seconds;
        }
    }
    const std::int64_t vmax = pin.virtual_stages ? *pin.virtual_stages : 8;
    const bool uneven_stages = stack_profile(q.performance.stack, base.framework).uneven_pipeline;
    // The split each pipeline depth is timed with (time/stacks.h), for the first stage's memory
    // and the layers the plan reports; the output layer weighed once per search.
    const double output_load = transformer && times_with_kernel_model(model, q.performance.stack)
                                   ? output_layer_load(model, base.sequence_length)
                                   : 0.0;
    // Kept per pipeline depth: asked for at every memory evaluation the memo has not seen.
    std::vector<std::optional<PipelineSplit>> splits;
    const auto split_of = [&](std::int64_t pipeline) -> const PipelineSplit& {
        const auto i = static_cast<std::size_t>(std::max<std::int64_t>(pipeline, 1));
        if (i >= splits.size())
            splits.resize(i + 1);
        if (!splits[i])
            splits[i] = training_pipeline_split(model, pipeline, output_load, q.performance.stack,
                                                base.framework);
        return *splits[i];
    };
    // first_stage_layers (time/stacks.h) from the kept splits.
    const auto first_stage_of = [&](const TrainingWorkload& w) -> std::int64_t {
        return transformer && w.parallel.pipeline > 1
                   ? split_of(w.parallel.pipeline).layers_per_stage
                   : 0;
    };
    const double element_bytes = activation_element_bytes(base.precision);
    // `micro` is the number of micro-batches per step (the bubble's m); the layout's own bound
    // takes the most it can have (micro-batch 1).
    const auto bound_with = [&](const Layout& l, double micro) {
        const double used = d(l.gpus());
        const double imbalance =
            transformer && l.pipeline > 1
                ? d((layers + l.pipeline - 1) / l.pipeline) * d(l.pipeline) / d(layers)
                : 1.0;
        const double compute = reference * d(gpus) / used * (measured ? 1.0 : imbalance);
        if (measured)
            return compute;
        // Tensor-parallel all-reduces do not depend on the micro-batch: at least 4 per layer of
        // the heaviest stage, e·s·b·h each, for every token a replica processes (training_time).
        double tensor_comm = 0;
        if (transformer && tokens_based(model) && l.tensor > 1 &&
            q.cluster.intra_node_bytes_per_second > 0) {
            const double tv = d(l.tensor);
            tensor_comm = 4.0 * 2.0 * (tv - 1.0) / tv * element_bytes * d(model.arch.hidden_size) /
                          q.cluster.intra_node_bytes_per_second *
                          d((layers + l.pipeline - 1) / l.pipeline) * base.tokens /
                          d(l.data * l.context);
        }
        if (l.pipeline <= 1)
            return compute + tensor_comm;
        return compute * (1.0 + (d(l.pipeline) - 1.0) / (d(vmax) * std::max(1.0, micro))) +
               tensor_comm;
    };
    const auto lower_bound = [&](const Layout& l) {
        return bound_with(l, q.performance.gradient_accumulation_set
                                 ? d(q.performance.gradient_accumulation)
                                 : std::round(requested / d(l.data)));
    };

    // The workload's strategy fields for one candidate (ZeRO stage and interleaving are set by
    // the loops that try them).
    const auto set_strategy = [&](TrainingWorkload& w, const Layout& l, std::int64_t mb,
                                  Recompute rc, bool offload) {
        w.parallel.set_layout(l);
        w.parallel.virtual_stages = 1;
        if (!pin.sequence_parallel)
            w.parallel.sequence_parallel = true;
        w.micro_batch = mb;
        w.recompute = rc;
        if (!pin.offload_optimizer)
            w.offload_optimizer = offload;
    };
    // Memory per GPU of a candidate (its total), counted, and kept whole when it is the closest
    // miss so far; empty for a combination the memory model refuses (offload without ZeRO and
    // the like). The breakdown of a kept strategy is computed again when it is kept: copying it
    // for every evaluation cost more than the evaluation.
    const auto measure = [&](const TrainingWorkload& w) -> std::optional<double> {
        ++result.evaluated;
        const std::uint64_t key = MemoryMemo::key(w);
        if (q.memory_memo && key != MemoryMemo::kNoKey) {
            if (const double* known = q.memory_memo->find(key)) {
                if (std::isnan(*known))
                    return std::nullopt;
                if (closest < 0 || *known < closest) {
                    closest = *known;
                    result.closest_memory =
                        training_memory(model, w, q.overheads, first_stage_of(w));
                }
                return *known;
            }
        }
        double total = std::numeric_limits<double>::quiet_NaN();
        try {
            MemoryBreakdown m = training_memory(model, w, q.overheads, first_stage_of(w));
            total = m.total_bytes();
            if (closest < 0 || total < closest) {
                closest = total;
                result.closest_memory = std::move(m);
            }
        } catch (const std::invalid_argument&) {
        }
        if (q.memory_memo && key != MemoryMemo::kNoKey)
            q.memory_memo->insert(key, total);
        if (std::isnan(total))
            return std::nullopt;
        return total;
    };

    const auto search = [&](std::vector<Layout> candidates, bool offload) {
        std::vector<std::pair<double, Layout>> ordered;
        ordered.reserve(candidates.size());
        for (const Layout& l : candidates)
            ordered.emplace_back(lower_bound(l), l);
        std::stable_sort(ordered.begin(), ordered.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        TrainingWorkload w = counted; // one copy, its fields set per strategy below
        PerformanceAssumptions assumptions = q.performance;
        assumptions.gradient_accumulation_set = true;
        for (const auto& [bound, l] : ordered) {
            if (runner && !runner->rank.exceeded && bound > runner->rank.seconds)
                break; // sorted: every later layout is bounded above it too
            const ZeroStages zeros = zero_stage_candidates(base, l.data * l.context, offload);
            // Memory only falls with more recomputation, a higher ZeRO stage and a smaller
            // micro-batch: when the most frugal setting does not fit, nothing of this layout does.
            set_strategy(w, l, micro_batches.front(), recomputes.back(), offload);
            w.parallel.zero_stage = zeros.back();
            if (const auto frugal = measure(w); !frugal || *frugal > capacity)
                continue;
            for (std::int64_t mb : micro_batches) {
                bool mb_fits = false;
                const double per_step = d(mb) * d(l.data);
                std::int64_t ga = 1;
                if (q.performance.gradient_accumulation_set)
                    ga = q.performance.gradient_accumulation;
                else
                    ga = std::max<std::int64_t>(1, std::llround(requested / per_step));
                const bool exceeded =
                    per_step > requested * (1 + 1e-9) && !q.performance.gradient_accumulation_set;
                // A micro-batch that already overshoots the batch is tried at its smallest only.
                if (exceeded && mb != micro_batches.front())
                    continue;
                // Larger micro-batches mean fewer per step and a larger bubble: once the bound
                // passes the runner-up, no larger one of this layout can place.
                if (runner && !runner->rank.exceeded && bound_with(l, d(ga)) > runner->rank.seconds)
                    break;
                for (Recompute rc : recomputes) {
                    set_strategy(w, l, mb, rc, offload);
                    bool fitted = false;
                    double bytes = 0;
                    for (int z : zeros) {
                        w.parallel.zero_stage = z;
                        if (const auto m = measure(w); m && *m <= capacity) {
                            bytes = *m;
                            fitted = true;
                            break;
                        }
                    }
                    if (!fitted)
                        continue;
                    mb_fits = true;
                    // Interleaving: layers must split into p x v chunks and the micro-batches
                    // of a step into groups of p (Megatron-LM's interleaved schedule).
                    Choices virtuals;
                    if (pin.virtual_stages)
                        virtuals.add(*pin.virtual_stages);
                    else {
                        virtuals.add(1);
                        if (l.pipeline > 1 && ga % l.pipeline == 0)
                            for (std::int64_t v : {2, 3, 4, 6, 8})
                                if (interleaving_possible(layers, l.pipeline, v, uneven_stages))
                                    virtuals.add(v);
                    }
                    assumptions.gradient_accumulation = ga;
                    for (std::int64_t v : virtuals) {
                        w.parallel.virtual_stages = v;
                        double vbytes = bytes;
                        if (v > 1) {
                            const auto m = measure(w);
                            if (!m || *m > capacity)
                                continue;
                            vbytes = *m;
                        }
                        const auto time = training_time(model, w, *q.gpu, q.cluster, assumptions);
                        if (!time)
                            continue;
                        const Rank rank{exceeded, gpus - l.gpus(), time->total_seconds, vbytes, l};
                        if (!wanted(rank))
                            continue;
                        Scored s;
                        s.rank = rank;
                        s.strategy.workload = w;
                        s.strategy.gradient_accumulation = ga;
                        s.strategy.steps = time->steps;
                        s.strategy.global_batch = per_step * d(ga);
                        s.strategy.requested_batch = requested;
                        s.strategy.batch_from_default = from_default;
                        s.strategy.batch_exceeded = exceeded;
                        s.strategy.idle_gpus = gpus - l.gpus();
                        const PipelineSplit& split = split_of(l.pipeline);
                        s.strategy.layers_heaviest_stage = split.layers_per_stage;
                        s.strategy.stages_heaviest = split.stages_holding_most();
                        s.time = *time;
                        s.memory = training_memory(model, w, q.overheads, first_stage_of(w));
                        consider(std::move(s));
                    }
                    // With all else equal, less recomputation is faster: the first level that
                    // fits is the one for this micro-batch.
                    break;
                }
                if (!mb_fits)
                    break; // a larger micro-batch needs more memory still
            }
        }
    };

    search(candidate_layouts(q, gpus, false), false);
    if (!best && q.allow_idle)
        search(candidate_layouts(q, gpus, true), false); // leave GPUs idle rather than not plan
    if (!best && !pin.offload_optimizer) {
        search(candidate_layouts(q, gpus, false),
               true); // optimizer offload only when nothing else fits
        if (!best && q.allow_idle)
            search(candidate_layouts(q, gpus, true), true);
    }

    if (!best) {
        result.pinned_does_not_fit = pin.any();
        return result;
    }
    result.fits = true;
    result.best = best->strategy;
    result.time = best->time;
    result.memory = best->memory;
    if (runner) {
        result.runner_up = runner->strategy;
        result.runner_up_seconds = runner->time.total_seconds;
        const auto [edge, seconds] = strategy_edge(best->time, runner->time);
        result.edge = edge;
        result.edge_seconds = seconds;
    }
    return result;
}

} // namespace gpuplanner
