#include "core/models/probe_comparison_model.h"

#include <QLocale>

#include <algorithm>

namespace gpuplanner::ui {

namespace {

QString quantityLabel(const ProbeComparisonRow& r) {
    if (r.gemm)
        return ProbeComparisonModel::tr("GEMM %1").arg(QString::fromStdString(r.key).toUpper());
    if (r.key == "memory")
        return ProbeComparisonModel::tr("Memory (triad)");
    if (r.key == "copy")
        return ProbeComparisonModel::tr("Memory (copy)");
    if (r.key == "h2d")
        return ProbeComparisonModel::tr("Host to GPU (pinned)");
    if (r.key == "d2h")
        return ProbeComparisonModel::tr("GPU to host (pinned)");
    return QString::fromStdString(r.key);
}

// TFLOP/s for GEMMs (TOP/s for int8), GB/s for bandwidths: the units of datasheets.
QString rateText(const ProbeComparisonRow& r, double value, const QLocale& l) {
    if (r.gemm)
        return (r.key == "int8" ? ProbeComparisonModel::tr("%1 TOP/s")
                                : ProbeComparisonModel::tr("%1 TFLOP/s"))
            .arg(l.toString(value / 1e12, 'f', 1));
    return ProbeComparisonModel::tr("%1 GB/s").arg(l.toString(value / 1e9, 'f', 0));
}

} // namespace

ProbeComparisonModel::ProbeComparisonModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void ProbeComparisonModel::setFormat(const PlanFormat& format) {
    beginResetModel();
    format_ = format;
    endResetModel();
}

void ProbeComparisonModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    beginResetModel();
    snap_ = std::move(snapshot);
    endResetModel();
}

int ProbeComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !snap_ ? 0 : static_cast<int>(snap_->plan.local_comparison.size());
}

int ProbeComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProbeComparisonModel::data(const QModelIndex& index, int role) const {
    if (!snap_ || index.row() < 0 || index.row() >= rowCount())
        return {};
    const ProbeComparisonRow& r =
        snap_->plan.local_comparison[static_cast<std::size_t>(index.row())];
    const bool raw = role == RawValueRole;
    if (!raw && role != Qt::DisplayRole && role != ShortLabelRole) {
        if (role == Qt::TextAlignmentRole && index.column() != Quantity)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    auto percent = [&](const std::optional<double>& f) -> QVariant {
        if (!f)
            return raw ? QVariant(0.0) : QVariant(QStringLiteral("–"));
        return raw ? QVariant(*f * 100)
                   : QVariant(QString(format_.locale().toString(*f * 100, 'f', 0) + u'%'));
    };
    switch (index.column()) {
    case Quantity:
        if (role == ShortLabelRole)
            return r.gemm ? QString::fromStdString(r.key).toUpper() : quantityLabel(r);
        return quantityLabel(r);
    case Measured:
        return raw ? QVariant(r.measured) : QVariant(rateText(r, r.measured, format_.locale()));
    case Datasheet:
        if (!r.datasheet)
            return raw ? QVariant(0.0) : QVariant(QStringLiteral("–"));
        return raw ? QVariant(*r.datasheet) : QVariant(rateText(r, *r.datasheet, format_.locale()));
    case Percent:
        return percent(r.fraction);
    case Reference:
        return percent(r.reference);
    case PlannedAs:
        if (!r.planned_as)
            return raw ? QVariant(0.0) : QVariant(QStringLiteral("–"));
        return raw ? QVariant(*r.planned_as)
                   : QVariant(rateText(r, *r.planned_as, format_.locale()));
    default:
        return {};
    }
}

QVariant ProbeComparisonModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case Quantity:
        return tr("Quantity");
    case Measured:
        return tr("Measured");
    case Datasheet:
        return tr("Datasheet");
    case Percent:
        return tr("% of datasheet");
    case Reference:
        return tr("Healthy GPU");
    case PlannedAs:
        return tr("Planned as");
    default:
        return {};
    }
}

} // namespace gpuplanner::ui
