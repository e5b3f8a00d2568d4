#pragma once
// Results of gpuprobe (docs/formats.md, "Probe results"): what a local GPU really delivers.
// A probe result turns the catalog's specification into measured figures for the planner.
#include "hardware/hardware.h"
#include "io/translatable.h"

#include <map>
#include <nlohmann/json_fwd.hpp>
#include <optional>

#include <string>
#include <utility>
#include <vector>

namespace gpuplanner {

// gpuprobe's exit statuses (docs/probe.md), shared by the probe and the programs that run it.
inline constexpr int kProbeExitUsage = 2;  // bad arguments
inline constexpr int kProbeExitNoGpu = 3;  // no GPU, no driver, or a driver too old
inline constexpr int kProbeExitFailed = 4; // a measurement failed (the file is still written)
inline constexpr int kProbeExitWrite = 5;  // the result file could not be written

struct GemmMeasurement {
    double best_flops_per_second = 0;
    double median_flops_per_second = 0;
    std::vector<std::int64_t> best_shape; // m, n, k
};

// Clocks, power and temperature sampled while the probe ran (NVML; absent without it).
struct ProbeTelemetry {
    int samples = 0;
    double max_temperature_c = 0;
    double max_power_watts = 0;
    double min_sm_clock_mhz = 0; // while the GEMMs ran: a drop shows throttling
    double max_sm_clock_mhz = 0;
    double throttled_fraction = 0; // samples with a power/thermal slowdown reason
};

struct ProbeDevice {
    int index = 0;
    std::string name;
    std::string compute_capability;
    std::int64_t multiprocessors = 0;
    double memory_bytes = 0;
    std::string catalog_gpu; // the catalog id this device matches, when known
    double attribute_bandwidth_bytes_per_second = 0; // from the memory clock and bus width
    double power_limit_watts = 0;
    double copy_bytes_per_second = 0;
    double triad_bytes_per_second = 0;
    double host_to_device_pinned_bytes_per_second = 0;
    double device_to_host_pinned_bytes_per_second = 0;
    double host_to_device_pageable_bytes_per_second = 0;
    double device_to_host_pageable_bytes_per_second = 0;
    std::map<int, double> peer_bytes_per_second; // by the other device's index
    double launch_latency_seconds = 0;
    std::map<Precision, GemmMeasurement> gemm;
    std::map<std::string, std::string> gemm_skipped; // precision -> why it was not measured
    std::optional<ProbeTelemetry> telemetry;
};

// Why gpuprobe left a precision out (ProbeDevice::gemm_skipped): the probe writes these sentences
// and the workbench shows them translated (context "LocalGpu"); a file from another version of the
// probe may hold others, shown as written.
namespace probe_skip {
inline constexpr const char* kNeedsAmpere =
    GPUPLANNER_TEXT("LocalGpu", "needs compute capability 8.0 (Ampere) or newer");
inline constexpr const char* kNeedsAda =
    GPUPLANNER_TEXT("LocalGpu", "needs compute capability 8.9 (Ada) or newer");
inline constexpr const char* kNeedsTuring =
    GPUPLANNER_TEXT("LocalGpu", "needs compute capability 7.5 or newer");
inline constexpr const char* kTooLittleMemory =
    GPUPLANNER_TEXT("LocalGpu", "too little free GPU memory for the smallest shape");
inline constexpr const char* kNoKernel =
    GPUPLANNER_TEXT("LocalGpu", "cuBLASLt has no kernel for this precision on this GPU");
inline constexpr const char* kAll[] = {kNeedsAmpere, kNeedsAda, kNeedsTuring, kTooLittleMemory,
                                       kNoKernel};
} // namespace probe_skip

struct ProbeResult {
    std::string host;
    std::string driver;
    std::string cuda_runtime;
    std::string date; // YYYY-MM-DD
    std::string mode; // quick | full
    std::vector<ProbeDevice> devices;
};

[[nodiscard]] ProbeResult load_probe_result(const std::string& file);
// The same from a parsed document; `file` names it in errors.
[[nodiscard]] ProbeResult parse_probe_result(const nlohmann::json& doc, const std::string& file);

// What a healthy GPU of the kind reaches in the probe, as a fraction of its datasheet figure
// (docs/probe.md): the planner's MFU and bandwidth efficiencies are relative to the datasheet and
// already include this much, so a measurement is divided by it before it replaces the datasheet.
struct ProbeReference {
    double gemm_efficiency = 0.80;      // best large cuBLAS GEMM / dense peak
    double bandwidth_efficiency = 0.90; // triad / datasheet bandwidth
};

// The catalog GPU with the probe's measurements in place of its specification, as
// "datasheet-equivalent" figures: measured / reference per precision and for the bandwidth, so a
// GPU that measures like a healthy one plans exactly like the catalog entry and a throttled or
// power-capped one plans slower. Precisions the probe did not measure keep the specification.
[[nodiscard]] GpuSpec measured_gpu(const GpuSpec& spec, const ProbeDevice& device,
                                   const ProbeReference& reference = {});
// A GPU the catalog does not list (a laptop part, say): everything from the measurement.
[[nodiscard]] GpuSpec measured_gpu(const ProbeDevice& device, const ProbeReference& reference = {});
// The device to plan with: the one numbered `index`, or the first; nullptr when there is none.
[[nodiscard]] const ProbeDevice* find_probe_device(const ProbeResult& probe,
                                                   std::optional<int> index);
// The catalog id of a measured device: the probe's own when the catalog has it, else matched by
// name; empty when the catalog does not list the part.
[[nodiscard]] std::string probe_catalog_id(const ProbeDevice& device, const GpuCatalog* gpus);
// match_catalog_gpu, kept only when `gpus` (if given) holds that id.
[[nodiscard]] std::string catalog_gpu_for(const std::string& cuda_name, double memory_bytes,
                                          const GpuCatalog* gpus);

// The catalog id for a CUDA device name ("NVIDIA H100 80GB HBM3" -> "h100-sxm"); empty when the
// catalog has no entry for that exact part (laptop variants, Ti models, NVL cards).
[[nodiscard]] std::string match_catalog_gpu(const std::string& cuda_name, double memory_bytes);

// The machine-readable progress lines gpuprobe --machine-progress prints on stdout, one per step:
// "gpuprobe-progress 0.420 gemm bf16 4096x4096x4096".
[[nodiscard]] std::string probe_progress_line(double fraction, const std::string& stage);
[[nodiscard]] std::optional<std::pair<double, std::string>>
parse_probe_progress_line(const std::string& line);

} // namespace gpuplanner
