#include "probe_result.h"

#include "json_reader.h"

#include <nlohmann/json.hpp>

namespace gpuplanner {

namespace {

double positive(JsonObjectReader& r, const std::string& key) {
    return r.number_or(key, 0, 0, 1e18);
}

} // namespace

ProbeResult load_probe_result(const std::string& file) {
    const nlohmann::json doc = parse_json_file(file);
    JsonObjectReader top(doc, file, "");
    if (top.string("format") != "gpuplanner-probe")
        top.fail("format", "expected \"gpuplanner-probe\"");
    const std::int64_t version = top.integer("version", 1, 1000);
    if (version != 1)
        top.fail("version",
                 "version " + std::to_string(version) + " is newer than this program (1)");
    ProbeResult r;
    r.host = top.string_or("host", "");
    r.driver = top.string_or("driver", "");
    r.cuda_runtime = top.string_or("cuda_runtime", "");
    r.date = top.string_or("date", "");
    if (!r.date.empty() && !is_iso_date(r.date))
        top.fail("date", "expected a date YYYY-MM-DD, found \"" + r.date + "\"");
    (void)top.raw("mode");
    (void)top.raw("notes");
    const nlohmann::json* devices = top.raw("devices");
    if (!devices || !devices->is_array() || devices->empty())
        top.fail("devices", "expected a non-empty array of devices");
    top.finish();
    for (std::size_t i = 0; i < devices->size(); ++i) {
        JsonObjectReader d((*devices)[i], file, "devices[" + std::to_string(i) + "]");
        ProbeDevice dev;
        dev.index = static_cast<int>(d.integer_or("index", static_cast<std::int64_t>(i), 0, 1024));
        dev.name = d.string("name");
        dev.compute_capability = d.string_or("compute_capability", "");
        dev.multiprocessors = d.integer_or("multiprocessors", 0, 0, 100000);
        dev.memory_bytes = d.number_or("memory_bytes", 0, 0, 1e15);
        dev.catalog_gpu = d.string_or("catalog_gpu", "");
        for (const char* k :
             {"l2_bytes", "clock_mhz", "memory_clock_mhz", "memory_bus_bits", "samples", "pci"})
            (void)d.raw(k);
        if (d.has("memory_bandwidth_bytes_per_second")) {
            JsonObjectReader m = d.object("memory_bandwidth_bytes_per_second");
            dev.copy_bytes_per_second = positive(m, "copy");
            dev.triad_bytes_per_second = positive(m, "triad");
            m.finish();
        }
        if (d.has("host_to_device_bytes_per_second")) {
            JsonObjectReader m = d.object("host_to_device_bytes_per_second");
            dev.host_to_device_pinned_bytes_per_second = positive(m, "pinned");
            (void)m.raw("pageable");
            m.finish();
        }
        if (d.has("device_to_host_bytes_per_second")) {
            JsonObjectReader m = d.object("device_to_host_bytes_per_second");
            dev.device_to_host_pinned_bytes_per_second = positive(m, "pinned");
            (void)m.raw("pageable");
            m.finish();
        }
        (void)d.raw("peer_bytes_per_second");
        dev.launch_latency_seconds = d.number_or("launch_latency_seconds", 0, 0, 1);
        if (const nlohmann::json* gemm = d.raw("gemm_flops_per_second")) {
            JsonObjectReader g(*gemm, file, d.path_of("gemm_flops_per_second"));
            for (const auto& item : gemm->items()) {
                const auto p = precision_from_string(item.key());
                if (!p)
                    g.fail(item.key(), "unknown precision (fp32, tf32, fp16, bf16, fp8, int8)");
                JsonObjectReader one = g.object(item.key());
                GemmMeasurement m;
                m.best_flops_per_second = one.number("best", 0, 1e18);
                m.median_flops_per_second =
                    one.number_or("median", m.best_flops_per_second, 0, 1e18);
                if (m.median_flops_per_second > m.best_flops_per_second)
                    one.fail("median", "larger than best");
                if (const nlohmann::json* shape = one.raw("best_shape")) {
                    if (!shape->is_array() || shape->size() != 3)
                        one.fail("best_shape", "expected [m, n, k]");
                    for (const auto& v : *shape) {
                        if (!v.is_number_integer() || v.get<std::int64_t>() <= 0)
                            one.fail("best_shape", "expected positive integers");
                        m.best_shape.push_back(v.get<std::int64_t>());
                    }
                }
                one.finish();
                dev.gemm[*p] = m;
            }
        }
        d.finish();
        r.devices.push_back(std::move(dev));
    }
    return r;
}

GpuSpec measured_gpu(const GpuSpec& spec, const ProbeDevice& device) {
    GpuSpec g = spec;
    g.name = spec.name + " (measured)";
    for (const auto& [p, m] : device.gemm)
        if (m.best_flops_per_second > 0)
            g.dense_peak_flops_per_second[p] = m.best_flops_per_second;
    if (device.triad_bytes_per_second > 0)
        g.memory_bandwidth_bytes_per_second = device.triad_bytes_per_second;
    if (device.memory_bytes > 0)
        g.memory_bytes = device.memory_bytes;
    g.source = "gpuprobe measurement";
    return g;
}

std::map<Precision, double> efficiency_against_spec(const GpuSpec& spec,
                                                    const ProbeDevice& device) {
    std::map<Precision, double> out;
    for (const auto& [p, m] : device.gemm)
        if (const auto peak = spec.peak_flops(p); peak && *peak > 0)
            out[p] = m.best_flops_per_second / *peak;
    return out;
}

} // namespace gpuplanner
