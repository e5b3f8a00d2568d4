#pragma once
// Which GPUs can run a workload, the smallest parallel layout that fits on each, and why not.
#include "hardware/hardware.h"
#include "memory/memory.h"
#include "model/layout.h"
#include "model/workload.h"
#include "time/stacks.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gpuplanner {

struct FitLimits {
    std::int64_t max_tensor_parallel = 8; // one NVLink/NVSwitch domain
    std::int64_t max_pipeline_parallel = 64;
    std::int64_t max_data_parallel = 4096; // ZeRO sharding only helps with stage >= 1
    // The stack training is planned for: its pipeline split sets the first stage's layers.
    TrainingStack stack = TrainingStack::Auto;
};

// Memory per GPU as the plan checks it: training with the first pipeline stage's layers of
// the stack's split (training_pipeline_split), serving as inference_memory.
[[nodiscard]] MemoryBreakdown planned_memory(const ModelSpec& model, const Workload& w,
                                             const Overheads& o, TrainingStack stack);

struct GpuFit {
    std::string gpu_id;
    double capacity_bytes = 0;
    // The workload as measured: fields the scenario leaves to the planner settled as the
    // strategy search would for memory (settle_for_memory).
    Workload settled;
    // At the layout the workload asks for.
    MemoryBreakdown requested;
    bool fits_requested = false;
    // The layout with the fewest GPUs that fits. Ties go to tensor parallelism inside the node
    // before pipeline stages (Narayanan et al. 2021, section 3.3 takeaway #1).
    bool fits_any = false;
    Layout min_layout;
    MemoryBreakdown at_min_layout;
    // Inference: sequences of the workload's context that fit at the requested layout.
    std::int64_t max_concurrent_sequences = 0;
    // False when the GPU cannot compute at the workload's precision (V100 and bf16, A100 and
    // fp8 training); then nothing fits and why_not says so.
    bool precision_supported = true;
    // Empty when fits_requested; otherwise which term overflows (or the missing precision).
    std::string why_not;
};

[[nodiscard]] Layout requested_layout(const Workload& w);
[[nodiscard]] Workload with_layout(Workload w, const Layout& layout);
// The precision the GPU must compute in: training precision, or the activation dtype when serving
// (weight-only int8/int4/fp8 kernels compute in 16 bit).
[[nodiscard]] Precision compute_precision(const Workload& w);
// Whether the GPU has a peak for what the workload computes (a service's weights, a job's
// training precision): the memory verdicts and the plan's offerings judge by the same rule.
[[nodiscard]] bool precision_supported(const Workload& w, const GpuSpec& gpu);
[[nodiscard]] std::string explain_overflow(const MemoryBreakdown& m, double capacity_bytes);

[[nodiscard]] GpuFit fit_on_gpu(const ModelSpec& model, const Workload& w, const Overheads& o,
                                const GpuSpec& gpu, const FitLimits& limits = {});
[[nodiscard]] std::vector<GpuFit> fit_on_catalog(const ModelSpec& model, const Workload& w,
                                                 const Overheads& o, const GpuCatalog& catalog,
                                                 const FitLimits& limits = {});

} // namespace gpuplanner
