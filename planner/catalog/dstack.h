#pragma once
// Import of `dstack offer --format json` output (dstackai/dstack: {"offers": [...]}, each offer
// with its backend, region, instance type, resources {cpus, memory_mib, gpus: [{name,
// memory_mib, vendor}], spot} and price in USD per hour; the older flat form and the newer one
// with the instance nested under "instance" both read). The backend is the provider.
#include "catalog/catalog_import.h"

#include <string>

namespace gpuplanner {

// `text` is the JSON; `origin` names it in errors and sources; `as_of` is the date it was taken.
// InputError naming the offer and field for a document that is not dstack's.
[[nodiscard]] CatalogImport import_dstack_json(const std::string& text, const std::string& origin,
                                               const std::string& as_of);

} // namespace gpuplanner
