#pragma once
// A probe measurement set against the datasheet, one row per quantity: what the workbench's
// Local GPU panel, the report and `gpuplan probe` show.
#include "hardware/probe_result.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct ProbeComparisonRow {
    std::string key;   // "bf16", "fp8", ... for GEMMs; "memory" (triad), "copy", "h2d", "d2h"
    bool gemm = false; // rates in FLOP/s (OP/s for int8); otherwise bytes/s
    double measured = 0;
    std::optional<double> datasheet;  // the catalog's dense peak or bandwidth
    std::optional<double> fraction;   // measured / datasheet
    std::optional<double> planned_as; // the datasheet-equivalent figure the planner uses
    std::optional<double> reference;  // what a healthy GPU reaches, as a fraction of datasheet
};

// Rows in a fixed order: GEMMs fp32, tf32, fp16, bf16, fp8, int8 (those measured), then device
// memory triad and copy, then pinned host-to-device and device-to-host.
[[nodiscard]] std::vector<ProbeComparisonRow> compare_probe(const ProbeDevice& device,
                                                            const GpuSpec* datasheet,
                                                            const ProbeReference& reference = {});

} // namespace gpuplanner
