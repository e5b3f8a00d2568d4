#include "catalog/catalog_diff.h"

#include <map>
#include <optional>

namespace gpuplanner {

namespace {

struct Mode {
    const char* name;
    std::optional<double> Offering::*price;
};
constexpr Mode kModes[] = {{"on_demand", &Offering::on_demand_per_hour},
                           {"spot", &Offering::spot_per_hour},
                           {"reserved_1y", &Offering::reserved_1y_per_hour},
                           {"reserved_3y", &Offering::reserved_3y_per_hour}};

} // namespace

CatalogDiff diff_catalogs(const std::vector<Offering>& before, const std::vector<Offering>& after) {
    // A catalog may hold one offering over two entries (one per billing mode): fold by key.
    const auto by_key = [](const std::vector<Offering>& v) {
        std::map<std::string, Offering> m;
        for (const Offering& o : v) {
            auto [it, fresh] = m.emplace(o.key(), o);
            if (!fresh)
                for (const Mode& mode : kModes)
                    if (o.*mode.price)
                        it->second.*mode.price = o.*mode.price;
        }
        return m;
    };
    const auto old_map = by_key(before);
    const auto new_map = by_key(after);
    CatalogDiff d;
    for (const auto& [key, o] : old_map)
        if (!new_map.count(key))
            d.removed.push_back(o);
    for (const auto& [key, n] : new_map) {
        const auto it = old_map.find(key);
        if (it == old_map.end()) {
            d.added.push_back(n);
            continue;
        }
        const Offering& o = it->second;
        bool same = true;
        for (const Mode& mode : kModes) {
            const auto& a = o.*mode.price;
            const auto& b = n.*mode.price;
            if (a && !b) {
                d.lost_mode.push_back({key, mode.name, o.currency, *a, 0, false});
                same = false;
            } else if (!a && b) {
                d.gained_mode.push_back({key, mode.name, n.currency, 0, *b, false});
                same = false;
            } else if (a && b && (*a != *b || o.currency != n.currency)) {
                d.changed.push_back({key, mode.name, n.currency, *a, *b, o.currency != n.currency});
                same = false;
            }
        }
        d.unchanged += same ? 1 : 0;
    }
    return d;
}

} // namespace gpuplanner
