#pragma once
// Compatibility of GPU, driver, CUDA and frameworks (a sourced table in resources/compat/),
// and sizing of storage, read bandwidth and host RAM.
#include "hardware/hardware.h"
#include "memory/memory.h"
#include "scenario/plan_inputs.h"

#include <map>
#include <string>
#include <vector>

namespace gpuplanner {

struct CudaRelease {
    std::string version;
    std::string min_driver;
    std::string min_compute_capability;
    std::string max_compute_capability;
};

struct CompatTable {
    std::vector<CudaRelease> cuda;
    std::map<std::string, std::vector<std::string>> pytorch;    // version -> CUDA builds
    std::map<std::string, std::vector<std::string>> tensorflow; // version -> tested CUDA
    std::string as_of;
};

[[nodiscard]] CompatTable load_compat_table(const std::string& file);
// Problems of running `software` on `gpu`; empty when none is known.
[[nodiscard]] std::vector<std::string>
compatibility_problems(const CompatTable& table, const SoftwareStack& software, const GpuSpec& gpu);

struct StorageSizing {
    double dataset_bytes = 0;
    double checkpoint_bytes = 0;      // one checkpoint (weights and optimizer states)
    double storage_bytes = 0;         // data set + kept checkpoints
    double read_bytes_per_second = 0; // what the GPUs consume at the planned speed
};
[[nodiscard]] StorageSizing size_storage(const ModelSpec& model, const TrainingWorkload& w,
                                         const PlanInputs& inputs, double run_seconds);

} // namespace gpuplanner
