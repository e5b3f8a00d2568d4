#include "plan_charts.h"

#include "core/models/billing_model.h"
#include "core/models/buy_rent_model.h"
#include "core/models/memory_model.h"
#include "core/models/model_roles.h"
#include "core/models/options_model.h"
#include "core/models/probe_comparison_model.h"
#include "raw_value_proxy.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
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
#include <QStackedBarSeries>
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
    x->setTitleText(serving ? tr("Time per output token, s (log scale)") : tr("Hours (log scale)"));
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
    connect(scatter_, &QScatterSeries::hovered, this, &CostTimeChartView::showTip);
}

void CostTimeChartView::showTip(const QPointF& point, bool state) {
    if (!state || !scatter_) {
        QToolTip::hideText();
        return;
    }
    const auto points = scatter_->points();
    for (int i = 0; i < points.size(); ++i)
        if (points[i] == point) {
            QToolTip::showText(
                QCursor::pos(),
                model()
                    ->data(model()->index(i, OptionsModel::Provider), Qt::ToolTipRole)
                    .toString(),
                this);
            return;
        }
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
    auto* cost = new QValueAxis(c);
    cost->setTitleText(currency());
    cost->setRange(0, top > 0 ? top * 1.15 : 1);
    cost->applyNiceNumbers();
    cost->setLabelFormat(top >= 10 ? QStringLiteral("%'.0f") : QStringLiteral("%.1f"));
    c->addAxis(modes, Qt::AlignLeft);
    c->addAxis(cost, Qt::AlignBottom);
    bars->attachAxis(modes);
    bars->attachAxis(cost);
    c->legend()->setVisible(false);
    series_ = bars;
    placeLabels();
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

// ---- buy versus rent
BuyRentChartView::BuyRentChartView(BuyRentModel* buyRentModel, QWidget* parent)
    : PlanChartView(tr("Buy versus rent"), buyRentModel, parent)
    , buyRent_(buyRentModel) {}

void BuyRentChartView::rebuild() {
    QChart* c = resetChart();
    const QString names[] = {tr("Buy (purchase + power)"), tr("Rent (cheapest cloud option)")};
    const int columns[] = {BuyRentModel::Owned, BuyRentModel::Rented};
    auto* x = new QValueAxis(c);
    x->setTitleText(tr("Hours of use of the owned machine"));
    auto* y = new QValueAxis(c);
    y->setTitleText(tr("Cumulative cost, %1").arg(currency()));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (int i = 0; i < 2; ++i) {
        auto* line = new QLineSeries(c);
        line->setName(names[i]);
        auto* mapper = new QVXYModelMapper(line);
        mapper->setXColumn(BuyRentModel::Hours);
        mapper->setYColumn(columns[i]);
        mapper->setModel(raw());
        mapper->setSeries(line);
        c->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    if (model()->rowCount() > 0) {
        // Both lines start at zero hours; the axes start at zero too, so the crossing reads true.
        double maxX = 0, maxY = 0;
        for (int r = 0; r < raw()->rowCount(); ++r) {
            maxX = std::max(
                maxX,
                raw()->data(raw()->index(r, BuyRentModel::Hours), Qt::DisplayRole).toDouble());
            for (int col : columns)
                maxY =
                    std::max(maxY, raw()->data(raw()->index(r, col), Qt::DisplayRole).toDouble());
        }
        x->setRange(0, maxX);
        y->setRange(0, maxY * 1.05);
        x->applyNiceNumbers();
        y->applyNiceNumbers();
        x->setLabelFormat(QStringLiteral("%'.0f"));
        y->setLabelFormat(QStringLiteral("%'.0f"));
    } else {
        x->setRange(0, 1);
        y->setRange(0, 1);
    }
    breakEvenMarked_ = false;
    if (const auto& even = buyRent_->breakEven()) {
        auto* mark = new QScatterSeries(c);
        mark->setName(tr("Break-even after %1 h of use")
                          .arg(format().locale().toString(even->hours, 'f', 0)));
        mark->setMarkerSize(14);
        mark->setColor(QColor(0xd0, 0x30, 0x30));
        mark->append(even->hours, even->owned_cost);
        mark->setPointLabelsVisible(true);
        mark->setPointLabelsFormat(
            tr("break-even: %1 h").arg(format().locale().toString(even->hours, 'f', 0)));
        c->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
        breakEvenMarked_ = true;
    }
    // Without an own machine there is nothing to draw: no empty 0-1 grid, the title says what
    // to do, on lines of their own (one long line was cut at the window's edge).
    const bool empty = model()->rowCount() == 0;
    for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(x), static_cast<QAbstractAxis*>(y)})
        axis->setVisible(!empty);
    c->legend()->setVisible(!empty);
    if (empty)
        c->setTitle(
            tr("Buy versus rent: no own machine in the scenario.") + QStringLiteral("<br>") +
            tr("Tick \"Compare with a machine I own\" in the form (GPU, count, purchase "
               "price),") +
            QStringLiteral("<br>") + tr("or import a gpuprobe result in the Local GPU tab."));
    else
        c->setTitle(tr("Buy versus rent"));
}

// ---- the own GPU against its datasheet
ProbeChartView::ProbeChartView(QAbstractItemModel* probeModel, QWidget* parent)
    : PlanChartView(tr("Measured, in % of the datasheet"), probeModel, parent) {}

void ProbeChartView::rebuild() {
    QChart* c = resetChart();
    auto* measured = new QBarSet(tr("This GPU"));
    auto* healthy = new QBarSet(tr("Healthy GPU (reference)"));
    healthy->setColor(QColor(0xb0, 0xb0, 0xb0));
    QStringList categories;
    double top = 100;
    // Only quantities the datasheet states (host transfers have no datasheet figure).
    for (int r = 0; r < raw()->rowCount(); ++r) {
        const double percent =
            raw()->data(raw()->index(r, ProbeComparisonModel::Percent), Qt::DisplayRole).toDouble();
        if (percent <= 0)
            continue;
        categories << model()
                          ->data(model()->index(r, ProbeComparisonModel::Quantity), ShortLabelRole)
                          .toString();
        measured->append(percent);
        healthy->append(
            raw()
                ->data(raw()->index(r, ProbeComparisonModel::Reference), Qt::DisplayRole)
                .toDouble());
        top = std::max(top, percent);
    }
    categories_ = static_cast<int>(categories.size());
    auto* bars = new QBarSeries(c);
    bars->append(measured);
    bars->append(healthy);
    bars->setLabelsVisible(true);
    bars->setLabelsFormat(QStringLiteral("@value%"));
    bars->setLabelsPrecision(3);
    c->addSeries(bars);
    auto* x = new QBarCategoryAxis(c);
    x->append(categories);
    auto* y = new QValueAxis(c);
    y->setTitleText(tr("% of datasheet"));
    y->setRange(0, std::ceil(top * 1.15 / 10) * 10);
    y->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    c->legend()->setVisible(true);
    c->legend()->setAlignment(Qt::AlignBottom);
}

} // namespace gpuplanner::ui
