#include "core/models/memory_model.h"

#include <QLocale>

#include <algorithm>

namespace gpuplanner::ui {

MemoryModel::MemoryModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void MemoryModel::setFormat(const PlanFormat& format) {
    beginResetModel();
    format_ = format;
    endResetModel();
}

void MemoryModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot,
                              std::shared_ptr<const Catalogs> catalog) {
    beginResetModel();
    rows_.clear();
    inference_ = snapshot && snapshot->scenario.workload.is_inference();
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
    // By capacity, the smallest first (the catalog's order means nothing to a reader): the
    // chart's horizontal bars put the first row at the bottom, the largest GPUs at the top.
    // Same capacity: by name.
    std::stable_sort(rows_.begin(), rows_.end(), [](const Row& a, const Row& b) {
        return a.capacity != b.capacity ? a.capacity < b.capacity : a.name < b.name;
    });
    endResetModel();
}

bool MemoryModel::columnApplies(int column) const {
    switch (column) {
    case Gradients:
    case Optimizer:
        return !inference_;
    case KvCache:
        return inference_;
    default:
        return column >= 0 && column < ColumnCount;
    }
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
    double bytes = 0;
    switch (index.column()) {
    case Gpu:
        if (role == ShortLabelRole)
            return r.id;
        return role == Qt::DisplayRole || role == RawValueRole ? QVariant(r.name) : QVariant();
    case Weights:
        bytes = m.weights_bytes;
        break;
    case Gradients:
        bytes = m.gradients_bytes;
        break;
    case Optimizer:
        bytes = m.optimizer_bytes;
        break;
    case Activations:
        bytes = m.activations_bytes;
        break;
    case KvCache:
        bytes = m.kv_cache_bytes;
        break;
    case Overhead:
        bytes = m.overhead_bytes();
        break;
    case Capacity:
        bytes = r.capacity;
        break;
    case GpusNeeded:
        if (role == RawValueRole)
            return QVariant::fromValue(static_cast<qlonglong>(r.gpus));
        if (role == Qt::DisplayRole)
            return r.fits ? format_.locale().toString(static_cast<qlonglong>(r.gpus))
                          : tr("does not fit");
        return {};
    default:
        return {};
    }
    if (role == RawValueRole)
        return format_.memoryValue(bytes); // in the unit the axis names
    if (role == Qt::DisplayRole)
        return format_.memory(bytes);
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

} // namespace gpuplanner::ui
