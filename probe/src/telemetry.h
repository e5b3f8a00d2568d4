#pragma once
// Clocks, power and temperature through NVML, loaded at run time (libnvidia-ml.so.1 ships with
// the driver, not the toolkit): without it the probe still measures, it only cannot say whether
// the GPU throttled.
#include "probe_report.h"

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace gpuprobe {

class Telemetry final {
public:
    Telemetry();
    ~Telemetry();
    Telemetry(const Telemetry&) = delete;
    Telemetry& operator=(const Telemetry&) = delete;

    [[nodiscard]] bool available() const { return lib_ != nullptr; }
    [[nodiscard]] std::string driver_version() const;
    [[nodiscard]] double power_limit_watts(const std::string& pci_bus_id) const;
    [[nodiscard]] std::string
    pcie_link(const std::string& pci_bus_id) const; // "Gen4 x16 (max ...)"

    // Samples the device every `period_seconds` on a thread of its own until stop().
    void start(const std::string& pci_bus_id, double period_seconds);
    [[nodiscard]] std::vector<TelemetrySample> stop();
    void set_during_gemm(bool on) { during_gemm_ = on; }

private:
    struct Api;
    void* device(const std::string& pci_bus_id) const;
    TelemetrySample sample(void* device, double seconds) const;

    void* lib_ = nullptr;
    Api* api_ = nullptr;
    std::thread thread_;
    std::atomic<bool> running_{false};
    std::atomic<bool> during_gemm_{false};
    std::mutex mutex_;
    std::vector<TelemetrySample> samples_;
};

} // namespace gpuprobe
