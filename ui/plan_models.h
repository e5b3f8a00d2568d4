#pragma once
// Table models over a plan snapshot. Display text and raw values live in separate roles
// (Qt::DisplayRole and RawValueRole), so proxies sort numerically; the charts in ui/charts read
// these same models through model mappers.
#include "option_filter.h"
#include "plan_snapshot.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <memory>

namespace gpuplanner::ui {

inline constexpr int RawValueRole = Qt::UserRole + 1;
inline constexpr int ShortLabelRole = Qt::UserRole + 2; // compact label for chart axes
inline constexpr int OfferingRole = Qt::UserRole + 3;   // the offering a row stands for

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
        Pareto,
        Warnings,
        ColumnCount
    };
    explicit OptionsModel(QObject* parent = nullptr);
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    [[nodiscard]] const PlanOption* option(int row) const;
    [[nodiscard]] const PlanSnapshot* snapshot() const { return snap_.get(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const PlanSnapshot> snap_;
};

// Sorts on RawValueRole; filters with the core's option_matches().
class OptionsFilterModel final : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit OptionsFilterModel(QObject* parent = nullptr);
    void setFilter(const OptionFilter& filter);
    [[nodiscard]] const OptionFilter& filter() const { return filter_; }
    void setCatalog(std::shared_ptr<const Catalogs> catalog) { catalog_ = std::move(catalog); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    OptionFilter filter_;
    std::shared_ptr<const Catalogs> catalog_;
};

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
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot,
                     std::shared_ptr<const Catalogs> catalog);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        QString name;
        QString id;
        MemoryBreakdown memory;
        double capacity = 0;
        std::int64_t gpus = 0;
        bool fits = false;
    };
    std::vector<Row> rows_;
};

// The cheapest option per billing mode (rows) with its cost and hours.
class BillingModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Mode, Cost, Hours, ColumnCount };
    explicit BillingModel(QObject* parent = nullptr);
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<std::pair<BillingMode, const PlanOption*>> rows_;
    std::shared_ptr<const PlanSnapshot> snap_;
};

// The own GPU as gpuprobe measured it against its datasheet (PlanResult::local_comparison): one
// row per quantity (GEMM precisions, memory bandwidth, host transfers).
class ProbeComparisonModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Quantity, Measured, Datasheet, Percent, Reference, PlannedAs, ColumnCount };
    explicit ProbeComparisonModel(QObject* parent = nullptr);
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const PlanSnapshot> snap_;
};

// Buy versus rent: cumulative cost of owning the local machine and of renting the cheapest cloud
// option, by hours of owned-machine work (rows).
class BuyRentModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Hours, Owned, Rented, ColumnCount };
    explicit BuyRentModel(QObject* parent = nullptr);
    void setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    [[nodiscard]] bool hasData() const { return !points_.empty(); }
    // Where buying starts to pay: hours of use and the (equal) cumulative cost, when it does.
    [[nodiscard]] const std::optional<BuyRentPoint>& breakEven() const { return breakEven_; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<BuyRentPoint> points_;
    std::optional<BuyRentPoint> breakEven_;
};

[[nodiscard]] QString billingLabel(BillingMode mode);
[[nodiscard]] QString formatHours(double hours);
// "commits 1,234,567 USD over 3 years" for a reservation; empty for other billing modes.
[[nodiscard]] QString formatCommitment(const PlanOption& option, const std::string& currency);
// The training strategy the search chose, in lines a person reads (the options' tooltip).
[[nodiscard]] QString formatStrategy(const StrategyResult& result);
[[nodiscard]] QString formatMoney(double amount, const std::string& currency);
[[nodiscard]] QString formatGiB(double bytes);
// The unit formatGiB writes ("GiB", or "GB"), for axis titles.
[[nodiscard]] QString memoryUnitLabel(); // GiB, or GB when decimal units are chosen in the settings
void setDecimalMemoryUnits(bool decimal);

} // namespace gpuplanner::ui
