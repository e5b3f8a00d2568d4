#include "core/calibration_store.h"
#include "core/text/input_error_text.h"

#include "core/application.h"
#include "core/text/save_file.h"
#include "io/errors.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gpuplanner::ui {

QString CalibrationStore::path() {
    return QDir(userDataFolder()).filePath(QStringLiteral("calibration.json"));
}

CalibrationOutcome CalibrationStore::load(const QString& path, QString* error) {
    if (!QFileInfo::exists(path))
        return {};
    try {
        return read_calibration_document(path.toStdString());
    } catch (const std::exception& e) {
        if (error)
            *error = errorText(e);
        return {};
    }
}

CalibrationOutcome CalibrationStore::import(const QStringList& files,
                                            const nlohmann::json& scenario, const QString& origin,
                                            const Catalogs& catalogs, const QString& path,
                                            QString* error) {
    QString keptError;
    const CalibrationOutcome kept = load(path, &keptError);
    if (!keptError.isEmpty()) {
        if (error)
            *error = keptError; // never written over: the user's earlier runs stay readable
        return {};
    }
    std::vector<std::string> names;
    for (const QString& f : files)
        names.push_back(f.toStdString());
    CalibrationOutcome fresh;
    try {
        fresh = calibrate_files(names, scenario, origin.toStdString(), catalogs);
    } catch (const std::exception& e) {
        if (error)
            *error = errorText(e);
        return {};
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    const CalibrationOutcome all = keep_runs(kept, fresh);
    if (const QString failed =
            saveFileAtomically(path, QByteArray::fromStdString(calibration_document_text(all)));
        !failed.isEmpty()) {
        if (error)
            *error = failed;
        return {};
    }
    return fresh;
}

QString CalibrationStore::forget(const QString& path) {
    if (!QFileInfo::exists(path) || QFile::remove(path))
        return {};
    return QCoreApplication::translate("CalibrationStore", "%1: cannot remove the file").arg(path);
}

} // namespace gpuplanner::ui
