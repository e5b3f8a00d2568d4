// What the team's own runs measured, applied to a planned training time (time/calibration.h):
// the step factor, the network factor on the data-parallel collectives, the run's overhead
// beside its steps. Split out of performance.cpp; training_time() calls it.
#include "time/training_calibration.h"

#include "io/units.h"

namespace gpuplanner {

namespace {

// The planned time scaled by what the team measured for this GPU and stack: every term of the
// steps by the factor (the step as a whole was measured, not its parts), the downtime of the
// longer or shorter run anew, the MFU that follows.
// A step factor that excludes_data_parallel_comm leaves that term as it stands (measured apart,
// by a network calibration of the same run).
void calibrate(TrainingTime& t, const TimeCalibration& c, double gpus,
               const RecoveryAssumptions& recovery) {
    const bool keep_dp = c.excludes_data_parallel_comm;
    const double dp = keep_dp ? t.data_parallel_comm_seconds : 0.0;
    for (double* term : {&t.compute_seconds, &t.attention_scores_seconds,
                         &t.pipeline_bubble_seconds, &t.tensor_parallel_comm_seconds,
                         &t.pipeline_p2p_seconds, &t.context_parallel_comm_seconds,
                         &t.expert_parallel_comm_seconds, &t.expert_imbalance_seconds,
                         &t.expert_memory_bound_seconds, &t.data_parallel_comm_seconds,
                         &t.optimizer_seconds, &t.offload_seconds, &t.data_loading_stall_seconds})
        if (!(keep_dp && term == &t.data_parallel_comm_seconds))
            *term *= c.factor;
    const double steps_alone = (t.total_seconds - t.downtime_seconds - dp) * c.factor + dp;
    if (t.downtime_seconds > 0)
        t.downtime_seconds =
            steps_alone * (1.0 / production_goodput(gpus, steps_alone / 3600.0, recovery) - 1.0);
    t.total_seconds = steps_alone + t.downtime_seconds;
    t.calibration = c;
}

// The data-parallel exchange at the speed the team measured on this network: the collectives
// take the factor times their planned time, and what compute does not hide of that is exposed
// (a plan that hid the whole exchange may show part of it now). The total follows; the
// downtime follows in calibrate(), or stays.
void calibrate_network(TrainingTime& t, const TimeCalibration& c) {
    const double exposed =
        t.data_parallel_exchange.exposed_seconds(c.factor) * static_cast<double>(t.steps);
    t.total_seconds += exposed - t.data_parallel_comm_seconds;
    t.data_parallel_comm_seconds = exposed;
    t.network_calibration = c;
}

// The run's own overhead beside its steps (checkpoint saves, evaluation), as the team measured
// it: the steps x the factor, the interruptions the plan models on top of that longer run.
void calibrate_run_overhead(TrainingTime& t, const TimeCalibration& c, double gpus,
                            const RecoveryAssumptions& recovery) {
    const double steps_alone = t.step_seconds();
    t.run_overhead_seconds = steps_alone * (c.factor - 1.0);
    const double work = steps_alone + t.run_overhead_seconds;
    if (t.downtime_seconds > 0)
        t.downtime_seconds = work * (1.0 / production_goodput(gpus, work / 3600.0, recovery) - 1.0);
    t.total_seconds = work + t.downtime_seconds;
    t.run_overhead_calibration = c;
}

} // namespace

std::vector<TimeCalibration> TrainingTime::calibrations() const {
    std::vector<TimeCalibration> out;
    for (const auto* c : {&calibration, &network_calibration, &run_overhead_calibration})
        if (*c)
            out.push_back(**c);
    return out;
}

void apply_training_calibrations(TrainingTime& t, const TrainingWorkload& w, const GpuSpec& gpu,
                                 const PerformanceAssumptions& a) {
    const TrainingStack stack = resolve_stack(a.stack, w.framework);
    if (const TimeCalibration* n =
            find_network_calibration(a.calibrations, gpu.id, stack, t.data_parallel_network());
        n && t.data_parallel_exchange.allreduce_seconds > 0)
        calibrate_network(t, *n);
    if (const TimeCalibration* c = find_time_calibration(a.calibrations, gpu.id, stack, w.method))
        calibrate(t, *c, d(w.parallel.gpus()), a.recovery);
    // The kernel model times the steps alone; the default utilisation holds its runs' overhead.
    if (const TimeCalibration* g = find_run_overhead_calibration(a.calibrations, gpu.id, stack);
        g && t.mfu_source == MfuSource::KernelModel)
        calibrate_run_overhead(t, *g, d(w.parallel.gpus()), a.recovery);
    if (t.calibration || t.network_calibration || t.run_overhead_calibration)
        t.mfu = t.model_flops / (t.total_seconds * d(w.parallel.gpus()) * t.peak_flops_per_gpu);
}

} // namespace gpuplanner
