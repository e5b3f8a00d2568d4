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

// One search: the query's fixed facts, the best strategy and runner-up so far, and the
// memory evaluations counted. Layouts are tried in the order of their time's lower bound, and
// the search stops where no later one can beat the runner-up.
class TrainingSearch {
public:
    explicit TrainingSearch(const StrategyQuery& q);
    StrategyResult run();

private:
    bool wanted(const Rank& r) const;
    void consider(Scored&& s);
    const PipelineSplit& split_of(std::int64_t pipeline);
    std::int64_t first_stage_of(const TrainingWorkload& w);
    double bound_with(const Layout& l, double micro) const;
    double lower_bound(const Layout& l) const;
    void set_strategy(TrainingWorkload& w, const Layout& l, std::int64_t mb, Recompute rc,
                      bool offload) const;
    std::optional<double> measure(const TrainingWorkload& w);
    void search(const std::vector<Layout>& candidates, bool offload);
    // One layout's micro-batches, recomputation levels, ZeRO stages and interleavings.
    void search_layout(const Layout& l, bool offload, TrainingWorkload& w,
                       PerformanceAssumptions& assumptions);

    const StrategyQuery& q_;
    ModelSpec model_; // with its parameters counted once for the search
    const TrainingWorkload& base_;
    const StrategyPins& pin_;
    bool transformer_;
    TrainingWorkload counted_; // adapter parameters counted once, not in every evaluation
    std::int64_t gpus_;
    std::int64_t layers_;
    double requested_ = 0; // the batch asked for, in sequences (transformers) or samples
    bool from_default_ = false;
    std::vector<Recompute> recomputes_;
    std::vector<std::int64_t> micro_batches_;
    double capacity_;
    double reference_ = 0; // seconds of recomputation-free compute on all GPUs
    bool measured_ = false;
    bool timeable_ = false; // the GPU computes in the workload's precision
    std::int64_t vmax_;
    bool uneven_stages_;
    double output_load_;
    double element_bytes_;
    std::vector<std::optional<PipelineSplit>> splits_; // kept per pipeline depth

    StrategyResult result_;
    std::optional<Scored> best_;
    std::optional<Scored> runner_; // the best with another layout
    double closest_ = -1;
};

TrainingSearch::TrainingSearch(const StrategyQuery& q)
    : q_(q)
    , model_(*q.model)
    , base_(q.workload)
    , pin_(q.workload.pinned)
    , transformer_(q.model->is_transformer())
    , counted_(q.workload)
    , gpus_(std::max<std::int64_t>(q.cluster.nodes, 1) *
            std::max<std::int64_t>(q.cluster.gpus_per_node, 1))
    , layers_(transformer_ ? q.model->arch.num_layers : 1)
    , capacity_(q.gpu->memory_bytes)
    , vmax_(q.workload.pinned.virtual_stages ? *q.workload.pinned.virtual_stages : 8)
    , uneven_stages_(stack_profile(q.performance.stack, q.workload.framework).uneven_pipeline)
    , output_load_(0)
    , element_bytes_(activation_element_bytes(q.workload.precision)) {
    model_.counted = q.model->parameters();
    if (base_.method != FineTuneMethod::Full && transformer_ && !counted_.adapter_parameters)
        counted_.adapter_parameters =
            lora_parameters(model_.arch, base_.lora_rank, base_.lora_targets);

    const double seq = d(std::max<std::int64_t>(base_.sequence_length, 1));
    if (tokens_based(model_) && q.performance.global_batch_tokens)
        requested_ = *q.performance.global_batch_tokens / seq;
    else if (!tokens_based(model_) && q.performance.global_batch_samples)
        requested_ = *q.performance.global_batch_samples;
    else {
        const GlobalBatch g = default_global_batch(model_, base_, q.type);
        requested_ = tokens_based(model_) ? g.tokens / seq : g.samples;
        from_default_ = true;
    }
    requested_ = std::max(requested_, 1.0);

    if (pin_.recompute)
        recomputes_ = {*pin_.recompute};
    else if (transformer_)
        recomputes_ = {Recompute::None, Recompute::Selective, Recompute::Full};
    else
        recomputes_ = {base_.recompute}; // not modelled for per-sample models
    if (pin_.micro_batch)
        micro_batches_ = {*pin_.micro_batch};
    else if (tokens_based(model_))
        micro_batches_ = {1, 2, 4, 8};
    else
        micro_batches_ = {32, 64, 128, 256};

    // A lower bound on a layout's time, for pruning: its compute without recomputation (from
    // one reference evaluation, scaled by the GPUs it uses and its heaviest stage) plus the
    // smallest bubble it could have. A layout whose bound is above the runner-up's time can
    // change neither the winner nor the runner-up.
    TrainingWorkload w = base_;
    w.parallel = Parallelism{};
    w.parallel.data = gpus_;
    w.recompute = Recompute::None;
    w.offload_optimizer = false;
    PerformanceAssumptions a = q.performance;
    a.gradient_accumulation_set = true;
    if (const auto t = training_time(model_, w, *q.gpu, q.cluster, a)) {
        timeable_ = true;
        measured_ = t->measured_rate;
        reference_ = measured_ ? t->total_seconds : t->compute_seconds;
    }
    // The split each pipeline depth is timed with (time/stacks.h), for the first stage's memory
    // and the layers the plan reports; the output layer weighed once per search.
    if (transformer_ && times_with_kernel_model(model_, q.performance.stack))
        output_load_ = output_layer_load(model_, base_.sequence_length);
}

