#pragma once
// The PDF comparison report for procurement: drawn page by page with QPainter onto a QPdfWriter
// (or a QPrinter), text through QTextDocument, charts as vectors (the Qt Charts scene rendered
// onto the page), table rows never split across pages, header and footer with "page N of M".
#include "calibration/calibrate.h"
#include "core/plan_snapshot.h"

#include <nlohmann/json_fwd.hpp>

#include <QPageSize>
#include <QString>

class QPagedPaintDevice;

namespace gpuplanner::ui {

struct ReportOptions {
    QPageSize::PageSizeId paper = QPageSize::A4;
    int top = 15; // options in the table (and the Pareto front beyond them)
    QString organisation;
    QString author;
    QString date;               // YYYY-MM-DD; empty: today
    bool decimalMemory = false; // memory in GB (10^9 bytes) instead of GiB
    // What the team's own runs measured against their plans (the calibration file's rows), for
    // the appendix "Measured on our own runs" when a calibration moved an option.
    std::vector<CalibrationRow> measuredRuns;
};

// Draws the report on `device` (already sized); returns the page count.
int renderReport(QPagedPaintDevice& device, const PlanSnapshot& snapshot, const Catalogs& catalogs,
                 const nlohmann::json& scenarioJson, const ReportOptions& options);
// Writes `path` (atomically: a temporary file renamed when complete). Returns an error or "".
QString writeReportPdf(const QString& path, const PlanSnapshot& snapshot, const Catalogs& catalogs,
                       const nlohmann::json& scenarioJson, const ReportOptions& options);

} // namespace gpuplanner::ui
