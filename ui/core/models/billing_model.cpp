#include "core/models/billing_model.h"

#include "core/text/summary_text.h"

#include <QLocale>

#include <algorithm>

namespace gpuplanner::ui {

BillingModel::BillingModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void BillingModel::setFormat(const PlanFormat& format) {
    beginResetModel();
    format_ = format;
    endResetModel();
}

void BillingModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    beginResetModel();
    snap_ = std::move(snapshot);
    rows_.clear();
    if (snap_)
        for (const auto& [mode, i] : snap_->summary.cheapest_by_billing)
            rows_.emplace_back(mode, &snap_->plan.options[i]);
    endResetModel();
}

int BillingModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}
int BillingModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BillingModel::data(const QModelIndex& index, int role) const {
    if (index.row() < 0 || index.row() >= static_cast<int>(rows_.size()))
        return {};
    const auto& [mode, o] = rows_[static_cast<std::size_t>(index.row())];
    switch (index.column()) {
    case Mode:
        if (role == OfferingRole) // which offering the bar is (the own machine: its GPUs)
            return o->billing == BillingMode::Owned
                       ? optionInstance(*o)
                       : tr("%1 %2, %3 × %4")
                             .arg(optionProvider(*o), optionInstance(*o))
                             .arg(o->gpu_count)
                             .arg(QString::fromStdString(o->gpu_id));
        return role == Qt::DisplayRole || role == RawValueRole ? QVariant(billingLabel(mode))
                                                               : QVariant();
    case Cost:
        return role == RawValueRole      ? QVariant(o->cost)
               : role == Qt::DisplayRole ? QVariant(format_.money(o->cost, snap_->plan.currency))
                                         : QVariant();
    case Hours:
        return role == RawValueRole      ? QVariant(o->hours)
               : role == Qt::DisplayRole ? QVariant(format_.hours(o->hours))
                                         : QVariant();
    default:
        return {};
    }
}

QVariant BillingModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section < static_cast<int>(rows_.size())
                   ? QVariant(billingLabel(rows_[static_cast<std::size_t>(section)].first))
                   : QVariant();
    switch (section) {
    case Mode:
        return tr("Billing");
    case Cost:
        return tr("Cheapest cost");
    case Hours:
        return tr("Time");
    default:
        return {};
    }
}

} // namespace gpuplanner::ui
