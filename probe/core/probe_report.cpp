#include "probe_report.h"

#include "io/atomic_write.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <sstream>

namespace gpuprobe {

using gpuplanner::Precision;

namespace {

std::string fmt(const char* pattern, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, pattern, v);
    return buf;
}

nlohmann::json transfer(const std::optional<double>& pinned,
                        const std::optional<double>& pageable) {
    nlohmann::json j = nlohmann::json::object();
    if (pinned)
        j["pinned"] = *pinned;
    if (pageable)
        j["pageable"] = *pageable;
    return j;
}

nlohmann::json device_json(const DeviceReport& d) {
    nlohmann::json j;
    j["index"] = d.index;
    j["name"] = d.name;
    j["compute_capability"] = d.compute_capability;
    j["multiprocessors"] = d.multiprocessors;
    j["memory_bytes"] = d.memory_bytes;
    j["free_memory_bytes"] = d.free_memory_bytes;
    if (!d.catalog_gpu.empty())
        j["catalog_gpu"] = d.catalog_gpu;
    if (!d.pci_bus_id.empty())
        j["pci"] = d.pci_bus_id;
    if (!d.pcie_link.empty())
        j["pcie_link"] = d.pcie_link;
    j["l2_bytes"] = d.l2_bytes;
    j["clock_mhz"] = d.clock_mhz;
    j["memory_clock_mhz"] = d.memory_clock_mhz;
    j["memory_bus_bits"] = d.memory_bus_bits;
    if (d.attribute_bandwidth_bytes_per_second() > 0)
        j["attribute_bandwidth_bytes_per_second"] = d.attribute_bandwidth_bytes_per_second();
    if (d.power_limit_watts > 0)
        j["power_limit_watts"] = d.power_limit_watts;
    if (d.copy_bytes_per_second || d.triad_bytes_per_second) {
        nlohmann::json m = nlohmann::json::object();
        if (d.copy_bytes_per_second)
            m["copy"] = *d.copy_bytes_per_second;
        if (d.triad_bytes_per_second)
            m["triad"] = *d.triad_bytes_per_second;
        j["memory_bandwidth_bytes_per_second"] = m;
    }
    if (d.h2d_pinned || d.h2d_pageable)
        j["host_to_device_bytes_per_second"] = transfer(d.h2d_pinned, d.h2d_pageable);
    if (d.d2h_pinned || d.d2h_pageable)
        j["device_to_host_bytes_per_second"] = transfer(d.d2h_pinned, d.d2h_pageable);
    if (!d.peer_bytes_per_second.empty()) {
        nlohmann::json p = nlohmann::json::object();
        for (const auto& [other, bw] : d.peer_bytes_per_second)
            p[std::to_string(other)] = bw;
        j["peer_bytes_per_second"] = p;
    }
    if (d.launch_latency_seconds)
        j["launch_latency_seconds"] = *d.launch_latency_seconds;
    if (d.launch_round_trip_seconds)
        j["launch_round_trip_seconds"] = *d.launch_round_trip_seconds;
    nlohmann::json gemm = nlohmann::json::object();
    for (const GemmRun& g : d.gemm) {
        if (g.sweep.empty())
            continue;
        const GemmShape b = g.best_shape();
        nlohmann::json one = {
            {"best", g.best()}, {"median", g.median()}, {"best_shape", {b.m, b.n, b.k}}};
        if (g.fraction_of_spec)
            one["fraction_of_spec"] = *g.fraction_of_spec;
        nlohmann::json sweep = nlohmann::json::array();
        for (const auto& [s, rate] : g.sweep)
            sweep.push_back({s.m, s.n, s.k, rate});
        one["sweep"] = sweep;
        gemm[gpuplanner::to_string(g.precision)] = one;
    }
    if (!gemm.empty())
        j["gemm_flops_per_second"] = gemm;
    if (!d.gemm_skipped.empty())
        j["gemm_skipped"] = d.gemm_skipped;
    if (!d.samples.empty()) {
        const gpuplanner::ProbeTelemetry t = summarize(d.samples);
        j["telemetry"] = {{"samples", t.samples},
                          {"max_temperature_c", t.max_temperature_c},
                          {"max_power_watts", t.max_power_watts},
                          {"min_sm_clock_mhz", t.min_sm_clock_mhz},
                          {"max_sm_clock_mhz", t.max_sm_clock_mhz},
                          {"throttled_fraction", t.throttled_fraction}};
        // At most 400 rows: [seconds, SM MHz, memory MHz, W, deg C, slowdown reasons].
        nlohmann::json rows = nlohmann::json::array();
        const std::size_t step = d.samples.size() / 400 + 1;
        for (std::size_t i = 0; i < d.samples.size(); i += step) {
            const TelemetrySample& s = d.samples[i];
            rows.push_back({s.seconds, s.sm_clock_mhz, s.memory_clock_mhz, s.power_watts,
                            s.temperature_c, s.slowdown_reasons});
        }
        j["samples"] = rows;
    }
    return j;
}

} // namespace

