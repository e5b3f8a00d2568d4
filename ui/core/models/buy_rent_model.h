#pragma once
// Buy versus rent over hours of use, for the buy-rent chart.
// Display text and raw values live in separate roles (models/model_roles.h), so proxies sort
// numerically and the charts (ui/core/charts) read the same numbers through model mappers.
#include "core/models/model_roles.h"
#include "core/plan_snapshot.h"
#include "core/text/plan_format.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner::ui {

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

} // namespace gpuplanner::ui
