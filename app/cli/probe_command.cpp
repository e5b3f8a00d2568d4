// gpuplan probe: a gpuprobe result set against the catalog's datasheet figures.
#include "commands.h"

#include "hardware/probe_compare.h"
#include "io/json_stream.h"
#include "io/utf8.h"
#include "output/json_output.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ostream>

namespace gpuplanner::cli {

void check_probe_option(const Options& opt) {
    if (opt.probe.empty())
        return;
    const ProbeResult probe = load_probe_result(opt.probe);
    if (!find_probe_device(probe, opt.probe_device))
        throw UsageError("--probe-device: " + opt.probe + " has no device " +
                         std::to_string(opt.probe_device.value_or(0)));
}

void print_probe_comparison(std::ostream& out, const std::vector<ProbeComparisonRow>& rows) {
    for (const ProbeComparisonRow& r : rows) {
        const double scale = r.gemm ? 1e12 : 1e9;
        const char* unit = r.gemm ? (r.key == "int8" ? "TOP/s  " : "TFLOP/s") : "GB/s   ";
        char line[200];
        std::snprintf(line, sizeof line, "  %-7s measured %9.1f %s", r.key.c_str(),
                      r.measured / scale, unit);
        out << line;
        if (r.datasheet) {
            std::snprintf(line, sizeof line, "  datasheet %9.1f  %5.1f%%", *r.datasheet / scale,
                          *r.fraction * 100);
            out << line;
        }
        if (r.planned_as) {
            std::snprintf(line, sizeof line, "  planned as %9.1f", *r.planned_as / scale);
            out << line;
        }
        out << "\n";
    }
}

int command_probe(const Options& opt, std::ostream& out) {
    if (opt.positional.size() != 1)
        throw UsageError("probe: give one gpuprobe result file");
    const std::string& file = opt.positional[0];
    const ProbeResult probe = load_probe_result(file);
    const GpuCatalog gpus = load_gpu_catalog(resources(opt).gpus());
    std::vector<const ProbeDevice*> devices;
    if (opt.probe_device) {
        const ProbeDevice* d = find_probe_device(probe, opt.probe_device);
        if (!d)
            throw UsageError("--probe-device: " + file + " has no device " +
                             std::to_string(*opt.probe_device));
        devices.push_back(d);
    } else {
        for (const ProbeDevice& d : probe.devices)
            devices.push_back(&d);
    }
    nlohmann::json list = nlohmann::json::array();
    for (const ProbeDevice* d : devices) {
        const std::string id = probe_catalog_id(*d, &gpus);
        const GpuSpec* spec = id.empty() ? nullptr : gpus.find(id);
        const auto rows = compare_probe(*d, spec);
        if (opt.json) {
            list.push_back({{"index", d->index},
                            {"name", d->name},
                            {"catalog_gpu", id},
                            {"comparison", probe_comparison_json(rows)}});
            continue;
        }
        out << "GPU " << d->index << ": " << d->name << " ("
            << (spec ? "catalog " + spec->name : std::string("not in the catalog")) << ")\n";
        print_probe_comparison(out, rows);
    }
    if (opt.json)
        out << json_text(nlohmann::json{{"file", valid_utf8(file)}, // a name from argv
                                        {"host", probe.host},
                                        {"date", probe.date},
                                        {"mode", probe.mode},
                                        {"devices", list}})
            << "\n";
    return 0;
}

} // namespace gpuplanner::cli
