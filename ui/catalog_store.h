#pragma once
// Everything the planner reads from disk, loaded once: GPU catalog, model presets, providers and
// offerings (bundled plus the user's catalog), currency table, compatibility table. The bundled
// files are never written; the user's edits and imports go to user_catalog_path().
#include "checks.h"
#include "hardware.h"
#include "offerings.h"
#include "presets.h"

#include <QString>

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace gpuplanner::ui {

struct CatalogData {
    GpuCatalog gpus;
    std::vector<ModelPreset> presets;
    OfferingCatalog offerings; // bundled + user
    std::size_t bundled_offerings =
        0; // the first N of offerings.offerings are bundled (or user overrides of them)
    std::set<std::string> user_keys; // offerings that came from the user's catalog
    CurrencyTable currencies;
    CompatTable compat;
    std::string resources_dir;
    [[nodiscard]] std::string oldest_price_date() const;
};

class CatalogStore final {
public:
    // Throws InputError/std::runtime_error with a message naming the file.
    static std::shared_ptr<const CatalogData> load(const QString& userCatalogPath);
    // Where the user's catalog lives (QStandardPaths::AppDataLocation/user-offerings.json).
    static QString userCatalogPath();
    // Writes the user's offerings atomically (QSaveFile); refuses a path inside the bundled
    // resources. Returns an error message, or an empty string on success.
    static QString saveUserCatalog(const CatalogData& data,
                                   const std::vector<Offering>& userOfferings, const QString& path);
};

} // namespace gpuplanner::ui
