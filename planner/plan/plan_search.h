#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: the strategy search and the
// serving layout per hardware shape, with what one plan's searches share (memos, counts, the pinned
// strategy's closest miss).
#include "plan/plan_types.h"

#include <map>
#include <memory>
#include <optional>
#include <tuple>

namespace gpuplanner::plan_detail {

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
    // Training: the fastest and slowest credible times over the likely one (time/time_range.h).
    // Serving, whose time is its period: the nodes the fastest and slowest credible services
    // need over the likely nodes (ServingChoice::range; 1 where nothing was simulated).
    double low_factor = 1;
    double high_factor = 1;
    TimeTerm dominant = TimeTerm::Compute;
    std::vector<Diagnostic> why; // the option's why line, in parts (PlanOption::why_codes)
    // inference
    std::int64_t replicas = 0;
    double memory_per_gpu_bytes = 0; // inference: weights + KV cache + overheads at this tp
    double tokens_per_second = 0;
    double ttft = 0;
    double tpot = 0;
    double decode_step = 0; // one token for every sequence of the replica
    // The engine's API server: its time and latency inside ttft, and whether its pace sets
    // the replica's requests a second (time/performance.h).
    double api_server = 0;
    bool api_server_bound = false;
    // Serving benchmarks of the team's own that scaled ttft and tpot (time/calibration.h).
    std::vector<TimeCalibration> calibrations;
    std::shared_ptr<const StrategyResult> strategy; // training: what the search chose
    // Serving: the layout search's choice with its simulated service (strategy/serving_search.h).
    std::shared_ptr<const ServingChoice> serving;
};

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

// Per-direction GPU-to-GPU bandwidth inside a node. Catalog figures are bidirectional totals.
[[nodiscard]] double intra_bandwidth(const GpuSpec& g, const std::string& interconnect);

// The fastest training strategy on `nodes` x hw (the strategy search), or nullopt when none fits.
[[nodiscard]] std::optional<Candidate> best_training(const Scenario& s, const Hardware& hw,
                                                     std::int64_t nodes, bool allow_idle,
                                                     PlanSearch* search = nullptr);

// The serving search's question for the scenario on hw (the team's measured engine memory
// applied where a calibration has it).
[[nodiscard]] ServingQuery serving_query(const Scenario& s, const Hardware& hw);

// The serving layout and replicas on hw (strategy/serving_search.h): sized by simulation, or
// with `simulate` false by the analytical bounds alone.
[[nodiscard]] std::optional<Candidate> best_inference(const Scenario& s, const Hardware& hw,
                                                      bool simulate = true);

// Each distinct hardware shape evaluated once: offerings in many regions share it. std::map nodes
// do not move, so drafts can point at the candidates it returns.
class CandidateCache {
public:
    explicit CandidateCache(const Scenario& s)
        : scenario_(s) {}
    // Serving candidates come sized by the analytical bounds (simulated at once where the
    // scenario pins the hardware); simulate() sizes one by simulation in place.
    [[nodiscard]] const std::optional<Candidate>& get(const Hardware& hw, std::int64_t nodes);
    [[nodiscard]] const PlanSearch& search() const { return search_; }
    // Re-plans the serving candidates `wanted` (get() returned them) with their replicas sized by
    // simulation, on up to `threads` threads (0: one per hardware thread); each stays where it is.
    // Returns those that changed (not simulated before), in the order asked.
    std::vector<const Candidate*> simulate(const std::vector<const Candidate*>& wanted,
                                           unsigned threads);

private:
    struct Entry {
        Hardware hw;
        std::optional<Candidate> cand;
    };
    const Scenario& scenario_;
    PlanSearch search_;
    std::map<std::tuple<const GpuSpec*, std::int64_t, double, double, std::int64_t>, Entry> cache_;
};

} // namespace gpuplanner::plan_detail
