#include "plan_models.h"

#include "diagnostic_text.h"

#include "units.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <algorithm>

namespace gpuplanner::ui {

// ---- OptionsModel
OptionsModel::OptionsModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void OptionsModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    beginResetModel();
    snap_ = std::move(snapshot);
    endResetModel();
}

const PlanOption* OptionsModel::option(int row) const {
    if (!snap_ || row < 0 || row >= static_cast<int>(snap_->plan.options.size()))
        return nullptr;
    return &snap_->plan.options[static_cast<std::size_t>(row)];
}

int OptionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !snap_ ? 0 : static_cast<int>(snap_->plan.options.size());
}

int OptionsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OptionsModel::data(const QModelIndex& index, int role) const {
    const PlanOption* o = option(index.row());
    if (!o)
        return {};
    const auto s = [](const std::string& v) { return QString::fromStdString(v); };
    if (role == RawValueRole) {
        switch (index.column()) {
        case Gpus:
            return QVariant::fromValue(static_cast<qlonglong>(o->gpu_count));
        case Nodes:
            return QVariant::fromValue(static_cast<qlonglong>(o->nodes));
        case Hours:
            return o->hours;
        case Cost:
            return o->cost;
        case PricePerHour:
            return o->price_per_hour;
        case Pareto:
            return o->pareto;
        case Warnings:
            return static_cast<int>(o->warnings.size());
        case Billing:
            return static_cast<int>(o->billing);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Provider:
            return s(o->provider);
        case Instance:
            return s(o->instance);
        case Region:
            return s(o->region);
        case Gpu:
            return s(o->gpu_id);
        case Gpus:
            return QLocale().toString(static_cast<qlonglong>(o->gpu_count));
        case Nodes:
            return QLocale().toString(static_cast<qlonglong>(o->nodes));
        case Layout: {
            const QString dtp = tr("%1 × %2 × %3")
                                    .arg(o->layout.data)
                                    .arg(o->layout.tensor)
                                    .arg(o->layout.pipeline);
            // Context parallelism, when the strategy uses it: "8 × 1 × 1 × cp 8".
            return o->layout.context > 1 ? dtp + tr(" × cp %1").arg(o->layout.context) : dtp;
        }
        case Billing:
            return billingLabel(o->billing);
        case Hours:
            return formatHours(o->hours);
        case Cost:
            return formatMoney(o->cost, snap_->plan.currency);
        case PricePerHour:
            return formatMoney(o->price_per_hour, snap_->plan.currency);
        case BoundBy:
            return timeTermLabel(o->dominant);
        case Pareto:
            return o->pareto ? tr("yes") : QString();
        case Warnings:
            return o->warnings.empty() ? QString() : QString::number(o->warnings.size());
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        QString tip = describeAll(o->why_codes, QStringLiteral("; "));
        if (o->strategy)
            tip += QStringLiteral("\n") + formatStrategy(*o->strategy);
        if (const QString commits = formatCommitment(*o, snap_->plan.currency); !commits.isEmpty())
            tip += QStringLiteral("\n") + commits;
        for (const auto& w : o->warning_codes)
            tip += QStringLiteral("\n⚠ ") + describe(w);
        tip +=
            QStringLiteral("\n") + tr("Price as of %1; source: %2").arg(s(o->as_of), s(o->source));
        return tip;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Gpus && index.column() != Billing &&
        index.column() != Layout && index.column() != BoundBy)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == Warnings && !o->warnings.empty())
        return QBrush(QColor(0xb2, 0x6b, 0x00));
    return {};
}

QVariant OptionsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Provider:
        return tr("Provider");
    case Instance:
        return tr("Instance");
    case Region:
        return tr("Region");
    case Gpu:
        return tr("GPU");
    case Gpus:
        return tr("GPUs");
    case Nodes:
        return tr("Nodes");
    case Layout:
        return tr("dp × tp × pp");
    case Billing:
        return tr("Billing");
    case Hours:
        return tr("Time");
    case Cost:
        return tr("Cost");
    case PricePerHour:
        return tr("Price per hour");
    case BoundBy:
        return tr("Bound by");
    case Pareto:
        return tr("Pareto");
    case Warnings:
        return tr("Warnings");
    default:
        return {};
    }
}

