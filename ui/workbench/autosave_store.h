#pragma once
// The workbench's autosaves: one per window (and so per document), in the app data folder's
// autosave/, named by a random id: autosave-ID.gpuplan.json (the scenario as edited),
// autosave-ID.meta.json (the file it was edited from and that file's SHA-256 when opened) and
// autosave-ID.lock (a QLockFile its window holds while it runs). An autosave whose lock is free or
// stale (its process is gone) is an orphan of a crash: the next start offers it, whatever the
// command line names. A clean quit removes only the window's own autosave.
#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <map>
#include <memory>
#include <vector>

class QLockFile;

namespace gpuplanner::ui {

class AutosaveStore final {
    Q_DECLARE_TR_FUNCTIONS(AutosaveStore)
public:
    // An autosave left by a window that is gone, claimed (locked) by this store until discarded,
    // set aside or released.
    struct Orphan {
        QString id;
        QString scenarioPath;  // the autosaved scenario
        QString origin;        // the file it was edited from; empty for an untitled scenario
        QByteArray originHash; // SHA-256 of `origin` when opened or last saved; empty: unknown
        QDateTime savedAt;     // when it was last autosaved
    };

    // `folder` empty: defaultFolder(). Creates the folder and locks this window's name in it.
    explicit AutosaveStore(const QString& folder = QString());
    ~AutosaveStore();
    AutosaveStore(const AutosaveStore&) = delete;
    AutosaveStore& operator=(const AutosaveStore&) = delete;

    // <app data folder>/autosave.
    [[nodiscard]] static QString defaultFolder();
    [[nodiscard]] const QString& folder() const { return folder_; }
    // This window's autosave file (written or not).
    [[nodiscard]] QString path() const;
    // Why autosaves cannot be written here (folder missing and not creatable, not writable), or
    // "" when they can. Set at construction and by every save().
    [[nodiscard]] const QString& problem() const { return problem_; }

    // Writes this window's autosave (atomically): the scenario, and the file it came from with its
    // hash. Returns "" or the reason (also kept in problem()).
    QString save(const QByteArray& scenario, const QString& origin, const QByteArray& originHash);
    // Removes this window's autosave (a clean quit, a save, no unsaved changes left).
    void discard();

    // Every autosave whose window is gone, newest first, each claimed by this store. Leftovers of
    // a window that never autosaved (a lock, a meta file alone) are removed.
    std::vector<Orphan> claimOrphans();
    // Deletes a claimed orphan's files.
    void discardOrphan(const Orphan& orphan);
    // Keeps a claimed orphan for the next start (unlocks it).
    void releaseOrphan(const Orphan& orphan);
    // Renames an unreadable orphan to autosave-ID-unreadable-DATE.gpuplan.json (never offered or
    // replaced again) and removes the rest; returns the new path, or "" if it could not be moved.
    QString setAside(const Orphan& orphan);

private:
    [[nodiscard]] QString file(const QString& id, const char* suffix) const;
    bool lockOwn();

    QString folder_;
    QString id_;
    QString problem_;
    QByteArray metaWritten_; // the meta file's text as last written
    std::unique_ptr<QLockFile> own_;
    std::map<QString, std::unique_ptr<QLockFile>> claimed_;
};

} // namespace gpuplanner::ui
