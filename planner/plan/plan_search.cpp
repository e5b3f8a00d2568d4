#include "plan/plan_search.h"

#include "time/time_range.h"

#include "io/units.h"
#include "plan/diagnostic_texts.h"

#include <cmath>
#include <limits>

namespace gpuplanner::plan_detail {

namespace {

std::vector<std::int64_t> powers_of_two(std::int64_t max) {
    std::vector<std::int64_t> out;
    for (std::int64_t v = 1; v <= max; v *= 2)
        out.push_back(v);
    return out;
}

int network_class(double bytes_per_second) {
    return bytes_per_second > 0
               ? static_cast<int>(std::floor(2.0 * std::log2(bytes_per_second / 1e9)))
               : std::numeric_limits<int>::min();
}

} // namespace

double intra_bandwidth(const GpuSpec& g, const std::string& interconnect) {
    if (interconnect == "nvlink" && g.interconnect_bytes_per_second > 0)
        return g.interconnect_bytes_per_second / 2.0;
    const double pcie = g.interconnect_bytes_per_second > 0
                            ? std::min(g.interconnect_bytes_per_second, 64e9)
                            : 32e9;
    return pcie / 2.0;
}

std::optional<Candidate> best_training(const Scenario& s, const Hardware& hw, std::int64_t nodes,
                                       bool allow_idle, PlanSearch* miss) {
    StrategyQuery q;
    q.model = &s.model;
    q.type = s.workload.type;
    q.workload = s.workload.training;
    q.overheads = s.overheads;
    q.gpu = hw.gpu;
    q.cluster = ClusterShape{nodes, hw.gpus_per_node, hw.intra, hw.inter};
    q.performance = s.plan.performance;
    // Hardware failures recover as the scenario says spot reclaims do (billing.spot).
    q.performance.recovery = static_cast<const RecoveryAssumptions&>(s.plan.spot);
    q.allow_idle = allow_idle;
    q.memory_memo = miss ? &miss->memory_memo : nullptr;
    std::shared_ptr<const StrategyResult> shared;
    // On one node the network between nodes plays no part: every network shares the search.
    const auto key = std::make_tuple(hw.gpu, hw.gpus_per_node, hw.intra,
                                     nodes > 1 ? network_class(hw.inter) : 0, nodes);
    if (miss) {
        if (auto it = miss->memo.find(key); it != miss->memo.end() && it->second->fits) {
            // The class's strategy, timed on this offering's own network.
            auto again = std::make_shared<StrategyResult>(*it->second);
            PerformanceAssumptions a = q.performance;
            a.gradient_accumulation = again->best.gradient_accumulation;
            a.gradient_accumulation_set = true;
            if (const auto t = training_time(s.model, again->best.workload, *hw.gpu, q.cluster, a))
                again->time = *t;
            shared = std::move(again);
        }
    }
    if (!shared) {
        shared = std::make_shared<const StrategyResult>(search_training_strategy(q));
        if (miss) {
            miss->evaluated += shared->evaluated;
            miss->memo.emplace(key, shared);
        }
    }
    const StrategyResult& r = *shared;
    if (!r.fits) {
        const double overflow = r.closest_memory.total_bytes() / hw.gpu->memory_bytes;
        if (miss && r.pinned_does_not_fit && (!miss->any || overflow < miss->overflow)) {
            miss->any = true;
            miss->overflow = overflow;
            miss->memory = r.closest_memory;
            miss->gpu = hw.gpu;
        }
        return std::nullopt;
    }
    Candidate c;
    c.fits = true;
    const Parallelism& par = r.best.workload.parallel;
    c.layout = par.layout();
    c.nodes = nodes;
    c.seconds = r.time.total_seconds;
    if (c.seconds > 0) {
        const TimeRange range = training_time_range(r.time);
        c.low_factor = range.low / c.seconds;
        c.high_factor = range.high / c.seconds;
    }
    c.dominant = r.time.dominant_term();
    c.strategy = shared;
    // Text only for the winner: formatting is the slow part of the search.
    const TrainingTime& t = r.time;
    const double steps = t.step_seconds();
    const double share = steps > 0 ? 100.0 * t.compute_seconds / steps : 0;
    const double downtime = t.total_seconds > 0 ? 100.0 * t.downtime_seconds / t.total_seconds : 0;
    c.why.push_back(make_diagnostic(DiagCode::WhyTraining,
                                    {d(par.data), d(par.tensor), d(par.pipeline), d(par.context),
                                     d(par.expert), t.mfu * 100, share, downtime}));
    return c;
}

namespace {

// The serving layouts to try, fewest GPUs per replica first: tensor parallelism inside a node,
// and for a mixture of experts attention data parallelism beside it (the experts spread over
// all tensor x d GPUs), up to 8 nodes per replica where the offering has a network. A size the
// scenario sets is the only one tried.
std::vector<std::pair<std::int64_t, std::int64_t>>
serving_layouts(const ModelSpec& m, const InferenceWorkload& base, const Hardware& hw) {
    const std::vector<std::int64_t> tensors =
        base.tensor_pinned ? std::vector<std::int64_t>{base.tensor_parallel}
                           : powers_of_two(std::min<std::int64_t>(hw.gpus_per_node, 8));
    const bool moe = m.is_transformer() && m.arch.is_moe();
    const std::int64_t max_groups = !moe ? 1 : hw.gpus_per_node * (hw.inter > 0 ? 8 : 1);
    const std::vector<std::int64_t> groups =
        base.attention_data_pinned ? std::vector<std::int64_t>{base.attention_data_parallel}
                                   : powers_of_two(max_groups);
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    for (auto t : tensors)
        for (auto g : groups)
            out.emplace_back(t, g);
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
        return a.first * a.second < b.first * b.second;
    });
    return out;
}

} // namespace

