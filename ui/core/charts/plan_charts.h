#pragma once
// Every Qt Charts use of the workbench and the report (Qt Charts is deprecated from Qt 6.10: keep
// it here, so it can be swapped). Each chart reads one of the table models of ui/core/models
// through a model mapper, so tables and charts always show the same numbers.
#include "core/text/plan_format.h"

#include <QChartView>

#include <vector>

class QAbstractBarSeries;
class QGraphicsSimpleTextItem;

class QAbstractItemModel;
class QScatterSeries;

namespace gpuplanner::ui {

class BuyRentModel;
class LatencyRateModel;

class RawValueProxy;

// A chart over one of the plan's table models: refresh() redraws it from the model, with the
// numbers written as `format` says and money in `currency`.
class PlanChartView : public QChartView {
    Q_OBJECT
public:
    void refresh(const PlanFormat& format, const QString& currency);
    // What the pointer's last hover over a point or bar said (tests read it).
    [[nodiscard]] const QString& lastTip() const { return lastTip_; }

protected:
    PlanChartView(const QString& title, QAbstractItemModel* model, QWidget* parent);
    // Draws the series and axes; starts with resetChart().
    virtual void rebuild() = 0;
    // The chart without its series and axes, to draw anew.
    QChart* resetChart();
    [[nodiscard]] QAbstractItemModel* model() const { return model_; }
    [[nodiscard]] RawValueProxy* raw() const { return raw_; } // RawValueRole as DisplayRole
    [[nodiscard]] const PlanFormat& format() const { return format_; }
    [[nodiscard]] const QString& currency() const { return currency_; }
    // The tooltip at the pointer for a hovered point or bar; an empty text hides it.
    void showTip(const QString& text);
    // "2,345.6" as the plan's format writes numbers (one decimal under 100, none above).
    [[nodiscard]] QString number(double value) const;

private:
    QString lastTip_;
    QAbstractItemModel* model_;
    RawValueProxy* raw_;
    PlanFormat format_;
    QString currency_;
};

// Stacked bars per GPU (memory terms, in the format's unit) with each GPU's capacity as a marker.
class MemoryChartView final : public PlanChartView {
    Q_OBJECT
public:
    explicit MemoryChartView(QAbstractItemModel* memoryModel, QWidget* parent = nullptr);
    [[nodiscard]] int barSetCount() const;
    [[nodiscard]] int categoryCount() const;
    [[nodiscard]] QString axisTitle() const; // the memory axis (tests read it)

private:
    void rebuild() override;
};

// Cost against time of every option (log-log), the Pareto front as a line, tooltips per point.
class CostTimeChartView final : public PlanChartView {
    Q_OBJECT
public:
    CostTimeChartView(QAbstractItemModel* options, QAbstractItemModel* pareto,
                      QWidget* parent = nullptr);
    [[nodiscard]] int pointCount() const;
    [[nodiscard]] int paretoPointCount() const;
    // Error bars drawn (one per Pareto option with a range; none for serving).
    [[nodiscard]] int rangeBarCount() const { return rangeBars_; }

private:
    void rebuild() override;
    void pointHovered(const QPointF& point, bool state);
    RawValueProxy* rawPareto_;
    QScatterSeries* scatter_ = nullptr;
    int rangeBars_ = 0;
};

// The cheapest option per billing mode, as bars; on a log scale when one is more than 20x
// another (a 50 USD spot bar beside a 50,000 USD reservation was invisible).
class BillingChartView final : public PlanChartView {
    Q_OBJECT
public:
    explicit BillingChartView(QAbstractItemModel* billingModel, QWidget* parent = nullptr);
    /// The value labels drawn at the bars' ends, in row order (tests read them).
    [[nodiscard]] QStringList valueLabels() const;
    [[nodiscard]] bool logScale() const { return logScale_; }

private:
    void rebuild() override;
    void placeLabels();

    QAbstractBarSeries* series_ = nullptr;
    std::vector<QGraphicsSimpleTextItem*> labels_; // owned by the chart
    std::vector<double> values_;
    bool logScale_ = false;
};

// Cumulative cost of buying the local machine against renting, by hours of use.
class BuyRentChartView final : public PlanChartView {
    Q_OBJECT
public:
    explicit BuyRentChartView(BuyRentModel* buyRentModel, QWidget* parent = nullptr);
    [[nodiscard]] bool marksBreakEven() const { return breakEvenMarked_; }

private:
    void rebuild() override;
    BuyRentModel* buyRent_;
    bool breakEvenMarked_ = false;
};

// A service's time to first token and per output token at the targets' percentile against the
// request rate (LatencyRateModel: the recommended option simulated at 0.25-2x its planned rate),
// the targets dashed, the planned rate dotted.
class LatencyRateChartView final : public PlanChartView {
    Q_OBJECT
public:
    explicit LatencyRateChartView(LatencyRateModel* latencyModel, QWidget* parent = nullptr);
    [[nodiscard]] int latencyLineCount() const { return lines_; }

private:
    void rebuild() override;
    LatencyRateModel* latency_;
    int lines_ = 0;
};

// The own GPU as measured, in % of its datasheet per quantity, beside what a healthy GPU reaches.
class ProbeChartView final : public PlanChartView {
    Q_OBJECT
public:
    explicit ProbeChartView(QAbstractItemModel* probeModel, QWidget* parent = nullptr);
    [[nodiscard]] int categoryCount() const { return categories_; }

private:
    void rebuild() override;
    int categories_ = 0;
};

// Measured ÷ planned for every figure of the imported runs (MeasuredRunsModel), one horizontal
// bar each, with the calibration's 1/3-3x limits named: 1 is the plan exactly.
class MeasuredRunsChartView final : public PlanChartView {
    Q_OBJECT
public:
    explicit MeasuredRunsChartView(QAbstractItemModel* measuredRuns, QWidget* parent = nullptr);
    [[nodiscard]] int barCount() const { return bars_; }

private:
    void rebuild() override;
    int bars_ = 0;
};

} // namespace gpuplanner::ui
