// The imported runs' figures against the plan (plan_charts.h MeasuredRunsChartView).
#include "plan_charts.h"

#include "core/models/measured_runs_model.h"
#include "core/models/model_roles.h"
#include "raw_value_proxy.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>

namespace gpuplanner::ui {

MeasuredRunsChartView::MeasuredRunsChartView(QAbstractItemModel* measuredRuns, QWidget* parent)
    : PlanChartView(tr("Measured ÷ planned (1 = as planned)"), measuredRuns, parent) {}

void MeasuredRunsChartView::rebuild() {
    QChart* c = resetChart();
    auto* set = new QBarSet(tr("Measured ÷ planned"));
    QStringList categories;
    double top = 1.5;
    // Bottom to top in the order of the table: a horizontal bar axis counts upwards.
    for (int r = raw()->rowCount() - 1; r >= 0; --r) {
        const double ratio =
            raw()->data(raw()->index(r, MeasuredRunsModel::Ratio), Qt::DisplayRole).toDouble();
        // Two rows can share a name (one file, two runs of a sweep): the category stays unique.
        QString label =
            model()->data(model()->index(r, MeasuredRunsModel::Run), ShortLabelRole).toString();
        while (categories.contains(label))
            label += QLatin1Char(' ');
        categories << label;
        set->append(ratio);
        top = std::max(top, ratio);
    }
    bars_ = static_cast<int>(categories.size());
    auto* series = new QHorizontalBarSeries(c);
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(3);
    c->addSeries(series);
    auto* y = new QBarCategoryAxis(c);
    y->append(categories);
    auto* x = new QValueAxis(c);
    x->setTitleText(tr("Measured ÷ planned; a calibration is refused past 3× either way"));
    x->setRange(0, top * 1.1);
    x->applyNiceNumbers(); // ticks at round values
    x->setLabelFormat(QStringLiteral("%.1f"));
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    c->legend()->setVisible(false);
    connect(series, &QHorizontalBarSeries::hovered, this,
            [this, categories](bool on, int i, QBarSet* bars) {
                if (!on || i < 0 || i >= categories.size())
                    return showTip(QString());
                showTip(tr("%1: measured ÷ planned × %2")
                            .arg(categories[i].trimmed(),
                                 format().locale().toString(bars->at(i), 'f', 3)));
            });
}

} // namespace gpuplanner::ui
