#include "plan_charts.h"

#include "core/models/billing_model.h"
#include "core/models/memory_model.h"
#include "core/models/model_roles.h"
#include "core/models/options_model.h"
#include "raw_value_proxy.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QFontMetrics>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QVXYModelMapper>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

namespace {

QChart* newChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

} // namespace

PlanChartView::PlanChartView(const QString& title, QAbstractItemModel* model, QWidget* parent)
    : QChartView(newChart(title), parent)
    , model_(model)
    , raw_(new RawValueProxy(this)) {
    raw()->setSourceModel(model_);
    setRenderHint(QPainter::Antialiasing);
}

void PlanChartView::refresh(const PlanFormat& format, const QString& currency) {
    format_ = format;
    currency_ = currency;
    rebuild();
}

void PlanChartView::showTip(const QString& text) {
    lastTip_ = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, this);
}

QString PlanChartView::number(double value) const {
    return format().locale().toString(value, 'f', std::abs(value) < 100 ? 1 : 0);
}

QChart* PlanChartView::resetChart() {
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes())
        c->removeAxis(axis), delete axis;
    return c;
}

// ---- memory
namespace {
// The memory chart's title, value axis, its title and the legend, in pixels.
constexpr int kChromePixels = 150;
} // namespace

MemoryChartView::MemoryChartView(QAbstractItemModel* memoryModel, QWidget* parent)
    : PlanChartView(tr("Memory per GPU at the smallest layout that fits"), memoryModel, parent) {}

void MemoryChartView::rebuild() {
    QChart* c = resetChart();
    // Horizontal bars: the GPU names sit on the left in full, however many GPUs there are.
    auto* bars = new QHorizontalStackedBarSeries(c);
    auto* mapper = new QVBarModelMapper(bars);
    mapper->setFirstBarSetColumn(MemoryModel::Weights);
    mapper->setLastBarSetColumn(MemoryModel::Overhead);
    mapper->setModel(raw());
    mapper->setSeries(bars);
    c->addSeries(bars);
    // A term this workload does not have (a service's gradients) keeps its empty bar set, so
    // the colours stay the same across workloads, but leaves the legend.
    if (const auto* memory = qobject_cast<const MemoryModel*>(model())) {
        const QList<QBarSet*> sets = bars->barSets(); // one per column, in column order
        for (QLegendMarker* marker : c->legend()->markers(bars))
            if (auto* bar = qobject_cast<QBarLegendMarker*>(marker))
                marker->setVisible(memory->columnApplies(
                    MemoryModel::Weights + static_cast<int>(sets.indexOf(bar->barset()))));
    }
    QStringList categories;
    double top = 1;
    auto* capacity = new QScatterSeries(c);
    capacity->setName(tr("Capacity"));
    capacity->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    capacity->setMarkerSize(9);
    capacity->setColor(Qt::black);
    for (int r = 0; r < raw()->rowCount(); ++r) {
        categories
            << model()->data(model()->index(r, MemoryModel::Gpu), Qt::DisplayRole).toString();
        const double cap =
            raw()->data(raw()->index(r, MemoryModel::Capacity), Qt::DisplayRole).toDouble();
        capacity->append(cap, r);
        double total = 0;
        for (int col = MemoryModel::Weights; col <= MemoryModel::Overhead; ++col)
            total += raw()->data(raw()->index(r, col), Qt::DisplayRole).toDouble();
        top = std::max({top, cap, total});
    }
    c->addSeries(capacity);
    auto* names = new QBarCategoryAxis(c);
    names->append(categories);
    names->setTruncateLabels(false); // full names, never "NVIDIA A1…"
    auto* gib = new QValueAxis(c);
    gib->setTitleText(format().memoryUnit());
    gib->setRange(0, top * 1.05);
    gib->applyNiceNumbers();
    gib->setLabelFormat(QStringLiteral("%.0f"));
    auto* rows = new QValueAxis(c); // the capacity markers sit on the bar indices
    rows->setRange(-0.5, categories.size() - 0.5);
    rows->setVisible(false);
    c->addAxis(names, Qt::AlignLeft);
    c->addAxis(rows, Qt::AlignLeft);
    c->addAxis(gib, Qt::AlignBottom);
    bars->attachAxis(names);
    bars->attachAxis(gib);
    capacity->attachAxis(rows);
    capacity->attachAxis(gib);
    // Every GPU name a line of its own: Qt Charts drops a category label that would overlap
    // its neighbour, so the chart is at least as tall as its names (the workbench scrolls it).
    const QFontMetrics metrics(names->labelsFont());
    setMinimumHeight(static_cast<int>(categories.size()) * (metrics.height() + 4) + kChromePixels);
    connect(bars, &QHorizontalStackedBarSeries::hovered, this,
            [this, categories](bool on, int row, QBarSet* set) {
                if (!on || row < 0 || row >= categories.size())
                    return showTip(QString());
                showTip(tr("%1 – %2: %3 %4")
                            .arg(categories[row], set->label(), number(set->at(row)),
                                 format().memoryUnit()));
            });
    connect(capacity, &QScatterSeries::hovered, this, [this, categories](QPointF p, bool on) {
        const int row = static_cast<int>(std::lround(p.y()));
        if (!on || row < 0 || row >= categories.size())
            return showTip(QString());
        showTip(
            tr("%1 – capacity: %2 %3").arg(categories[row], number(p.x()), format().memoryUnit()));
    });
}

