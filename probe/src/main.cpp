// gpuprobe: measures the local NVIDIA GPU(s) so the planner can compare them with the cloud.
// Method and figures: docs/probe.md; output: docs/formats.md ("Probe results").
#include "cuda_support.h"
#include "hardware/probe_result.h"
#include "io/resources.h"
#include "measurements.h"
#include "probe_messages.h"
#include "probe_options.h"
#include "probe_report.h"
#include "progress.h"
#include "telemetry.h"

#include <cuda_runtime_api.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <thread>

using namespace gpuprobe;

namespace {

constexpr int kExitUsage = gpuplanner::kProbeExitUsage;
constexpr int kExitNoGpu = gpuplanner::kProbeExitNoGpu;
constexpr int kExitFailed = gpuplanner::kProbeExitFailed;
constexpr int kExitWrite = gpuplanner::kProbeExitWrite;

// Ends the process if the run outlasts its limit: a GPU that stops answering must not leave the
// workbench waiting for ever. CUDA cannot cancel work in flight; leaving the process does.
class Watchdog final {
public:
    explicit Watchdog(double seconds)
        : thread_([this, seconds] {
            std::unique_lock<std::mutex> lock(mutex_);
            if (!done_cv_.wait_for(lock, std::chrono::duration<double>(seconds),
                                   [this] { return done_; })) {
                std::fprintf(stderr,
                             "gpuprobe: gave up after %.0f s: the GPU stopped answering or the "
                             "run is far slower than planned (--time-limit raises the limit)\n",
                             seconds);
                std::fflush(stderr);
                std::_Exit(kExitFailed);
            }
        }) {}
    ~Watchdog() {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            done_ = true;
        }
        done_cv_.notify_all();
        thread_.join();
    }
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

private:
    std::mutex mutex_;
    std::condition_variable done_cv_;
    bool done_ = false;
    std::thread thread_;
};

std::string host_name() {
    char buf[256] = {};
    return gethostname(buf, sizeof buf - 1) == 0 ? std::string(buf) : std::string();
}

// Runs one measurement; a failure is recorded and the run goes on with the next one.
template <typename F> bool attempt(const std::string& what, ProbeReport& r, F&& f) {
    try {
        f();
        return true;
    } catch (const std::exception& e) { // ProbeFailure, or host memory running out
        r.warnings.push_back(what + ": " + e.what());
        std::cerr << "gpuprobe: " << what << " failed: " << e.what() << std::endl;
        return false;
    }
}

} // namespace

