#include "workbench/autosave_store.h"
#include "core/application.h"

#include "core/text/save_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <set>

namespace gpuplanner::ui {

namespace {

// A lock file nobody could read for this long is a leftover, not one being written.
constexpr int kUnreadableLockSeconds = 10;

std::unique_ptr<QLockFile> makeLock(const QString& path) {
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0); // stale only when its process is gone, however old it is
    return lock;
}

} // namespace

AutosaveStore::AutosaveStore(const QString& folder)
    : folder_(folder.isEmpty() ? defaultFolder() : folder)
    , id_(QString::number(QRandomGenerator::global()->generate64(), 16)
              .rightJustified(16, QLatin1Char('0'))) {
    own_ = makeLock(file(id_, ".lock"));
    lockOwn();
}

AutosaveStore::~AutosaveStore() = default;

QString AutosaveStore::defaultFolder() {
    const QString data = userDataFolder();
    return data.isEmpty() ? QString() : QDir(data).filePath(QStringLiteral("autosave"));
}

QString AutosaveStore::file(const QString& id, const char* suffix) const {
    return QDir(folder_).filePath(QStringLiteral("autosave-") + id + QLatin1String(suffix));
}

QString AutosaveStore::path() const {
    return file(id_, ".gpuplan.json");
}

bool AutosaveStore::lockOwn() {
    if (folder_.isEmpty()) {
        problem_ = tr("there is no folder for application data (is HOME set?)");
        return false;
    }
    if (!QDir().mkpath(folder_)) {
        problem_ = tr("%1: the folder cannot be created").arg(folder_);
        return false;
    }
    if (!own_->tryLock(0)) {
        problem_ = tr("%1: cannot create a file in this folder").arg(folder_);
        return false;
    }
    problem_.clear();
    return true;
}

QString AutosaveStore::save(const QByteArray& scenario, const QString& origin,
                            const QByteArray& originHash) {
    if (!own_->isLocked() && !lockOwn())
        return problem_;
    QJsonObject meta;
    meta[QStringLiteral("origin")] = origin;
    meta[QStringLiteral("origin_sha256")] = QString::fromLatin1(originHash.toHex());
    meta[QStringLiteral("pid")] = QCoreApplication::applicationPid();
    const QByteArray metaText = QJsonDocument(meta).toJson(QJsonDocument::Compact);
    if (metaText != metaWritten_) {
        problem_ = saveFileAtomically(file(id_, ".meta.json"), metaText);
        if (!problem_.isEmpty())
            return problem_;
        metaWritten_ = metaText;
    }
    problem_ = saveFileAtomically(path(), scenario);
    return problem_;
}

void AutosaveStore::discard() {
    QFile::remove(path());
    QFile::remove(file(id_, ".meta.json"));
    metaWritten_.clear();
}

std::vector<AutosaveStore::Orphan> AutosaveStore::claimOrphans() {
    static const QRegularExpression name(
        QStringLiteral("^autosave-([0-9a-f]{16})\\.(gpuplan\\.json|meta\\.json|lock)$"));
    std::set<QString> ids;
    const QStringList names = QDir(folder_).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& n : names)
        if (const auto m = name.match(n); m.hasMatch())
            ids.insert(m.captured(1));
    std::vector<Orphan> out;
    for (const QString& id : ids) {
        if (id == id_ || claimed_.count(id))
            continue;
        const QString lockPath = file(id, ".lock");
        auto lock = makeLock(lockPath);
        if (!lock->tryLock(0)) {
            if (lock->error() != QLockFile::LockFailedError)
                continue;
            // Held by a live process: its window is running. A lock nobody can read (cut short,
            // written by hand) would never turn stale by itself: an old one is a leftover.
            qint64 pid = 0;
            QString host, app;
            if (lock->getLockInfo(&pid, &host, &app) ||
                QFileInfo(lockPath).lastModified().secsTo(QDateTime::currentDateTime()) <
                    kUnreadableLockSeconds ||
                !lock->removeStaleLockFile() || !lock->tryLock(0))
                continue;
        }
        Orphan o;
        o.id = id;
        o.scenarioPath = file(id, ".gpuplan.json");
        const QFileInfo scenario(o.scenarioPath);
        if (!scenario.exists()) { // a window that never autosaved: nothing to offer
            QFile::remove(file(id, ".meta.json"));
            continue; // the lock goes with `lock`
        }
        o.savedAt = scenario.lastModified();
        QFile meta(file(id, ".meta.json"));
        if (meta.open(QIODevice::ReadOnly)) {
            const QJsonObject m = QJsonDocument::fromJson(meta.read(1 << 20)).object();
            o.origin = m.value(QStringLiteral("origin")).toString();
            o.originHash =
                QByteArray::fromHex(m.value(QStringLiteral("origin_sha256")).toString().toLatin1());
        }
        claimed_[id] = std::move(lock);
        out.push_back(o);
    }
    std::sort(out.begin(), out.end(),
              [](const Orphan& a, const Orphan& b) { return a.savedAt > b.savedAt; });
    return out;
}

void AutosaveStore::discardOrphan(const Orphan& orphan) {
    QFile::remove(orphan.scenarioPath);
    QFile::remove(file(orphan.id, ".meta.json"));
    claimed_.erase(orphan.id);
}

void AutosaveStore::releaseOrphan(const Orphan& orphan) {
    claimed_.erase(orphan.id);
}

QString AutosaveStore::setAside(const Orphan& orphan) {
    const QString stamp =
        QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-HHmmss"));
    const QString aside = QDir(folder_).filePath(
        QStringLiteral("autosave-%1-unreadable-%2.gpuplan.json").arg(orphan.id, stamp));
    if (!QFile::rename(orphan.scenarioPath, aside)) {
        claimed_.erase(orphan.id);
        return {};
    }
    QFile::remove(file(orphan.id, ".meta.json"));
    claimed_.erase(orphan.id);
    return aside;
}

} // namespace gpuplanner::ui