std::optional<Candidate> best_inference(const Scenario& s, const Hardware& hw) {
    const ModelSpec& m = s.model;
    const InferenceWorkload& base = s.workload.inference;
    std::optional<Candidate> best;
    double best_tokens = 0;
    std::int64_t best_gpus = 0;
    // The engine's memory beside weights and KV cache as the team's start-up logs measured it
    // on this GPU (time/calibration.h, ServingMemory).
    Overheads overheads = s.overheads;
    const TimeCalibration* memory_calibration =
        find_serving_calibration(s.plan.performance.calibrations, hw.gpu->id,
                                 s.plan.performance.serving_engine, CalibrationKind::ServingMemory);
    if (memory_calibration)
        overheads.serving_overhead_factor = memory_calibration->factor;
    for (const auto& [t, g] : serving_layouts(m, base, hw)) {
        // Fewest GPUs per replica that fit; among layouts of that size, the most tokens/s.
        if (best && t * g > best_gpus)
            break;
        if (!m.is_transformer() || m.arch.num_heads % t != 0 || hw.gpus_per_node % t != 0)
            continue;
        InferenceWorkload w = base;
        w.tensor_parallel = t;
        w.attention_data_parallel = g;
        w.pipeline_parallel = base.tensor_pinned ? base.pipeline_parallel : 1;
        const std::int64_t replica_gpus = w.replica_gpus();
        if (replica_gpus > hw.gpus_per_node &&
            (hw.inter <= 0 || replica_gpus % hw.gpus_per_node != 0))
            continue;
        if (w.expert_parallel() > 1 && m.arch.num_experts % w.expert_parallel() != 0)
            continue;
        const double memory = inference_memory(m, w, overheads).total_bytes();
        if (memory > hw.gpu->memory_bytes)
            continue;
        // The expert all-to-all stays on NVLink inside a node, else each GPU has its share of
        // the node's NIC.
        const double ep_link = replica_gpus > hw.gpus_per_node
                                   ? hw.inter / d(std::max<std::int64_t>(hw.gpus_per_node, 1))
                                   : hw.intra;
        const auto perf =
            inference_performance(m, w, *hw.gpu, s.plan.performance, hw.intra, ep_link);
        if (!perf)
            return std::nullopt;
        if (best && perf->tokens_per_second_total <= best_tokens)
            continue;
        Candidate c;
        c.fits = true;
        c.memory_per_gpu_bytes = memory;
        double replicas = 1;
        if (w.target_requests_per_second > 0)
            replicas = std::max(
                replicas,
                std::ceil(w.target_requests_per_second / perf->requests_per_second - 1e-9));
        if (w.target_output_tokens_per_second > 0)
            replicas = std::max(replicas, std::ceil(w.target_output_tokens_per_second /
                                                        perf->tokens_per_second_total -
                                                    1e-9));
        const auto needed = static_cast<std::int64_t>(std::min(replicas, 1e9));
        if (replica_gpus <= hw.gpus_per_node) {
            const std::int64_t per_node = hw.gpus_per_node / replica_gpus;
            c.nodes = (needed + per_node - 1) / per_node;
            // Whole nodes are paid for, so every replica they hold serves: headroom at the
            // same price.
            c.replicas = c.nodes * per_node;
        } else {
            c.nodes = needed * (replica_gpus / hw.gpus_per_node);
            c.replicas = needed;
        }
        // Replicas and attention groups are the serving layout's data parallelism: dp x tp x pp
        // is every GPU; the experts spread over ep GPUs of each replica.
        c.layout = Layout{c.replicas * g, t, w.pipeline_parallel, 1, w.expert_parallel()};
        c.tokens_per_second = perf->tokens_per_second_total * d(c.replicas);
        c.ttft = perf->ttft_seconds;
        c.tpot = perf->tpot_seconds;
        c.decode_step = perf->decode_step_seconds;
        for (const auto& cal : {perf->prefill_calibration, perf->decode_calibration})
            if (cal)
                c.calibrations.push_back(*cal);
        if (memory_calibration)
            c.calibrations.push_back(*memory_calibration);
        c.seconds = w.duration_hours * 3600.0;
        c.dominant =
            perf->decode_memory_bound ? TimeTerm::DecodeMemoryBandwidth : TimeTerm::DecodeCompute;
        c.why.push_back(make_diagnostic(
            DiagCode::WhyServing,
            {d(c.replicas), d(t), perf->ttft_seconds, perf->tokens_per_second_per_sequence,
             perf->decode_memory_bound ? 1.0 : 0.0, d(g), d(w.expert_parallel())}));
        best = std::move(c);
        best_tokens = perf->tokens_per_second_total;
        best_gpus = t * g;
    }
    return best;
}

const std::optional<Candidate>& CandidateCache::get(const Hardware& hw, std::int64_t nodes) {
    // One node does not use the network between nodes: offerings that differ only there share
    // a candidate.
    // A serving replica of an MoE model may span nodes whatever `nodes` says.
    const bool networked = nodes > 1 || scenario_.workload.is_inference();
    const auto key =
        std::make_tuple(hw.gpu, hw.gpus_per_node, hw.intra, networked ? hw.inter : 0.0, nodes);
    auto it = cache_.find(key);
    if (it == cache_.end())
        it = cache_
                 .emplace(key, scenario_.workload.is_inference()
                                   ? best_inference(scenario_, hw)
                                   : best_training(scenario_, hw, nodes,
                                                   scenario_.hardware.has_value(), &search_))
                 .first;
    return it->second;
}

} // namespace gpuplanner::plan_detail
