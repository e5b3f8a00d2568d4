// The report's last appendix: the team's own runs that calibrated the plan, and every figure
// they measured against it (the workbench's measured-runs table, one model for both).
#include "report/report_document.h"

#include "core/models/measured_runs_model.h"

namespace gpuplanner::ui {

void Report::measuredRuns(PageWriter& w) {
    // The calibrations that moved an option, each once.
    std::vector<TimeCalibration> applied;
    const auto add = [&](const TimeCalibration& c) {
        for (const TimeCalibration& a : applied)
            if (a.kind == c.kind && a.gpu == c.gpu && a.stack == c.stack && a.network == c.network)
                return;
        applied.push_back(c);
    };
    for (const PlanOption& o : snap_.plan.options) {
        if (o.strategy)
            for (const TimeCalibration& c : o.strategy->time.calibrations())
                add(c);
        for (const TimeCalibration& c : o.serving_calibrations)
            add(c);
    }
    if (applied.empty())
        return;
    w.heading(tr("Appendix D: measured on our own runs"));
    w.text(tr("Where the team's own runs measured a GPU and software stack (or serving engine), "
              "the plan takes the measured figure instead of the sourced one: the planned time × "
              "measured ÷ planned, its range the measurements' own spread. The network's factor "
              "is on the data-parallel collectives' own time (what compute hides added back), "
              "the run overhead's is the wall clock over the steps (1 ÷ goodput), the engine "
              "memory's is what the engine kept beside weights and KV cache over the planned "
              "activations and CUDA context (gpuplan calibrate; docs/calibration.md)."));
    std::vector<QStringList> rows;
    for (const TimeCalibration& c : applied)
        rows.push_back(
            {c.kind == CalibrationKind::ServingPrefill  ? tr("Time to first token")
             : c.kind == CalibrationKind::ServingDecode ? tr("Decode step")
             : c.kind == CalibrationKind::DataParallelComm
                 ? tr("Data-parallel collectives (%1)").arg(s(c.network))
             : c.kind == CalibrationKind::ServingMemory
                 ? tr("Engine memory beside weights and KV cache")
             : c.kind == CalibrationKind::RunOverhead ? tr("Run overhead (checkpoints, evaluation)")
                                                      : tr("Training step"),
             s(c.gpu), s(c.stack.empty() ? "*" : c.stack),
             QStringLiteral("× %1 (± %2%)")
                 .arg(fmt_.locale().toString(c.factor, 'f', 3),
                      fmt_.locale().toString(c.spread * 100, 'f', 1)),
             fmt_.integer(static_cast<long long>(c.measurements)),
             s(c.source) + (c.date.empty() ? QString() : QStringLiteral(", ") + s(c.date))});
    w.table({tr("Calibrates"), tr("GPU"), tr("Stack or engine"), tr("Measured ÷ planned"),
             tr("Measurements"), tr("Runs, latest date")},
            rows, {0.15, 0.12, 0.16, 0.19, 0.12, 0.26});
    if (opt_.measuredRuns.empty())
        return;
    // Every figure read, as the workbench's table shows it (one model for both).
    MeasuredRunsModel runs;
    runs.setFormat(fmt_);
    runs.setRows(opt_.measuredRuns);
    std::vector<QStringList> figures;
    const int columns[] = {MeasuredRunsModel::Run,      MeasuredRunsModel::Date,
                           MeasuredRunsModel::Gpu,      MeasuredRunsModel::Quantity,
                           MeasuredRunsModel::Measured, MeasuredRunsModel::Planned,
                           MeasuredRunsModel::Ratio,    MeasuredRunsModel::Status};
    QStringList header;
    for (int c : columns)
        header << runs.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    for (int r = 0; r < runs.rowCount(); ++r) {
        QStringList row;
        for (int c : columns)
            row << runs.index(r, c).data().toString();
        figures.push_back(row);
    }
    w.heading(tr("What the runs measured against the plan"), 2);
    w.table(header, figures, {0.17, 0.10, 0.15, 0.14, 0.10, 0.10, 0.09, 0.15});
}

} // namespace gpuplanner::ui
