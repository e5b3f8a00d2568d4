#pragma once
// Import of gpuhunt catalog files (dstackai/gpuhunt: one CSV per provider, the provider in the
// file name; v2 columns instance_name, location, price, cpu, memory, gpu_count, gpu_name,
// gpu_memory, spot, disk_size, gpu_vendor, flags, cpu_arch, provider_data, found by name so the
// older v1 files without the last columns read too). Prices in USD per hour; on-demand and spot
// are rows of their own and fold into one offering per instance and location. docs/formats.md.
#include "catalog/catalog_import.h"

#include <string>

namespace gpuplanner {

// `text` is the CSV; `origin` names it in errors and sources; `provider` ("runpod") is stored on
// every offering; `as_of` is the catalog's date. InputError for a file that is not a gpuhunt
// catalog (missing columns) or a malformed number, naming the line and column.
[[nodiscard]] CatalogImport import_gpuhunt_csv(const std::string& text, const std::string& origin,
                                               const std::string& provider,
                                               const std::string& as_of);

// Whether a CSV header line is gpuhunt's (instance_name, location, price, gpu_count, gpu_name).
[[nodiscard]] bool is_gpuhunt_header(const std::string& first_line);

} // namespace gpuplanner
