#include "plan.h"

#include "errors.h"
#include "units.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
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

std::string fmt(const char* pattern, double v) {
    char buf[96];
    std::snprintf(buf, sizeof buf, pattern, v);
    return buf;
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
};

std::vector<std::int64_t> powers_of_two(std::int64_t max) {
    std::vector<std::int64_t> out;
    for (std::int64_t v = 1; v <= max; v *= 2)
        out.push_back(v);
    return out;
}

std::optional<Candidate> best_training(const Scenario& s, const Hardware& hw, std::int64_t nodes) {
    const ModelSpec& m = s.model;
    const std::int64_t total = nodes * hw.gpus_per_node;
    std::vector<std::int64_t> tensors{1}, pipelines{1};
    if (m.is_transformer()) {
        tensors.clear();
        for (auto t : powers_of_two(std::min<std::int64_t>(hw.gpus_per_node, 8)))
            if (hw.gpus_per_node % t == 0 && m.arch.num_heads % t == 0)
                tensors.push_back(t);
        pipelines.clear();
        for (auto p : powers_of_two(std::min<std::int64_t>(m.arch.num_layers, 64)))
            pipelines.push_back(p);
    }
    ClusterShape cluster{nodes, hw.gpus_per_node, hw.intra, hw.inter};
    std::optional<Candidate> best;
    for (auto t : tensors)
        for (auto p : pipelines) {
            if (total % (t * p) != 0)
                continue;
            const Layout l{total / (t * p), t, p};
            TrainingWorkload w = s.workload.training;
            w.parallel.data = l.data;
            w.parallel.tensor = l.tensor;
            w.parallel.pipeline = l.pipeline;
            MemoryBreakdown mem;
            try {
                mem = training_memory(m, w, s.overheads);
            } catch (const std::invalid_argument&) {
                continue;
            }
            if (mem.total_bytes() > hw.gpu->memory_bytes)
                continue;
            const auto time = training_time(m, w, *hw.gpu, cluster, s.plan.performance);
            if (!time)
                continue;
            if (!best || time->total_seconds < best->seconds) {
                Candidate c;
                c.fits = true;
                c.layout = l;
                c.nodes = nodes;
                c.seconds = time->total_seconds;
                c.dominant = time->dominant_term();
                const double share = time->total_seconds > 0
                                         ? 100.0 * time->compute_seconds / time->total_seconds
                                         : 0;
                c.detail = "dp " + std::to_string(l.data) + " x tp " + std::to_string(l.tensor) +
                           " x pp " + std::to_string(l.pipeline) + ", MFU " +
                           fmt("%.0f%%", time->mfu * 100) + ", compute " + fmt("%.0f%%", share) +
                           " of the time";
                c.mfu_note = time->mfu_source;
                best = c;
            }
        }
    return best;
}

