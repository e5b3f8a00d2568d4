#pragma once
// Import of SkyPilot catalog files (vms.csv of any cloud) as offerings.
// Columns are found by name (their order differs between clouds and catalog versions); GCP
// prices GPUs on rows of their own, added to the host VM's price per region; GpuInfo is a
// Python-literal string; CPU-only rows are skipped. A UTF-8 byte-order mark is accepted; numbers
// are plain decimals (no hex floats, no "inf"); every offering written passes the catalog
// reader's rules, the rest are skipped and counted with their line numbers.
#include "catalog/catalog_import.h"
#include "catalog/offerings.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

using SkyPilotImport = CatalogImport;

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
// The same, one record at a time (a 1,000,000-row file is never held as a table of strings).
void for_each_csv_record(std::string_view text, const std::string& origin,
                         const std::function<void(const std::vector<std::string>&)>& record);

} // namespace gpuplanner