int MemoryChartView::barSetCount() const {
    for (QAbstractSeries* s : chart()->series())
        if (auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(s))
            return static_cast<int>(bars->count());
    return 0;
}

int MemoryChartView::categoryCount() const {
    return raw()->rowCount();
}

QString MemoryChartView::axisTitle() const {
    for (QAbstractAxis* axis : chart()->axes(Qt::Horizontal))
        if (qobject_cast<QValueAxis*>(axis))
            return axis->titleText();
    return {};
}

// ---- cost against time
CostTimeChartView::CostTimeChartView(QAbstractItemModel* options, QAbstractItemModel* pareto,
                                     QWidget* parent)
    : PlanChartView(tr("Cost against time"), options, parent)
    , rawPareto_(new RawValueProxy(this)) {
    rawPareto_->setSourceModel(pareto);
}

void CostTimeChartView::rebuild() {
    QChart* c = resetChart();
    // A service runs its period whatever the option: its time is the time per output token
    // (the planner ranks and draws the Pareto front by it, PlanOption::time_measure).
    const bool serving =
        raw()->rowCount() > 0 && raw()->index(0, OptionsModel::TimePerOutputToken).data().isValid();
    const int timeColumn = serving ? OptionsModel::TimePerOutputToken : OptionsModel::Hours;
    c->setTitle(serving ? tr("Cost against time per output token") : tr("Cost against time"));
    scatter_ = new QScatterSeries(c);
    scatter_->setName(tr("Options"));
    scatter_->setMarkerSize(11);
    auto* mapper = new QVXYModelMapper(scatter_);
    mapper->setXColumn(timeColumn);
    mapper->setYColumn(OptionsModel::Cost);
    mapper->setModel(raw());
    mapper->setSeries(scatter_);
    auto* front = new QLineSeries(c);
    front->setName(tr("Pareto front"));
    QPen pen(QColor(0xd0, 0x30, 0x30));
    pen.setWidth(3);
    front->setPen(pen);
    front->setPointsVisible(true);
    auto* frontMapper = new QVXYModelMapper(front);
    frontMapper->setXColumn(timeColumn);
    frontMapper->setYColumn(OptionsModel::Cost);
    frontMapper->setModel(rawPareto_);
    frontMapper->setSeries(front);
    c->addSeries(scatter_);
    c->addSeries(front);
    double minX = 1e300, maxX = 0, minY = 1e300, maxY = 0;
    for (const QPointF& p : scatter_->points()) {
        minX = std::min(minX, p.x());
        maxX = std::max(maxX, p.x());
        minY = std::min(minY, p.y());
        maxY = std::max(maxY, p.y());
    }
    auto* x = new QLogValueAxis(c);
    // The planner's own measure (PlanOption::time_measure): the analytic mean at the scenario's
    // concurrency, which every option has; the simulated percentiles are the table's. Short
    // enough for the report's page width (a longer title was cut there).
    x->setTitleText(serving ? tr("Time per output token, s (analytic mean, log scale)")
                            : tr("Hours (log scale)"));
    auto* y = new QLogValueAxis(c);
    y->setTitleText(tr("Cost, %1 (log scale)").arg(currency()));
    // Whole decades (1, 10, 100 ... on both ends): every label a power of ten a reader knows,
    // at least two of them however narrow the data (ticks at powers of two read "4, 8, 16, 32
    // USD"); labels without decimals where the axis starts at 1 or above ("1,000,000", never
    // "1,000,000.00" or "1e+06"), else as short as they are ("0.01", "100").
    const auto decades = [](QLogValueAxis* axis, double lo, double hi) {
        double from = std::pow(10.0, std::floor(std::log10(std::max(lo, 1e-6))));
        double to = std::pow(10.0, std::ceil(std::log10(std::max(hi, 1e-6))));
        if (to <= from)
            to = from * 10;
        axis->setRange(from, to);
        axis->setBase(10);
        axis->setMinorTickCount(8);
        axis->setLabelFormat(from >= 1   ? QStringLiteral("%'.0f")
                             : to <= 1e5 ? QStringLiteral("%.4g")
                                         : QStringLiteral("%'.2f"));
    };
    if (maxX > 0) {
        decades(x, minX, maxX);
        decades(y, minY, maxY);
    } else {
        decades(x, 0.1, 10);
        decades(y, 1, 100);
    }
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(scatter_), static_cast<QAbstractSeries*>(front)}) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    // Error bars on the Pareto front: each option's time and cost move together (the same
    // hours at the same price), so its range is one segment from the fastest credible run to
    // the slowest, through the point. The front only, so the cloud of options stays legible.
    rangeBars_ = 0;
    const QPen barPen(QColor(0xd0, 0x30, 0x30, 0x90), 2);
    for (int r = 0; !serving && r < rawPareto_->rowCount(); ++r) {
        const QModelIndex h = rawPareto_->index(r, OptionsModel::Hours);
        const QModelIndex k = rawPareto_->index(r, OptionsModel::Cost);
        const QVariant h0 = h.data(RangeLowRole), h1 = h.data(RangeHighRole);
        const QVariant k0 = k.data(RangeLowRole), k1 = k.data(RangeHighRole);
        if (!h0.isValid() || !h1.isValid() || !k0.isValid() || !k1.isValid())
            continue;
        auto* bar = new QLineSeries(c);
        bar->setPen(barPen);
        bar->append(h0.toDouble(), std::max(k0.toDouble(), 1e-3));
        bar->append(h1.toDouble(), std::max(k1.toDouble(), 1e-3));
        c->addSeries(bar);
        bar->attachAxis(x);
        bar->attachAxis(y);
        ++rangeBars_;
    }
    // One legend entry for the bars (the first), none for the rest.
    bool named = false;
    for (QAbstractSeries* s : c->series())
        if (s != scatter_ && s != front && qobject_cast<QLineSeries*>(s)) {
            for (QLegendMarker* m : c->legend()->markers(s))
                m->setVisible(!named);
            s->setName(tr("Range (low – high)"));
            named = true;
        }
    connect(scatter_, &QScatterSeries::hovered, this, &CostTimeChartView::pointHovered);
}

