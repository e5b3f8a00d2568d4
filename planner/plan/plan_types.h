#pragma once
// What a plan is made of and what it gives back: the catalogs and the request it is made from,
// each option, the result (plan/plan.h makes it). Apart from make_plan so that the jobs make_plan
// runs (search, drafts, offerings, ranking) can use the types without including their caller.
#include "catalog/offerings.h"
#include "hardware/probe_compare.h"
#include "io/diagnostics.h"
#include "plan/checks.h"
#include "scenario/scenario.h"
#include "strategy/fit.h"
#include "strategy/serving_search.h"
#include "strategy/strategy.h"

#include <memory>

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum class SortKey { Cost, Time, CostTime };
[[nodiscard]] std::optional<SortKey> sort_key_from_string(const std::string& s);

struct PlanCatalogs {
    const GpuCatalog* gpus = nullptr;
    const OfferingCatalog* offerings = nullptr;
    const CurrencyTable* currencies = nullptr;
    const CompatTable* compat = nullptr; // optional
};

// How many options a plan returns. A catalog of 100,000 offerings gives over 100,000 options;
// what is returned is the best `top` by the sort key, every option on the Pareto front of time
// and cost beyond them (at most kMaxParetoKept, evenly spaced along it) and `sample` more spread
// evenly over the rest of the ranking, so lists, charts and JSON stay bounded and representative.
// PlanResult::options_total keeps the count of all; each option keeps its rank among all.
inline constexpr std::size_t kDefaultTop = 50;     // gpuplan plan without --top or --all
inline constexpr std::size_t kShownTop = 200;      // the workbench and the report
inline constexpr std::size_t kShownSample = 300;   // the workbench and the report
inline constexpr std::size_t kMaxParetoKept = 500; // Pareto options past the top
// Serving: the best options whose replicas are sized by simulating the engine's scheduler (the
// rest keep the analytical bounds; strategy/serving_search.h, docs/serving.md).
inline constexpr std::size_t kSimulatedServingOptions = 10;

struct PlanRequest {
    SortKey sort = SortKey::Cost;
    std::size_t top = 0;    // 0: every option
    std::size_t sample = 0; // with top > 0: options past the top, spread over the ranking
    std::string currency;   // empty: the scenario's
    std::string today;      // YYYY-MM-DD, for staleness warnings
    // Threads for the simulations of a service's shown options (0: one per hardware thread).
    // The plan is the same whatever the count (io/parallel_for.h).
    unsigned threads = 0;
};

struct PlanOption {
    std::string provider;
    std::string instance;
    std::string region;
    std::string gpu_id;
    bool cuda = true;           // the GPU runs CUDA (the launch files' images need it)
    std::string vendor;         // the GPU catalog's ("NVIDIA", "Huawei"): which stack launches it
    std::int64_t gpu_count = 0; // all GPUs of the option
    std::int64_t nodes = 1;
    std::int64_t gpus_per_node = 1;
    BillingMode billing = BillingMode::OnDemand;
    Layout layout;
    bool fits = true;
    double hours = 0; // wall clock (expected, for spot)
    double gpu_hours = 0;
    double cost = 0; // in the plan currency
    // The range of hours and cost: the fastest and slowest credible runs (training; for
    // serving the same as hours and cost). docs/performance.md, "How sure a time is".
    double hours_low = 0;
    double hours_high = 0;
    double cost_low = 0;
    double cost_high = 0;
    double price_per_hour = 0; // all nodes, in the plan currency
    // Reservations: what the term commits to whatever the use (term hours x price per hour, all
    // nodes, plan currency), and the term; 0 for every other billing mode.
    double commitment = 0;
    int term_years = 0;
    TimeTerm dominant = TimeTerm::Compute; // what bounds the time
    // One line a person can read (the English of why_codes joined by "; "), and its parts.
    std::string why;
    std::vector<Diagnostic> why_codes;
    // Sentences in English, and the same as codes with their numbers (diagnostics.h) for the
    // front ends that write their own language; each pair is filled together (say()).
    std::vector<std::string> warnings;
    std::vector<std::string> violations; // constraints not met (options with any are excluded)
    std::vector<Diagnostic> warning_codes;
    std::vector<Diagnostic> violation_codes;
    std::int64_t replicas = 0;       // inference
    double memory_per_gpu_bytes = 0; // inference: at the option's tensor-parallel size
    double tokens_per_second = 0;    // inference: output tokens per second, all replicas
    double ttft_seconds = 0;
    double tpot_seconds = 0;        // time per output token, with the interleaved prefills
    double decode_step_seconds = 0; // inference: one token for every sequence of a replica
    // Inference: the API server's time and latency for one request, inside ttft_seconds, and
    // whether its pace, not the GPUs, sets what a replica completes.
    double api_server_seconds = 0;
    bool api_server_bound = false;
    // Inference: the serving benchmarks of the team's own that moved the prefill and decode
    // figures (time/calibration.h, gpuplan calibrate); training's are in strategy->time.
    std::vector<TimeCalibration> serving_calibrations;
    double cost_per_million_tokens = 0;
    std::optional<double> buy_break_even_jobs; // when a local machine is described
    std::optional<double>
        buy_break_even_local_hours; // hours of use of the owned machine to break even
    bool pareto = false;
    std::size_t rank = 0; // 1-based position among all options that meet the constraints
    // Training: the strategy the search chose (shared by the options of one hardware shape).
    std::shared_ptr<const StrategyResult> strategy;
    // Serving: the layout chosen and the simulated service at the planned load per replica
    // (percentiles, goodput; strategy/serving_search.h). Shared by the options of one shape.
    std::shared_ptr<const ServingChoice> serving;
    std::string as_of;
    std::string source;

