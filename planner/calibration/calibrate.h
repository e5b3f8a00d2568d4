#pragma once
// gpuplan calibrate: a training log set against the plan of the same layout (the log's own
// arguments pinned into the scenario), the difference written as a calibration
// (time/calibration.h; docs/calibration.md).
#include "calibration/training_log.h"
#include "plan/plan_pipeline.h"
#include "time/calibration.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace gpuplanner {

// One log against its plan.
struct CalibrationRow {
    std::string file, tool, date;
    std::string gpu, stack;
    std::string layout; // "dp 4 x tp 4 x pp 4" as planned
    std::size_t measurements = 0;
    // What was compared: seconds per step, or tokens (torchtitan) or samples (DeepSpeed) per
    // second per GPU, measured and planned.
    std::string quantity;
    double measured = 0, planned = 0;
    double factor = 1; // measured time / planned time
    double spread = 0;
    // More than 3x apart: shown, not written (a different job, or the wrong scenario).
    bool refused = false;
};

struct CalibrationOutcome {
    std::vector<CalibrationRow> rows;
    std::vector<TimeCalibration> entries; // the rows not refused, one per GPU and stack
};

// Pins the log's layout (Megatron's arguments: tp, pp, vp, cp, ep, dp, micro and global batch,
// sequence length, recomputation) into `scenario` (which must name hardware.gpu, the GPU the run
// used), plans it and compares. InputError when the scenario cannot plan that layout.
[[nodiscard]] CalibrationOutcome calibrate_training(const nlohmann::json& scenario,
                                                    const std::string& origin,
                                                    const Catalogs& catalogs,
                                                    const std::vector<TrainingLog>& logs);

// Several runs of one GPU and stack as one calibration: the factor weighted by measurements, the
// spread the widest of theirs and of their disagreement, every source named, the latest date.
[[nodiscard]] std::vector<TimeCalibration> merge_calibrations(std::vector<TimeCalibration> entries);

} // namespace gpuplanner
