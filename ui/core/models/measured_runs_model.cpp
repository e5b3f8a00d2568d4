#include "core/models/measured_runs_model.h"

#include <QFileInfo>

namespace gpuplanner::ui {

MeasuredRunsModel::MeasuredRunsModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void MeasuredRunsModel::setFormat(const PlanFormat& format) {
    beginResetModel();
    format_ = format;
    endResetModel();
}

void MeasuredRunsModel::setRows(std::vector<CalibrationRow> rows) {
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

QString MeasuredRunsModel::quantityText(CalibrationQuantity q) {
    switch (q) {
    case CalibrationQuantity::StepSeconds:
        return tr("Step time");
    case CalibrationQuantity::TokensPerSecondPerGpu:
        return tr("Tokens/s per GPU");
    case CalibrationQuantity::SamplesPerSecond:
        return tr("Samples/s");
    case CalibrationQuantity::Mfu:
        return tr("MFU");
    case CalibrationQuantity::PeakMemoryGib:
        return tr("Peak memory per GPU");
    case CalibrationQuantity::TtftSeconds:
        return tr("Time to first token");
    case CalibrationQuantity::TpotSeconds:
        return tr("Time per output token");
    case CalibrationQuantity::OutputTokensPerSecond:
        return tr("Output tokens/s per replica");
    case CalibrationQuantity::WeightsGib:
        return tr("Weights per GPU");
    case CalibrationQuantity::KvCacheTokens:
        return tr("KV cache tokens");
    case CalibrationQuantity::DataParallelCommShare:
        return tr("Exposed data-parallel communication");
    case CalibrationQuantity::DataParallelCommSeconds:
        return tr("Data-parallel communication per step");
    case CalibrationQuantity::Goodput:
        return tr("Goodput (wall clock stepping)");
    case CalibrationQuantity::EngineOverheadGib:
        return tr("Engine memory beside weights and KV cache");
    }
    return {};
}

QString MeasuredRunsModel::statusText(const CalibrationRow& r) {
    if (!r.kind)
        return tr("shown beside");
    if (r.refused)
        return tr("refused: more than 3× from the plan");
    return tr("calibrates the plan");
}

QString MeasuredRunsModel::valueText(CalibrationQuantity q, double v) const {
    const QLocale& l = format_.locale();
    switch (q) {
    case CalibrationQuantity::StepSeconds:
    case CalibrationQuantity::TtftSeconds:
    case CalibrationQuantity::TpotSeconds:
    case CalibrationQuantity::DataParallelCommSeconds:
        return format_.seconds(v);
    case CalibrationQuantity::Mfu:
    case CalibrationQuantity::DataParallelCommShare:
    case CalibrationQuantity::Goodput:
        return QString(l.toString(v * 100, 'f', 1) + QLatin1Char('%'));
    case CalibrationQuantity::PeakMemoryGib:
    case CalibrationQuantity::WeightsGib:
    case CalibrationQuantity::EngineOverheadGib:
        return tr("%1 GiB").arg(l.toString(v, 'f', 1));
    case CalibrationQuantity::KvCacheTokens:
        return format_.integer(static_cast<long long>(v));
    case CalibrationQuantity::TokensPerSecondPerGpu:
    case CalibrationQuantity::SamplesPerSecond:
    case CalibrationQuantity::OutputTokensPerSecond:
        return format_.figure(v, v < 100 ? 1 : 0);
    }
    return {};
}

int MeasuredRunsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int MeasuredRunsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MeasuredRunsModel::data(const QModelIndex& index, int role) const {
    if (index.row() < 0 || index.row() >= rowCount())
        return {};
    const CalibrationRow& r = rows_[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() >= Measured && index.column() <= Ratio
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    if (role == Qt::ToolTipRole && index.column() == Run)
        return QString::fromStdString(r.file); // the whole path
    if (role == RawValueRole) {
        switch (index.column()) {
        case Measured:
            return r.measured;
        case Planned:
            return r.planned;
        case Ratio:
            return r.planned > 0 ? r.measured / r.planned : 0.0;
        default:
            break;
        }
    }
    if (role == ShortLabelRole && index.column() == Run) // the chart's category
        return QString(QFileInfo(QString::fromStdString(r.file)).fileName() +
                       QStringLiteral(" · ") + quantityText(r.quantity));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Run:
        return QFileInfo(QString::fromStdString(r.file)).fileName();
    case Date:
        return QString::fromStdString(r.date);
    case Gpu:
        return QString::fromStdString(r.gpu + (r.stack.empty() ? "" : ", " + r.stack) +
                                      (r.network.empty() ? "" : ", " + r.network));
    case Layout:
        return QString::fromStdString(r.layout);
    case Quantity:
        return quantityText(r.quantity);
    case Measured:
        return valueText(r.quantity, r.measured);
    case Planned:
        return valueText(r.quantity, r.planned);
    case Ratio:
        return r.planned > 0 ? QString(QStringLiteral("× ") +
                                       format_.locale().toString(r.measured / r.planned, 'f', 3))
                             : QStringLiteral("–");
    case Status:
        return statusText(r);
    default:
        return {};
    }
}

QVariant MeasuredRunsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case Run:
        return tr("Run");
    case Date:
        return tr("Date");
    case Gpu:
        return tr("GPU, stack");
    case Layout:
        return tr("Layout");
    case Quantity:
        return tr("Quantity");
    case Measured:
        return tr("Measured");
    case Planned:
        return tr("Planned");
    case Ratio:
        return tr("Measured ÷ planned");
    case Status:
        return tr("Use");
    default:
        return {};
    }
}

} // namespace gpuplanner::ui