double GemmRun::best() const {
    double b = 0;
    for (const auto& [s, rate] : sweep)
        b = std::max(b, rate);
    return b;
}

double GemmRun::median() const {
    std::vector<double> rates;
    for (const auto& [s, rate] : sweep)
        rates.push_back(rate);
    return gpuprobe::median(rates);
}

GemmShape GemmRun::best_shape() const {
    GemmShape shape;
    double b = -1;
    for (const auto& [s, rate] : sweep)
        if (rate > b) {
            b = rate;
            shape = s;
        }
    return shape;
}

GemmShape GemmRun::median_shape() const {
    std::vector<std::pair<double, GemmShape>> by_rate;
    for (const auto& [s, rate] : sweep)
        by_rate.emplace_back(rate, s);
    if (by_rate.empty())
        return {};
    std::sort(by_rate.begin(), by_rate.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return by_rate[(by_rate.size() - 1) / 2].second;
}

bool is_throttled(unsigned long long reasons) {
    return (reasons & (0x4ULL | 0x8ULL | 0x20ULL | 0x40ULL | 0x80ULL)) != 0;
}

gpuplanner::ProbeTelemetry summarize(const std::vector<TelemetrySample>& samples) {
    gpuplanner::ProbeTelemetry t;
    t.samples = static_cast<int>(samples.size());
    int throttled = 0;
    bool any_gemm = false;
    for (const TelemetrySample& s : samples)
        any_gemm = any_gemm || s.during_gemm;
    for (const TelemetrySample& s : samples) {
        t.max_temperature_c = std::max(t.max_temperature_c, s.temperature_c);
        t.max_power_watts = std::max(t.max_power_watts, s.power_watts);
        throttled += is_throttled(s.slowdown_reasons) ? 1 : 0;
        if (any_gemm && !s.during_gemm)
            continue; // the clock range that matters is the one under load
        if (s.sm_clock_mhz > 0)
            t.min_sm_clock_mhz = t.min_sm_clock_mhz == 0
                                     ? s.sm_clock_mhz
                                     : std::min(t.min_sm_clock_mhz, s.sm_clock_mhz);
        t.max_sm_clock_mhz = std::max(t.max_sm_clock_mhz, s.sm_clock_mhz);
    }
    t.throttled_fraction = samples.empty() ? 0 : double(throttled) / double(samples.size());
    return t;
}

double DeviceReport::attribute_bandwidth_bytes_per_second() const {
    return 2.0 * memory_clock_mhz * 1e6 * memory_bus_bits / 8.0;
}

void compare_with_catalog(ProbeReport& report, const gpuplanner::GpuCatalog& gpus) {
    for (DeviceReport& d : report.devices) {
        d.catalog_gpu = gpuplanner::catalog_gpu_for(d.name, d.memory_bytes, &gpus);
        const gpuplanner::GpuSpec* spec =
            d.catalog_gpu.empty() ? nullptr : gpus.find(d.catalog_gpu);
        if (!spec)
            continue;
        for (GemmRun& g : d.gemm)
            if (const auto peak = spec->peak_flops(g.precision);
                peak && *peak > 0 && !g.sweep.empty())
                g.fraction_of_spec = g.best() / *peak;
        if (d.triad_bytes_per_second && spec->memory_bandwidth_bytes_per_second > 0)
            d.triad_fraction_of_spec =
                *d.triad_bytes_per_second / spec->memory_bandwidth_bytes_per_second;
    }
}

nlohmann::json to_json(const ProbeReport& r) {
    nlohmann::json j;
    j["format"] = "gpuplanner-probe";
    j["version"] = 1;
    j["gpuprobe_version"] = r.gpuprobe_version;
    j["host"] = r.host;
    j["driver"] = r.driver;
    j["cuda_driver_version"] = r.cuda_driver_version;
    j["cuda_runtime"] = r.cuda_runtime;
    j["date"] = r.date;
    j["mode"] = r.mode;
    j["duration_seconds"] = r.duration_seconds;
    j["devices"] = nlohmann::json::array();
    for (const DeviceReport& d : r.devices)
        j["devices"].push_back(device_json(d));
    j["warnings"] = r.warnings;
    return j;
}

void write_report(const std::string& file, const ProbeReport& report) {
    try {
        gpuplanner::write_file_atomically(file, to_json(report).dump(1) + "\n");
    } catch (const gpuplanner::InputError& e) { // the probe's callers report std::runtime_error
        throw std::runtime_error(e.file() + ": " + e.problem());
    }
}

std::string summary_text(const ProbeReport& r) {
    std::ostringstream out;
    for (const DeviceReport& d : r.devices) {
        out << "GPU " << d.index << ": " << d.name << " (compute " << d.compute_capability << ", "
            << d.multiprocessors << " SMs, " << fmt("%.1f", d.memory_bytes / 1073741824.0) << " GiB"
            << (d.catalog_gpu.empty() ? "" : ", catalog " + d.catalog_gpu) << ")\n";
        auto line = [&](const std::string& what, const std::optional<double>& v, double scale,
                        const char* unit, const std::optional<double>& fraction = std::nullopt) {
            if (!v)
                return;
            out << "  " << what;
            for (std::size_t i = what.size(); i < 28; ++i)
                out << ' ';
            out << fmt("%10.1f ", *v / scale) << unit;
            if (fraction)
                out << fmt("  (%.0f%% of the datasheet)", *fraction * 100);
            out << "\n";
        };
        line("memory copy", d.copy_bytes_per_second, 1e9, "GB/s");
        line("memory triad", d.triad_bytes_per_second, 1e9, "GB/s", d.triad_fraction_of_spec);
        line("host->device pinned", d.h2d_pinned, 1e9, "GB/s");
        line("host->device pageable", d.h2d_pageable, 1e9, "GB/s");
        line("device->host pinned", d.d2h_pinned, 1e9, "GB/s");
        line("device->host pageable", d.d2h_pageable, 1e9, "GB/s");
        for (const auto& [other, bw] : d.peer_bytes_per_second)
            line("peer to GPU " + std::to_string(other), bw, 1e9, "GB/s");
        line("launch latency", d.launch_latency_seconds, 1e-6, "us");
        line("launch round trip", d.launch_round_trip_seconds, 1e-6, "us");
        for (const GemmRun& g : d.gemm) {
            if (g.sweep.empty())
                continue;
            const bool integer = g.precision == Precision::INT8;
            line("GEMM " + gpuplanner::to_string(g.precision) + " best (" +
                     shape_text(g.best_shape()) + ")",
                 g.best(), 1e12, integer ? "TOP/s" : "TFLOP/s", g.fraction_of_spec);
            line("GEMM " + gpuplanner::to_string(g.precision) + " median", g.median(), 1e12,
                 integer ? "TOP/s" : "TFLOP/s");
        }
        for (const auto& [p, why] : d.gemm_skipped)
            out << "  GEMM " << p << ": not measured (" << why << ")\n";
        if (!d.samples.empty()) {
            const gpuplanner::ProbeTelemetry t = summarize(d.samples);
            out << "  during the run: up to " << fmt("%.0f", t.max_temperature_c) << " C, "
                << fmt("%.0f", t.max_power_watts) << " W"
                << (d.power_limit_watts > 0 ? fmt(" (limit %.0f W)", d.power_limit_watts) : "")
                << ", SM clock " << fmt("%.0f", t.min_sm_clock_mhz) << "-"
                << fmt("%.0f", t.max_sm_clock_mhz) << " MHz under load, "
                << fmt("%.0f%%", t.throttled_fraction * 100)
                << " of samples power- or heat-limited\n";
        }
    }
    for (const std::string& w : r.warnings)
        out << "warning: " << w << "\n";
    return out.str();
}

std::string today_iso() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &local);
    return buf;
}

} // namespace gpuprobe
