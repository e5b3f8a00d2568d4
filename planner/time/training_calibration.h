#pragma once
// Applying the team's calibrations (time/calibration.h) to a planned training time; internal to
// the time layer (training_time() in performance.cpp calls it).
#include "time/performance.h"

namespace gpuplanner {

// The planned time `t` of w on gpu with every calibration of `a` that applies: the network
// factor on the data-parallel collectives, the step factor, the run's overhead (kernel-model
// plans), and the MFU that follows.
void apply_training_calibrations(TrainingTime& t, const TrainingWorkload& w, const GpuSpec& gpu,
                                 const PerformanceAssumptions& a);

} // namespace gpuplanner