// Keeps the best strategy and the best of another layout (the runner-up).
bool TrainingSearch::wanted(const Rank& r) const {
    return !best_ || better(r, best_->rank) ||
           (r.layout != best_->rank.layout && (!runner_ || better(r, runner_->rank)));
}

void TrainingSearch::consider(Scored&& s) {
    if (!best_ || better(s.rank, best_->rank)) {
        if (best_ && best_->rank.layout != s.rank.layout &&
            (!runner_ || better(best_->rank, runner_->rank)))
            runner_ = std::move(best_);
        best_ = std::move(s);
    } else if (best_->rank.layout != s.rank.layout && (!runner_ || better(s.rank, runner_->rank))) {
        runner_ = std::move(s);
    }
}

// Asked for at every memory evaluation the memo has not seen.
const PipelineSplit& TrainingSearch::split_of(std::int64_t pipeline) {
    const auto i = static_cast<std::size_t>(std::max<std::int64_t>(pipeline, 1));
    if (i >= splits_.size())
        splits_.resize(i + 1);
    if (!splits_[i])
        splits_[i] = training_pipeline_split(model_, pipeline, output_load_, q_.performance.stack,
                                             base_.framework);
    return *splits_[i];
}

// first_stage_layers (time/stacks.h) from the kept splits.
std::int64_t TrainingSearch::first_stage_of(const TrainingWorkload& w) {
    return transformer_ && w.parallel.pipeline > 1 ? split_of(w.parallel.pipeline).layers_per_stage
                                                   : 0;
}

// `micro` is the number of micro-batches per step (the bubble's m); the layout's own bound
// takes the most it can have (micro-batch 1).
double TrainingSearch::bound_with(const Layout& l, double micro) const {
    const double used = d(l.gpus());
    const double imbalance =
        transformer_ && l.pipeline > 1
            ? d((layers_ + l.pipeline - 1) / l.pipeline) * d(l.pipeline) / d(layers_)
            : 1.0;
    const double compute = reference_ * d(gpus_) / used * (measured_ ? 1.0 : imbalance);
    if (measured_)
        return compute;
    // Tensor-parallel all-reduces do not depend on the micro-batch: at least 4 per layer of
    // the heaviest stage, e·s·b·h each, for every token a replica processes (training_time).
    double tensor_comm = 0;
    if (transformer_ && tokens_based(model_) && l.tensor > 1 &&
        q_.cluster.intra_node_bytes_per_second > 0) {
        const double tv = d(l.tensor);
        tensor_comm = 4.0 * 2.0 * (tv - 1.0) / tv * element_bytes_ * d(model_.arch.hidden_size) /
                      q_.cluster.intra_node_bytes_per_second *
                      d((layers_ + l.pipeline - 1) / l.pipeline) * base_.tokens /
                      d(l.data * l.context);
    }
    if (l.pipeline <= 1)
        return compute + tensor_comm;
    return compute * (1.0 + (d(l.pipeline) - 1.0) / (d(vmax_) * std::max(1.0, micro))) +
           tensor_comm;
}

