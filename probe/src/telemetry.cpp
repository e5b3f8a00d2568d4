#include "telemetry.h"

#include <dlfcn.h>

#include <chrono>

namespace gpuprobe {

// The few NVML entry points used, with their C signatures (nvml.h): NVML returns 0 on success,
// powers in milliwatts, clocks in MHz; a device is an opaque pointer.
struct Telemetry::Api {
    using Device = void*;
    int (*init)() = nullptr;
    int (*shutdown)() = nullptr;
    int (*driver_version)(char*, unsigned) = nullptr;
    int (*by_bus_id)(const char*, Device*) = nullptr;
    int (*clock)(Device, int, unsigned*) = nullptr;
    int (*power)(Device, unsigned*) = nullptr;
    int (*temperature)(Device, int, unsigned*) = nullptr;
    int (*power_limit)(Device, unsigned*) = nullptr;
    int (*reasons)(Device, unsigned long long*) = nullptr;
    int (*link_gen)(Device, unsigned*) = nullptr;
    int (*link_width)(Device, unsigned*) = nullptr;
    int (*max_link_gen)(Device, unsigned*) = nullptr;
    int (*max_link_width)(Device, unsigned*) = nullptr;
};

namespace {

template <typename F>
void bind(void* lib, F& fn, const char* name, const char* fallback = nullptr) {
    void* p = dlsym(lib, name);
    if (!p && fallback)
        p = dlsym(lib, fallback);
    fn = reinterpret_cast<F>(p);
}

constexpr int kClockSm = 1;     // NVML_CLOCK_SM
constexpr int kClockMemory = 2; // NVML_CLOCK_MEM
constexpr int kSensorGpu = 0;   // NVML_TEMPERATURE_GPU

} // namespace

Telemetry::Telemetry() {
    lib_ = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib_)
        return;
    api_ = new Api;
    bind(lib_, api_->init, "nvmlInit_v2");
    bind(lib_, api_->shutdown, "nvmlShutdown");
    bind(lib_, api_->driver_version, "nvmlSystemGetDriverVersion");
    bind(lib_, api_->by_bus_id, "nvmlDeviceGetHandleByPciBusId_v2");
    bind(lib_, api_->clock, "nvmlDeviceGetClockInfo");
    bind(lib_, api_->power, "nvmlDeviceGetPowerUsage");
    bind(lib_, api_->temperature, "nvmlDeviceGetTemperature");
    bind(lib_, api_->power_limit, "nvmlDeviceGetEnforcedPowerLimit");
    bind(lib_, api_->reasons, "nvmlDeviceGetCurrentClocksEventReasons",
         "nvmlDeviceGetCurrentClocksThrottleReasons");
    bind(lib_, api_->link_gen, "nvmlDeviceGetCurrPcieLinkGeneration");
    bind(lib_, api_->link_width, "nvmlDeviceGetCurrPcieLinkWidth");
    bind(lib_, api_->max_link_gen, "nvmlDeviceGetMaxPcieLinkGeneration");
    bind(lib_, api_->max_link_width, "nvmlDeviceGetMaxPcieLinkWidth");
    if (!api_->init || !api_->by_bus_id || api_->init() != 0) {
        delete api_;
        api_ = nullptr;
        dlclose(lib_);
        lib_ = nullptr;
    }
}

Telemetry::~Telemetry() {
    if (running_)
        (void)stop();
    if (api_ && api_->shutdown)
        api_->shutdown();
    delete api_;
    if (lib_)
        dlclose(lib_);
}

std::string Telemetry::driver_version() const {
    char buf[96] = {};
    if (api_ && api_->driver_version && api_->driver_version(buf, sizeof buf) == 0)
        return buf;
    return {};
}

void* Telemetry::device(const std::string& pci_bus_id) const {
    Api::Device d = nullptr;
    if (!api_ || api_->by_bus_id(pci_bus_id.c_str(), &d) != 0)
        return nullptr;
    return d;
}

double Telemetry::power_limit_watts(const std::string& pci_bus_id) const {
    unsigned mw = 0;
    void* d = device(pci_bus_id);
    if (d && api_->power_limit && api_->power_limit(d, &mw) == 0)
        return mw / 1000.0;
    return 0;
}

std::string Telemetry::pcie_link(const std::string& pci_bus_id) const {
    void* d = device(pci_bus_id);
    unsigned gen = 0, width = 0, max_gen = 0, max_width = 0;
    if (!d || !api_->link_gen || !api_->link_width || api_->link_gen(d, &gen) != 0 ||
        api_->link_width(d, &width) != 0)
        return {};
    std::string text = "Gen" + std::to_string(gen) + " x" + std::to_string(width);
    if (api_->max_link_gen && api_->max_link_width && api_->max_link_gen(d, &max_gen) == 0 &&
        api_->max_link_width(d, &max_width) == 0 && (max_gen != gen || max_width != width))
        text += " (card and slot allow Gen" + std::to_string(max_gen) + " x" +
                std::to_string(max_width) + ")";
    return text;
}

TelemetrySample Telemetry::sample(void* d, double seconds) const {
    TelemetrySample s;
    s.seconds = seconds;
    unsigned v = 0;
    if (api_->clock && api_->clock(d, kClockSm, &v) == 0)
        s.sm_clock_mhz = v;
    if (api_->clock && api_->clock(d, kClockMemory, &v) == 0)
        s.memory_clock_mhz = v;
    if (api_->power && api_->power(d, &v) == 0)
        s.power_watts = v / 1000.0;
    if (api_->temperature && api_->temperature(d, kSensorGpu, &v) == 0)
        s.temperature_c = v;
    unsigned long long reasons = 0;
    if (api_->reasons && api_->reasons(d, &reasons) == 0)
        s.slowdown_reasons = reasons;
    s.during_gemm = during_gemm_;
    return s;
}

void Telemetry::start(const std::string& pci_bus_id, double period_seconds) {
    void* d = device(pci_bus_id);
    if (!d || running_)
        return;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        samples_.clear();
    }
    running_ = true;
    thread_ = std::thread([this, d, period_seconds] {
        using clock = std::chrono::steady_clock;
        const auto t0 = clock::now();
        while (running_) {
            const double t = std::chrono::duration<double>(clock::now() - t0).count();
            const TelemetrySample s = sample(d, t);
            {
                std::lock_guard<std::mutex> lock(mutex_);
                samples_.push_back(s);
            }
            std::this_thread::sleep_for(std::chrono::duration<double>(period_seconds));
        }
    });
}

std::vector<TelemetrySample> Telemetry::stop() {
    running_ = false;
    if (thread_.joinable())
        thread_.join();
    std::lock_guard<std::mutex> lock(mutex_);
    return std::move(samples_);
}

} // namespace gpuprobe
