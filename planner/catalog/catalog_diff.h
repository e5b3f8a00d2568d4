#pragma once
// `gpuplan catalog diff OLD NEW`: what moved between two catalogs — offerings added and removed
// (by provider, instance type and region) and every price that changed, per billing mode.
#include "catalog/offerings.h"

#include <string>
#include <vector>

namespace gpuplanner {

struct PriceChange {
    std::string key;  // provider/instance/region
    std::string mode; // "on_demand", "spot", "reserved_1y", "reserved_3y"
    std::string currency;
    double before = 0, after = 0;
    bool currency_changed = false; // the two catalogs price it in different currencies
    [[nodiscard]] double change() const { return before > 0 ? after / before - 1.0 : 0.0; }
};

struct CatalogDiff {
    std::vector<Offering> added, removed; // sorted by key
    std::vector<PriceChange> changed;     // sorted by key, then billing mode
    // A billing mode only the new one lists (its price `after`, `before` 0), or only the old one
    // (`before`, `after` 0).
    std::vector<PriceChange> gained_mode;
    std::vector<PriceChange> lost_mode;
    std::size_t unchanged = 0; // offerings in both whose prices are all the same
};

[[nodiscard]] CatalogDiff diff_catalogs(const std::vector<Offering>& before,
                                        const std::vector<Offering>& after);

} // namespace gpuplanner
