// The own machine's charts: buying against renting, the measured GPU against its datasheet.
#include "plan_charts.h"

#include "core/models/buy_rent_model.h"
#include "core/models/model_roles.h"
#include "core/models/probe_comparison_model.h"
#include "raw_value_proxy.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVXYModelMapper>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

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
        connect(line, &QLineSeries::hovered, this, [this, name = names[i]](QPointF p, bool on) {
            if (!on)
                return showTip(QString());
            showTip(tr("%1 after %2 h of use: %3 %4")
                        .arg(name, format().locale().toString(p.x(), 'f', 0), number(p.y()),
                             currency()));
        });
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
    connect(bars, &QBarSeries::hovered, this, [this, categories](bool on, int i, QBarSet* set) {
        if (!on || i < 0 || i >= categories.size())
            return showTip(QString());
        showTip(tr("%1 – %2: %3% of the datasheet")
                    .arg(categories[i], set->label(), number(set->at(i))));
    });
}

} // namespace gpuplanner::ui
