#pragma once
// Options of the plan, one row each: what the options table and the cost-time chart show.
// Display text and raw values live in separate roles (models/model_roles.h), so proxies sort
// numerically and the charts (ui/core/charts) read the same numbers through model mappers.
#include "core/models/model_roles.h"
#include "core/plan_snapshot.h"
#include "core/text/plan_format.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner::ui {

class OptionsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Provider,
        Instance,
        Region,
        Gpu,
        Gpus,
        Nodes,
        Layout,
        Billing,
        Hours,
        Cost,
        PricePerHour,
        BoundBy,
        // Serving only (empty for training; the results view shows them for serving plans).
        TimeToFirstToken,
        TimePerOutputToken,
        OutputTokensPerSecond,
        CostPerMillionTokens,
        Pareto,
        Warnings,
        // Training: the rest of the strategy the search chose (hidden until the Columns menu
        // shows them; the layout is in Layout).
        ZeroStage,
        Recomputation,
        MicroBatch, // "4 × 8": micro-batch × gradient accumulation
        // Serving: the simulated service's time to first token and per output token at the
        // targets' percentile (docs/serving.md), beside the single-request figures above.
        TtftAtPercentile,
        TpotAtPercentile,
        // Serving, in the Columns menu: the simulation's other percentiles, its end-to-end time
        // at the targets' percentile, and the share of requests that meet every target (empty
        // for an option that was not simulated).
        TtftP50,
        TtftP99,
        TpotP50,
        TpotP99,
        EndToEndAtPercentile,
        MeetsTargetsShare,
        // The date of the option's price (beside the price per hour), marked when the plan
        // warns that it is older than the scenario's price age limit.
        PriceAsOf,
        ColumnCount
    };
    explicit OptionsModel(QObject* parent = nullptr);
    // How numbers and memory are written (locale, GiB or GB); resets the model.
    void setFormat(const PlanFormat& format);
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    [[nodiscard]] const PlanOption* option(int row) const;
    [[nodiscard]] const PlanSnapshot* snapshot() const { return snap_.get(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    PlanFormat format_;
    std::shared_ptr<const PlanSnapshot> snap_;
};

} // namespace gpuplanner::ui
