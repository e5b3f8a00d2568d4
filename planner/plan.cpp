#include "plan.h"

#include "strategy.h"

#include "errors.h"
#include "number_text.h"
#include "units.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <memory>
#include <tuple>

namespace gpuplanner {

std::optional<SortKey> sort_key_from_string(const std::string& s) {
    if (s == "cost")
        return SortKey::Cost;
    if (s == "time")
        return SortKey::Time;
    if (s == "cost_time")
        return SortKey::CostTime;
    return std::nullopt;
}

namespace {

constexpr double kStaleDays = 183; // "prices older than six months"

double d(std::int64_t v) {
    return static_cast<double>(v);
}

// Days since 1970-01-01 for a YYYY-MM-DD date (Howard Hinnant's days_from_civil); nullopt if
// malformed.
std::optional<long> days(const std::string& date) {
    int y = 0, m = 0, dd = 0;
    if (date.size() != 10 || std::sscanf(date.c_str(), "%4d-%2d-%2d", &y, &m, &dd) != 3)
        return std::nullopt;
    y -= m <= 2;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153u * static_cast<unsigned>(m + (m > 2 ? -3 : 9)) + 2) / 5 +
                         static_cast<unsigned>(dd) - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long>(doe) - 719468;
}

// Message numbers, printf-style (number_text.h).
std::string fmt(const char* pattern, double v) {
    return format_number(pattern, v);
}

// Per-direction GPU-to-GPU bandwidth inside a node. Catalog figures are bidirectional totals.
double intra_bandwidth(const GpuSpec& g, const std::string& interconnect) {
    if (interconnect == "nvlink" && g.interconnect_bytes_per_second > 0)
        return g.interconnect_bytes_per_second / 2.0;
    const double pcie = g.interconnect_bytes_per_second > 0
                            ? std::min(g.interconnect_bytes_per_second, 64e9)
                            : 32e9;
    return pcie / 2.0;
}

// The owned machine's GPU: the catalog entry, or with local.probe the measured figures (kept in
// `storage`, which must outlive the plan's use of the pointer).
const GpuSpec* local_gpu(const OwnedHardware& h, const GpuCatalog& gpus,
                         std::optional<GpuSpec>& storage) {
    const GpuSpec* spec = h.gpu_id.empty() ? nullptr : gpus.find(h.gpu_id);
    if (!h.probe)
        return spec;
    storage = spec ? measured_gpu(*spec, *h.probe, h.probe_reference)
                   : measured_gpu(*h.probe, h.probe_reference);
    return &*storage;
}

struct Hardware {
    const GpuSpec* gpu = nullptr;
    std::int64_t gpus_per_node = 1;
    double intra = 0;
    double inter = 0; // per node, bytes/s; 0 = unknown
};

struct Candidate {
    bool fits = false;
    Layout layout;
    std::int64_t nodes = 1;
    double seconds = 0;
    std::string dominant;
    std::string detail;
    // inference
    std::int64_t replicas = 0;
    double tokens_per_second = 0;
    double ttft = 0;
    double tpot = 0;
    std::string mfu_note;
    std::shared_ptr<const StrategyResult> strategy; // training: what the search chose
};

std::vector<std::int64_t> powers_of_two(std::int64_t max) {
    std::vector<std::int64_t> out;
    for (std::int64_t v = 1; v <= max; v *= 2)
        out.push_back(v);
    return out;
}

// What the strategy searches of one plan share: strategies evaluated, the memory totals of the
// strategies evaluated (the same on every GPU and network), and the pinned strategy's closest
// miss (what the warning names when no option fits).
struct PlanSearch {
    MemoryMemo memory_memo;
    std::int64_t evaluated = 0;
    bool any = false;
    double overflow = 0; // needed / capacity, the smallest seen
    MemoryBreakdown memory;
    const GpuSpec* gpu = nullptr;
    // The strategy chosen per (GPU, GPUs per node, node link, network class, nodes): offerings
    // whose networks differ by less than a factor of sqrt(2) share the search; each still gets
    // its time computed for its own network.
    std::map<std::tuple<const GpuSpec*, std::int64_t, double, int, std::int64_t>,
             std::shared_ptr<const StrategyResult>>
        memo;
};

int network_class(double bytes_per_second) {
    return bytes_per_second > 0
               ? static_cast<int>(std::floor(2.0 * std::log2(bytes_per_second / 1e9)))
               : std::numeric_limits<int>::min();
}

std::optional<Candidate> best_training(const Scenario& s, const Hardware& hw, std::int64_t nodes,
                                       bool allow_idle, PlanSearch* miss = nullptr) {
    StrategyQuery q;
    q.model = &s.model;
    q.type = s.workload.type;
    q.workload = s.workload.training;
    q.overheads = s.overheads;
    q.gpu = hw.gpu;
    q.cluster = ClusterShape{nodes, hw.gpus_per_node, hw.intra, hw.inter};
    q.performance = s.plan.performance;
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
    c.layout = Layout{par.data, par.tensor, par.pipeline};
    c.nodes = nodes;
    c.seconds = r.time.total_seconds;
    c.dominant = r.time.dominant_term();
    c.strategy = shared;
    // Text only for the winner: formatting is the slow part of the search.
    const TrainingTime& t = r.time;
    const double share = t.total_seconds > 0 ? 100.0 * t.compute_seconds / t.total_seconds : 0;
    c.detail = "dp " + std::to_string(par.data) + " x tp " + std::to_string(par.tensor) + " x pp " +
               std::to_string(par.pipeline) + ", MFU " + fmt("%.0f%%", t.mfu * 100) + ", compute " +
               fmt("%.0f%%", share) + " of the time";
    c.mfu_note = t.mfu_source;
    return c;
}

std::optional<Candidate> best_inference(const Scenario& s, const Hardware& hw) {
    const ModelSpec& m = s.model;
    const InferenceWorkload& base = s.workload.inference;
    // A tensor size the scenario sets is the only one tried (and its pipeline size kept).
    const std::vector<std::int64_t> tensors =
        base.tensor_pinned ? std::vector<std::int64_t>{base.tensor_parallel}
                           : powers_of_two(std::min<std::int64_t>(hw.gpus_per_node, 8));
    for (auto t : tensors) {
        if (!m.is_transformer() || m.arch.num_heads % t != 0 || hw.gpus_per_node % t != 0)
            continue;
        InferenceWorkload w = base;
        w.tensor_parallel = t;
        w.pipeline_parallel = base.tensor_pinned ? base.pipeline_parallel : 1;
        if (t * w.pipeline_parallel > hw.gpus_per_node)
            continue;
        if (inference_memory(m, w, s.overheads).total_bytes() > hw.gpu->memory_bytes)
            continue;
        const auto perf = inference_performance(m, w, *hw.gpu, s.plan.performance);
        if (!perf)
            return std::nullopt;
        Candidate c;
        c.fits = true;
        c.layout = Layout{1, t, 1};
        double replicas = 1;
        if (w.target_requests_per_second > 0)
            replicas = std::max(
                replicas,
                std::ceil(w.target_requests_per_second / perf->requests_per_second - 1e-9));
        if (w.target_output_tokens_per_second > 0)
            replicas = std::max(replicas, std::ceil(w.target_output_tokens_per_second /
                                                        perf->tokens_per_second_total -
                                                    1e-9));
        c.replicas = static_cast<std::int64_t>(std::min(replicas, 1e9));
        const std::int64_t per_node = hw.gpus_per_node / t;
        c.nodes = (c.replicas + per_node - 1) / per_node;
        c.tokens_per_second = perf->tokens_per_second_total * d(c.replicas);
        c.ttft = perf->ttft_seconds;
        c.tpot = perf->tpot_seconds;
        c.seconds = w.duration_hours * 3600.0;
        c.dominant = perf->decode_memory_bound ? "decode_memory_bandwidth" : "decode_compute";
        c.detail = std::to_string(c.replicas) + " replica(s) x tp " + std::to_string(t) +
                   ", TTFT " + fmt("%.2f s", perf->ttft_seconds) + ", " +
                   fmt("%.1f", perf->tokens_per_second_per_sequence) +
                   " tokens/s per sequence, decode " +
                   (perf->decode_memory_bound ? "memory-bound" : "compute-bound");
        return c;
    }
    return std::nullopt;
}

bool region_matches(const std::vector<std::string>& wanted, const std::string& region) {
    if (wanted.empty())
        return true;
    for (const auto& w : wanted)
        if (region.rfind(w, 0) == 0)
            return true;
    return false;
}

// Constraints that do not depend on time or cost; a reason when the offering is out.
std::string static_exclusion(const Scenario& s, const Offering& o, const Provider* p) {
    const Constraints& c = s.plan.constraints;
    if (o.unverified && !c.include_unverified)
        return "unverified price";
    if (!c.providers.empty() &&
        std::find(c.providers.begin(), c.providers.end(), o.provider) == c.providers.end())
        return "provider";
    if (!region_matches(c.regions, o.region))
        return "region";
    if (p && !c.jurisdictions.empty() &&
        std::find(c.jurisdictions.begin(), c.jurisdictions.end(), p->jurisdiction) ==
            c.jurisdictions.end())
        return "jurisdiction";
    for (const auto& cert : c.certifications)
        if (!p || std::find(p->certifications.begin(), p->certifications.end(), cert) ==
                      p->certifications.end())
            return "certification " + cert;
    if (s.hardware && o.gpu_id != s.hardware->gpu_id)
        return "pinned hardware";
    return {};
}

struct Pricing {
    BillingMode mode;
    double price_per_node_hour; // plan currency
    bool derived = false;       // reserved price derived from on-demand with the assumed discount
    double discount = 0;
};

std::vector<Pricing> billing_modes(const Scenario& s, const Offering& o, const Provider* p,
                                   const CurrencyTable& fx, const std::string& currency) {
    std::vector<Pricing> out;
    auto conv = [&](double v) { return fx.convert(v, o.currency, currency); };
    const Constraints& c = s.plan.constraints;
    if (o.on_demand_per_hour)
        out.push_back({BillingMode::OnDemand, conv(*o.on_demand_per_hour)});
    if (o.spot_per_hour && c.allow_spot)
        out.push_back({BillingMode::Spot, conv(*o.spot_per_hour)});
    if (c.allow_reserved) {
        const bool offers_reserved = p && p->reserved_max_discount > 0;
        auto reserved = [&](BillingMode mode, const std::optional<double>& explicit_price,
                            double discount) {
            if (explicit_price)
                out.push_back({mode, conv(*explicit_price)});
            else if (offers_reserved && o.on_demand_per_hour)
                out.push_back(
                    {mode, conv(*o.on_demand_per_hour) * (1.0 - discount), true, discount});
        };
        reserved(BillingMode::Reserved1y, o.reserved_1y_per_hour, s.plan.reserved.discount_1y);
        reserved(BillingMode::Reserved3y, o.reserved_3y_per_hour, s.plan.reserved.discount_3y);
    }
    return out;
}

// An option while the plan is being made: numbers only, with pointers to what it came from.
// Strings (names, reasons, warnings) are built only for the options that are returned.
enum Violation : unsigned {
    kViolationIncompatible = 1u << 0,
    kViolationDeadline = 1u << 1,
    kViolationBudget = 1u << 2,
    kViolationTtft = 1u << 3,
    kViolationTpot = 1u << 4,
    kViolationMaxGpus = 1u << 5,
    kViolationHostRam = 1u << 6,
};

struct Draft {
    const Offering* offering = nullptr;
    const Candidate* cand = nullptr;
    BillingMode mode = BillingMode::OnDemand;
    double on_demand_per_node_hour = 0; // for the reserved break-even utilization
    bool derived_price = false;         // reserved: on-demand less the assumed discount
    double discount = 0;
    std::int64_t nodes = 1;
    std::int64_t gpu_count = 1;
    double hours = 0;
    double base_hours = 0; // before spot rework
    double cost = 0;
    double price_per_hour = 0;
    bool stale = false;
    // Constraints not met, as flags (kViolation*): sentences are written only for the options
    // returned, in violation_sentences.
    unsigned violations = 0;
    const std::vector<std::string>* incompatible = nullptr; // the GPU's compatibility problems
    double host_bytes = 0; // host RAM offload needs per node, when more than the instance has
    std::optional<double> buy_break_even_jobs;
    std::optional<double> buy_break_even_local_hours;
    bool pareto = false;
};

// Hours and cost of one candidate under one billing mode.
void price_draft(Draft& dr, const Scenario& s, const Pricing& pr, const Provider* p) {
    const double seconds = dr.cand->seconds;
    const double hours = seconds / 3600.0;
    dr.base_hours = hours;
    dr.price_per_hour = pr.price_per_node_hour * d(dr.nodes);
    const double granularity = p ? p->billing_granularity_seconds : 3600;
    const double minimum = p ? p->minimum_billed_seconds : 3600;
    switch (pr.mode) {
    case BillingMode::Spot:
        if (!s.workload.is_inference()) {
            dr.hours = spot_expected_hours(hours, static_cast<int>(dr.nodes), s.plan.spot);
            dr.cost = billed_hours(dr.hours * 3600.0, granularity, minimum) * dr.price_per_hour;
            break;
        }
        [[fallthrough]];
    case BillingMode::OnDemand:
        dr.hours = hours;
        dr.cost = billed_hours(seconds, granularity, minimum) * dr.price_per_hour;
        break;
    case BillingMode::Reserved1y:
    case BillingMode::Reserved3y:
        dr.hours = hours;
        if (!s.workload.is_inference() && !s.plan.reserved.utilization_set) {
            // A one-off job with nothing said of the rest of the term: it pays the whole term
            // (or its own hours at the reserved price, when it fills the term).
            const double term_hours =
                kHoursPerYear * (pr.mode == BillingMode::Reserved1y ? 1.0 : 3.0);
            dr.cost = std::max(hours, term_hours) * dr.price_per_hour;
        } else {
            dr.cost = hours *
                      reserved_effective_price_per_used_hour(pr.price_per_node_hour,
                                                             s.plan.reserved.utilization) *
                      d(dr.nodes);
        }
        break;
    case BillingMode::Owned:
        break;
    }
}

// The sentences for a draft's violation flags (see constrain in make_plan).
std::vector<std::string> violation_sentences(const Draft& dr, const Scenario& s) {
    std::vector<std::string> out;
    const Constraints& c = s.plan.constraints;
    if ((dr.violations & kViolationIncompatible) && dr.incompatible)
        for (const auto& problem : *dr.incompatible)
            out.push_back("incompatible: " + problem);
    if ((dr.violations & kViolationDeadline) && c.deadline_hours)
        out.push_back(fmt("misses the %.0f h deadline", *c.deadline_hours));
    if (dr.violations & kViolationBudget)
        out.push_back("over budget");
    if (dr.violations & kViolationTtft)
        out.push_back(fmt("time to first token %.2f s misses the target", dr.cand->ttft));
    if (dr.violations & kViolationTpot)
        out.push_back(fmt("%.3f s per output token misses the target", dr.cand->tpot));
    if (dr.violations & kViolationMaxGpus)
        out.push_back("more GPUs than constraints.max_gpus");
    if (dr.violations & kViolationHostRam) {
        out.push_back(fmt("offload needs %.0f GiB of host RAM per node", dr.host_bytes / kGiB) +
                      fmt(", the instance has %.0f GiB", dr.offering->ram_gib));
    }
    return out;
}

PlanOption to_option(const Draft& dr, const Scenario& s) {
    const Offering& o = *dr.offering;
    const Candidate& cand = *dr.cand;
    PlanOption opt;
    opt.provider = o.provider;
    opt.instance = o.instance_type;
    opt.region = o.region;
    opt.gpu_id = o.gpu_id;
    opt.gpus_per_node = o.gpu_count;
    opt.nodes = dr.nodes;
    opt.gpu_count = dr.gpu_count;
    opt.billing = dr.mode;
    opt.layout = cand.layout;
    opt.dominant = cand.dominant;
    opt.as_of = o.as_of;
    opt.source = o.source;
    opt.replicas = cand.replicas;
    opt.tokens_per_second = cand.tokens_per_second;
    opt.ttft_seconds = cand.ttft;
    opt.hours = dr.hours;
    opt.gpu_hours = dr.hours * d(dr.gpu_count);
    opt.cost = dr.cost;
    opt.price_per_hour = dr.price_per_hour;
    opt.pareto = dr.pareto;
    opt.violations = violation_sentences(dr, s);
    opt.buy_break_even_jobs = dr.buy_break_even_jobs;
    opt.buy_break_even_local_hours = dr.buy_break_even_local_hours;
    opt.why = cand.detail;
    opt.strategy = cand.strategy;
    if (const StrategyResult* st = cand.strategy.get()) {
        const Strategy& b = st->best;
        if (b.batch_exceeded)
            opt.warnings.push_back(
                "the layout runs " + fmt("%.0f", b.global_batch) +
                " sequences per step, more than "
                "the " +
                fmt("%.0f", b.requested_batch) +
                (b.batch_from_default ? " of the default global batch" : " asked for") +
                ": fewer data-parallel replicas or a larger batch");
        if (b.idle_gpus > 0)
            opt.warnings.push_back(std::to_string(b.idle_gpus) + " of the " +
                                   std::to_string(dr.gpu_count) +
                                   " GPUs stay idle: no layout that fits uses them all");
    }
    if (s.workload.is_inference() && cand.tokens_per_second > 0) {
        // What an hour of service costs as billed (a reservation's hour at its utilisation).
        const double per_hour = dr.hours > 0 ? dr.cost / dr.hours : dr.price_per_hour;
        opt.cost_per_million_tokens = per_hour / (cand.tokens_per_second * 3600.0) * 1e6;
    }
    switch (dr.mode) {
    case BillingMode::Spot:
        if (s.workload.is_inference()) {
            // the plan-wide warning covers spot serving
        } else {
            opt.why += "; spot: " +
                       fmt("%+.1f%%", (dr.hours / std::max(dr.base_hours, 1e-12) - 1.0) * 100) +
                       " expected rework (" + to_string(s.plan.spot.interruption) +
                       " interruptions per month)";
            if (s.plan.spot.checkpoint_interval_hours <= 0)
                opt.warnings.push_back("spot without checkpoints: every interruption restarts the "
                                       "job from the beginning");
        }
        break;
    case BillingMode::Reserved1y:
    case BillingMode::Reserved3y: {
        opt.term_years = dr.mode == BillingMode::Reserved1y ? 1 : 3;
        opt.commitment = dr.price_per_hour * kHoursPerYear * opt.term_years;
        const bool whole_term = !s.workload.is_inference() && !s.plan.reserved.utilization_set;
        const std::string use =
            whole_term ? std::string("the whole term charged to this job")
                       : fmt("%.0f%%", s.plan.reserved.utilization * 100) + " of the term in use";
        opt.why += "; " +
                   (dr.derived_price ? "on-demand less the assumed " +
                                           fmt("%.0f%%", dr.discount * 100) + " discount"
                                     : std::string("listed reserved price")) +
                   ", paid for the whole term; " + use;
        if (dr.on_demand_per_node_hour > 0)
            opt.why += fmt("; cheaper than on-demand above %.0f%% use",
                           100 * reserved_break_even_utilization(dr.price_per_hour / d(dr.nodes),
                                                                 dr.on_demand_per_node_hour));

        break;
    }
    default:
        break;
    }
    if (dr.stale)
        opt.warnings.push_back("price as of " + o.as_of + " is older than six months");
    if (o.unverified)
        opt.warnings.push_back("unverified price: " + o.notes);
    if (dr.nodes > 1 && o.network_gbps < 100)
        opt.warnings.push_back(
            fmt("%.0f Gbps between nodes: gradient exchange will be slow", o.network_gbps));
    return opt;
}

} // namespace

