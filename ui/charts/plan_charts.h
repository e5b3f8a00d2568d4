#pragma once
// Every Qt Charts use of the workbench (Qt Charts is deprecated from Qt 6.10: keep it here, so it
// can be swapped). Each chart reads one of the table models of plan_models.h through a model
// mapper, so tables and charts always show the same numbers.
#include <QChartView>

#include <vector>

class QAbstractBarSeries;
class QGraphicsSimpleTextItem;

class QAbstractItemModel;
class QScatterSeries;

namespace gpuplanner::ui {

class BuyRentModel;

class RawValueProxy;

// Stacked bars per GPU (memory terms, GiB) with each GPU's capacity as a marker.
class MemoryChartView final : public QChartView {
    Q_OBJECT
public:
    explicit MemoryChartView(QAbstractItemModel* memoryModel, QWidget* parent = nullptr);
    void refresh();
    [[nodiscard]] int barSetCount() const;
    [[nodiscard]] int categoryCount() const;

private:
    QAbstractItemModel* model_;
    RawValueProxy* raw_;
};

// Cost against time of every option (log-log), the Pareto front as a line, tooltips per point.
class CostTimeChartView final : public QChartView {
    Q_OBJECT
public:
    CostTimeChartView(QAbstractItemModel* options, QAbstractItemModel* pareto,
                      QWidget* parent = nullptr);
    void refresh(const QString& currency);
    [[nodiscard]] int pointCount() const;
    [[nodiscard]] int paretoPointCount() const;

private:
    void showTip(const QPointF& point, bool state);
    QAbstractItemModel* options_;
    QAbstractItemModel* pareto_;
    RawValueProxy* rawOptions_;
    RawValueProxy* rawPareto_;
    QScatterSeries* scatter_ = nullptr;
};

// The cheapest option per billing mode, as bars.
class BillingChartView final : public QChartView {
    Q_OBJECT
public:
    explicit BillingChartView(QAbstractItemModel* billingModel, QWidget* parent = nullptr);
    void refresh(const QString& currency);
    /// The value labels drawn at the bars' ends, in row order (tests read them).
    [[nodiscard]] QStringList valueLabels() const;

private:
    void placeLabels();

    QAbstractItemModel* model_;
    RawValueProxy* raw_;
    QAbstractBarSeries* series_ = nullptr;
    std::vector<QGraphicsSimpleTextItem*> labels_; // owned by the chart
    std::vector<double> values_;
};

// Cumulative cost of buying the local machine against renting, by hours of use.
class BuyRentChartView final : public QChartView {
    Q_OBJECT
public:
    explicit BuyRentChartView(BuyRentModel* buyRentModel, QWidget* parent = nullptr);
    void refresh(const QString& currency);
    [[nodiscard]] bool marksBreakEven() const { return breakEvenMarked_; }

private:
    BuyRentModel* model_;
    bool breakEvenMarked_ = false;
    RawValueProxy* raw_;
};

// The own GPU as measured, in % of its datasheet per quantity, beside what a healthy GPU reaches.
class ProbeChartView final : public QChartView {
    Q_OBJECT
public:
    explicit ProbeChartView(QAbstractItemModel* probeModel, QWidget* parent = nullptr);
    void refresh();
    [[nodiscard]] int categoryCount() const { return categories_; }

private:
    QAbstractItemModel* model_;
    RawValueProxy* raw_;
    int categories_ = 0;
};

} // namespace gpuplanner::ui
