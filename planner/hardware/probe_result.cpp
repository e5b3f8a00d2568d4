#include "hardware/probe_result.h"

#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gpuplanner {

namespace {

double positive(JsonObjectReader& r, const std::string& key) {
    return r.number_or(key, 0, 0, 1e18);
}

void read_transfer(JsonObjectReader& d, const std::string& key, double& pinned, double& pageable) {
    if (!d.has(key))
        return;
    JsonObjectReader m = d.object(key);
    pinned = positive(m, "pinned");
    pageable = positive(m, "pageable");
    m.finish();
}

GemmMeasurement read_gemm(JsonObjectReader& one) {
    GemmMeasurement m;
    m.best_flops_per_second = one.number("best", 0, 1e18);
    m.median_flops_per_second = one.number_or("median", m.best_flops_per_second, 0, 1e18);
    if (m.median_flops_per_second > m.best_flops_per_second)
        one.fail("median", input_problem(InputProblemCode::MedianAboveBest));
    if (const nlohmann::json* shape = one.raw("best_shape")) {
        if (!shape->is_array() || shape->size() != 3)
            one.fail("best_shape", input_problem(InputProblemCode::GemmShape));
        for (const auto& v : *shape) {
            if (!v.is_number_integer() || v.get<std::int64_t>() <= 0)
                one.fail("best_shape", input_problem(InputProblemCode::GemmShapeNotPositive));
            m.best_shape.push_back(v.get<std::int64_t>());
        }
    }
    (void)one.raw("fraction_of_spec"); // re-derived from the catalog by the planner
    (void)one.raw("median_shape");
    if (const nlohmann::json* sweep = one.raw("sweep")) {
        if (!sweep->is_array())
            one.fail("sweep", input_problem(InputProblemCode::SweepNotArray));
        for (const auto& row : *sweep)
            if (!row.is_array() || row.size() != 4 ||
                !std::all_of(row.begin(), row.end(),
                             [](const nlohmann::json& v) { return v.is_number() && v >= 0; }))
                one.fail("sweep", input_problem(InputProblemCode::SweepRows));
    }
    one.finish();
    return m;
}

ProbeTelemetry read_telemetry(JsonObjectReader& t) {
    ProbeTelemetry x;
    x.samples = static_cast<int>(t.integer_or("samples", 0, 0, 100000000));
    x.max_temperature_c = t.number_or("max_temperature_c", 0, -50, 200);
    x.max_power_watts = positive(t, "max_power_watts");
    x.min_sm_clock_mhz = positive(t, "min_sm_clock_mhz");
    x.max_sm_clock_mhz = positive(t, "max_sm_clock_mhz");
    x.throttled_fraction = t.number_or("throttled_fraction", 0, 0, 1);
    t.finish();
    return x;
}

ProbeDevice read_device(JsonObjectReader& d, std::size_t i) {
    ProbeDevice dev;
    dev.index = static_cast<int>(d.integer_or("index", static_cast<std::int64_t>(i), 0, 1024));
    // The device's name becomes a GPU's name (measured_gpu): plain text, as in the catalog.
    dev.name = d.identifier("name");
    dev.compute_capability = d.identifier_or("compute_capability", "");
    dev.multiprocessors = d.integer_or("multiprocessors", 0, 0, 100000);
    dev.memory_bytes = d.number_or("memory_bytes", 0, 0, 1e15);
    dev.catalog_gpu = d.identifier_or("catalog_gpu", "");
    dev.attribute_bandwidth_bytes_per_second = positive(d, "attribute_bandwidth_bytes_per_second");
    dev.power_limit_watts = d.number_or("power_limit_watts", 0, 0, 1e5);
    for (const char* k :
         {"free_memory_bytes", "l2_bytes", "clock_mhz", "memory_clock_mhz", "memory_bus_bits",
          "samples", "pci", "pcie_link", "launch_round_trip_seconds"})
        (void)d.raw(k);
    if (d.has("memory_bandwidth_bytes_per_second")) {
        JsonObjectReader m = d.object("memory_bandwidth_bytes_per_second");
        dev.copy_bytes_per_second = positive(m, "copy");
        dev.triad_bytes_per_second = positive(m, "triad");
        m.finish();
    }
    read_transfer(d, "host_to_device_bytes_per_second", dev.host_to_device_pinned_bytes_per_second,
                  dev.host_to_device_pageable_bytes_per_second);
    read_transfer(d, "device_to_host_bytes_per_second", dev.device_to_host_pinned_bytes_per_second,
                  dev.device_to_host_pageable_bytes_per_second);
    if (const nlohmann::json* peer = d.raw("peer_bytes_per_second")) {
        JsonObjectReader p(*peer, d.file(), d.path_of("peer_bytes_per_second"));
        for (const auto& item : peer->items()) {
            char* end = nullptr;
            const long other = std::strtol(item.key().c_str(), &end, 10);
            if (item.key().empty() || *end != '\0' || other < 0 || other > 1024)
                p.fail(item.key(), input_problem(InputProblemCode::ExpectedDeviceIndex));
            dev.peer_bytes_per_second[static_cast<int>(other)] = positive(p, item.key());
        }
        p.finish();
    }
    dev.launch_latency_seconds = d.number_or("launch_latency_seconds", 0, 0, 1);
    if (const nlohmann::json* gemm = d.raw("gemm_flops_per_second")) {
        JsonObjectReader g(*gemm, d.file(), d.path_of("gemm_flops_per_second"));
        for (const auto& item : gemm->items()) {
            const auto p = precision_from_string(item.key());
            if (!p)
                g.fail(item.key(),
                       input_problem(InputProblemCode::UnknownValue,
                                     {{"value", item.key()},
                                      {"allowed", "fp32, tf32, fp16, bf16, fp8, int8"}}));
            JsonObjectReader one = g.object(item.key());
            dev.gemm[*p] = read_gemm(one);
        }
        g.finish();
    }
    if (const nlohmann::json* skipped = d.raw("gemm_skipped")) {
        JsonObjectReader s(*skipped, d.file(), d.path_of("gemm_skipped"));
        for (const auto& item : skipped->items())
            dev.gemm_skipped[item.key()] = s.string(item.key());
        s.finish();
    }
    if (d.has("telemetry")) {
        JsonObjectReader t = d.object("telemetry");
        dev.telemetry = read_telemetry(t);
    }
    d.finish();
    return dev;
}

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Word match: "a10" in "nvidia a10" but not in "nvidia a100"; '-' separates words too
// ("a100-sxm4-80gb").
bool has_word(const std::string& text, const std::string& word) {
    auto is_sep = [](char c) { return c == ' ' || c == '-' || c == '_'; };
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool start = at == 0 || is_sep(text[at - 1]);
        const std::size_t end = at + word.size();
        if (start && (end == text.size() || is_sep(text[end])))
            return true;
    }
    return false;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

ProbeResult load_probe_result(const std::string& file) {
    return parse_probe_result(parse_json_file(file), file);
}

ProbeResult parse_probe_result(const nlohmann::json& doc, const std::string& file) {
    JsonObjectReader top(doc, file, "");
    if (top.string("format") != "gpuplanner-probe")
        top.fail("format",
                 input_problem(InputProblemCode::WrongFormat, {{"format", "gpuplanner-probe"}}));
    const std::int64_t version = top.integer("version", 1, 1000);
    if (version != 1)
        top.fail("version",
                 input_problem(InputProblemCode::VersionNewer,
                               {{"version", std::to_string(version)}, {"supported", "1"}}));
    ProbeResult r;
    r.host = top.identifier_or("host", "");
    r.driver = top.identifier_or("driver", "");
    r.cuda_runtime = top.identifier_or("cuda_runtime", "");
    r.date = top.string_or("date", "");
    if (!r.date.empty() && !is_iso_date(r.date))
        top.fail("date", date_input_problem(r.date));
    r.mode = top.choice_or("mode", {"quick", "full"}, "full");
    for (const char* k :
         {"notes", "gpuprobe_version", "cuda_driver_version", "duration_seconds", "warnings"})
        (void)top.raw(k);
    const nlohmann::json* devices = top.raw("devices");
    if (!devices || !devices->is_array() || devices->empty())
        top.fail("devices", input_problem(InputProblemCode::ExpectedDeviceArray));
    top.finish();
    for (std::size_t i = 0; i < devices->size(); ++i) {
        JsonObjectReader d((*devices)[i], file, "devices[" + std::to_string(i) + "]");
        r.devices.push_back(read_device(d, i));
    }
    return r;
}

GpuSpec measured_gpu(const GpuSpec& spec, const ProbeDevice& device,
                     const ProbeReference& reference) {
    GpuSpec g = spec;
    g.name = spec.name + " (measured)";
    for (const auto& [p, m] : device.gemm)
        if (m.best_flops_per_second > 0)
            g.dense_peak_flops_per_second[p] = m.best_flops_per_second / reference.gemm_efficiency;
    if (device.triad_bytes_per_second > 0)
        g.memory_bandwidth_bytes_per_second =
            device.triad_bytes_per_second / reference.bandwidth_efficiency;
    if (device.memory_bytes > 0)
        g.memory_bytes = device.memory_bytes;
    if (device.power_limit_watts > 0)
        g.tdp_watts = device.power_limit_watts;
    g.source = "gpuprobe measurement";
    return g;
}

GpuSpec measured_gpu(const ProbeDevice& device, const ProbeReference& reference) {
    // What the device itself says, then the measurements on top, as for a catalog GPU.
    GpuSpec base;
    base.id = "probe-" + std::to_string(device.index);
    base.name = device.name;
    base.vendor = "NVIDIA";
    base.compute_capability = device.compute_capability;
    base.memory_bandwidth_bytes_per_second = device.attribute_bandwidth_bytes_per_second;
    base.interconnect = "PCIe";
    base.form_factor = "local";
    GpuSpec g = measured_gpu(base, device, reference);
    g.source = "gpuprobe measurement (not in the catalog)";
    return g;
}

const ProbeDevice* find_probe_device(const ProbeResult& probe, std::optional<int> index) {
    if (!index)
        return probe.devices.empty() ? nullptr : &probe.devices.front();
    for (const ProbeDevice& d : probe.devices)
        if (d.index == *index)
            return &d;
    return nullptr;
}

std::string probe_catalog_id(const ProbeDevice& device, const GpuCatalog* gpus) {
    if (!device.catalog_gpu.empty() && (!gpus || gpus->find(device.catalog_gpu)))
        return device.catalog_gpu;
    return catalog_gpu_for(device.name, device.memory_bytes, gpus);
}

std::string catalog_gpu_for(const std::string& cuda_name, double memory_bytes,
                            const GpuCatalog* gpus) {
    std::string id = match_catalog_gpu(cuda_name, memory_bytes);
    if (gpus && !id.empty() && !gpus->find(id))
        id.clear();
    return id;
}

std::string match_catalog_gpu(const std::string& cuda_name, double memory_bytes) {
    const std::string n = lower(cuda_name);
    const double gib = memory_bytes / (1024.0 * 1024.0 * 1024.0);
    // Variants the catalog does not list: never mapped to their bigger or smaller sibling.
    for (const char* other : {"laptop", "mobile", "max-q", " ti", " super", "nvl", "mig "})
        if (contains(n, other))
            return {};
    const bool pcie = contains(n, "pcie");
    if (contains(n, "h200"))
        return "h200-sxm";
    if (contains(n, "h100"))
        return pcie ? "h100-pcie" : (contains(n, "hbm3") || contains(n, "sxm") ? "h100-sxm" : "");
    // H800 and H20 (China export Hopper parts): only their SXM boards are in the catalog.
    if (contains(n, "h800"))
        return pcie ? "" : "h800-sxm";
    if (has_word(n, "h20"))
        return "h20";
    if (contains(n, "gb200")) // before "b200", which it contains
        return "gb200";
    if (contains(n, "b200"))
        return "b200";
    if (contains(n, "b300"))
        return "b300";
    if (contains(n, "a800")) // the catalog lists the 80 GB boards only
        return gib > 60 || contains(n, "80gb") ? (pcie ? "a800-pcie-80gb" : "a800-sxm4-80gb") : "";
    if (contains(n, "a100")) {
        const bool big = contains(n, "80gb") || gib > 60;
        return std::string(pcie ? "a100-pcie-" : "a100-sxm4-") + (big ? "80gb" : "40gb");
    }
    if (contains(n, "v100")) {
        if (pcie)
            return gib > 20 || contains(n, "32gb") ? "v100-pcie-32gb" : "";
        return contains(n, "32gb") || gib > 20 ? "v100-sxm2-32gb" : "v100-sxm2-16gb";
    }
    if (has_word(n, "l40s"))
        return "l40s";
    if (has_word(n, "l40"))
        return "l40";
    if (has_word(n, "l4"))
        return "l4";
    if (has_word(n, "a10g"))
        return "a10g";
    if (has_word(n, "a10"))
        return "a10";
    if (has_word(n, "t4"))
        return "t4";
    if (contains(n, "rtx 4090 d") || contains(n, "rtx 4090d"))
        return "rtx-4090d";
    if (contains(n, "rtx 5090"))
        return "rtx-5090";
    if (contains(n, "rtx 4090"))
        return "rtx-4090";
    if (contains(n, "rtx 3090"))
        return "rtx-3090";
    if (contains(n, "rtx a6000"))
        return "rtx-a6000";
    if (contains(n, "rtx 6000 ada"))
        return "rtx-6000-ada";
    return {};
}

std::string probe_progress_line(double fraction, const std::string& stage) {
    char head[48];
    std::snprintf(head, sizeof head, "gpuprobe-progress %.3f ", std::clamp(fraction, 0.0, 1.0));
    return head + stage;
}

std::optional<std::pair<double, std::string>> parse_probe_progress_line(const std::string& line) {
    static const std::string prefix = "gpuprobe-progress ";
    if (line.compare(0, prefix.size(), prefix) != 0)
        return std::nullopt;
    const char* start = line.c_str() + prefix.size();
    char* end = nullptr;
    const double fraction = std::strtod(start, &end);
    if (end == start || !std::isfinite(fraction) || fraction < 0 || fraction > 1)
        return std::nullopt;
    std::string stage(end);
    while (!stage.empty() && (stage.front() == ' '))
        stage.erase(stage.begin());
    while (!stage.empty() && (stage.back() == '\r' || stage.back() == '\n'))
        stage.pop_back();
    return std::make_pair(fraction, stage);
}

} // namespace gpuplanner
