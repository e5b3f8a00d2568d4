#pragma once
// Where a file dialog starts: the folder the user last took that kind of file from (scenarios,
// reports, probe results, model configs, catalogs), else Documents (or home where there is no
// Documents folder); never the process's current
// directory, which for a desktop launch is wherever the launcher ran.
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace gpuplanner::ui {

// The folder to start a dialog for files of `kind` in; `name` joined to it when given.
inline QString dialogStart(const QString& kind, const QString& name = QString()) {
    QString folder = QSettings().value(QStringLiteral("dialogs/") + kind).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir()) {
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        // A fresh account may have no Documents folder: the dialog would then offer
        // "Documents" as the file name (helper check, 2026-12-06). Home always exists.
        if (!QFileInfo(folder).isDir())
            folder = QDir::homePath();
    }
    return name.isEmpty() ? folder : QDir(folder).filePath(name);
}

// Remembers the folder of `file` (a file the user chose) for the next dialog of `kind`.
inline void rememberDialogFolder(const QString& kind, const QString& file) {
    if (!file.isEmpty())
        QSettings().setValue(QStringLiteral("dialogs/") + kind, QFileInfo(file).absolutePath());
}

} // namespace gpuplanner::ui
