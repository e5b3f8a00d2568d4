#pragma once
// A service's latency against its request rate (plan/serving_curve.h), for the latency chart:
// one row per simulated rate, the time to first token and per output token at the targets'
// percentile, in seconds (RawValueRole and DisplayRole alike: the chart reads them).
#include "core/models/model_roles.h"
#include "core/plan_snapshot.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner::ui {

class LatencyRateModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { RequestsPerSecond, Ttft, Tpot, Saturated, ColumnCount };
    explicit LatencyRateModel(QObject* parent = nullptr);
    // The plan's curve (the recommended option's).
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    // Another option's curve of the same plan (plan/serving_curve.h), or none.
    void setCurve(std::shared_ptr<const PlanSnapshot> snapshot, std::optional<LatencyCurve> curve);
    // The curve shown (nullopt: none, e.g. a training plan).
    [[nodiscard]] const std::optional<LatencyCurve>& curve() const { return curve_; }
    // The option the curve belongs to (null without a curve).
    [[nodiscard]] const PlanOption* option() const;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const PlanSnapshot> snap_;
    std::optional<LatencyCurve> curve_;
};

} // namespace gpuplanner::ui
