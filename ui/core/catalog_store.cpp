#include "core/catalog_store.h"
#include "core/text/input_error_text.h"

#include "core/application.h"

#include "catalog/catalog_update.h"
#include "core/text/save_file.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/resources.h"

#include <nlohmann/json.hpp>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace gpuplanner::ui {
namespace {

// The file's bytes hashed, or "" when it cannot be read (absent, a folder). A file larger than
// the catalog reader reads (kMaxJsonFileBytes) is told by its size and time instead: hashing a
// 10 GB file at start-up would hold the window for minutes.
std::string fileSha256(const QString& path) {
    const QFileInfo info(path);
    QFile f(path);
    if (!info.isFile())
        return {};
    if (static_cast<std::uint64_t>(info.size()) > kMaxJsonFileBytes)
        return "size " + std::to_string(info.size()) + ", modified " +
               std::to_string(info.lastModified().toMSecsSinceEpoch());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&f))
        return {};
    return hash.result().toHex().toStdString();
}

} // namespace

std::shared_ptr<const CatalogData> CatalogStore::load(const QString& userCatalogPath) {
    auto data = std::make_shared<CatalogData>();
    const ResourcePaths paths{find_resources_dir()};
    if (paths.root.empty())
        throw std::runtime_error("cannot find the bundled resources (set GPUPLANNER_RESOURCES)");
    static_cast<Catalogs&>(*data) = load_bundled_catalogs(paths);
    data->resources_dir = paths.root;
    data->bundled_offerings = data->offerings.offerings.size();
    if (!userCatalogPath.isEmpty() && QFileInfo::exists(userCatalogPath)) {
        // A user row with the key of a bundled row (provider/instance/region) replaces it: that is
        // how edited prices override the bundled catalog without writing it.
        std::vector<Offering> user;
        data->user_catalog_sha256 = fileSha256(userCatalogPath);
        try {
            user = load_offerings_file(userCatalogPath.toStdString(), nullptr, &data->currencies);
        } catch (const std::exception& e) {
            data->user_catalog_error = errorText(e).toStdString();
            return data;
        }
        auto& list = data->offerings.offerings;
        for (auto& u : user) {
            data->user_keys.insert(u.key());
            const auto it = std::find_if(
                list.begin(), list.begin() + static_cast<std::ptrdiff_t>(data->bundled_offerings),
                [&](const Offering& b) { return b.key() == u.key(); });
            if (it != list.begin() + static_cast<std::ptrdiff_t>(data->bundled_offerings)) {
                *it = u;
                continue;
            }
            list.push_back(std::move(u));
        }
    }
    return data;
}

bool CatalogStore::isBundledPath(const CatalogData& data, const QString& path) {
    const QString bundled =
        QFileInfo(QString::fromStdString(data.resources_dir)).canonicalFilePath();
    const QString folder = QFileInfo(QFileInfo(path).absolutePath()).canonicalFilePath();
    return !bundled.isEmpty() && !folder.isEmpty() &&
           (folder == bundled || folder.startsWith(bundled + QLatin1Char('/')));
}

QString CatalogStore::userCatalogPath() {
    return QDir(userDataFolder()).filePath(QStringLiteral("user-offerings.json"));
}

QString CatalogStore::saveUserCatalog(const CatalogData& data,
                                      const std::vector<Offering>& userOfferings,
                                      const QString& path) {
    if (isBundledPath(data, path))
        return QObject::
            tr("%1: refusing to write inside the bundled catalog; save the user catalog elsewhere")
                .arg(path);
    const std::string text = offerings_to_json_text(userOfferings, "user");
    try {
        (void)parse_offerings(nlohmann::json::parse(text), path.toStdString(), nullptr,
                              &data.currencies);
    } catch (const std::exception& e) {
        return QObject::tr("Not saved, the catalog would not load: %1").arg(errorText(e));
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (const QFileInfo old_info(path);
        old_info.isFile() && static_cast<std::uint64_t>(old_info.size()) > kMaxJsonFileBytes) {
        // Larger than any catalog reads: moved aside whole, not copied through memory.
        QFile::remove(previousPath(path));
        if (!QFile::rename(path, previousPath(path)))
            return QObject::tr("Not saved, the previous catalog could not be kept: %1")
                .arg(previousPath(path));
    } else if (old_info.isFile()) {
        QFile old(path);
        if (!old.open(QIODevice::ReadOnly))
            return QObject::tr("%1: cannot read it to keep a copy; nothing saved").arg(path);
        if (const QString error = saveFileAtomically(previousPath(path), old.readAll());
            !error.isEmpty())
            return QObject::tr("Not saved, the previous catalog could not be kept: %1").arg(error);
    }
    return saveFileAtomically(path, QByteArray::fromStdString(text));
}

UserCatalogConflict CatalogStore::userCatalogConflict(const CatalogData& data,
                                                      const QString& path) {
    const std::string now = fileSha256(path);
    if (now.empty())
        return UserCatalogConflict::None; // nothing there to lose
    if (now != data.user_catalog_sha256)
        return UserCatalogConflict::ChangedOnDisk;
    return data.user_catalog_error.empty() ? UserCatalogConflict::None
                                           : UserCatalogConflict::DidNotLoad;
}

QString CatalogStore::previousPath(const QString& path) {
    return QString::fromStdString(previous_catalog_path(path.toStdString()));
}

QString CatalogStore::setAsideUserCatalog(const QString& path, const QString& today,
                                          QString* error) {
    const QFileInfo info(path);
    QString base = info.completeBaseName();
    QString target;
    for (int n = 0; n < 1000; ++n) {
        target = info.dir().filePath(
            QStringLiteral("%1.broken-%2%3.json")
                .arg(base, today, n ? QStringLiteral("-%1").arg(n) : QString()));
        if (!QFileInfo::exists(target))
            break;
    }
    if (!QFile::rename(path, target)) {
        if (error)
            *error = QObject::tr("%1: cannot move it aside to %2").arg(path, target);
        return {};
    }
    return target;
}

} // namespace gpuplanner::ui