PlanResult make_plan(const Scenario& s, const PlanCatalogs& cat, const PlanRequest& req) {
    PlanResult result;
    CurrencyTable fx = *cat.currencies;
    for (const auto& [code, rate] : s.plan.currency.rates_per_usd)
        fx.per_usd[code] = rate;
    if (!s.plan.currency.as_of.empty())
        fx.as_of = s.plan.currency.as_of;
    result.currency = req.currency.empty() ? s.plan.currency.code : req.currency;
    if (!fx.knows(result.currency))
        throw InputError(s.file, "currency.code", "unknown currency \"" + result.currency + "\"");
    const Constraints& c = s.plan.constraints;
    if (c.budget && !fx.knows(c.budget_currency))
        throw InputError(s.file, "constraints.budget.currency",
                         "unknown currency \"" + c.budget_currency + "\"");
    const std::optional<double> budget =
        c.budget ? std::optional<double>(fx.convert(*c.budget, c.budget_currency, result.currency))
                 : std::nullopt;

    result.memory = workload_memory(s.model, s.workload, s.overheads);
    const auto today = days(req.today);
    const bool stale_fx = today && days(fx.as_of) && *today - *days(fx.as_of) > kStaleDays;

    // Evaluate each distinct hardware shape once: offerings in many regions share it. std::map
    // nodes do not move, so drafts can point at candidates.
    std::map<std::tuple<const GpuSpec*, std::int64_t, double, double, std::int64_t>,
             std::optional<Candidate>>
        cache;
    PlanSearch plan_search;
    auto candidate = [&](const Hardware& hw,
                         std::int64_t nodes) -> const std::optional<Candidate>& {
        // One node does not use the network between nodes: offerings that differ only there share
        // a candidate.
        const auto key =
            std::make_tuple(hw.gpu, hw.gpus_per_node, hw.intra, nodes > 1 ? hw.inter : 0.0, nodes);
        auto it = cache.find(key);
        if (it == cache.end())
            it = cache
                     .emplace(key, s.workload.is_inference()
                                       ? best_inference(s, hw)
                                       : best_training(s, hw, nodes, s.hardware.has_value(),
                                                       &plan_search))
                     .first;
        return it->second;
    };
    // Compatibility per GPU, computed once (it parses version strings).
    std::map<const GpuSpec*, std::vector<std::string>> compat_cache;
    auto compat_problems = [&](const GpuSpec& gpu) -> const std::vector<std::string>& {
        auto it = compat_cache.find(&gpu);
        if (it == compat_cache.end())
            it = compat_cache
                     .emplace(&gpu, cat.compat
                                        ? compatibility_problems(*cat.compat, s.plan.software, gpu)
                                        : std::vector<std::string>{})
                     .first;
        return it->second;
    };
    auto constrain = [&](Draft& dr, const GpuSpec& gpu) {
        const auto& problems = compat_problems(gpu);
        if (!problems.empty()) {
            dr.violations |= kViolationIncompatible;
            dr.incompatible = &problems;
        }
        // A deadline bounds a job; a service runs for its workload.duration_hours instead.
        if (c.deadline_hours && !s.workload.is_inference() && dr.hours > *c.deadline_hours)
            dr.violations |= kViolationDeadline;
        if (budget && dr.cost > *budget)
            dr.violations |= kViolationBudget;
        if (s.workload.is_inference()) {
            const auto& inf = s.workload.inference;
            if (inf.ttft_target_seconds > 0 && dr.cand->ttft > inf.ttft_target_seconds)
                dr.violations |= kViolationTtft;
            if (inf.tpot_target_seconds > 0 && dr.cand->tpot > inf.tpot_target_seconds)
                dr.violations |= kViolationTpot;
        }
        if (dr.gpu_count > c.max_gpus)
            dr.violations |= kViolationMaxGpus;
        // Offload keeps states in host RAM: every GPU process of a node needs its share.
        const double host = result.memory.host_bytes * d(dr.offering->gpu_count);
        if (host > 0 && dr.offering->ram_gib > 0 && host > dr.offering->ram_gib * kGiB) {
            dr.violations |= kViolationHostRam;
            dr.host_bytes = host;
        }
    };

    std::vector<Draft> drafts;
    std::size_t unknown_gpu = 0;
    std::size_t unbounded = 0;
    bool used_foreign_currency = false;
    for (const Offering& o : cat.offerings->offerings) {
        const Provider* p = cat.offerings->provider(o.provider);
        if (!static_exclusion(s, o, p).empty())
            continue;
        const GpuSpec* gpu = cat.gpus->find(o.gpu_id);
        if (!gpu) {
            ++unknown_gpu;
            continue;
        }
        const Hardware hw{gpu, o.gpu_count, intra_bandwidth(*gpu, o.gpu_interconnect),
                          o.network_gbps * 1e9 / 8.0};
        std::vector<std::int64_t> node_counts;
        if (s.hardware) {
            // The same rule as below: several nodes need a published network between them
            // (16 single-GPU VMs with no figure would otherwise rank with NVLink nodes).
            if (s.hardware->count % o.gpu_count == 0 &&
                (s.hardware->count == o.gpu_count || o.network_gbps > 0))
                node_counts.push_back(s.hardware->count / o.gpu_count);
        } else if (s.workload.is_inference()) {
            node_counts.push_back(1); // replicas decide the node count
        } else {
            for (std::int64_t n = 1; n * o.gpu_count <= c.max_gpus; n *= 2) {
                node_counts.push_back(n);
                if (o.network_gbps <= 0 || o.network_gbps < c.min_network_gbps)
                    break; // unknown or too slow network: one node only
            }
        }
        const auto modes = billing_modes(s, o, p, fx, result.currency);
        const auto offered = days(o.as_of);
        const bool stale = today && offered && *today - *offered > kStaleDays;
        used_foreign_currency = used_foreign_currency || o.currency != result.currency;
        const double on_demand_per_node_hour =
            o.on_demand_per_hour ? fx.convert(*o.on_demand_per_hour, o.currency, result.currency)
                                 : 0;
        for (std::int64_t n : node_counts) {
            const auto& cand = candidate(hw, n);
            ++result.considered;
            if (!cand)
                continue;
            const std::int64_t gpus = cand->nodes * o.gpu_count;
            if (s.hardware && gpus != s.hardware->count)
                continue;
            for (const Pricing& pr : modes) {
                Draft dr;
                dr.offering = &o;
                dr.cand = &*cand;
                dr.mode = pr.mode;
                dr.derived_price = pr.derived;
                dr.on_demand_per_node_hour = on_demand_per_node_hour;
                dr.discount = pr.discount;
                dr.nodes = cand->nodes;
                dr.gpu_count = gpus;
                dr.stale = stale;
                price_draft(dr, s, pr, p);
                if (!std::isfinite(dr.hours) || !std::isfinite(dr.cost)) {
                    ++unbounded; // spot without checkpoints on a job far longer than the time
                                 // between interruptions
                    continue;
                }
                constrain(dr, *gpu);
                drafts.push_back(std::move(dr));
            }
        }
    }

    // The user's own machine, as an offering of its own.
    Offering local_offering;
    std::optional<Candidate> local_cand;
    std::optional<GpuSpec> local_spec; // the measured GPU when local.probe is given
    if (s.plan.local) {
        const OwnedHardware& h = *s.plan.local;
        if (const GpuSpec* gpu = local_gpu(h, *cat.gpus, local_spec)) {
            if (h.probe) {
                result.local_probe = *h.probe;
                result.local_measured = *gpu;
                if (const GpuSpec* spec = cat.gpus->find(h.gpu_id))
                    result.local_datasheet = *spec;
                result.local_comparison = compare_probe(
                    *h.probe, result.local_datasheet ? &*result.local_datasheet : nullptr,
                    h.probe_reference);
                result.local_probe_file = h.probe_file;
                result.local_probe_date = h.probe_date;
            }
            Hardware hw{gpu, h.gpu_count, intra_bandwidth(*gpu, "pcie"), 0};
            if (h.probe && h.gpu_count > 1 && !h.probe->peer_bytes_per_second.empty()) {
                // Measured GPU-to-GPU copies bound the ring all-reduce better than the datasheet.
                double slowest = 0;
                for (const auto& [other, bw] : h.probe->peer_bytes_per_second)
                    slowest = slowest == 0 ? bw : std::min(slowest, bw);
                if (slowest > 0)
                    hw.intra = slowest;
            }
            local_cand =
                s.workload.is_inference() ? best_inference(s, hw) : best_training(s, hw, 1, true);
            if (local_cand && local_cand->nodes == 1) {
                const double per_hour =
                    fx.convert(owned_cost_per_hour(h, gpu->tdp_watts), h.currency, result.currency);
                const double power = fx.convert(owned_power_per_hour(h, gpu->tdp_watts), h.currency,
                                                result.currency);
                local_offering.provider = "local";
                local_offering.instance_type =
                    "owned " + std::to_string(h.gpu_count) + " x " + gpu->name;
                local_offering.region = "on premises";
                local_offering.gpu_id = gpu->id;
                local_offering.gpu_count = h.gpu_count;
                local_offering.source =
                    h.probe ? "the scenario's local section, measured by gpuprobe (" +
                                  h.probe_file + ")"
                            : "the scenario's local section";
                local_offering.currency = result.currency;
                local_cand->detail += "; owned: " + fmt("%.2f", per_hour) + " " + result.currency +
                                      " per used hour (capital over " +
                                      fmt("%.0f", h.amortization_years) + " years at " +
                                      fmt("%.0f%%", h.utilization * 100) + " use, power " +
                                      fmt("%.2f", power) + ")";
                if (h.probe)
                    local_cand->detail +=
                        "; GPU as measured by gpuprobe" +
                        (h.probe_date.empty() ? std::string() : " on " + h.probe_date) +
                        " (docs/probe.md)";
                Draft dr;
                dr.offering = &local_offering;
                dr.cand = &*local_cand;
                dr.mode = BillingMode::Owned;
                dr.nodes = 1;
                dr.gpu_count = h.gpu_count;
                dr.hours = dr.base_hours = local_cand->seconds / 3600.0;
                dr.price_per_hour = per_hour;
                dr.cost = dr.hours * per_hour;
                constrain(dr, *gpu);
                const double purchase = fx.convert(h.purchase_price, h.currency, result.currency);
                result.owned_purchase = purchase;
                result.owned_power_per_hour = power;
                result.owned_job_hours = dr.hours;
                result.owned_hours_available = h.amortization_years * kHoursPerYear * h.utilization;
                const double local_power_job = dr.hours * power;
                for (auto& other : drafts)
                    if (other.cost - local_power_job > 0) {
                        other.buy_break_even_jobs = purchase / (other.cost - local_power_job);
                        other.buy_break_even_local_hours = *other.buy_break_even_jobs * dr.hours;
                    }
                drafts.push_back(std::move(dr));
            } else {
                result.warnings.push_back(
                    "the local " + gpu->name +
                    " machine cannot run this workload (memory or precision)");
            }
        }
    }

    // Constraints, ranking and the Pareto front, on indices; strings only for what is returned.
    std::vector<std::size_t> ok;
    std::vector<std::size_t> excluded;
    for (std::size_t i = 0; i < drafts.size(); ++i)
        (drafts[i].violations == 0 ? ok : excluded).push_back(i);
    auto key = [&](std::size_t i) {
        const Draft& o = drafts[i];
        switch (req.sort) {
        case SortKey::Time:
            return std::make_tuple(o.hours, o.cost);
        case SortKey::CostTime:
            return std::make_tuple(o.hours * o.cost, o.cost);
        case SortKey::Cost:
            break;
        }
        return std::make_tuple(o.cost, o.hours);
    };
    std::stable_sort(ok.begin(), ok.end(),
                     [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    {
        std::vector<std::size_t> by_time = ok;
        std::stable_sort(by_time.begin(), by_time.end(), [&](std::size_t a, std::size_t b) {
            return std::make_tuple(drafts[a].hours, drafts[a].cost) <
                   std::make_tuple(drafts[b].hours, drafts[b].cost);
        });
        double best_cost = std::numeric_limits<double>::infinity();
        for (std::size_t i : by_time)
            if (drafts[i].cost < best_cost) { // cheaper than everything faster: not dominated
                best_cost = drafts[i].cost;
                drafts[i].pareto = true;
            }
    }
    if (req.top > 0 && ok.size() > req.top)
        ok.resize(req.top);
    result.options.reserve(ok.size());
    for (std::size_t i : ok) {
        if (drafts[i].pareto)
            result.pareto.push_back(result.options.size());
        result.options.push_back(to_option(drafts[i], s));
    }
    for (std::size_t k = 0; k < excluded.size() && k < 200; ++k)
        result.excluded.push_back(to_option(drafts[excluded[k]], s));

    // Plan-wide warnings (once, not on every option).
    const auto any_option = [&](auto pred) {
        return std::any_of(result.options.begin(), result.options.end(), pred);
    };
    if (any_option([](const PlanOption& o) {
            return o.billing == BillingMode::Reserved1y || o.billing == BillingMode::Reserved3y;
        }))
        result.warnings.push_back(
            !s.workload.is_inference() && !s.plan.reserved.utilization_set
                ? std::string("a reservation is paid whether used or not: reserved options are "
                              "charged their whole term, since the scenario does not say the "
                              "rest of it is used (billing.reserved.utilization)")
                : "a reservation is paid whether used or not: reserved costs assume the "
                  "capacity is used " +
                      fmt("%.0f%%", s.plan.reserved.utilization * 100) + " of its term");
    if (s.workload.is_inference() &&
        any_option([](const PlanOption& o) { return o.billing == BillingMode::Spot; }))
        result.warnings.push_back("spot capacity can be reclaimed at any time: keep on-demand "
                                  "capacity for the service level");
    if (unknown_gpu > 0)
        result.warnings.push_back(std::to_string(unknown_gpu) +
                                  " offering(s) skipped: their GPU is not in the GPU catalog");
    if (unbounded > 0)
        result.warnings.push_back(
            std::to_string(unbounded) +
            " spot option(s) dropped: without checkpoints the expected time has no bound");
    if (s.workload.is_inference() && !s.model.is_transformer())
        result.warnings.push_back(
            "serving is modelled for transformer language models only (prefill, decode, KV "
            "cache); " +
            s.model.name + " is planned by parameters and FLOPs per sample, for training");
    if (s.workload.is_inference() && c.deadline_hours)
        result.warnings.push_back("constraints.deadline_hours applies to training jobs; a service "
                                  "runs for workload.duration_hours");
    if (result.options.empty())
        result.warnings.push_back("no option meets the constraints and fits in memory");
    result.strategies_evaluated = plan_search.evaluated;
    if (result.options.empty() && plan_search.any)
        result.warnings.push_back(
            "the strategy fields set in the scenario do not fit on any GPU of the plan: at best " +
            explain_overflow(plan_search.memory, plan_search.gpu->memory_bytes) + " on " +
            plan_search.gpu->name + "; leave them to the planner (remove them) or change them");
    if (stale_fx && used_foreign_currency)
        result.warnings.push_back(
            "exchange rates as of " + fx.as_of +
            " are older than six months: set today's in the scenario (currency.rates_per_usd)");
    if (!s.workload.is_inference()) {
        const double best_hours = result.options.empty() ? 0 : result.options.front().hours;
        if (!s.plan.data.snapshots)
            result.warnings.push_back(
                "no snapshot policy: an instance lost for good takes data and checkpoints with it "
                "(the brief's case: 500 GB of training data lost); keep them on snapshotted or "
                "object storage");
        if (!s.plan.data.multi_zone && best_hours > 72)
            result.warnings.push_back(
                fmt("a %.0f-hour job in a single zone: a zone outage stops it; plan checkpoints to "
                    "storage another zone can read",
                    best_hours));
        const auto sizing = size_storage(s.model, s.workload.training, s.plan, best_hours * 3600.0);
        result.storage = sizing;
        if (!result.options.empty()) {
            const double have =
                s.plan.performance.storage_read_bytes_per_second * d(result.options.front().nodes);
            if (sizing.read_bytes_per_second > have)
                result.warnings.push_back(
                    fmt("the GPUs read %.2f GB/s", sizing.read_bytes_per_second / 1e9) +
                    fmt(", more than the %.2f GB/s storage gives: data loading bounds the job",
                        have / 1e9));
        }
    }
    if (result.memory.host_bytes > 0)
        result.warnings.push_back(fmt("offload needs %.0f GiB of host RAM per GPU process",
                                      result.memory.host_bytes / kGiB));
    for (const auto& w : s.warnings)
        result.warnings.push_back(w);
    return result;
}

} // namespace gpuplanner