// ---- OptionsFilterModel
OptionsFilterModel::OptionsFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(RawValueRole);
    setDynamicSortFilter(true);
}

void OptionsFilterModel::setFilter(const OptionFilter& filter) {
    filter_ = filter;
    invalidateFilter();
}

bool OptionsFilterModel::filterAcceptsRow(int row, const QModelIndex&) const {
    const auto* model = qobject_cast<const OptionsModel*>(sourceModel());
    const PlanOption* o = model ? model->option(row) : nullptr;
    return o && option_matches(*o, filter_, catalog_ ? &catalog_->offerings : nullptr);
}

// ---- MemoryModel
MemoryModel::MemoryModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void MemoryModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot,
                              std::shared_ptr<const Catalogs> catalog) {
    beginResetModel();
    rows_.clear();
    if (snapshot && catalog)
        for (const GpuFit& f : snapshot->fits) {
            const GpuSpec* g = catalog->gpus.find(f.gpu_id);
            if (!g || !f.precision_supported)
                continue;
            Row r;
            r.name = QString::fromStdString(g->name);
            r.id = QString::fromStdString(g->id);
            r.fits = f.fits_any;
            r.memory = f.fits_any ? f.at_min_layout : f.requested;
            r.capacity = f.capacity_bytes;
            r.gpus = f.fits_any ? f.min_layout.gpus() : 0;
            rows_.push_back(r);
        }
    endResetModel();
}

int MemoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}
int MemoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MemoryModel::data(const QModelIndex& index, int role) const {
    if (index.row() < 0 || index.row() >= static_cast<int>(rows_.size()))
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    const MemoryBreakdown& m = r.memory;
    double gib = 0;
    switch (index.column()) {
    case Gpu:
        if (role == ShortLabelRole)
            return r.id;
        return role == Qt::DisplayRole || role == RawValueRole ? QVariant(r.name) : QVariant();
    case Weights:
        gib = m.weights_bytes;
        break;
    case Gradients:
        gib = m.gradients_bytes;
        break;
    case Optimizer:
        gib = m.optimizer_bytes;
        break;
    case Activations:
        gib = m.activations_bytes;
        break;
    case KvCache:
        gib = m.kv_cache_bytes;
        break;
    case Overhead:
        gib = m.overhead_bytes();
        break;
    case Capacity:
        gib = r.capacity;
        break;
    case GpusNeeded:
        if (role == RawValueRole)
            return QVariant::fromValue(static_cast<qlonglong>(r.gpus));
        if (role == Qt::DisplayRole)
            return r.fits ? QLocale().toString(static_cast<qlonglong>(r.gpus)) : tr("does not fit");
        return {};
    default:
        return {};
    }
    if (role == RawValueRole)
        return gib / kGiB;
    if (role == Qt::DisplayRole)
        return formatGiB(gib);
    return {};
}

QVariant MemoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section < static_cast<int>(rows_.size())
                   ? QVariant(rows_[static_cast<std::size_t>(section)].name)
                   : QVariant();
    switch (section) {
    case Gpu:
        return tr("GPU");
    case Weights:
        return tr("Weights");
    case Gradients:
        return tr("Gradients");
    case Optimizer:
        return tr("Optimizer states");
    case Activations:
        return tr("Activations");
    case KvCache:
        return tr("KV cache");
    case Overhead:
        return tr("Overhead");
    case Capacity:
        return tr("Capacity");
    case GpusNeeded:
        return tr("GPUs needed");
    default:
        return {};
    }
}

