#include "plan/plan_drafts.h"

#include "io/units.h"
#include "plan/diagnostic_texts.h"
#include "time/goodput.h"

#include <algorithm>

namespace gpuplanner::plan_detail {

namespace {

bool region_matches(const std::vector<std::string>& wanted, const std::string& region) {
    if (wanted.empty())
        return true;
    for (const auto& w : wanted)
        if (region.rfind(w, 0) == 0)
            return true;
    return false;
}

// The violations of a draft's flags, as sentences and codes (see ConstraintCheck::apply).
void add_violations(PlanOption& opt, const Draft& dr, const Scenario& s) {
    const Constraints& c = s.plan.constraints;
    const auto add = [&](DiagCode code, std::vector<double> numbers = {},
                         std::vector<std::string> names = {}) {
        say(opt.violations, opt.violation_codes,
            make_diagnostic(code, std::move(numbers), std::move(names)));
    };
    if ((dr.violations & kViolationIncompatible) && dr.incompatible)
        for (const auto& problem : *dr.incompatible)
            add(DiagCode::Incompatible, {}, {problem});
    if ((dr.violations & kViolationDeadline) && c.deadline_hours)
        add(DiagCode::MissesDeadline, {*c.deadline_hours});
    if (dr.violations & kViolationBudget)
        add(DiagCode::OverBudget);
    if (dr.violations & kViolationTtft) {
        const double target = s.workload.inference.ttft_target_seconds;
        const double floor = opt.serving ? opt.serving->analytic_ttft_seconds : 0.0;
        add(DiagCode::MissesTtft,
            {opt.ttft_at_target_percentile(), target, target > 0 && floor > target ? floor : 0.0});
    }
    if (dr.violations & kViolationTpot)
        add(DiagCode::MissesTpot,
            {opt.tpot_at_target_percentile(), s.workload.inference.tpot_target_seconds});
    if (dr.violations & kViolationMaxGpus)
        add(DiagCode::OverMaxGpus);
    if (dr.violations & kViolationHostRam)
        add(DiagCode::HostRamShort, {dr.host_bytes / kGiB, dr.offering->ram_gib});
}

} // namespace

std::string static_exclusion(const Scenario& s, const Offering& o, const Provider* p) {
    const Constraints& c = s.plan.constraints;
    if (o.unverified && !c.include_unverified)
        return "unverified price";
    if (!c.providers.empty() &&
        std::find(c.providers.begin(), c.providers.end(), o.provider) == c.providers.end())
        return "provider";
    if (!c.allows_gpu(o.gpu_id))
        return "GPU type";
    if (!region_matches(c.regions, o.region))
        return "region";
    if (p && !c.jurisdictions.empty() &&
        std::find(c.jurisdictions.begin(), c.jurisdictions.end(), p->jurisdiction) ==
            c.jurisdictions.end())
        return "jurisdiction";
    for (const auto& cert : c.certifications)
        if (!p || !p->certifies(cert, o.region))
            return "certification " + cert;
    if (s.hardware && o.gpu_id != s.hardware->gpu_id)
        return "pinned hardware";
    return {};
}

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

double job_hours(double seconds, const Scenario& s) {
    // A job starts before it steps: the start-up is on the clock and on the bill (a service
    // runs for its duration, started once).
    return seconds / 3600.0 + (s.workload.is_inference() ? 0.0 : job_startup_hours(s.plan.spot));
}

namespace {

struct Priced {
    double hours = 0;
    double cost = 0;
};

// Hours and cost of a job of `seconds` on the draft's nodes at one billing mode.
Priced price_seconds(double seconds, const Draft& dr, const Scenario& s, const Pricing& pr,
                     const Provider* p) {
    Priced out;
    const double hours = job_hours(seconds, s);
    seconds = hours * 3600.0;
    const double granularity = p ? p->billing_granularity_seconds : 3600;
    const double minimum = p ? p->minimum_billed_seconds : 3600;
    switch (pr.mode) {
    case BillingMode::Spot:
        if (!s.workload.is_inference()) {
            out.hours = spot_expected_hours(hours, static_cast<int>(dr.nodes), s.plan.spot);
            out.cost = billed_hours(out.hours * 3600.0, granularity, minimum) * dr.price_per_hour;
            break;
        }
        [[fallthrough]];
    case BillingMode::OnDemand:
        out.hours = hours;
        out.cost = billed_hours(seconds, granularity, minimum) * dr.price_per_hour;
        break;
    case BillingMode::Reserved1y:
    case BillingMode::Reserved3y:
        out.hours = hours;
        if (!s.workload.is_inference() && !s.plan.reserved.utilization_set) {
            // A one-off job with nothing said of the rest of the term: it pays the whole term
            // (or its own hours at the reserved price, when it fills the term).
            const double term_hours =
                kHoursPerYear * (pr.mode == BillingMode::Reserved1y ? 1.0 : 3.0);
            out.cost = std::max(hours, term_hours) * dr.price_per_hour;
        } else {
            out.cost = hours *
                       reserved_effective_price_per_used_hour(pr.price_per_node_hour,
                                                              s.plan.reserved.utilization) *
                       d(dr.nodes);
        }
        break;
    case BillingMode::Owned:
        break;
    }
    return out;
}

} // namespace

void price_draft(Draft& dr, const Scenario& s, const Pricing& pr, const Provider* p) {
    const double seconds = dr.cand->seconds;
    dr.base_hours = job_hours(seconds, s);
    dr.price_per_hour = pr.price_per_node_hour * d(dr.nodes);
    dr.provider = p;
    const Priced likely = price_seconds(seconds, dr, s, pr, p);
    dr.hours = likely.hours;
    dr.cost = likely.cost;
}

void range_draft(Draft& dr, const Scenario& s) {
    if (dr.cand->replicas > 0) {
        // A service runs its period whatever the option: its range is in the nodes the fastest
        // and slowest credible services need (Candidate::low_factor), each paid as the likely
        // nodes are (the price is per node: reservations commit per node too).
        // The owned machine has the nodes it has: no range in its cost.
        const bool owned = dr.mode == BillingMode::Owned;
        dr.hours_low = dr.hours_high = dr.hours;
        dr.cost_low = dr.cost * (owned ? 1.0 : dr.cand->low_factor);
        dr.cost_high = dr.cost * (owned ? 1.0 : dr.cand->high_factor);
        return;
    }
    if (dr.mode == BillingMode::Owned) { // the owned machine: its hours at its cost per hour
        dr.hours_low = dr.hours * dr.cand->low_factor;
        dr.hours_high = dr.hours * dr.cand->high_factor;
        dr.cost_low = dr.hours_low * dr.price_per_hour;
        dr.cost_high = dr.hours_high * dr.price_per_hour;
        return;
    }
    const Pricing pr{dr.mode, dr.price_per_hour / d(std::max<std::int64_t>(dr.nodes, 1))};
    const Priced low =
        price_seconds(dr.cand->seconds * dr.cand->low_factor, dr, s, pr, dr.provider);
    const Priced high =
        price_seconds(dr.cand->seconds * dr.cand->high_factor, dr, s, pr, dr.provider);
    dr.hours_low = low.hours;
    dr.cost_low = low.cost;
    dr.hours_high = high.hours;
    dr.cost_high = high.cost;
}

const std::vector<std::string>& ConstraintCheck::problems_of(const GpuSpec& gpu) {
    auto it = compat_cache_.find(&gpu);
    if (it == compat_cache_.end()) {
        std::vector<std::string> problems =
            compat_ ? compatibility_problems(*compat_, s_.plan.software, gpu)
                    : std::vector<std::string>{};
        // TensorRT-LLM is NVIDIA's: a service timed with its profile on an Ascend, AMD or TPU
        // part was planned, and its export started vLLM-Ascend (walkthrough, 2026-12-08).
        if (s_.workload.is_inference() &&
            s_.plan.performance.serving_engine == ServingEngine::TensorRtLlm &&
            gpu.compute_capability.empty())
            problems.push_back("TensorRT-LLM runs on NVIDIA GPUs only: " + gpu.name +
                               " is not a CUDA device (serve it with vLLM, performance."
                               "serving_engine auto)");
        it = compat_cache_.emplace(&gpu, std::move(problems)).first;
    }
    return it->second;
}

void ConstraintCheck::apply(Draft& dr, const GpuSpec& gpu) {
    const Scenario& s = s_;
    const Constraints& c = s.plan.constraints;
    const auto& problems = problems_of(gpu);
    if (!problems.empty()) {
        dr.violations |= kViolationIncompatible;
        dr.incompatible = &problems;
    }
    // A deadline bounds a job; a service runs for its workload.duration_hours instead.
    if (c.deadline_hours && !s.workload.is_inference() && dr.hours > *c.deadline_hours)
        dr.violations |= kViolationDeadline;
    if (budget_ && dr.cost > *budget_)
        dr.violations |= kViolationBudget;
    if (s.workload.is_inference()) {
        const auto& inf = s.workload.inference;
        // At the targets' percentile of the simulated service where one ran (the replicas
        // already grew to meet them where they could), else the analytical figures
        // (ServingChoice::judged_ttft).
        const ServingChoice* served = dr.cand->serving.get();
        const double ttft = served ? served->judged_ttft() : dr.cand->ttft;
        const double tpot = served ? served->judged_tpot() : dr.cand->tpot;
        if (inf.ttft_target_seconds > 0 && ttft > inf.ttft_target_seconds)
            dr.violations |= kViolationTtft;
        if (inf.tpot_target_seconds > 0 && tpot > inf.tpot_target_seconds)
            dr.violations |= kViolationTpot;
    }
    if (dr.gpu_count > c.max_gpus)
        dr.violations |= kViolationMaxGpus;
    // Offload keeps states in host RAM: every GPU process of a node needs its share. The
    // strategy the search chose says how much (it may offload where the scenario did not ask).
    const double per_gpu =
        dr.cand->strategy ? dr.cand->strategy->memory.host_bytes : host_bytes_per_gpu_;
    const double host = per_gpu * d(dr.offering->gpu_count);
    if (host > 0 && dr.offering->ram_gib > 0 && host > dr.offering->ram_gib * kGiB) {
        dr.violations |= kViolationHostRam;
        dr.host_bytes = host;
    }
}

void write_option(Draft dr, const Scenario& s, PlanOption& opt) {
    range_draft(dr, s);
    const Offering& o = *dr.offering;
    const Candidate& cand = *dr.cand;
    opt.provider = o.provider;
    opt.instance = o.instance_type;
    opt.region = o.region;
    opt.gpu_id = o.gpu_id;
    // The catalog leaves compute_capability empty for parts without CUDA (AMD, TPU, Gaudi,
    // Ascend): the launch files (CUDA images) do not apply to them.
    opt.cuda = !dr.gpu || !dr.gpu->compute_capability.empty();
    if (dr.gpu)
        opt.vendor = dr.gpu->vendor;
    opt.gpus_per_node = o.gpu_count;
    opt.nodes = dr.nodes;
    opt.gpu_count = dr.gpu_count;
    opt.billing = dr.mode;
    opt.layout = cand.layout;
    opt.dominant = cand.dominant;
    opt.as_of = o.as_of;
    opt.source = o.source;
    opt.replicas = cand.replicas;
    opt.memory_per_gpu_bytes = cand.memory_per_gpu_bytes;
    opt.tokens_per_second = cand.tokens_per_second;
    opt.ttft_seconds = cand.ttft;
    opt.tpot_seconds = cand.tpot;
    opt.decode_step_seconds = cand.decode_step;
    opt.api_server_seconds = cand.api_server;
    opt.api_server_bound = cand.api_server_bound;
    opt.serving_calibrations = cand.calibrations;
    opt.serving = cand.serving;
    opt.hours = dr.hours;
    opt.gpu_hours = dr.hours * d(dr.gpu_count);
    opt.cost = dr.cost;
    opt.hours_low = dr.hours_low;
    opt.hours_high = dr.hours_high;
    opt.cost_low = dr.cost_low;
    opt.cost_high = dr.cost_high;
    opt.price_per_hour = dr.price_per_hour;
    opt.pareto = dr.pareto;
    add_violations(opt, dr, s);
    opt.buy_break_even_jobs = dr.buy_break_even_jobs;
    opt.buy_break_even_local_hours = dr.buy_break_even_local_hours;
    // Room for the billing mode's reasons added below, without a second allocation.
    opt.why_codes.reserve(cand.why.size() + 2);
    opt.why_codes.assign(cand.why.begin(), cand.why.end());
    opt.strategy = cand.strategy;
    const auto warn = [&](DiagCode code, std::vector<double> numbers = {},
                          std::vector<std::string> names = {}) {
        say(opt.warnings, opt.warning_codes,
            make_diagnostic(code, std::move(numbers), std::move(names)));
    };
    if (const StrategyResult* st = cand.strategy.get()) {
        const Strategy& b = st->best;
        if (b.batch_exceeded)
            warn(DiagCode::BatchExceeded,
                 {b.global_batch, b.requested_batch, b.batch_from_default ? 1.0 : 0.0});
        if (b.idle_gpus > 0)
            warn(DiagCode::IdleGpus, {d(b.idle_gpus), d(dr.gpu_count)});
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
            const double rework = (dr.hours / std::max(dr.base_hours, 1e-12) - 1.0) * 100;
            opt.why_codes.push_back(make_diagnostic(DiagCode::WhySpotRework, {rework},
                                                    {to_string(s.plan.spot.interruption)}));
            if (s.plan.spot.checkpoint_interval_hours <= 0)
                warn(DiagCode::SpotWithoutCheckpoints);
        }
        break;
    case BillingMode::Reserved1y:
    case BillingMode::Reserved3y: {
        opt.term_years = dr.mode == BillingMode::Reserved1y ? 1 : 3;
        opt.commitment = dr.price_per_hour * kHoursPerYear * opt.term_years;
        const bool whole_term = !s.workload.is_inference() && !s.plan.reserved.utilization_set;
        opt.why_codes.push_back(make_diagnostic(
            DiagCode::WhyReserved, {dr.derived_price ? 1.0 : 0.0, dr.discount * 100,
                                    whole_term ? 1.0 : 0.0, s.plan.reserved.utilization * 100}));
        if (dr.on_demand_per_node_hour > 0) {
            const double above =
                100 * reserved_break_even_utilization(dr.price_per_hour / d(dr.nodes),
                                                      dr.on_demand_per_node_hour);
            opt.why_codes.push_back(make_diagnostic(DiagCode::WhyReservedBreakEven, {above}));
        }

        break;
    }
    default:
        break;
    }
    opt.why = join_texts(opt.why_codes);
    if (dr.stale)
        warn(DiagCode::StalePrice, {s.plan.constraints.max_price_age_days}, {o.as_of});
    if (o.unverified)
        warn(DiagCode::UnverifiedPrice, {}, {o.notes});
    // Serving replicas each sit inside one node and exchange nothing: no network to warn of.
    if (dr.nodes > 1 && o.network_gbps < 100 && !s.workload.is_inference())
        warn(DiagCode::SlowNetwork, {o.network_gbps});
}

} // namespace gpuplanner::plan_detail