int main(int argc, char** argv) {
    ProbeOptions opt;
    try {
        opt = parse_probe_options(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const UsageError& e) {
        std::cerr << "gpuprobe: " << e.what() << "\n" << probe_usage();
        return kExitUsage;
    }
    if (opt.help) {
        std::cout << probe_usage();
        return 0;
    }
    if (opt.version) {
        std::cout << "gpuprobe " << GPUPROBE_VERSION << "\n";
        return 0;
    }

    int runtime_version = 0;
    int driver_version = 0;
    cudaRuntimeGetVersion(&runtime_version);
    cudaDriverGetVersion(&driver_version);
    int count = 0;
    const cudaError_t started = cudaGetDeviceCount(&count);
    if (started != cudaSuccess || count == 0) {
        std::cerr << "gpuprobe: "
                  << no_gpu_sentence(static_cast<int>(started), cudaGetErrorName(started),
                                     driver_version, runtime_version)
                  << std::endl;
        return kExitNoGpu;
    }
    std::vector<int> devices = opt.devices;
    if (devices.empty())
        for (int i = 0; i < count; ++i)
            devices.push_back(i);
    for (int d : devices)
        if (d >= count) {
            std::cerr << "gpuprobe: --device " << d << ": this machine has " << count
                      << " GPU(s), numbered from 0\n";
            return kExitUsage;
        }

    const auto t0 = std::chrono::steady_clock::now();
    MeasureContext ctx;
    ctx.quick = opt.quick;
    ctx.budget = probe_budget(opt.quick);
    if (opt.time_limit_seconds)
        ctx.budget.time_limit_seconds = *opt.time_limit_seconds;
    const Watchdog watchdog(ctx.budget.time_limit_seconds);
    Progress progress(std::cerr, opt.machine_progress ? &std::cout : nullptr);
    ProbeReport report;
    ctx.progress = &progress;
    ctx.warnings = &report.warnings;
    report.gpuprobe_version = GPUPROBE_VERSION;
    report.host = host_name();
    report.cuda_runtime = cuda_version_text(runtime_version);
    report.cuda_driver_version = cuda_version_text(driver_version);
    report.date = today_iso();
    report.mode = opt.quick ? "quick" : "full";
    Telemetry telemetry;
    report.driver = telemetry.driver_version();
    if (!telemetry.available())
        report.warnings.push_back("NVML (libnvidia-ml.so.1) not found: no clock, power or "
                                  "temperature readings");

    bool all_ok = true;
    try {
        for (int index : devices)
            report.devices.push_back(query_device(index));
    } catch (const ProbeFailure& e) {
        std::cerr << "gpuprobe: " << e.what() << std::endl;
        return kExitFailed;
    }
    // Every step is known before the first runs, so the fraction only grows.
    std::vector<std::vector<gpuplanner::Precision>> precisions;
    for (DeviceReport& d : report.devices) {
        precisions.push_back(gemm_precisions(d, opt.gemm));
        progress.add_steps(memory_steps() + transfer_steps() + latency_steps());
        for (gpuplanner::Precision p : precisions.back())
            progress.add_steps(static_cast<int>(gemm_shapes(opt.quick, p, 1e18).size()));
    }
    if (report.devices.size() > 1)
        progress.add_steps(static_cast<int>(report.devices.size() * (report.devices.size() - 1)));

    for (std::size_t i = 0; i < report.devices.size(); ++i) {
        DeviceReport& d = report.devices[i];
        ctx.device = d.index;
        ctx.memory_budget_bytes = d.free_memory_bytes * opt.memory_fraction;
        progress.note("GPU " + std::to_string(d.index) + ": " + d.name + ", " +
                      std::to_string(static_cast<long long>(d.free_memory_bytes / (1 << 20))) +
                      " MiB free, using at most " +
                      std::to_string(static_cast<long long>(ctx.memory_budget_bytes / (1 << 20))) +
                      " MiB");
        if (cudaSetDevice(d.index) != cudaSuccess)
            continue;
        d.power_limit_watts = telemetry.power_limit_watts(d.pci_bus_id);
        const std::string link = telemetry.pcie_link(d.pci_bus_id);
        if (!link.empty())
            d.pcie_link = link;
        telemetry.start(d.pci_bus_id, opt.quick ? 0.1 : 0.2);
        const std::string gpu = "GPU " + std::to_string(d.index);
        all_ok &=
            attempt(gpu + " memory bandwidth", report, [&] { measure_memory_bandwidth(d, ctx); });
        all_ok &= attempt(gpu + " host transfers", report, [&] { measure_transfers(d, ctx); });
        all_ok &= attempt(gpu + " launch latency", report, [&] { measure_launch_latency(d, ctx); });
        for (gpuplanner::Precision p : precisions[i])
            all_ok &= attempt(gpu + " GEMM " + gpuplanner::to_string(p), report,
                              [&] { measure_gemm(d, ctx, p, telemetry); });
        d.samples = telemetry.stop();
    }
    if (report.devices.size() > 1) {
        ctx.memory_budget_bytes = report.devices.front().free_memory_bytes * opt.memory_fraction;
        all_ok &= attempt("peer copies", report, [&] { measure_peers(report.devices, ctx); });
    }
    report.duration_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    const std::string resources = gpuplanner::find_resources_dir();
    if (!resources.empty()) {
        try {
            compare_with_catalog(
                report, gpuplanner::load_gpu_catalog(gpuplanner::ResourcePaths{resources}.gpus()));
        } catch (const std::exception& e) {
            report.warnings.push_back(std::string("catalog not read: ") + e.what());
        }
    } else {
        report.warnings.push_back("the GPU catalog was not found: no comparison with datasheets");
    }

    std::cout << summary_text(report) << std::flush;
    if (!opt.json_file.empty()) {
        try {
            write_report(opt.json_file, report);
            std::cerr << "gpuprobe: wrote " << opt.json_file << std::endl;
        } catch (const std::exception& e) {
            std::cerr << "gpuprobe: " << e.what() << std::endl;
            return kExitWrite;
        }
    }
    return all_ok ? 0 : kExitFailed;
}
