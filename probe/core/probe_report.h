#pragma once
// What gpuprobe measured, written as the documented JSON (docs/formats.md, "Probe results") and
// as a table for people. No CUDA here: tested without a GPU, read back by the planner.
#include "hardware/hardware.h"
#include "hardware/probe_result.h"
#include "probe_plan.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuprobe {

struct GemmRun {
    gpuplanner::Precision precision = gpuplanner::Precision::FP32;
    std::vector<std::pair<GemmShape, double>> sweep; // shape, median FLOP/s of its samples
    std::optional<double> fraction_of_spec;          // best / the catalog's dense peak
    [[nodiscard]] double best() const;               // the best shape's rate
    [[nodiscard]] double median() const;             // median over the shapes
    [[nodiscard]] GemmShape best_shape() const;
    // The shape whose rate is the median (the lower middle one for an even count).
    [[nodiscard]] GemmShape median_shape() const;
};

struct TelemetrySample {
    double seconds = 0; // since the start of the run
    double sm_clock_mhz = 0;
    double memory_clock_mhz = 0;
    double power_watts = 0;
    double temperature_c = 0;
    unsigned long long slowdown_reasons = 0; // NVML clocks event reasons
    bool during_gemm = false;
};

// Power cap, thermal and hardware slowdowns (NVML's clocks event reason bits 0x4, 0x8, 0x20,
// 0x40, 0x80); idle and application-clock settings are not throttling.
[[nodiscard]] bool is_throttled(unsigned long long reasons);
[[nodiscard]] gpuplanner::ProbeTelemetry summarize(const std::vector<TelemetrySample>& samples);

struct DeviceReport {
    int index = 0;
    std::string name;
    std::string compute_capability;
    std::string pci_bus_id;
    std::string pcie_link; // "Gen4 x16" (NVML)
    std::string catalog_gpu;
    int multiprocessors = 0;
    double memory_bytes = 0;
    double free_memory_bytes = 0;
    double l2_bytes = 0;
    double clock_mhz = 0;
    double memory_clock_mhz = 0;
    int memory_bus_bits = 0;
    double power_limit_watts = 0;
    std::optional<double> copy_bytes_per_second;
    std::optional<double> triad_bytes_per_second;
    std::optional<double> triad_fraction_of_spec;
    std::optional<double> h2d_pinned, h2d_pageable, d2h_pinned, d2h_pageable;
    std::map<int, double> peer_bytes_per_second;
    std::optional<double> launch_latency_seconds;    // back-to-back empty kernels
    std::optional<double> launch_round_trip_seconds; // launch + wait for it, from the host
    std::vector<GemmRun> gemm;
    std::map<std::string, std::string> gemm_skipped;
    std::vector<TelemetrySample> samples;

    // Twice the memory clock times the bus width (double data rate): what the attributes promise.
    [[nodiscard]] double attribute_bandwidth_bytes_per_second() const;
};

struct ProbeReport {
    std::string gpuprobe_version;
    std::string host;
    std::string driver;              // NVML's driver version, when NVML is present
    std::string cuda_driver_version; // the CUDA version the driver supports, "13.0"
    std::string cuda_runtime;
    std::string date; // YYYY-MM-DD
    std::string mode; // quick | full
    double duration_seconds = 0;
    std::vector<DeviceReport> devices;
    std::vector<std::string> warnings;
};

// Names the catalog part of each device and the fraction of its datasheet figures measured.
void compare_with_catalog(ProbeReport& report, const gpuplanner::GpuCatalog& gpus);

[[nodiscard]] nlohmann::json to_json(const ProbeReport& report);
// Atomic: written to FILE.tmp, then renamed over FILE. Throws std::runtime_error naming the file.
void write_report(const std::string& file, const ProbeReport& report);
// The table printed at the end of a run.
[[nodiscard]] std::string summary_text(const ProbeReport& report);

// "2026-11-30" for the local date now.
[[nodiscard]] std::string today_iso();

} // namespace gpuprobe
