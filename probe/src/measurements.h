#pragma once
// One function per measurement; each fills its part of the DeviceReport and reports progress.
// Formulas and method: docs/probe.md.
#include "probe_plan.h"
#include "probe_report.h"
#include "progress.h"

#include <vector>

namespace gpuprobe {

class Telemetry;

struct MeasureContext {
    int device = 0;
    bool quick = false;
    ProbeBudget budget;
    double memory_budget_bytes = 0; // what this run may allocate on the device
    Progress* progress = nullptr;
    std::vector<std::string>* warnings = nullptr;
};

// Name, compute capability, SMs, memory, L2, clocks, bus width, PCI id (cudaDeviceGetAttribute:
// CUDA 13 removed the clock fields of cudaDeviceProp).
[[nodiscard]] DeviceReport query_device(int device);

[[nodiscard]] int memory_steps();
void measure_memory_bandwidth(DeviceReport& d, const MeasureContext& ctx);
[[nodiscard]] int transfer_steps();
void measure_transfers(DeviceReport& d, const MeasureContext& ctx);
[[nodiscard]] int latency_steps();
void measure_launch_latency(DeviceReport& d, const MeasureContext& ctx);
// The precisions this device can run (the others are recorded in gemm_skipped with the reason).
[[nodiscard]] std::vector<gpuplanner::Precision>
gemm_precisions(DeviceReport& d, const std::vector<std::string>& wanted);
void measure_gemm(DeviceReport& d, const MeasureContext& ctx, gpuplanner::Precision p,
                  Telemetry& telemetry);
// Copies between every pair of the listed devices that can reach each other directly.
void measure_peers(std::vector<DeviceReport>& devices, const MeasureContext& ctx);

} // namespace gpuprobe
