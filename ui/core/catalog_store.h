#pragma once
// Everything the planner reads from disk, loaded once: GPU catalog, model presets, providers and
// offerings (bundled plus the user's catalog), currency table, compatibility table. The bundled
// files are never written; the user's edits and imports go to user_catalog_path().
#include "plan/catalogs.h"

#include <QString>

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace gpuplanner::ui {

// The planner's catalogs (planner/plan/catalogs.h; offerings: bundled + the user's), with what the
// workbench keeps about where each offering came from.
struct CatalogData : Catalogs {
    std::size_t bundled_offerings =
        0; // the first N of offerings.offerings are bundled (or user overrides of them)
    std::set<std::string> user_keys; // offerings that came from the user's catalog
    std::string resources_dir;
    // Why the user's catalog was left out ("file: field: problem"), or empty. A user catalog that
    // does not load never takes the bundled catalog down: the plan runs without it.
    std::string user_catalog_error;
    // The user's catalog file as it was read (SHA-256 of its bytes; empty when there was none):
    // a save checks the file still holds it, so what another program (gpuplan catalog update)
    // wrote since, or a file that did not load, is never saved over unseen.
    std::string user_catalog_sha256;
};

// Why saving the user's catalog would lose something on disk.
enum class UserCatalogConflict {
    None,
    DidNotLoad,    // the file that did not load is still there: set it aside first
    ChangedOnDisk, // another program wrote it since it was read
};

class CatalogStore final {
public:
    // Throws InputError/std::runtime_error (naming the file) when the bundled data cannot load;
    // a user catalog that cannot load is left out and named in user_catalog_error.
    static std::shared_ptr<const CatalogData> load(const QString& userCatalogPath);
    // Moves a user catalog that does not load aside (to "<name>.broken-<date>.json", so nothing
    // is lost) and returns the new path, or an error message as `error`.
    static QString setAsideUserCatalog(const QString& path, const QString& today, QString* error);
    // Whether `path` lies inside the bundled resources (never written, never saved over).
    static bool isBundledPath(const CatalogData& data, const QString& path);
    // Where the user's catalog lives (QStandardPaths::AppDataLocation/user-offerings.json).
    static QString userCatalogPath();
    // Writes the user's offerings atomically (text/save_file.h) after reading them back through the
    // catalog reader (so what is saved always loads); refuses a path inside the bundled
    // resources. Returns an error message, or an empty string on success.
    // The file on disk is kept as "<path>.previous" first, as `gpuplan catalog update` keeps it.
    static QString saveUserCatalog(const CatalogData& data,
                                   const std::vector<Offering>& userOfferings, const QString& path);
    // What saving to `path` would write over that was not read (checked before saving).
    static UserCatalogConflict userCatalogConflict(const CatalogData& data, const QString& path);
    // The previous version a save keeps.
    static QString previousPath(const QString& path);
};

} // namespace gpuplanner::ui
