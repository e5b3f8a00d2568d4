#pragma once
// Published training runs planned from only what was published (model, tokens, GPU type and
// count, the cluster's network, the global batch when given): `gpuplan validate`, and the table
// of docs/validation.md. The runs and their sources: docs/validation/runs.json.
#include "hardware.h"
#include "plan.h"
#include "presets.h"

#include <string>
#include <vector>

namespace gpuplanner {

struct ValidationRow {
    std::string name;
    std::string scenario_file;
    std::string source; // where the published figure comes from
    std::string hardware;
    double published_gpu_hours = 0;
    double predicted_gpu_hours = 0; // 0 when the plan found no option
    std::shared_ptr<const StrategyResult> strategy;
    [[nodiscard]] double error() const {
        return predicted_gpu_hours > 0 ? predicted_gpu_hours / published_gpu_hours - 1.0 : 0.0;
    }
};

struct ValidationResult {
    std::vector<ValidationRow> rows;
    double median_abs_error = 0;
    double worst_abs_error = 0;
    std::string worst_run;
};

// `dir` holds runs.json, clusters.json (the clusters the runs used) and one scenario per run.
// Throws InputError naming the file for a broken runs file or scenario.
[[nodiscard]] ValidationResult validate_runs(const std::string& dir, const GpuCatalog& gpus,
                                             const std::vector<ModelPreset>& presets,
                                             const CurrencyTable& currencies);

} // namespace gpuplanner