double TrainingSearch::lower_bound(const Layout& l) const {
    return bound_with(l, q_.performance.gradient_accumulation_set
                             ? d(q_.performance.gradient_accumulation)
                             : std::round(requested_ / d(l.data)));
}

// The workload's strategy fields for one candidate (ZeRO stage and interleaving are set by the
// loops that try them).
void TrainingSearch::set_strategy(TrainingWorkload& w, const Layout& l, std::int64_t mb,
                                  Recompute rc, bool offload) const {
    w.parallel.set_layout(l);
    w.parallel.virtual_stages = 1;
    if (!pin_.sequence_parallel)
        w.parallel.sequence_parallel = true;
    w.micro_batch = mb;
    w.recompute = rc;
    if (!pin_.offload_optimizer)
        w.offload_optimizer = offload;
}

// Memory per GPU of a candidate (its total), counted, and kept whole when it is the closest miss
// so far; empty for a combination the memory model refuses (offload without ZeRO and the like).
// The breakdown of a kept strategy is computed again when it is kept: copying it for every
// evaluation cost more than the evaluation.
std::optional<double> TrainingSearch::measure(const TrainingWorkload& w) {
    ++result_.evaluated;
    const std::uint64_t key = MemoryMemo::key(w);
    if (q_.memory_memo && key != MemoryMemo::kNoKey) {
        if (const double* known = q_.memory_memo->find(key)) {
            if (std::isnan(*known))
                return std::nullopt;
            if (closest_ < 0 || *known < closest_) {
                closest_ = *known;
                result_.closest_memory =
                    training_memory(model_, w, q_.overheads, first_stage_of(w));
            }
            return *known;
        }
    }
    double total = std::numeric_limits<double>::quiet_NaN();
    try {
        MemoryBreakdown m = training_memory(model_, w, q_.overheads, first_stage_of(w));
        total = m.total_bytes();
        if (closest_ < 0 || total < closest_) {
            closest_ = total;
            result_.closest_memory = std::move(m);
        }
    } catch (const std::invalid_argument&) {
    }
    if (q_.memory_memo && key != MemoryMemo::kNoKey)
        q_.memory_memo->insert(key, total);
    if (std::isnan(total))
        return std::nullopt;
    return total;
}

void TrainingSearch::search(const std::vector<Layout>& candidates, bool offload) {
    std::vector<std::pair<double, Layout>> ordered;
    ordered.reserve(candidates.size());
    for (const Layout& l : candidates)
        ordered.emplace_back(lower_bound(l), l);
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    TrainingWorkload w = counted_; // one copy, its fields set per strategy below
    PerformanceAssumptions assumptions = q_.performance;
    assumptions.gradient_accumulation_set = true;
    for (const auto& [bound, l] : ordered) {
        if (runner_ && !runner_->rank.exceeded && bound > runner_->rank.seconds)
            break; // sorted: every later layout is bounded above it too
        search_layout(l, offload, w, assumptions);
    }
}

