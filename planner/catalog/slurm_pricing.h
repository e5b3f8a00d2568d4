#pragma once
// Import of SkyPilot's on-premises Slurm price rules (`catalogs/v8/slurm/pricing.csv`: Region,
// Zone, PricePerVCPU, PricePerMemoryGB, AcceleratorName, PricePerAccelerator; an empty Region,
// Zone or AcceleratorName matches everything). The rules price resources, not machines, so the
// node they are applied to is the caller's (`--slurm-node GPUS[:VCPUS[:MEMORY_GIB]]`): one offering
// per accelerator the rules name and per location (Region, Zone) they name, priced by the rule
// SkyPilot would pick there (exact Region and Zone, then exact Region, then exact Zone, then the
// wildcard; a rule naming the accelerator before one that does not). docs/formats.md.
#include "catalog/catalog_import.h"

#include <cstdint>
#include <string>

namespace gpuplanner {

// The machine the rules price: GPUs per node (1-64) and the vCPUs and GiB of memory that come
// with it (0: not charged).
struct SlurmNodeShape {
    std::int64_t gpus = 8;
    std::int64_t vcpus = 0;
    double memory_gib = 0;
};

// "8", "8:96", "8:96:1024" -> a shape; a message naming the problem otherwise ("" when fine).
[[nodiscard]] std::string parse_slurm_node_shape(const std::string& text, SlurmNodeShape* out);

[[nodiscard]] bool is_slurm_pricing_header(const std::string& first_line);

// `provider` ("slurm", or the cluster's name) is stored on every offering; `as_of` dates them.
// A rule whose price for the node comes to 0 (SkyPilot's default "no cost" row) gives no offering:
// it is listed in `skipped` with the reason. InputError for a file that is not such a rule table
// or a malformed price, naming the line and column.
[[nodiscard]] CatalogImport import_slurm_pricing_csv(const std::string& text,
                                                     const std::string& origin,
                                                     const std::string& provider,
                                                     const std::string& as_of,
                                                     const SlurmNodeShape& node);

} // namespace gpuplanner
