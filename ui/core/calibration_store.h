#pragma once
// The calibrations the workbench keeps for its user (issue #30): what imported run logs and
// serving benchmarks measured against what was planned, in the user's data folder
// (calibration.json, the same file `gpuplan calibrate` writes; docs/formats.md). The plan applies
// them after a scenario's own (PlanSettings::kept_calibration_file).
#include "calibration/calibrate.h"
#include "plan/catalogs.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QStringList>

namespace gpuplanner::ui {

class CalibrationStore final {
public:
    // QStandardPaths::AppDataLocation/calibration.json.
    static QString path();
    // What is kept at `path`: nothing when the file is absent; `error` ("file: field: problem")
    // when it does not load (the file is then left as it is).
    static CalibrationOutcome load(const QString& path, QString* error);
    // Reads `files` (training logs or serving benchmarks), compares each with the plan of
    // `scenario` (as the document holds it; `origin` names it in messages) and keeps the rows
    // with those already at `path` (a file imported again replaces its rows), written
    // atomically. Returns the rows of this import; on `error` nothing is written.
    static CalibrationOutcome import(const QStringList& files, const nlohmann::json& scenario,
                                     const QString& origin, const Catalogs& catalogs,
                                     const QString& path, QString* error);
    // Forgets every kept run (removes the file); the reason when it cannot.
    static QString forget(const QString& path);
};

} // namespace gpuplanner::ui
