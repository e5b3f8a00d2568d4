// Words and units for the planner's numbers, used by the tables, the charts and the report:
// billing modes, hours, money, commitments, strategies, memory (GiB or GB).
#include "core/text/plan_format.h"

#include "core/field_specs.h"

#include "io/dates.h"
#include "io/number_text.h"
#include "io/units.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuplanner::ui {

PlanFormat::PlanFormat(QLocale locale, bool decimalMemory)
    : locale_(std::move(locale))
    , decimal_(decimalMemory) {}

QString joinSentences(const QStringList& sentences) {
    QString out;
    for (const QString& s : sentences) {
        if (s.isEmpty())
            continue;
        out = out.isEmpty()
                  ? s
                  : QCoreApplication::translate("Sentences", "%1 %2", "two sentences in a row")
                        .arg(out, s);
    }
    return out;
}

int pluralCount(double count) {
    constexpr double limit = 2e9;
    return static_cast<int>(std::lround(std::clamp(count, -limit, limit)));
}

QString billingLabel(BillingMode mode) {
    switch (mode) {
    case BillingMode::OnDemand:
        return PlanFormat::tr("On-demand");
    case BillingMode::Spot:
        return PlanFormat::tr("Spot");
    case BillingMode::Reserved1y:
        return PlanFormat::tr("Reserved 1 year");
    case BillingMode::Reserved3y:
        return PlanFormat::tr("Reserved 3 years");
    case BillingMode::Owned:
        return PlanFormat::tr("Owned");
    }
    return {};
}

QString certificationLabel(const std::string& name) {
    // The name the scenario and the catalogs write (planner/scenario/scenario_schema.cpp,
    // known_certifications); a walkthrough in Chinese found "China MLPS" left in English.
    if (name == "China MLPS")
        return PlanFormat::tr("China MLPS");
    return QString::fromStdString(name);
}

QString PlanFormat::hours(double hours) const {
    const QLocale& l = locale_;
    // The bands of displayed_hours_step (io/number_text.h), which the summary's ties follow.
    const double step = displayed_hours_step(hours);
    if (step == 0)
        return tr("<1 min"); // never "0 min" for a job that takes time
    if (step < 0.1)
        return tr("%1 min").arg(l.toString(hours * 60, 'f', 0));
    if (step < 1)
        return tr("%1 h").arg(l.toString(hours, 'f', 1));
    if (step < 24)
        return tr("%1 h (%2 days)").arg(l.toString(hours, 'f', 0), l.toString(hours / 24, 'f', 1));
    return tr("%1 days").arg(figure(hours / 24, 0));
}

QString PlanFormat::hoursRange(const PlanOption& o) const {
    if (o.replicas > 0 || o.hours_high <= 0)
        return {};
    const QLocale& l = locale_;
    // The unit and precision of the likely figure, for all three numbers.
    auto three = [&](double scale, int decimals) {
        return std::array<QString, 3>{l.toString(o.hours_low * scale, 'f', decimals),
                                      l.toString(o.hours_high * scale, 'f', decimals),
                                      l.toString(o.hours * scale, 'f', decimals)};
    };
    if (o.hours < 1) {
        const auto v = three(60, 0);
        return tr("%1–%2 min, likely %3").arg(v[0], v[1], v[2]);
    }
    if (o.hours < 48) {
        const auto v = three(1, 1);
        return tr("%1–%2 h, likely %3").arg(v[0], v[1], v[2]);
    }
    const auto v = three(1.0 / 24, o.hours < 24 * 10 ? 1 : 0);
    return tr("%1–%2 days, likely %3").arg(v[0], v[1], v[2]);
}

QString PlanFormat::costRange(const PlanOption& o, const std::string& currency) const {
    // A service has a cost range where it was simulated (the replicas each end needs).
    if ((o.replicas > 0 && !(o.serving && o.serving->range)) || o.cost_high <= 0)
        return {};
    const int decimals = o.cost < 100 ? 2 : 0;
    return tr("%1–%2 %3, likely %4")
        .arg(figure(o.cost_low, decimals), figure(o.cost_high, decimals),
             QString::fromStdString(currency), figure(o.cost, decimals));
}

QString PlanFormat::seconds(double seconds) const {
    if (seconds < 1)
        return tr("%1 ms").arg(locale_.toString(seconds * 1000, 'f', seconds < 0.01 ? 1 : 0));
    return tr("%1 s").arg(locale_.toString(seconds, 'f', 2));
}

