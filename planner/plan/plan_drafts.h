#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: an option while the plan is
// being made (a draft: numbers and pointers), its price under each billing mode, the constraints it
// misses as flags, and the option it becomes when it is returned (the only place sentences are
// written).
#include "plan/plan_search.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner::plan_detail {

struct Pricing {
    BillingMode mode;
    double price_per_node_hour; // plan currency
    bool derived = false;       // reserved price derived from on-demand with the assumed discount
    double discount = 0;
};

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
    const GpuSpec* gpu = nullptr; // the offering's GPU (whether it runs CUDA)
    BillingMode mode = BillingMode::OnDemand;
    double on_demand_per_node_hour = 0; // for the reserved break-even utilization
    bool derived_price = false;         // reserved: on-demand less the assumed discount
    double discount = 0;
    std::int64_t nodes = 1;
    std::int64_t gpu_count = 1;
    double hours = 0;
    double base_hours = 0; // before spot rework
    // PlanOption::time_measure before the option is written: serving's time per output token.
    [[nodiscard]] double time_measure() const {
        return cand && cand->replicas > 0 ? cand->tpot : hours;
    }
    double cost = 0;
    // The same at the fastest and slowest credible times (time/time_range.h): priced for the
    // options returned only (range_draft), as the drafts number about 100,000.
    double hours_low = 0;
    double hours_high = 0;
    double cost_low = 0;
    double cost_high = 0;
    const Provider* provider = nullptr; // billing granularity for range_draft
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

// Constraints that do not depend on time or cost; a reason when the offering is out, else empty.
[[nodiscard]] std::string static_exclusion(const Scenario& s, const Offering& o, const Provider* p);

// The billing modes the offering and the scenario allow, priced per node-hour in `currency`.
[[nodiscard]] std::vector<Pricing> billing_modes(const Scenario& s, const Offering& o,
                                                 const Provider* p, const CurrencyTable& fx,
                                                 const std::string& currency);

// Hours and cost of one candidate under one billing mode.
// The wall clock of a job whose steps take `seconds`: a training job's start-up added
// (time/goodput.h job_startup_hours); a service's hours as they are.
[[nodiscard]] double job_hours(double seconds, const Scenario& s);

void price_draft(Draft& dr, const Scenario& s, const Pricing& pr, const Provider* p);
// The draft's hours and cost at the low and high ends of its time range (the same billing).
void range_draft(Draft& dr, const Scenario& s);

// The constraints that depend on a draft's time, cost and hardware, set as its violation flags.
class ConstraintCheck {
public:
    ConstraintCheck(const Scenario& s, const CompatTable* compat, std::optional<double> budget,
                    double host_bytes_per_gpu)
        : s_(s)
        , compat_(compat)
        , budget_(budget)
        , host_bytes_per_gpu_(host_bytes_per_gpu) {}
    void apply(Draft& dr, const GpuSpec& gpu);

private:
    // Compatibility per GPU, computed once (it parses version strings).
    const std::vector<std::string>& problems_of(const GpuSpec& gpu);
    const Scenario& s_;
    const CompatTable* compat_;
    std::optional<double> budget_;
    double host_bytes_per_gpu_;
    std::map<const GpuSpec*, std::vector<std::string>> compat_cache_;
};

// The returned option, with its sentences (why, warnings, violations), written into `opt` (a
// default one): in place in the plan's list, not moved there (8,106 options of 720 bytes for
// ResNet-50 with every option returned). Prices the draft's range.
void write_option(Draft dr, const Scenario& s, PlanOption& opt);

} // namespace gpuplanner::plan_detail