    // What "time" ranks by: the job's wall clock, or, for serving (which runs its period
    // whatever the option), the time per output token a user waits.
    [[nodiscard]] double time_measure() const { return replicas > 0 ? tpot_seconds : hours; }
    // Serving: the simulated time to first token and per output token at the targets'
    // percentile (the analytical figures where nothing was simulated:
    // ServingChoice::judged_ttft).
    [[nodiscard]] double ttft_at_target_percentile() const;
    [[nodiscard]] double tpot_at_target_percentile() const;
};

struct PlanResult {
    std::string currency;
    // The exchange rates the plan converted with: the bundled table with the scenario's
    // currency.rates_per_usd on top, dated by the scenario's currency.as_of when it sets rates
    // (what the report states; never looked up again). scenario_rate_codes: the codes the
    // scenario set; table_as_of: the date of the bundled table's rates.
    CurrencyTable exchange_rates;
    std::vector<std::string> scenario_rate_codes;
    std::string table_as_of;
    MemoryBreakdown memory;                // per GPU at the scenario's own layout
    std::vector<PlanOption> options;       // meeting the constraints, ranked, bounded (above)
    std::size_t options_total = 0;         // all options meeting the constraints
    std::vector<PlanOption> excluded;      // fit but violate a constraint (first 200)
    std::size_t excluded_count = 0;        // all of them
    std::vector<std::size_t> pareto;       // indices into options
    std::vector<std::string> warnings;     // English, and as codes (warning_codes) for the UI
    std::vector<Diagnostic> warning_codes; // filled together with warnings (say())
    std::size_t considered = 0; // options evaluated: offering x node count x billing mode, and
                                // the owned machine (never fewer than options_total)
    std::int64_t strategies_evaluated = 0; // training: memory evaluations of the strategy search
    std::optional<StorageSizing> storage;
    // The owned machine, when the scenario describes one (plan currency).
    double owned_purchase = 0;
    double owned_power_per_hour = 0;
    std::optional<double> owned_job_hours; // hours the job takes on it
    double owned_hours_available = 0;      // amortization years x 8,760 x utilization
    // With local.probe: what was measured, the GPU as planned (measured figures) and the
    // catalog's datasheet entry for the same part (absent when the catalog does not list it).
    std::optional<ProbeDevice> local_probe;
    std::optional<GpuSpec> local_measured;
    std::optional<GpuSpec> local_datasheet;
    std::vector<ProbeComparisonRow> local_comparison;
    std::string local_probe_file;
    std::string local_probe_date;
};

// Adds a diagnostic to a list of sentences and its list of codes, together.
void say(std::vector<std::string>& texts, std::vector<Diagnostic>& codes, Diagnostic d);
// The English of a list of diagnostics joined by "; " (an option's why line).
[[nodiscard]] std::string join_texts(const std::vector<Diagnostic>& parts);

} // namespace gpuplanner
