#include "core/text/save_file.h"

#include "io/atomic_write.h"

#include <QCoreApplication>
#include <QFile>

#include <cstring>

namespace gpuplanner::ui {
namespace {

QString problemText(WriteProblem p) {
    switch (p) {
    case WriteProblem::NoName:
        return QCoreApplication::translate("SaveFile", "no file name given");
    case WriteProblem::IsFolder:
        return QCoreApplication::translate("SaveFile", "is a folder, not a file");
    case WriteProblem::NotRegularFile:
        return QCoreApplication::translate(
            "SaveFile", "is not a regular file (a device, FIFO or socket is not replaced)");
    case WriteProblem::DanglingLink:
        return QCoreApplication::translate("SaveFile",
                                           "is a symbolic link to a file that does not exist");
    case WriteProblem::CannotExamine:
        return QCoreApplication::translate("SaveFile", "cannot be examined");
    case WriteProblem::FolderMissing:
        return QCoreApplication::translate("SaveFile", "its folder does not exist");
    case WriteProblem::FolderNotWritable:
        return QCoreApplication::translate("SaveFile", "its folder is not writable");
    case WriteProblem::CannotCreateTemp:
        return QCoreApplication::translate("SaveFile", "cannot create a file in its folder");
    case WriteProblem::CannotWrite:
        return QCoreApplication::translate("SaveFile", "cannot write");
    case WriteProblem::CannotKeepPermissions:
        return QCoreApplication::translate("SaveFile", "cannot keep the file's permissions");
    case WriteProblem::CannotReplace:
        return QCoreApplication::translate("SaveFile", "cannot replace the file");
    }
    return QCoreApplication::translate("SaveFile", "cannot write");
}

} // namespace

QString writeErrorText(const QString& path, const WriteError& error) {
    QString text = QStringLiteral("%1: %2").arg(path, problemText(error.code()));
    if (error.system_error() != 0) // the system's own words, as the shell would print them
        text += QStringLiteral(" (%1)").arg(
            QString::fromLocal8Bit(std::strerror(error.system_error())));
    if (error.previous_kept())
        text += QCoreApplication::translate("SaveFile", "; the previous file is unchanged");
    return text;
}

QString checkSaveTarget(const QString& path) {
    try {
        check_output_file(QFile::encodeName(path).toStdString());
    } catch (const WriteError& e) {
        return writeErrorText(path, e);
    }
    return {};
}

QString saveFileAtomically(const QString& path, const QByteArray& bytes) {
    try {
        write_file_atomically(
            QFile::encodeName(path).toStdString(),
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const WriteError& e) {
        return writeErrorText(path, e);
    }
    return {};
}

} // namespace gpuplanner::ui
