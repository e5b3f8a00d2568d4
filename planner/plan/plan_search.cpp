#include "plan/plan_search.h"

#include "time/time_range.h"

#include "io/parallel_for.h"
#include "io/units.h"
#include "plan/diagnostic_texts.h"
#include "strategy/serving_search.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner::plan_detail {

namespace {

int network_class(double bytes_per_second) {
    return bytes_per_second > 0
               ? static_cast<int>(std::floor(2.0 * std::log2(bytes_per_second / 1e9)))
               : std::numeric_limits<int>::min();
}

} // namespace

double intra_bandwidth(const GpuSpec& g, const std::string& interconnect) {
    // Not stated by the catalog: a board-mounted part (SXM, OAM, superchip, NPU module) reaches
    // its peers over the board's fabric, the datasheet's figure (an 8 x H200-SXM node is an HGX
    // board with NVSwitch); a card (form factor "PCIe ...") over PCIe.
    const bool card = g.form_factor.rfind("PCIe", 0) == 0;
    const bool fabric = interconnect == "nvlink" || (interconnect.empty() && !card);
    if (fabric && g.interconnect_bytes_per_second > 0)
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

ServingQuery serving_query(const Scenario& s, const Hardware& hw) {
    ServingQuery q;
    q.model = &s.model;
    q.workload = s.workload.inference;
    q.overheads = s.overheads;
    q.gpu = hw.gpu;
    q.gpus_per_node = hw.gpus_per_node;
    q.intra_bytes_per_second = hw.intra;
    q.inter_bytes_per_second = hw.inter;
    q.performance = s.plan.performance;
    // The engine's memory beside weights and KV cache as the team's start-up logs measured it
    // on this GPU (time/calibration.h, ServingMemory).
    if (const TimeCalibration* memory = find_serving_calibration(
            s.plan.performance.calibrations, hw.gpu->id, s.plan.performance.serving_engine,
            CalibrationKind::ServingMemory))
        q.overheads.serving_overhead_factor = memory->factor;
    return q;
}

std::optional<Candidate> best_inference(const Scenario& s, const Hardware& hw, bool simulate) {
    ServingQuery q = serving_query(s, hw);
    q.simulate = simulate;
    const TimeCalibration* memory_calibration =
        find_serving_calibration(s.plan.performance.calibrations, hw.gpu->id,
                                 s.plan.performance.serving_engine, CalibrationKind::ServingMemory);
    auto found = search_serving(q);
    if (!found)
        return std::nullopt;
    auto choice = std::make_shared<const ServingChoice>(std::move(*found));
    const InferenceWorkload& w = choice->workload;
    const InferencePerformance& perf = choice->performance;
    Candidate c;
    c.fits = true;
    c.memory_per_gpu_bytes = choice->memory_per_gpu_bytes;
    const std::int64_t replica_gpus = w.replica_gpus();
    const std::int64_t needed = choice->replicas;
    const std::int64_t per_node = std::max<std::int64_t>(hw.gpus_per_node / replica_gpus, 1);
    const auto nodes_for = [&](std::int64_t replicas) {
        return replica_gpus <= hw.gpus_per_node ? (replicas + per_node - 1) / per_node
                                                : replicas * (replica_gpus / hw.gpus_per_node);
    };
    // Pinned hardware above what the rate needs runs as whole replicas all the same: what the
    // user sets, the plan honours, and the rest is headroom (helper walkthrough, 2026-12-07: 512
    // pinned H20s where 432 were needed left no option and no reason).
    std::int64_t used = needed;
    const bool pinned_more = s.hardware && !choice->disaggregated && replica_gpus > 0 &&
                             s.hardware->count % replica_gpus == 0 &&
                             s.hardware->count / replica_gpus > needed;
    if (pinned_more)
        used = s.hardware->count / replica_gpus;
    c.nodes = nodes_for(used);
    // Whole nodes are paid for, so every replica they hold serves: headroom at the same price.
    c.replicas = replica_gpus <= hw.gpus_per_node ? c.nodes * per_node : used;
    if (const auto& range = choice->range; range && c.nodes > 0) {
        // Pinned, the GPUs are the ones paid for whichever end holds; only a slow end that
        // needs more than them costs more.
        const double fast = d(nodes_for(range->fast.replicas)) / d(c.nodes);
        const double slow = d(nodes_for(range->slow.replicas)) / d(c.nodes);
        c.low_factor = pinned_more ? 1.0 : fast;
        c.high_factor = pinned_more ? std::max(1.0, slow) : slow;
    }
    // Replicas and attention groups are the serving layout's data parallelism: dp x tp x pp is
    // every GPU; the experts spread over ep GPUs of each replica.
    const std::int64_t g = w.attention_data_parallel;
    c.layout =
        Layout{c.replicas * g, w.tensor_parallel, w.pipeline_parallel, 1, w.expert_parallel()};
    c.tokens_per_second = perf.tokens_per_second_total * d(c.replicas);
    // With a target rate the replicas are sized to serve it, so the service delivers that rate
    // (and a million tokens costs what the replicas cost over it). The mean figures at the
    // scenario's concurrency can say less: the simulation lets a replica run as many sequences
    // as its engine allows, not the scenario's concurrency (helper check, 2026-12-06: 11,267
    // tokens/s shown for an option sized for 20,000).
    if (const double rate = s.workload.inference.target_rate(); rate > 0 && choice->meets_targets)
        c.tokens_per_second = rate * d(w.output_tokens);
    c.ttft = perf.ttft_seconds;
    c.tpot = perf.tpot_seconds;
    c.decode_step = perf.decode_step_seconds;
    c.api_server = perf.api_server_seconds;
    c.api_server_bound = perf.api_server_bound;
    for (const auto& cal : {perf.prefill_calibration, perf.decode_calibration})
        if (cal)
            c.calibrations.push_back(*cal);
    if (memory_calibration)
        c.calibrations.push_back(*memory_calibration);
    c.seconds = w.duration_hours * 3600.0;
    c.dominant =
        perf.decode_memory_bound ? TimeTerm::DecodeMemoryBandwidth : TimeTerm::DecodeCompute;
    if (const auto& pd = choice->disaggregated)
        c.why.push_back(make_diagnostic(
            DiagCode::WhyDisaggregated,
            {d(pd->prefill_workers), d(pd->decode_workers + (c.replicas - needed)),
             d(w.tensor_parallel), pd->kv_transfer_seconds * 1e3, choice->judged_ttft()}));
    else
        c.why.push_back(make_diagnostic(DiagCode::WhyServing,
                                        {d(c.replicas), d(w.tensor_parallel), perf.ttft_seconds,
                                         perf.tokens_per_second_per_sequence,
                                         perf.decode_memory_bound ? 1.0 : 0.0, d(g),
                                         d(w.expert_parallel()), d(w.pipeline_parallel)}));
    // A small model on a fast GPU: the replica waits for its API server (time/performance.h).
    if (perf.api_server_bound && perf.requests_per_second > 0)
        c.why.push_back(
            make_diagnostic(DiagCode::WhyApiServerBound,
                            {1e3 / perf.requests_per_second, perf.requests_per_second}));
    // How sure the prefill's rate is (docs/performance.md, "Prefill rate").
    c.why.push_back(
        make_diagnostic(DiagCode::WhyPrefillRate,
                        {perf.prefill.utilization * 100,
                         perf.prefill.source == PrefillRateSource::EngineBenchmark ? 1.0 : 0.0,
                         perf.prefill.source == PrefillRateSource::Scenario ? 1.0 : 0.0}));
    // A target near what one prompt alone takes sizes the fleet (helper walkthrough,
    // 2026-12-07: Llama 3.1 405B at 4,096-token prompts; the summary did not say why).
    if (const double target = w.ttft_target_seconds, floor = choice->analytic_ttft_seconds;
        w.target_rate() > 0 && target >= floor && floor > 0 && target < 2 * floor && needed > 1 &&
        !choice->disaggregated)
        c.why.push_back(make_diagnostic(DiagCode::WhyTtftNearFloor, {target, floor}));
    c.serving = std::move(choice);
    return c;
}

const std::optional<Candidate>& CandidateCache::get(const Hardware& hw, std::int64_t nodes) {
    // One node does not use the network between nodes: offerings that differ only there share
    // a candidate.
    // A serving replica may span nodes whatever `nodes` says; its search (simulations) is
    // shared by networks within a factor of sqrt(2) of each other, as training's strategy is.
    const bool networked = nodes > 1 || scenario_.workload.is_inference();
    const auto key =
        std::make_tuple(hw.gpu, hw.gpus_per_node, hw.intra,
                        !networked                          ? 0.0
                        : scenario_.workload.is_inference() ? d(network_class(hw.inter))
                                                            : hw.inter,
                        nodes);
    auto it = cache_.find(key);
    if (it == cache_.end())
        it = cache_
                 .emplace(
                     key,
                     Entry{hw, scenario_.workload.is_inference()
                                   ? best_inference(scenario_, hw, scenario_.hardware.has_value())
                                   : best_training(scenario_, hw, nodes,
                                                   scenario_.hardware.has_value(), &search_)})
                 .first;
    return it->second.cand;
}

std::vector<const Candidate*> CandidateCache::simulate(const std::vector<const Candidate*>& wanted,
                                                       unsigned threads) {
    // The entries to simulate, each once: a service's options share candidates.
    std::vector<Entry*> entries;
    for (const Candidate* c : wanted) {
        if (!c || !c->serving || c->serving->simulated)
            continue;
        for (auto& [key, entry] : cache_)
            if (entry.cand && &*entry.cand == c &&
                std::find(entries.begin(), entries.end(), &entry) == entries.end())
                entries.push_back(&entry);
    }
    // Each simulation reads the scenario and the catalogs only: they run side by side (most of
    // a serving plan's time, docs/bench.md) and are written back in order.
    std::vector<std::optional<Candidate>> simulated(entries.size());
    parallel_for(entries.size(), threads, [&](std::size_t i) {
        simulated[i] = best_inference(scenario_, entries[i]->hw, true);
    });
    std::vector<const Candidate*> changed;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (!simulated[i])
            continue;
        *entries[i]->cand = std::move(*simulated[i]); // in place: drafts point at it
        changed.push_back(&*entries[i]->cand);
    }
    return changed;
}

} // namespace gpuplanner::plan_detail