void TrainingSearch::search_layout(const Layout& l, bool offload, TrainingWorkload& w,
                                   PerformanceAssumptions& assumptions) {
    const ZeroStages zeros = zero_stage_candidates(base_, l.data * l.context, offload);
    // Memory only falls with more recomputation, a higher ZeRO stage and a smaller
    // micro-batch: when the most frugal setting does not fit, nothing of this layout does.
    set_strategy(w, l, micro_batches_.front(), recomputes_.back(), offload);
    w.parallel.zero_stage = zeros.back();
    if (const auto frugal = measure(w); !frugal || *frugal > capacity_)
        return;
    for (std::int64_t mb : micro_batches_) {
        bool mb_fits = false;
        const double per_step = d(mb) * d(l.data);
        std::int64_t ga = 1;
        if (q_.performance.gradient_accumulation_set)
            ga = q_.performance.gradient_accumulation;
        else
            ga = std::max<std::int64_t>(1, std::llround(requested_ / per_step));
        const bool exceeded =
            per_step > requested_ * (1 + 1e-9) && !q_.performance.gradient_accumulation_set;
        // A micro-batch that already overshoots the batch is tried at its smallest only.
        if (exceeded && mb != micro_batches_.front())
            continue;
        // Larger micro-batches mean fewer per step and a larger bubble: once the bound
        // passes the runner-up, no larger one of this layout can place.
        if (runner_ && !runner_->rank.exceeded && bound_with(l, d(ga)) > runner_->rank.seconds)
            break;
        for (Recompute rc : recomputes_) {
            set_strategy(w, l, mb, rc, offload);
            bool fitted = false;
            double bytes = 0;
            for (int z : zeros) {
                w.parallel.zero_stage = z;
                if (const auto m = measure(w); m && *m <= capacity_) {
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
            if (pin_.virtual_stages)
                virtuals.add(*pin_.virtual_stages);
            else {
                virtuals.add(1);
                if (l.pipeline > 1 && ga % l.pipeline == 0)
                    for (std::int64_t v : {2, 3, 4, 6, 8})
                        if (interleaving_possible(layers_, l.pipeline, v, uneven_stages_))
                            virtuals.add(v);
            }
            assumptions.gradient_accumulation = ga;
            for (std::int64_t v : virtuals) {
                w.parallel.virtual_stages = v;
                double vbytes = bytes;
                if (v > 1) {
                    const auto m = measure(w);
                    if (!m || *m > capacity_)
                        continue;
                    vbytes = *m;
                }
                const auto time = training_time(model_, w, *q_.gpu, q_.cluster, assumptions);
                if (!time)
                    continue;
                const Rank rank{exceeded, gpus_ - l.gpus(), time->total_seconds, vbytes, l};
                if (!wanted(rank))
                    continue;
                Scored s;
                s.rank = rank;
                s.strategy.workload = w;
                s.strategy.gradient_accumulation = ga;
                s.strategy.steps = time->steps;
                s.strategy.global_batch = per_step * d(ga);
                s.strategy.requested_batch = requested_;
                s.strategy.batch_from_default = from_default_;
                s.strategy.batch_exceeded = exceeded;
                s.strategy.idle_gpus = gpus_ - l.gpus();
                const PipelineSplit& split = split_of(l.pipeline);
                s.strategy.layers_heaviest_stage = split.layers_per_stage;
                s.strategy.stages_heaviest = split.stages_holding_most();
                s.time = *time;
                s.memory = training_memory(model_, w, q_.overheads, first_stage_of(w));
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

StrategyResult TrainingSearch::run() {
    // Without a peak in the workload's precision (bf16 on a V100 or T4) no layout has a time,
    // whatever its memory: searching them cost a 7B pre-training plan over 1,000 offerings
    // 60% of its evaluations (docs/bench.md, session 40).
    if (!timeable_)
        return std::move(result_);
    search(candidate_layouts(q_, gpus_, false), false);
    if (!best_ && q_.allow_idle)
        search(candidate_layouts(q_, gpus_, true), false); // GPUs idle rather than no plan
    if (!best_ && !pin_.offload_optimizer) {
        // Optimizer offload only when nothing else fits.
        search(candidate_layouts(q_, gpus_, false), true);
        if (!best_ && q_.allow_idle)
            search(candidate_layouts(q_, gpus_, true), true);
    }
    if (!best_) {
        result_.pinned_does_not_fit = pin_.any();
        return std::move(result_);
    }
    result_.fits = true;
    result_.best = best_->strategy;
    result_.time = best_->time;
    result_.memory = best_->memory;
    if (runner_) {
        result_.runner_up = runner_->strategy;
        result_.runner_up_seconds = runner_->time.total_seconds;
        const auto [edge, seconds] = strategy_edge(best_->time, runner_->time);
        result_.edge = edge;
        result_.edge_seconds = seconds;
    }
    return std::move(result_);
}

} // namespace

StrategyResult search_training_strategy(const StrategyQuery& q) {
    if (!q.model || !q.gpu)
        throw std::invalid_argument("strategy search needs a model and a GPU");
    return TrainingSearch(q).run();
}

} // namespace gpuplanner