QString PlanFormat::layout(const Layout& g, LayoutStyle style) const {
    const QLocale& l = locale_;
    const QString dp = l.toString(static_cast<qlonglong>(g.data));
    QString t = style == LayoutStyle::Named
                    ? tr("dp %1 × tp %2 × pp %3").arg(dp).arg(g.tensor).arg(g.pipeline)
                    : tr("%1 × %2 × %3").arg(dp).arg(g.tensor).arg(g.pipeline);
    if (g.context > 1)
        t += tr(" × cp %1").arg(g.context);
    //: Expert parallelism divides the data-parallel GPUs, it does not multiply them.
    if (g.expert > 1)
        t += tr(" (ep %1)").arg(g.expert);
    return t;
}

QString PlanFormat::strategy(const StrategyResult& r) const {
    const QLocale& l = locale_;
    const Strategy& st = r.best;
    const Parallelism& p = st.workload.parallel;
    const auto recompute = [](Recompute rc) {
        return rc == Recompute::Full        ? tr("full recomputation")
               : rc == Recompute::Selective ? tr("selective recomputation")
                                            : tr("no recomputation");
    };
    const auto layout = [&](const Strategy& s) {
        const Parallelism& q = s.workload.parallel;
        QString t = this->layout(q.layout(), LayoutStyle::Named);
        if (q.virtual_stages > 1)
            t += tr(" (interleaved × %1)").arg(q.virtual_stages);
        return t;
    };
    QStringList lines;
    lines << tr("Strategy: %1, ZeRO-%2, %3, micro-batch %4 × %5 accumulation, "
                "global batch %6, %7 steps")
                 .arg(layout(st))
                 .arg(p.zero_stage)
                 .arg(recompute(st.workload.recompute))
                 .arg(st.workload.micro_batch)
                 .arg(st.gradient_accumulation)
                 .arg(l.toString(st.global_batch, 'f', 0),
                      l.toString(static_cast<qlonglong>(st.steps)));
    if (st.workload.offload_optimizer)
        lines << tr("Optimizer states offloaded to host RAM (nothing else fits)");
    if (p.pipeline > 1 && st.stages_heaviest != p.pipeline)
        lines << tr("Layers per stage: %1 on %2 stages, %3 on the other %4")
                     .arg(st.layers_heaviest_stage)
                     .arg(st.stages_heaviest)
                     .arg(st.layers_heaviest_stage - 1)
                     .arg(p.pipeline - st.stages_heaviest);
    if (st.batch_from_default)
        lines << tr("Global batch: the default for a model of this size (%1 per "
                    "step); set “%2” to change it")
                     .arg(l.toString(st.requested_batch, 'f', 0),
                          fieldName("/performance/global_batch_tokens"));
    if (st.idle_gpus > 0)
        lines << tr("%1 GPU(s) stay idle: no layout that fits uses them all", nullptr,
                    pluralCount(st.idle_gpus))
                     .arg(st.idle_gpus);
    for (const TimeCalibration& c : r.time.calibrations()) // issue #30: on each option it moved
        lines << calibration(c);
    if (r.runner_up && r.edge != StrategyEdge::None) {
        const QString term =
            r.edge == StrategyEdge::SmallerBubble    ? tr("a smaller pipeline bubble")
            : r.edge == StrategyEdge::LessTensorComm ? tr("less tensor-parallel communication")
            : r.edge == StrategyEdge::LessDataComm   ? tr("less gradient exchange")
            : r.edge == StrategyEdge::LessPipelineTransfer ? tr("fewer pipeline transfers")
            : r.edge == StrategyEdge::LessContextComm ? tr("less context-parallel K/V exchange")
            : r.edge == StrategyEdge::LessExpertComm
                ? tr("less expert-parallel token exchange")
                : tr("less compute (recomputation or stage balance)");
        // By how much, not the runner-up's own time: the option's time holds the job's
        // start-up and spot rework, the strategies' times the steps alone (issue #29: "2.0 h
        // beats the runner-up at 1.8 h").
        lines << tr("Beats the runner-up, %1, by %2, mostly through %3")
                     .arg(layout(*r.runner_up),
                          hours(std::max(0.0, r.runner_up_seconds - r.time.total_seconds) / 3600),
                          term);
    }
    return lines.join(QLatin1Char('\n'));
}

