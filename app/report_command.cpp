#include "report_command.h"
#include "calibration/calibrate.h"

#include "core/application.h"
#include "core/catalog_store.h"
#include "core/plan_snapshot.h"
#include "io/atomic_write.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "report/report.h"
#include "scenario/scenario.h"

#include <nlohmann/json.hpp>

#include <QApplication>

#include <ostream>

namespace gpuplanner::cli {

int command_report(const Options& opt, std::ostream& out, std::ostream& err) {
    if (opt.positional.size() != 1)
        throw UsageError("report: give one scenario file");
    if (opt.output.empty())
        throw UsageError("report: give -o FILE.pdf");
    // The report draws charts and text with Qt; no display is needed.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!opt.resources.empty())
        qputenv("GPUPLANNER_RESOURCES", opt.resources.c_str());
    int argc = 1;
    char name[] = "gpuplan";
    char* argv[] = {name, nullptr};
    QApplication app(argc, argv);
    ui::installLanguage(app,
                        QString::fromStdString(opt.lang.empty() ? std::string("en") : opt.lang));

    auto catalogs = std::const_pointer_cast<ui::CatalogData>(ui::CatalogStore::load(QString()));
    apply_catalog_options(*catalogs, opt); // --catalog and --rates, as gpuplan plan applies them
    const std::string file = opt.positional[0];
    check_probe_option(opt);
    const nlohmann::json scenario = parse_json_file(file);
    // The destination before any planning or rendering: a regular file (or none yet) in a folder
    // that exists and can be written; a device node or a folder is not replaced.
    check_output_file(opt.output);
    // The same pipeline as gpuplan plan (planner/plan/plan_pipeline.h): currency and date rules,
    // the measured machine and its warning.
    ui::PlanSettings settings;
    settings.currency = QString::fromStdString(opt.currency);
    settings.currencySource = QStringLiteral("--currency");
    settings.today = QString::fromStdString(opt.today);
    settings.probe_file = QString::fromStdString(opt.probe);
    settings.probe_device = opt.probe_device ? *opt.probe_device : -1;
    settings.calibration_file = QString::fromStdString(opt.calibration);
    const ui::PlanSnapshot snap =
        ui::computeSnapshot(scenario, QString::fromStdString(file), *catalogs, settings);
    if (!snap.error.isEmpty()) {
        err << snap.error.toStdString() << "\n";
        return 2;
    }
    ui::ReportOptions ro;
    ro.paper = opt.paper == "letter" ? QPageSize::Letter : QPageSize::A4;
    if (opt.top > 0)
        ro.top = static_cast<int>(opt.top);
    ro.date = QString::fromStdString(opt.today);
    if (!opt.calibration.empty()) // read already by the plan: the rows for the appendix
        ro.measuredRuns = read_calibration_document(opt.calibration).rows;
    const QString error =
        ui::writeReportPdf(QString::fromStdString(opt.output), snap, *catalogs, scenario, ro);
    if (!error.isEmpty()) { // the destination could not be written: nothing replaced
        err << error.toStdString() << "\n";
        return 2;
    }
    out << "report written to " << opt.output << "\n";
    return 0;
}

} // namespace gpuplanner::cli
