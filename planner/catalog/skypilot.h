#pragma once
// Import of SkyPilot catalog files (vms.csv of any cloud) as offerings.
// Columns are found by name (their order differs between clouds and catalog versions); GCP
// prices GPUs on rows of their own, added to the host VM's price per region; GpuInfo is a
// Python-literal string; CPU-only rows are skipped. A UTF-8 byte-order mark is accepted; numbers
// are plain decimals (no hex floats, no "inf"); every offering written passes the catalog
// reader's rules, the rest are skipped and counted with their line numbers.
#include "catalog/offerings.h"

#include <string>
#include <vector>

namespace gpuplanner {

// More offerings than this cannot fit the readers' 64 MiB (an entry is at least ~250 bytes, so
// 64 MiB holds about 270,000): the import stops there with an error instead of holding a million
// rows' offerings in memory first (bounded memory, issue #15); below it the written size decides.
inline constexpr std::size_t kMaxImportedOfferings = 400000;

struct SkyPilotImport {
    std::vector<Offering> offerings;
    std::size_t rows = 0;
    std::size_t cpu_only_rows = 0;
    std::size_t unknown_accelerator_rows = 0;
    std::vector<std::string> unknown_accelerators;
    std::size_t unpaired_gpu_rows = 0; // GCP VM rows with no GPU price in their region
    // Rows a catalog cannot represent (a fraction of a GPU, 80 GPUs in one machine, a million
    // vCPUs: the catalog reader's own rules, offering_problem), skipped with their line.
    struct SkippedRow {
        std::size_t line = 0;
        std::string reason;
    };
    std::vector<SkippedRow> skipped;
};

// `text` is the CSV; `origin` names it in errors and sources; `provider` (e.g. "aws") is stored
// on every offering; `as_of` is the date of the catalog.
[[nodiscard]] SkyPilotImport import_skypilot_csv(const std::string& text, const std::string& origin,
                                                 const std::string& provider,
                                                 const std::string& as_of);
[[nodiscard]] SkyPilotImport import_skypilot_file(const std::string& file,
                                                  const std::string& provider,
                                                  const std::string& as_of);

// Parses one CSV record set (RFC 4180 quoting); exposed for tests.
[[nodiscard]] std::vector<std::vector<std::string>> parse_csv(const std::string& text,
                                                              const std::string& origin);

// The SkyPilot accelerator name of a catalog GPU ("h100-sxm" -> "H100"), or "" for none.
[[nodiscard]] std::string skypilot_accelerator(const std::string& gpu_id);

} // namespace gpuplanner
