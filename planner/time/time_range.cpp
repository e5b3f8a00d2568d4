#include "time/time_range.h"

#include <algorithm>
#include <array>

namespace gpuplanner {

namespace {

// Published H100 MFUs of maintained training stacks at scale, none of them a validation row:
// torchtitan's Llama 3.1 8B, 33% and 39% (its benchmarks page); Megatron-Core's README weak
// scaling, 41% (1.7B) to 47% (7.1B and the largest); MegaScale, 55.2% (175B on 12,288 GPUs,
// NSDI 2024). The likely compute sits at their median; the fastest and slowest at the ends.
constexpr std::array<double, 5> kStackMfu = {0.33, 0.39, 0.41, 0.47, 0.552};
constexpr double kStackMedian = kStackMfu[2];

// Collective bus bandwidth measured against the links' nominal (Bekman, ml-engineering): 235 of
// 300 GB/s on A100 NVLink (0.78), 376 of 450 on H200 (0.84), around the planner's 0.8.
constexpr double kNetworkLikely = 0.8;
constexpr double kNetworkLow = 0.78;
constexpr double kNetworkHigh = 0.84;

// Goodput of large production runs: Llama 3 "higher than 90% effective training time"
// (Dubey et al. 2024, section 3.3.4); Gemini's largest job 85% before in-memory replicas and 97%
// after (Gemini report, 2023). The default utilisation comes from wall-clock runs (about 90%
// goodput inside); the kernel model times the steps and its plan adds the downtime of its own
// cluster (time/goodput.h). Either is spread by the published spread around 90%.
constexpr double kGoodputInDefault = goodput_in_default_utilisation();
constexpr double kGoodputLow = 0.85;
constexpr double kGoodputHigh = 0.97;

// The decode step's memory side: the planner reads at 0.80 of the datasheet bandwidth
// (decode_bandwidth_efficiency). The fastest credible read is what a healthy GPU's STREAM triad
// reaches, 0.90 (docs/probe.md: 84.9% measured on an H200, 87% for PyTorch's copy); the slowest
// is the lowest effective bandwidth gpt-fast printed for a 16-bit model on A100-80GB, 1,100 of
// 2,039 GB/s (its README table, every fixed cost of a token inside; the A100s capped at 330 W).
constexpr double kDecodeLikely = 0.80;
constexpr double kDecodeFastest = 0.90;
constexpr double kDecodeSlowest = 1100.0 / 2039.0;

} // namespace

ServingSpread serving_spread(const std::optional<TimeCalibration>& prefill,
                             const std::optional<TimeCalibration>& decode) {
    ServingSpread s;
    s.prefill_fast = prefill ? 1.0 - prefill->spread : kStackMedian / kStackMfu.back();
    s.prefill_slow = prefill ? 1.0 + prefill->spread : kStackMedian / kStackMfu.front();
    s.decode_fast = decode ? 1.0 - decode->spread : kDecodeLikely / kDecodeFastest;
    s.decode_slow = decode ? 1.0 + decode->spread : kDecodeLikely / kDecodeSlowest;
    return s;
}

TimeRange training_time_range(const TrainingTime& t, bool benchmark_rate) {
    const double compute =
        t.compute_seconds + t.pipeline_bubble_seconds + t.optimizer_seconds + t.offload_seconds;
    const double comm = t.tensor_parallel_comm_seconds + t.pipeline_p2p_seconds +
                        t.context_parallel_comm_seconds + t.expert_parallel_comm_seconds +
                        t.data_parallel_comm_seconds;
    // The data-loading stall (the downtime is spread by the goodput below).
    const double rest = std::max(0.0, t.step_seconds() - compute - comm);
    // A rate measured on a real run is that run's: only its goodput is unknown. A calibrated
    // step (time/calibration.h) was measured whole: the measurements' own spread, compute and
    // communication alike.
    const double spread = t.calibration ? t.calibration->spread : 0.0;
    const bool measured = t.measured_rate || t.calibration;
    const double fast_compute = measured ? 1.0 - spread : kStackMedian / kStackMfu.back();
    const double slow_compute = measured ? 1.0 + spread : kStackMedian / kStackMfu.front();
    const double fast_comm = t.calibration ? 1.0 - spread : kNetworkLikely / kNetworkHigh;
    const double slow_comm = t.calibration ? 1.0 + spread : kNetworkLikely / kNetworkLow;
    // The goodput the likely time holds: the default utilisation's inside its compute (its
    // terms are wall clock; `held` takes it out), or the kernel model's plan on top of its steps
    // (TrainingTime::downtime_seconds).
    const bool downtime_added = t.downtime_seconds > 0;
    const double held = downtime_added ? 1.0 : kGoodputInDefault;
    const double goodput =
        downtime_added && t.total_seconds > 0 ? t.step_seconds() / t.total_seconds : held;
    // The steps alone at the ends.
    const double fast_steps = (compute * fast_compute + comm * fast_comm + rest) * held;
    const double slow_steps = (compute * slow_compute + comm * slow_comm + rest) * held;
    TimeRange r;
    if (benchmark_rate) {
        r.likely = downtime_added ? t.step_seconds() : t.total_seconds * held;
        r.low = std::min(r.likely, fast_steps);
        r.high = std::max(r.likely, slow_steps);
        return r;
    }
    // A production run's wall clock: the goodput moves by the published spread around 90%.
    r.likely = t.total_seconds;
    r.low =
        std::min(r.likely, fast_steps / std::min(1.0, goodput * kGoodputHigh / kGoodputInDefault));
    r.high = std::max(r.likely, slow_steps / (goodput * kGoodputLow / kGoodputInDefault));
    return r;
}

} // namespace gpuplanner
