#pragma once
// The measured own GPU against its datasheet, for the Local GPU tab.
// Display text and raw values live in separate roles (models/model_roles.h), so proxies sort
// numerically and the charts (ui/core/charts) read the same numbers through model mappers.
#include "core/models/model_roles.h"
#include "core/plan_snapshot.h"
#include "core/text/plan_format.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner::ui {

// The own GPU as gpuprobe measured it against its datasheet (PlanResult::local_comparison): one
// row per quantity (GEMM precisions, memory bandwidth, host transfers).
class ProbeComparisonModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Quantity, Measured, Datasheet, Percent, Reference, PlannedAs, ColumnCount };
    explicit ProbeComparisonModel(QObject* parent = nullptr);
    // How numbers and memory are written (locale, GiB or GB); resets the model.
    void setFormat(const PlanFormat& format);
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    PlanFormat format_;
    std::shared_ptr<const PlanSnapshot> snap_;
};

} // namespace gpuplanner::ui