// ---- BillingModel
BillingModel::BillingModel(QObject* parent)
    : QAbstractTableModel(parent) {}

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
        if (role == OfferingRole) // which offering the bar is
            return tr("%1 %2, %3 × %4")
                .arg(QString::fromStdString(o->provider), QString::fromStdString(o->instance))
                .arg(o->gpu_count)
                .arg(QString::fromStdString(o->gpu_id));
        return role == Qt::DisplayRole || role == RawValueRole ? QVariant(billingLabel(mode))
                                                               : QVariant();
    case Cost:
        return role == RawValueRole      ? QVariant(o->cost)
               : role == Qt::DisplayRole ? QVariant(formatMoney(o->cost, snap_->plan.currency))
                                         : QVariant();
    case Hours:
        return role == RawValueRole      ? QVariant(o->hours)
               : role == Qt::DisplayRole ? QVariant(formatHours(o->hours))
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

// ---- BuyRentModel
BuyRentModel::BuyRentModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void BuyRentModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    beginResetModel();
    points_.clear();
    breakEven_.reset();
    // An own machine is compared whenever the plan has one, bought (a purchase price) or already
    // owned (a gpuprobe import: purchase 0, only its power is paid).
    if (snapshot && snapshot->summary.owned) {
        const PlanResult& p = snapshot->plan;
        std::optional<std::size_t> cloud;
        for (std::size_t i = 0; i < p.options.size(); ++i)
            if (p.options[i].billing != BillingMode::Owned &&
                (!cloud || p.options[i].cost < p.options[*cloud].cost))
                cloud = i;
        if (cloud) {
            const double even = p.options[*cloud].buy_break_even_local_hours.value_or(0);
            const double span = std::max({even * 1.5, p.owned_hours_available, 1.0});
            points_ = buy_rent_curve(p, p.options[*cloud], span, 21);
            if (even > 0) {
                const auto at = buy_rent_curve(p, p.options[*cloud], even, 2);
                if (!at.empty())
                    breakEven_ = at.back();
            }
        }
    }
    endResetModel();
}

int BuyRentModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(points_.size());
}
int BuyRentModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BuyRentModel::data(const QModelIndex& index, int role) const {
    if (index.row() < 0 || index.row() >= static_cast<int>(points_.size()) ||
        (role != Qt::DisplayRole && role != RawValueRole))
        return {};
    const BuyRentPoint& p = points_[static_cast<std::size_t>(index.row())];
    switch (index.column()) {
    case Hours:
        return p.hours;
    case Owned:
        return p.owned_cost;
    case Rented:
        return p.rented_cost;
    default:
        return {};
    }
}

QVariant BuyRentModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Hours:
        return tr("Hours of use");
    case Owned:
        return tr("Buy");
    case Rented:
        return tr("Rent");
    default:
        return {};
    }
}

} // namespace gpuplanner::ui

namespace gpuplanner::ui {

// ---- ProbeComparisonModel
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
QString rateText(const ProbeComparisonRow& r, double value) {
    const QLocale l;
    if (r.gemm)
        return (r.key == "int8" ? ProbeComparisonModel::tr("%1 TOP/s")
                                : ProbeComparisonModel::tr("%1 TFLOP/s"))
            .arg(l.toString(value / 1e12, 'f', 1));
    return ProbeComparisonModel::tr("%1 GB/s").arg(l.toString(value / 1e9, 'f', 0));
}

} // namespace

ProbeComparisonModel::ProbeComparisonModel(QObject* parent)
    : QAbstractTableModel(parent) {}

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
                   : QVariant(QString(QLocale().toString(*f * 100, 'f', 0) + u'%'));
    };
    switch (index.column()) {
    case Quantity:
        if (role == ShortLabelRole)
            return r.gemm ? QString::fromStdString(r.key).toUpper() : quantityLabel(r);
        return quantityLabel(r);
    case Measured:
        return raw ? QVariant(r.measured) : QVariant(rateText(r, r.measured));
    case Datasheet:
        if (!r.datasheet)
            return raw ? QVariant(0.0) : QVariant(QStringLiteral("–"));
        return raw ? QVariant(*r.datasheet) : QVariant(rateText(r, *r.datasheet));
    case Percent:
        return percent(r.fraction);
    case Reference:
        return percent(r.reference);
    case PlannedAs:
        if (!r.planned_as)
            return raw ? QVariant(0.0) : QVariant(QStringLiteral("–"));
        return raw ? QVariant(*r.planned_as) : QVariant(rateText(r, *r.planned_as));
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
