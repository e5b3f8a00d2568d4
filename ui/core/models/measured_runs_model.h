#pragma once
// What the team's own runs measured against what was planned (issue #30): one row per figure of
// each imported run log or serving benchmark (calibration/calibrate.h CalibrationRow), for the
// workbench's "Measured on our own runs" dialog, its chart and the report's appendix.
#include "calibration/calibrate.h"
#include "core/models/model_roles.h"
#include "core/text/plan_format.h"

#include <QAbstractTableModel>

#include <vector>

namespace gpuplanner::ui {

class MeasuredRunsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Run,      // the log's file name
        Date,     // the run's date
        Gpu,      // GPU and stack or engine
        Layout,   // as planned
        Quantity, // what is compared
        Measured,
        Planned,
        Ratio,  // measured / planned (RawValueRole: the number)
        Status, // calibrates the plan / refused (more than 3x) / shown beside
        ColumnCount
    };
    explicit MeasuredRunsModel(QObject* parent = nullptr);
    void setFormat(const PlanFormat& format);
    void setRows(std::vector<CalibrationRow> rows);
    [[nodiscard]] const std::vector<CalibrationRow>& rows() const { return rows_; }
    // The words of one quantity ("seconds per step") and of a row's status, in the language
    // shown (the report writes the same).
    [[nodiscard]] static QString quantityText(CalibrationQuantity quantity);
    [[nodiscard]] static QString statusText(const CalibrationRow& row);
    // A measured or planned figure in the quantity's unit ("4.10 s", "40.0%", "59.8 GiB").
    [[nodiscard]] QString valueText(CalibrationQuantity quantity, double value) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    PlanFormat format_;
    std::vector<CalibrationRow> rows_;
};

} // namespace gpuplanner::ui
