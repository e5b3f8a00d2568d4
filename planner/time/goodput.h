#pragma once
// The share of a production run's wall clock that trains: interruptions (hardware failures,
// maintenance) at a published rate per GPU-hour, each costing a restart and the work since the
// last checkpoint (Daly 2006's restart-from-checkpoint model). Sources: docs/performance.md,
// "How sure a time is".

namespace gpuplanner {

// How a job comes back from an interruption: reschedule, start and reload (restart_hours), and
// how much work it can lose (the checkpoint interval; 0: no checkpoints, every interruption
// starts the job again). The scenario's billing.spot section sets both; they hold for hardware
// failures as for spot reclaims.
struct RecoveryAssumptions {
    double restart_hours = 0.25;
    double checkpoint_interval_hours = 1.0;
};

// A training job's start-up before its first step: scheduling, starting and loading, the steps a
// restart after an interruption takes (restart_hours), billed like the steps. It is what keeps a
// 1-minute job on 1,024 GPUs from planning as a 1-minute job (issue #29).
[[nodiscard]] inline double job_startup_hours(const RecoveryAssumptions& recovery) {
    return recovery.restart_hours;
}

// Interruptions per GPU-hour of a production training run: Llama 3 405B's 466 job interruptions
// (419 unexpected, 47 planned maintenance) in a 54-day snapshot on 16,384 H100 GPUs (Dubey et
// al. 2024, section 3.3.4): 2.19e-5. MegaScale's "over 100" restarts in several weeks on more
// than 10,000 GPUs (Jiang et al. 2024, section 6.3) is of the same order.
inline constexpr double kInterruptionsPerGpuHour = 466.0 / (54.0 * 24.0 * 16384.0);

// Expected wall-clock hours to finish `work_hours` of work interrupted at `rate_per_hour`
// (exponential arrivals): each checkpoint segment of c hours takes (1/L + r)(e^(L c) - 1) in
// expectation (Daly 2006, the restart-from-checkpoint model). Infinity when the job
// essentially never finishes (no checkpoints on a job far longer than the time between
// interruptions).
[[nodiscard]] double expected_hours_with_interruptions(double work_hours, double rate_per_hour,
                                                       const RecoveryAssumptions& recovery);

// The share of the wall clock that trains for `work_hours` of steps on `gpus` GPUs that any
// interruption stops, at kInterruptionsPerGpuHour; never below kGoodputFloor (a job that would
// essentially never finish plans at that floor rather than at infinity).
inline constexpr double kGoodputFloor = 1e-3;
[[nodiscard]] double production_goodput(double gpus, double work_hours,
                                        const RecoveryAssumptions& recovery);

// The goodput held inside the default utilisation (docs/performance.md): its runs are wall
// clocks of large clusters, Llama 3's "higher than 90% effective training time" (section 3.3.4).
[[nodiscard]] constexpr double goodput_in_default_utilisation() {
    return 0.90;
}

} // namespace gpuplanner
