#pragma once
// `gpuplan catalog update`: other tools' catalogs (SkyPilot vms.csv of any cloud, gpuhunt CSV,
// `dstack offer --format json`) and GPU Planner offerings files read by one set of rules into
// one user catalog, the later source's price winning where two list the same offering and
// billing mode. Reading and fetching the bytes is the caller's (a file, or an HTTPS download in
// the CLI); this takes text. docs/formats.md, "Catalog imports".
#include "catalog/catalog_import.h"
#include "catalog/currency.h"
#include "catalog/slurm_pricing.h"

#include <string>
#include <vector>

namespace gpuplanner {

enum class CatalogSourceFormat { SkyPilot, SkyPilotSlurm, GpuHunt, Dstack, Offerings };
[[nodiscard]] const char* catalog_source_format_name(CatalogSourceFormat f); // "skypilot", ...

// What a source holds, from its first bytes: a JSON object with "offers" (dstack) or "format":
// "gpuplanner-offerings", a CSV header with SkyPilot's (vms.csv, or slurm/pricing.csv's rules) or
// gpuhunt's columns. InputError naming
// `origin` for anything else.
[[nodiscard]] CatalogSourceFormat detect_catalog_format(const std::string& text,
                                                        const std::string& origin);

// The provider a SkyPilot or gpuhunt file's location names: ".../catalogs/v8/aws/vms.csv" ->
// "aws", ".../slurm/pricing.csv" -> "slurm", ".../runpod.csv" -> "runpod" (lower case; "" when
// nothing usable).
[[nodiscard]] std::string provider_from_origin(const std::string& origin);

struct ImportedSource {
    std::string origin;
    CatalogSourceFormat format = CatalogSourceFormat::Offerings;
    CatalogImport result;
};

// One source's offerings. `provider` overrides the one its location names (SkyPilot, gpuhunt);
// `as_of` dates the imported rows (offerings files keep their own dates). Offerings files are
// checked against `currencies`; Slurm price rules are applied to `slurm_node`.
[[nodiscard]] ImportedSource import_catalog_text(const std::string& text, const std::string& origin,
                                                 const std::string& provider,
                                                 const std::string& as_of,
                                                 const CurrencyTable* currencies,
                                                 const SlurmNodeShape& slurm_node = {});

// Every source's offerings merged in order (merge_offerings: a later price replaces an earlier
// one for the same provider, instance type, region and billing mode).
[[nodiscard]] std::vector<Offering> merge_imported(const std::vector<ImportedSource>& sources);

// Where the catalog a write replaces is kept ("<path>.previous"), so that an update or a save
// never loses what was there. One name for the CLI's `catalog update` and the workbench's Save.
[[nodiscard]] std::string previous_catalog_path(const std::string& catalog_path);

} // namespace gpuplanner
