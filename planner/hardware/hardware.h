#pragma once
// The GPU catalog: resources/catalog/gpus.json, one entry per accelerator, every figure with
// its source and as-of date. Peaks are DENSE (no 2:4 sparsity) tensor throughput.
#include "model/precision.h"

#include <cstdint>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <optional>

#include <string>
#include <vector>

namespace gpuplanner {

struct GpuSpec {
    std::string id;
    std::string name;
    std::string vendor;
    std::string architecture;
    std::string compute_capability; // "9.0"; empty for non-CUDA parts
    double memory_bytes = 0; // usable: usable_memory_mib where given, else the vendor's GB as GiB
    std::string usable_memory_source; // where usable_memory_mib comes from; empty when absent
    double memory_bandwidth_bytes_per_second = 0;
    std::map<Precision, double> dense_peak_flops_per_second; // absent: not supported
    std::int64_t sms = 0;     // streaming multiprocessors; 0: not known (no wave quantization)
    std::string sms_source;   // the whitepaper or datasheet it comes from
    double tdp_watts = 0;     // 0: not published
    std::string interconnect; // "NVLink 4 (900 GB/s)", "PCIe 4.0 x16"
    double interconnect_bytes_per_second = 0;
    std::string form_factor;
    std::string source;
    std::string as_of; // YYYY-MM-DD
    std::string notes;
    // What a buyer in China filters on (catalog data with sources, issue #32): the part's US
    // export-control class and its status for China as of a date, and whether it is a
    // Chinese-designed part (domestic substitution rules). Empty / false: not given.
    struct ExportControl {
        std::string classification; // "ECCN 3A090.a (derived from the Oct 2023 thresholds)"
        std::string status_china;
        // The status read as one of licence_china_values(), for a constraint to filter on: "none"
        // (no US export licence for China: below the 3A090 thresholds, or a domestic part),
        // "required" (licence, reviewed case by case since Jan 2026, or an "is informed"
        // letter), "presumption_of_denial", "not_sold" (rented in a cloud only). Empty: not given.
        std::string licence_china;
        std::string source;
        std::string as_of;
    };
    ExportControl export_control;
    bool domestic_china = false;
    std::string domestic_source;

    [[nodiscard]] std::optional<double> peak_flops(Precision p) const;
};

// The values export_control.licence_china may take (the reader checks the catalog against it).
[[nodiscard]] const std::vector<std::string>& licence_china_values();

struct GpuCatalog {
    std::vector<GpuSpec> gpus;
    [[nodiscard]] const GpuSpec* find(const std::string& id) const;
};

[[nodiscard]] GpuCatalog load_gpu_catalog(const std::string& file);
// The same from a parsed document; `file` names it in errors.
[[nodiscard]] GpuCatalog parse_gpu_catalog(const nlohmann::json& doc, const std::string& file);

} // namespace gpuplanner
