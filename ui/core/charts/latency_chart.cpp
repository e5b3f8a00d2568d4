// The latency-against-rate chart (plan_charts.h, LatencyRateChartView): a service's time to
// first token and per output token at the targets' percentile as the request rate grows, each
// with its target as a dashed line and the planned rate marked.
#include "plan_charts.h"

#include "core/models/latency_rate_model.h"
#include "core/text/service_text.h"
#include "core/text/summary_text.h"
#include "raw_value_proxy.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QVXYModelMapper>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

LatencyRateChartView::LatencyRateChartView(LatencyRateModel* latencyModel, QWidget* parent)
    : PlanChartView(tr("Latency against request rate"), latencyModel, parent)
    , latency_(latencyModel) {}

void LatencyRateChartView::rebuild() {
    QChart* c = resetChart();
    lines_ = 0;
    const auto& curve = latency_->curve();
    const PlanOption* option = latency_->option();
    if (!curve || !option || latency_->rowCount() == 0) {
        c->setTitle(tr("Latency against request rate: select a simulated option of a service "
                       "plan (the best ones are) to see it here."));
        return;
    }
    const double q = curve->percentile;
    const QString p = percentileText(q, format());
    c->setTitle(tr("p%1 latency against request rate: %2").arg(p, optionName(*option)));
    auto* x = new QValueAxis(c);
    x->setTitleText(tr("Requests per second, whole service"));
    c->addAxis(x, Qt::AlignBottom);
    double maxX = 0;
    for (int r = 0; r < raw()->rowCount(); ++r)
        maxX = std::max(
            maxX, raw()
                      ->data(raw()->index(r, LatencyRateModel::RequestsPerSecond), Qt::DisplayRole)
                      .toDouble());
    // Each latency on an axis of its own (seconds to first token, milliseconds per token).
    const struct {
        int column;
        QString name;
        QString axis;
        double target;
        QColor color;
        Qt::Alignment side;
    } series[] = {
        {LatencyRateModel::Ttft, tr("Time to first token"), tr("Time to first token, s"),
         curve->ttft_target_seconds, QColor(0x1f, 0x77, 0xb4), Qt::AlignLeft},
        {LatencyRateModel::Tpot, tr("Time per output token"), tr("Time per output token, s"),
         curve->tpot_target_seconds, QColor(0xd6, 0x27, 0x28), Qt::AlignRight},
    };
    QValueAxis* first = nullptr;
    for (const auto& s : series) {
        auto* y = new QValueAxis(c);
        y->setTitleText(s.axis);
        y->setLinePenColor(s.color);
        y->setLabelsColor(s.color);
        c->addAxis(y, s.side);
        if (!first)
            first = y;
        double maxY = s.target;
        for (int r = 0; r < raw()->rowCount(); ++r)
            maxY =
                std::max(maxY, raw()->data(raw()->index(r, s.column), Qt::DisplayRole).toDouble());
        auto* line = new QLineSeries(c);
        line->setName(s.name);
        line->setPointsVisible(true);
        line->setColor(s.color);
        auto* mapper = new QVXYModelMapper(line);
        mapper->setXColumn(LatencyRateModel::RequestsPerSecond);
        mapper->setYColumn(s.column);
        mapper->setModel(raw());
        mapper->setSeries(line);
        c->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        ++lines_;
        connect(line, &QLineSeries::hovered, this, [this, name = s.name](QPointF pt, bool on) {
            if (!on)
                return showTip(QString());
            showTip(
                tr("%1 at %2 requests/s: %3").arg(name, number(pt.x()), format().seconds(pt.y())));
        });
        if (s.target > 0) { // the target, dashed, in the series' colour
            auto* target = new QLineSeries(c);
            target->setName(tr("Target: %1").arg(format().seconds(s.target)));
            QPen pen(s.color);
            pen.setStyle(Qt::DashLine);
            target->setPen(pen);
            target->append(0, s.target);
            target->append(maxX, s.target);
            c->addSeries(target);
            target->attachAxis(x);
            target->attachAxis(y);
        }
        // Past the service's capacity the queue grows without bound: an axis to the last point
        // (80 s) flattened a 2 s target and the region around it (helper walkthrough,
        // 2026-12-06). With a target the axis stops at four times it and says so; the points
        // above run off the top (their figures in the tooltip and the table).
        double top = maxY;
        const bool cut = s.target > 0 && maxY > 4 * s.target;
        if (cut)
            top = 4 * s.target;
        y->setRange(0, top * 1.15);
        y->applyNiceNumbers();
        // The axis's own end after the nice numbers: "cut at 8.00 s" stood beside an axis to
        // 10 (helper walkthrough, 2026-12-07).
        if (cut)
            y->setTitleText(tr("%1 (cut at %2)").arg(s.axis, format().seconds(y->max())));
    }
    // The rate the plan sized the service for.
    auto* planned = new QLineSeries(c);
    planned->setName(tr("Planned: %1/s").arg(number(curve->planned_requests_per_second)));
    QPen pen(Qt::gray);
    pen.setStyle(Qt::DotLine);
    planned->setPen(pen);
    planned->append(curve->planned_requests_per_second, 0);
    planned->append(curve->planned_requests_per_second, first->max());
    c->addSeries(planned);
    planned->attachAxis(x);
    planned->attachAxis(first);
    x->setRange(0, maxX);
    x->applyNiceNumbers();
    c->legend()->setVisible(true);
    c->legend()->setAlignment(Qt::AlignBottom);
}

} // namespace gpuplanner::ui
