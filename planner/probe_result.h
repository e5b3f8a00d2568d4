#pragma once
// Results of gpuprobe (docs/formats.md, "Probe results"): what a local GPU really delivers.
// A probe result turns the catalog's specification into measured figures for the planner.
#include "hardware.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct GemmMeasurement {
    double best_flops_per_second = 0;
    double median_flops_per_second = 0;
    std::vector<std::int64_t> best_shape; // m, n, k
};

struct ProbeDevice {
    int index = 0;
    std::string name;
    std::string compute_capability;
    std::int64_t multiprocessors = 0;
    double memory_bytes = 0;
    std::string catalog_gpu; // the catalog id this device matches, when known
    double copy_bytes_per_second = 0;
    double triad_bytes_per_second = 0;
    double host_to_device_pinned_bytes_per_second = 0;
    double device_to_host_pinned_bytes_per_second = 0;
    double launch_latency_seconds = 0;
    std::map<Precision, GemmMeasurement> gemm;
};

struct ProbeResult {
    std::string host;
    std::string driver;
    std::string cuda_runtime;
    std::string date; // YYYY-MM-DD
    std::vector<ProbeDevice> devices;
};

[[nodiscard]] ProbeResult load_probe_result(const std::string& file);

// The catalog GPU with the probe's measurements in place of its specification: best measured
// GEMM rate per precision as the "peak" (so MFU applies on top of what the GPU really does) and
// the triad bandwidth as memory bandwidth. Precisions the probe did not measure keep the
// specification figure. The name says it is measured.
[[nodiscard]] GpuSpec measured_gpu(const GpuSpec& spec, const ProbeDevice& device);
// Measured against specification per precision (1.0 = the datasheet's dense peak).
[[nodiscard]] std::map<Precision, double> efficiency_against_spec(const GpuSpec& spec,
                                                                  const ProbeDevice& device);

} // namespace gpuplanner
