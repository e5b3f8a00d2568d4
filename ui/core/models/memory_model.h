#pragma once
// Memory per GPU by term, for the memory table and chart.
// Display text and raw values live in separate roles (models/model_roles.h), so proxies sort
// numerically and the charts (ui/core/charts) read the same numbers through model mappers.
#include "core/models/model_roles.h"
#include "core/plan_snapshot.h"
#include "core/text/plan_format.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner::ui {

// Memory per GPU at the smallest layout that fits each catalog GPU: one row per GPU, one column
// per term (GiB), plus capacity.
class MemoryModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Gpu,
        Weights,
        Gradients,
        Optimizer,
        Activations,
        KvCache,
        Overhead,
        Capacity,
        GpusNeeded,
        ColumnCount
    };
    explicit MemoryModel(QObject* parent = nullptr);
    // How numbers and memory are written (locale, GiB or GB); resets the model.
    void setFormat(const PlanFormat& format);
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot,
                     std::shared_ptr<const Catalogs> catalog);
    // Whether a column's term exists for this workload: a service has no gradients or optimizer
    // states, a training run no KV cache. The views hide the rest (they would read 0 everywhere).
    [[nodiscard]] bool columnApplies(int column) const;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    PlanFormat format_;
    struct Row {
        QString name;
        QString id;
        MemoryBreakdown memory;
        double capacity = 0;
        std::int64_t gpus = 0;
        bool fits = false;
    };
    std::vector<Row> rows_;
    bool inference_ = false;
};

} // namespace gpuplanner::ui