void CostTimeChartView::pointHovered(const QPointF& point, bool state) {
    if (!state || !scatter_)
        return showTip(QString());
    const auto points = scatter_->points();
    for (int i = 0; i < points.size(); ++i)
        if (points[i] == point)
            return showTip(model()
                               ->data(model()->index(i, OptionsModel::Provider), Qt::ToolTipRole)
                               .toString());
}

int CostTimeChartView::pointCount() const {
    return scatter_ ? static_cast<int>(scatter_->count()) : 0;
}

int CostTimeChartView::paretoPointCount() const {
    // The front is the first line series (the error bars come after it).
    for (QAbstractSeries* s : chart()->series())
        if (auto* line = qobject_cast<QLineSeries*>(s); line && !qobject_cast<QScatterSeries*>(s))
            return static_cast<int>(line->count());
    return 0;
}

// ---- billing modes
BillingChartView::BillingChartView(QAbstractItemModel* billingModel, QWidget* parent)
    : PlanChartView(tr("Cheapest option per billing mode"), billingModel, parent) {
    // The plot area moves with every resize (the window, or the report's page).
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF&) { placeLabels(); });
}

void BillingChartView::rebuild() {
    series_ = nullptr; // placeLabels() runs on every plot-area change, the reset included
    QChart* c = resetChart();
    // Horizontal bars: each says which offering it is, in full, on the left.
    auto* bars = new QHorizontalBarSeries(c);
    auto* mapper = new QVBarModelMapper(bars);
    mapper->setFirstBarSetColumn(BillingModel::Cost);
    mapper->setLastBarSetColumn(BillingModel::Cost);
    mapper->setModel(raw());
    mapper->setSeries(bars);
    double top = 0;
    for (int r = 0; r < raw()->rowCount(); ++r)
        top = std::max(
            top, raw()->data(raw()->index(r, BillingModel::Cost), Qt::DisplayRole).toDouble());
    // Qt Charts formats bar labels itself (no thousands separators: "186773", "93828.7"), so the
    // values are drawn here, as the table writes them, at the end of each bar (placeLabels).
    bars->setLabelsVisible(false);
    c->addSeries(bars);
    qDeleteAll(labels_);
    labels_.clear();
    values_.clear();
    for (int r = 0; r < raw()->rowCount(); ++r) {
        auto* label = new QGraphicsSimpleTextItem(
            model()->data(model()->index(r, BillingModel::Cost), Qt::DisplayRole).toString(), c);
        label->setZValue(10);
        labels_.push_back(label);
        values_.push_back(
            raw()->data(raw()->index(r, BillingModel::Cost), Qt::DisplayRole).toDouble());
    }
    QStringList categories;
    for (int r = 0; r < model()->rowCount(); ++r)
        categories << tr("%1:<br>%2")
                          .arg(model()
                                   ->data(model()->index(r, BillingModel::Mode), Qt::DisplayRole)
                                   .toString(),
                               model()
                                   ->data(model()->index(r, BillingModel::Mode), OfferingRole)
                                   .toString()
                                   .toHtmlEscaped()); // axis labels are rich text
    auto* modes = new QBarCategoryAxis(c);
    modes->append(categories);
    modes->setTruncateLabels(false);
    // A log scale when the bars span more than 20x: every bar stays visible, whole decades
    // as ticks (1, 10, 100, ...), and the axis says so. Not for a zero cost (no log of it).
    double least = top;
    for (double v : values_)
        least = std::min(least, v);
    logScale_ = least > 0 && top / least > 20;
    QAbstractAxis* cost = nullptr;
    if (logScale_) {
        auto* log = new QLogValueAxis(c);
        log->setBase(10);
        log->setRange(std::pow(10.0, std::floor(std::log10(least))),
                      std::pow(10.0, std::ceil(std::log10(top * 1.15))));
        log->setLabelFormat(least >= 1 ? QStringLiteral("%'.0f") : QStringLiteral("%.2g"));
        log->setMinorTickCount(-1);
        log->setTitleText(tr("%1 (log scale)").arg(currency()));
        cost = log;
    } else {
        auto* linear = new QValueAxis(c);
        linear->setTitleText(currency());
        linear->setRange(0, top > 0 ? top * 1.15 : 1);
        linear->applyNiceNumbers();
        linear->setLabelFormat(top >= 10 ? QStringLiteral("%'.0f") : QStringLiteral("%.1f"));
        cost = linear;
    }
    c->addAxis(modes, Qt::AlignLeft);
    c->addAxis(cost, Qt::AlignBottom);
    bars->attachAxis(modes);
    bars->attachAxis(cost);
    c->legend()->setVisible(false);
    series_ = bars;
    placeLabels();
    connect(bars, &QHorizontalBarSeries::hovered, this, [this](bool on, int row, QBarSet*) {
        if (!on || row < 0 || row >= model()->rowCount())
            return showTip(QString());
        const auto cell = [&](int column, int role) {
            return model()->data(model()->index(row, column), role).toString();
        };
        showTip(tr("%1: %2, %3")
                    .arg(cell(BillingModel::Mode, Qt::DisplayRole),
                         cell(BillingModel::Mode, OfferingRole),
                         cell(BillingModel::Cost, Qt::DisplayRole)));
    });
}

QStringList BillingChartView::valueLabels() const {
    QStringList texts;
    for (const QGraphicsSimpleTextItem* label : labels_)
        texts << label->text();
    return texts;
}

void BillingChartView::placeLabels() {
    QChart* c = chart();
    if (!series_ || labels_.empty() || c->plotArea().isEmpty())
        return;
    const QRectF plot = c->plotArea();
    for (std::size_t i = 0; i < labels_.size(); ++i) {
        QGraphicsSimpleTextItem* label = labels_[i];
        const QPointF end = c->mapToPosition(QPointF(values_[i], static_cast<double>(i)), series_);
        const QRectF text = label->boundingRect();
        const double barWidth = end.x() - plot.left();
        // Inside the bar's end in white where it fits, else just past the bar in dark grey.
        const bool inside = barWidth > text.width() + 12;
        label->setBrush(inside ? QColor(Qt::white) : QColor(0x33, 0x33, 0x33));
        const double x = inside ? end.x() - text.width() - 6 : end.x() + 6;
        label->setPos(std::min(x, plot.right() - text.width()), end.y() - text.height() / 2);
    }
}

} // namespace gpuplanner::ui
