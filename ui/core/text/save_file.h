#pragma once
// The workbench's and the report's way to write a file: planner/io/atomic_write.h underneath (one
// writer for the whole project), its refusal or failure in the user's language (translation
// context "SaveFile").
#include <QByteArray>
#include <QString>

namespace gpuplanner {
class WriteError;
}

namespace gpuplanner::ui {

// Checks that `path` can be written (folder exists and is writable, target absent or a regular
// file); empty when it can, else the reason.
[[nodiscard]] QString checkSaveTarget(const QString& path);
// Replaces `path` with `bytes` whole, or leaves it as it was; empty on success, else the reason.
[[nodiscard]] QString saveFileAtomically(const QString& path, const QByteArray& bytes);
// "FILE: problem (system reason)" in the current language.
[[nodiscard]] QString writeErrorText(const QString& path, const WriteError& error);

} // namespace gpuplanner::ui
