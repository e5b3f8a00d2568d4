#include "hardware/probe_compare.h"

namespace gpuplanner {

std::vector<ProbeComparisonRow> compare_probe(const ProbeDevice& device, const GpuSpec* datasheet,
                                              const ProbeReference& reference) {
    std::vector<ProbeComparisonRow> rows;
    for (Precision p : {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16,
                        Precision::FP8, Precision::INT8}) {
        const auto it = device.gemm.find(p);
        if (it == device.gemm.end() || it->second.best_flops_per_second <= 0)
            continue;
        ProbeComparisonRow r;
        r.key = to_string(p);
        r.gemm = true;
        r.measured = it->second.best_flops_per_second;
        if (datasheet)
            if (const auto peak = datasheet->peak_flops(p); peak && *peak > 0) {
                r.datasheet = *peak;
                r.fraction = r.measured / *peak;
            }
        r.planned_as = r.measured / reference.gemm_efficiency;
        r.reference = reference.gemm_efficiency;
        rows.push_back(r);
    }
    auto bandwidth = [&](const char* key, double measured, bool planned) {
        if (measured <= 0)
            return;
        ProbeComparisonRow r;
        r.key = key;
        r.measured = measured;
        if (datasheet && datasheet->memory_bandwidth_bytes_per_second > 0 &&
            (std::string(key) == "memory" || std::string(key) == "copy")) {
            r.datasheet = datasheet->memory_bandwidth_bytes_per_second;
            r.fraction = measured / *r.datasheet;
        }
        if (planned) {
            r.planned_as = measured / reference.bandwidth_efficiency;
            r.reference = reference.bandwidth_efficiency;
        }
        rows.push_back(r);
    };
    bandwidth("memory", device.triad_bytes_per_second, true);
    bandwidth("copy", device.copy_bytes_per_second, false);
    bandwidth("h2d", device.host_to_device_pinned_bytes_per_second, false);
    bandwidth("d2h", device.device_to_host_pinned_bytes_per_second, false);
    return rows;
}

} // namespace gpuplanner
