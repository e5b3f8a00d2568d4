#include "core/models/latency_rate_model.h"

namespace gpuplanner::ui {

LatencyRateModel::LatencyRateModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void LatencyRateModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    beginResetModel();
    snap_ = std::move(snapshot);
    curve_ = snap_ ? snap_->latency_curve : std::nullopt;
    endResetModel();
}

void LatencyRateModel::setCurve(std::shared_ptr<const PlanSnapshot> snapshot,
                                std::optional<LatencyCurve> curve) {
    beginResetModel();
    snap_ = std::move(snapshot);
    curve_ = std::move(curve);
    endResetModel();
}

const PlanOption* LatencyRateModel::option() const {
    return curve_ && snap_ && curve_->option < snap_->plan.options.size()
               ? &snap_->plan.options[curve_->option]
               : nullptr;
}

int LatencyRateModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !curve_ ? 0 : static_cast<int>(curve_->points.size());
}
int LatencyRateModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LatencyRateModel::data(const QModelIndex& index, int role) const {
    if (!curve_ || index.row() < 0 || index.row() >= static_cast<int>(curve_->points.size()) ||
        (role != Qt::DisplayRole && role != RawValueRole))
        return {};
    const LatencyPoint& p = curve_->points[static_cast<std::size_t>(index.row())];
    switch (index.column()) {
    case RequestsPerSecond:
        return p.requests_per_second;
    case Ttft:
        return p.ttft.at(curve_->percentile);
    case Tpot:
        return p.tpot.at(curve_->percentile);
    case Saturated:
        return p.saturated;
    default:
        return {};
    }
}

QVariant LatencyRateModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RequestsPerSecond:
        return tr("Requests/s");
    case Ttft:
        return tr("Time to first token");
    case Tpot:
        return tr("Time per output token");
    case Saturated:
        return tr("Saturated");
    default:
        return {};
    }
}

} // namespace gpuplanner::ui