QString PlanFormat::calibration(const TimeCalibration& c) const {
    const int n = static_cast<int>(std::min<std::size_t>(c.measurements, 2000000000));
    const QString what =
        c.kind == CalibrationKind::ServingPrefill
            ? tr("Time to first token calibrated from our own benchmarks on %1, %2")
        : c.kind == CalibrationKind::ServingDecode
            ? tr("Decode step calibrated from our own benchmarks on %1, %2")
        : c.kind == CalibrationKind::DataParallelComm
            ? tr("Data-parallel collectives (%3) calibrated from our own runs on %1, %2")
                  .arg(QStringLiteral("%1"), QStringLiteral("%2"),
                       QString::fromStdString(c.network))
        : c.kind == CalibrationKind::ServingMemory
            ? tr("Engine memory beside weights and KV cache calibrated from our own start-up logs "
                 "on %1, %2")
        : c.kind == CalibrationKind::RunOverhead
            ? tr("Run overhead beside the steps (checkpoints, evaluation; goodput %3%) "
                 "calibrated from our own runs on %1, %2")
                  .arg(QStringLiteral("%1"), QStringLiteral("%2"),
                       locale_.toString(100.0 / c.factor, 'f', 1))
            : tr("Calibrated from our own runs on %1, %2");
    return what.arg(QString::fromStdString(c.gpu),
                    QString::fromStdString(c.stack.empty() ? "*" : c.stack)) +
           tr(": × %1 (± %2%), %n measurement(s): %3", "", n)
               .arg(locale_.toString(c.factor, 'f', 3), locale_.toString(c.spread * 100, 'f', 1),
                    QString::fromStdString(c.source + (c.date.empty() ? "" : ", " + c.date)));
}

QString PlanFormat::commitment(const PlanOption& o, const std::string& currency) const {
    if (o.term_years <= 0)
        return {};
    return o.term_years == 1 ? tr("commits %1 over 1 year").arg(money(o.commitment, currency))
                             : tr("commits %1 over %2 years")
                                   .arg(money(o.commitment, currency))
                                   .arg(o.term_years);
}

QString PlanFormat::money(double amount, const std::string& currency) const {
    return QStringLiteral("%1 %2").arg(this->amount(amount), QString::fromStdString(currency));
}

QString PlanFormat::amount(double amount) const {
    return figure(amount, amount < 100 ? 2 : 0);
}

QString PlanFormat::costPerMillionTokens(const PlanOption& o, const std::string& currency) const {
    return o.tokens_per_second > 0 ? money(o.cost_per_million_tokens, currency)
                                   : QStringLiteral("—");
}

QString PlanFormat::integer(long long value) const {
    return locale_.toString(value);
}

QString PlanFormat::number(double value, int decimals) const {
    return figure(value, decimals);
}

QString PlanFormat::figure(double value, int decimals) const {
    return std::abs(value) >= kLargestPlainFigure ? locale_.toString(value, 'g', 3)
                                                  : locale_.toString(value, 'f', decimals);
}

QString PlanFormat::memoryUnit() const {
    return decimal_ ? tr("GB") : tr("GiB");
}

double PlanFormat::memoryValue(double bytes) const {
    return bytes / (decimal_ ? kGB : kGiB);
}

QString PlanFormat::memory(double bytes) const {
    return (decimal_ ? tr("%1 GB") : tr("%1 GiB"))
        .arg(locale_.toString(memoryValue(bytes), 'f', 1));
}

QString priceAge(const std::string& asOf, const std::string& today) {
    const auto from = days_since_epoch(asOf);
    const auto to = days_since_epoch(today);
    if (!from || !to || *from > *to)
        return {};
    const long days = *to - *from;
    // Days while a month would round a fresh price away; months up to two years; then years.
    constexpr double kDaysPerMonth = 365.2425 / 12;
    if (days == 0)
        return PlanFormat::tr("today", "a price's age");
    if (days == 1)
        return PlanFormat::tr("1 day", "a price's age");
    if (days < 60)
        return PlanFormat::tr("%1 days", "a price's age").arg(days);
    if (days < 730) // two months at least
        return PlanFormat::tr("%1 months", "a price's age").arg(std::lround(days / kDaysPerMonth));
    return PlanFormat::tr("%1 years", "a price's age")
        .arg(QLocale().toString(days / 365.2425, 'f', 1));
}

} // namespace gpuplanner::ui
