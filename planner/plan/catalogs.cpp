#include "plan/catalogs.h"

namespace gpuplanner {

Catalogs load_bundled_catalogs(const ResourcePaths& paths) {
    Catalogs c;
    c.gpus = load_gpu_catalog(paths.gpus());
    c.presets = load_presets(paths.models());
    c.currencies = load_currency_table(paths.currency());
    c.offerings.providers = load_providers(paths.providers());
    c.offerings.offerings =
        load_offerings_dir(paths.offerings(), &c.offerings.providers, &c.currencies);
    c.compat = load_compat_table(paths.compat());
    return c;
}

std::string Catalogs::oldest_price_date() const {
    std::string oldest;
    for (const auto& o : offerings.offerings)
        if (!o.unverified && (oldest.empty() || o.as_of < oldest))
            oldest = o.as_of;
    return oldest;
}

void add_offerings_file(Catalogs& catalogs, const std::string& path) {
    merge_offerings(catalogs.offerings, load_offerings_file(path, nullptr, &catalogs.currencies));
}

} // namespace gpuplanner