std::optional<Candidate> best_inference(const Scenario& s, const Hardware& hw) {
    const ModelSpec& m = s.model;
    const InferenceWorkload& base = s.workload.inference;
    for (auto t : powers_of_two(std::min<std::int64_t>(hw.gpus_per_node, 8))) {
        if (!m.is_transformer() || m.arch.num_heads % t != 0 || hw.gpus_per_node % t != 0)
            continue;
        InferenceWorkload w = base;
        w.tensor_parallel = t;
        w.pipeline_parallel = 1;
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
        c.tpot = perf->decode_step_seconds;
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
    std::string note;
};

std::vector<Pricing> billing_modes(const Scenario& s, const Offering& o, const Provider* p,
                                   const CurrencyTable& fx, const std::string& currency) {
    std::vector<Pricing> out;
    auto conv = [&](double v) { return fx.convert(v, o.currency, currency); };
    const Constraints& c = s.plan.constraints;
    if (o.on_demand_per_hour)
        out.push_back({BillingMode::OnDemand, conv(*o.on_demand_per_hour), ""});
    if (o.spot_per_hour && c.allow_spot)
        out.push_back({BillingMode::Spot, conv(*o.spot_per_hour), ""});
    if (c.allow_reserved) {
        const bool offers_reserved = p && p->reserved_max_discount > 0;
        auto reserved = [&](BillingMode mode, const std::optional<double>& explicit_price,
                            double discount) {
            if (explicit_price)
                out.push_back({mode, conv(*explicit_price), "listed reserved price"});
            else if (offers_reserved && o.on_demand_per_hour)
                out.push_back(
                    {mode, conv(*o.on_demand_per_hour) * (1.0 - discount),
                     "on-demand less the assumed " + fmt("%.0f%%", discount * 100) + " discount"});
        };
        reserved(BillingMode::Reserved1y, o.reserved_1y_per_hour, s.plan.reserved.discount_1y);
        reserved(BillingMode::Reserved3y, o.reserved_3y_per_hour, s.plan.reserved.discount_3y);
    }
    return out;
}

void finish_option(PlanOption& opt, const Scenario& s, const Pricing& pr, const Candidate& cand,
                   const Provider* p) {
    const double hours = cand.seconds / 3600.0;
    const double nodes = d(opt.nodes);
    opt.price_per_hour = pr.price_per_node_hour * nodes;
    const double granularity = p ? p->billing_granularity_seconds : 3600;
    const double minimum = p ? p->minimum_billed_seconds : 3600;
    opt.why = cand.detail;
    switch (pr.mode) {
    case BillingMode::OnDemand:
        opt.hours = hours;
        opt.cost = billed_hours(cand.seconds, granularity, minimum) * opt.price_per_hour;
        break;
    case BillingMode::Spot:
        if (s.workload.is_inference()) {
            opt.hours = hours;
            opt.cost = billed_hours(cand.seconds, granularity, minimum) * opt.price_per_hour;
            opt.warnings.push_back("spot capacity can be reclaimed at any time: keep on-demand "
                                   "capacity for the service level");
        } else {
            opt.hours = spot_expected_hours(hours, static_cast<int>(opt.nodes), s.plan.spot);
            opt.cost = billed_hours(opt.hours * 3600.0, granularity, minimum) * opt.price_per_hour;
            opt.why +=
                "; spot: " + fmt("%+.1f%%", (opt.hours / std::max(hours, 1e-12) - 1.0) * 100) +
                " expected rework (" + to_string(s.plan.spot.interruption) +
                " interruptions per month)";
            if (s.plan.spot.checkpoint_interval_hours <= 0)
                opt.warnings.push_back("spot without checkpoints: every interruption restarts the "
                                       "job from the beginning");
        }
        break;
    case BillingMode::Reserved1y:
    case BillingMode::Reserved3y: {
        opt.hours = hours;
        const double effective = reserved_effective_price_per_used_hour(
            pr.price_per_node_hour, s.plan.reserved.utilization);
        opt.cost = hours * effective * nodes;
        const double od = pr.price_per_node_hour; // for the note only
        (void)od;
        opt.why += "; " + pr.note + ", paid for the whole term; " +
                   fmt("%.0f%%", s.plan.reserved.utilization * 100) + " of the term in use";
        opt.warnings.push_back(
            "a reservation is paid whether used or not: the cost assumes the reserved capacity is "
            "used " +
            fmt("%.0f%%", s.plan.reserved.utilization * 100) + " of its term");
        break;
    }
    case BillingMode::Owned:
        break;
    }
    opt.gpu_hours = opt.hours * d(opt.gpu_count);
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

    result.memory = workload_memory(s.model, s.workload, s.overheads);
    const auto today = days(req.today);
    bool stale_fx = false;
    if (today && days(fx.as_of) && *today - *days(fx.as_of) > kStaleDays)
        stale_fx = true;

    // Evaluate each distinct hardware shape once: offerings in many regions share it.
    std::map<std::tuple<std::string, std::int64_t, double, double, std::int64_t>,
             std::optional<Candidate>>
        cache;
    auto candidate = [&](const Hardware& hw,
                         std::int64_t nodes) -> const std::optional<Candidate>& {
        const auto key = std::make_tuple(hw.gpu->id, hw.gpus_per_node, hw.intra, hw.inter, nodes);
        auto it = cache.find(key);
        if (it == cache.end())
            it = cache
                     .emplace(key, s.workload.is_inference() ? best_inference(s, hw)
                                                             : best_training(s, hw, nodes))
                     .first;
        return it->second;
    };

    std::vector<PlanOption> all;
    std::size_t unknown_gpu = 0;
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
        Hardware hw{gpu, o.gpu_count, intra_bandwidth(*gpu, o.gpu_interconnect),
                    o.network_gbps * 1e9 / 8.0};
        std::vector<std::int64_t> node_counts;
        if (s.hardware) {
            if (s.hardware->count % o.gpu_count == 0)
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
        for (std::int64_t n : node_counts) {
            const auto& cand = candidate(hw, n);
            ++result.considered;
            if (!cand)
                continue;
            for (const Pricing& pr : modes) {
                PlanOption opt;
                opt.provider = o.provider;
                opt.instance = o.instance_type;
                opt.region = o.region;
                opt.gpu_id = o.gpu_id;
                opt.gpus_per_node = o.gpu_count;
                opt.nodes = cand->nodes;
                opt.gpu_count = cand->nodes * o.gpu_count;
                opt.billing = pr.mode;
                opt.layout = cand->layout;
                opt.dominant = cand->dominant;
                opt.as_of = o.as_of;
                opt.source = o.source;
                opt.replicas = cand->replicas;
                opt.tokens_per_second = cand->tokens_per_second;
                opt.ttft_seconds = cand->ttft;
                if (s.hardware && opt.gpu_count != s.hardware->count)
                    continue;
                finish_option(opt, s, pr, *cand, p);
                if (o.currency != result.currency)
                    used_foreign_currency = true;
                if (s.workload.is_inference() && cand->tokens_per_second > 0)
                    opt.cost_per_million_tokens =
                        opt.price_per_hour / (cand->tokens_per_second * 3600.0) * 1e6;
                if (today && days(o.as_of) && *today - *days(o.as_of) > kStaleDays)
                    opt.warnings.push_back("price as of " + o.as_of + " is older than six months");
                if (o.unverified)
                    opt.warnings.push_back("unverified price: " + o.notes);
                if (opt.nodes > 1 && o.network_gbps < 100)
                    opt.warnings.push_back(fmt(
                        "%.0f Gbps between nodes: gradient exchange will be slow", o.network_gbps));
                if (cat.compat)
                    for (const auto& problem :
                         compatibility_problems(*cat.compat, s.plan.software, *gpu))
                        opt.violations.push_back("incompatible: " + problem);
                if (c.deadline_hours && opt.hours > *c.deadline_hours)
                    opt.violations.push_back(fmt("misses the %.0f h deadline", *c.deadline_hours));
                if (c.budget &&
                    opt.cost > fx.convert(*c.budget, c.budget_currency, result.currency))
                    opt.violations.push_back("over budget");
                if (s.workload.is_inference()) {
                    const auto& inf = s.workload.inference;
                    if (inf.ttft_target_seconds > 0 && cand->ttft > inf.ttft_target_seconds)
                        opt.violations.push_back(fmt("time to first token %.2f s", cand->ttft) +
                                                 " misses the target");
                    if (inf.tpot_target_seconds > 0 && cand->tpot > inf.tpot_target_seconds)
                        opt.violations.push_back(fmt("%.3f s per output token", cand->tpot) +
                                                 " misses the target");
                }
                if (opt.nodes * o.gpu_count > c.max_gpus)
                    opt.violations.push_back("more GPUs than constraints.max_gpus");
                all.push_back(std::move(opt));
            }
        }
    }

    // The user's own machine.
    if (s.plan.local) {
        const OwnedHardware& h = *s.plan.local;
        const GpuSpec* gpu = cat.gpus->find(h.gpu_id);
        if (gpu) {
            Hardware hw{gpu, h.gpu_count, intra_bandwidth(*gpu, "pcie"), 0};
            const auto cand =
                s.workload.is_inference() ? best_inference(s, hw) : best_training(s, hw, 1);
            if (cand && cand->nodes == 1) {
                PlanOption opt;
                opt.provider = "local";
                opt.instance = "owned " + std::to_string(h.gpu_count) + " x " + gpu->name;
                opt.region = "on premises";
                opt.gpu_id = gpu->id;
                opt.gpu_count = h.gpu_count;
                opt.gpus_per_node = h.gpu_count;
                opt.billing = BillingMode::Owned;
                opt.layout = cand->layout;
                opt.dominant = cand->dominant;
                opt.hours = cand->seconds / 3600.0;
                opt.gpu_hours = opt.hours * d(opt.gpu_count);
                const double per_hour =
                    fx.convert(owned_cost_per_hour(h, gpu->tdp_watts), h.currency, result.currency);
                const double power = fx.convert(owned_power_per_hour(h, gpu->tdp_watts), h.currency,
                                                result.currency);
                opt.price_per_hour = per_hour;
                opt.cost = opt.hours * per_hour;
                opt.why = cand->detail + "; owned: " + fmt("%.2f", per_hour) + " " +
                          result.currency + " per used hour (capital over " +
                          fmt("%.0f", h.amortization_years) + " years at " +
                          fmt("%.0f%%", h.utilization * 100) + " use, power " + fmt("%.2f", power) +
                          ")";
                opt.source = "the scenario's local section";
                if (c.deadline_hours && opt.hours > *c.deadline_hours)
                    opt.violations.push_back(fmt("misses the %.0f h deadline", *c.deadline_hours));
                if (cat.compat)
                    for (const auto& problem :
                         compatibility_problems(*cat.compat, s.plan.software, *gpu))
                        opt.violations.push_back("incompatible: " + problem);
                const double purchase = fx.convert(h.purchase_price, h.currency, result.currency);
                const double local_power_job = opt.hours * power;
                for (auto& other : all) {
                    const double saving = other.cost - local_power_job;
                    if (saving > 0)
                        other.buy_break_even_jobs = purchase / saving;
                }
                all.push_back(std::move(opt));
            } else {
                result.warnings.push_back(
                    "the local " + gpu->name +
                    " machine cannot run this workload (memory or precision)");
            }
        }
    }

    // Constraints, ranking, Pareto front.
    std::vector<PlanOption> ok;
    for (auto& o : all)
        (o.violations.empty() ? ok : result.excluded).push_back(std::move(o));
    auto key = [&](const PlanOption& o) {
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
                     [&](const PlanOption& a, const PlanOption& b) { return key(a) < key(b); });
    {
        std::vector<std::size_t> by_time(ok.size());
        for (std::size_t i = 0; i < ok.size(); ++i)
            by_time[i] = i;
        std::stable_sort(by_time.begin(), by_time.end(), [&](std::size_t a, std::size_t b) {
            return std::make_tuple(ok[a].hours, ok[a].cost) <
                   std::make_tuple(ok[b].hours, ok[b].cost);
        });
        double best_cost = std::numeric_limits<double>::infinity();
        for (std::size_t i : by_time)
            if (ok[i].cost < best_cost) { // cheaper than everything faster: not dominated
                best_cost = ok[i].cost;
                ok[i].pareto = true;
            }
    }
    if (req.top > 0 && ok.size() > req.top) {
        // Keep the Pareto options beyond the cut too: they are the trade-offs.
        std::vector<PlanOption> kept(ok.begin(), ok.begin() + static_cast<std::ptrdiff_t>(req.top));
        ok.swap(kept);
    }
    for (std::size_t i = 0; i < ok.size(); ++i)
        if (ok[i].pareto)
            result.pareto.push_back(i);
    result.options = std::move(ok);
    if (result.excluded.size() > 200)
        result.excluded.resize(200);

    // Plan-wide warnings.
    if (unknown_gpu > 0)
        result.warnings.push_back(std::to_string(unknown_gpu) +
                                  " offering(s) skipped: their GPU is not in the GPU catalog");
    if (result.options.empty())
        result.warnings.push_back("no option meets the constraints and fits in memory");
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
            result.warnings.push_back(fmt("a %.0f-hour job in a single zone: a zone outage stops "
                                          "it; plan checkpoints to storage another zone can read",
                                          best_hours));
        const auto sizing =
            size_storage(s.model, s.workload.training, s.plan,
                         result.options.empty() ? 0 : result.options.front().hours * 3600.0);
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
