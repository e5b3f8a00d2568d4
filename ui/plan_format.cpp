// Words and units for the planner's codes and numbers, used by the tables, the charts and the
// report: billing modes, time terms, hours, money, commitments, memory (GiB or GB).
#include "plan_models.h"

#include "units.h"

#include <QLocale>

namespace gpuplanner::ui {

QString billingLabel(BillingMode mode) {
    switch (mode) {
    case BillingMode::OnDemand:
        return OptionsModel::tr("On-demand");
    case BillingMode::Spot:
        return OptionsModel::tr("Spot");
    case BillingMode::Reserved1y:
        return OptionsModel::tr("Reserved 1 year");
    case BillingMode::Reserved3y:
        return OptionsModel::tr("Reserved 3 years");
    case BillingMode::Owned:
        return OptionsModel::tr("Owned");
    }
    return {};
}

QString formatHours(double hours) {
    const QLocale l;
    if (hours * 60 < 0.5)
        return OptionsModel::tr("<1 min"); // never "0 min" for a job that takes time
    if (hours < 1)
        return OptionsModel::tr("%1 min").arg(l.toString(hours * 60, 'f', 0));
    if (hours < 100)
        return OptionsModel::tr("%1 h").arg(l.toString(hours, 'f', 1));
    if (hours < 24 * 90)
        return OptionsModel::tr("%1 h (%2 days)")
            .arg(l.toString(hours, 'f', 0), l.toString(hours / 24, 'f', 1));
    return OptionsModel::tr("%1 days").arg(l.toString(hours / 24, 'f', 0));
}

QString formatStrategy(const StrategyResult& r) {
    const QLocale l;
    const Strategy& st = r.best;
    const Parallelism& p = st.workload.parallel;
    const auto recompute = [](Recompute rc) {
        return rc == Recompute::Full        ? OptionsModel::tr("full recomputation")
               : rc == Recompute::Selective ? OptionsModel::tr("selective recomputation")
                                            : OptionsModel::tr("no recomputation");
    };
    const auto layout = [&](const Strategy& s) {
        const Parallelism& q = s.workload.parallel;
        QString t = OptionsModel::tr("dp %1 × tp %2 × pp %3")
                        .arg(l.toString(static_cast<qlonglong>(q.data)))
                        .arg(q.tensor)
                        .arg(q.pipeline);
        if (q.context > 1)
            t += OptionsModel::tr(" × cp %1").arg(q.context);
        if (q.virtual_stages > 1)
            t += OptionsModel::tr(" (interleaved × %1)").arg(q.virtual_stages);
        return t;
    };
    QStringList lines;
    lines << OptionsModel::tr("Strategy: %1, ZeRO-%2, %3, micro-batch %4 × %5 accumulation, "
                              "global batch %6, %7 steps")
                 .arg(layout(st))
                 .arg(p.zero_stage)
                 .arg(recompute(st.workload.recompute))
                 .arg(st.workload.micro_batch)
                 .arg(st.gradient_accumulation)
                 .arg(l.toString(st.global_batch, 'f', 0),
                      l.toString(static_cast<qlonglong>(st.steps)));
    if (st.workload.offload_optimizer)
        lines << OptionsModel::tr("Optimizer states offloaded to host RAM (nothing else fits)");
    if (p.pipeline > 1 && st.stages_heaviest != p.pipeline)
        lines << OptionsModel::tr("Layers per stage: %1 on %2 stages, %3 on the other %4")
                     .arg(st.layers_heaviest_stage)
                     .arg(st.stages_heaviest)
                     .arg(st.layers_heaviest_stage - 1)
                     .arg(p.pipeline - st.stages_heaviest);
    if (st.batch_from_default)
        lines << OptionsModel::tr("Global batch: the default for a model of this size (%1 per "
                                  "step); set performance.global_batch_tokens to change it")
                     .arg(l.toString(st.requested_batch, 'f', 0));
    if (st.idle_gpus > 0)
        lines << OptionsModel::tr("%1 GPUs stay idle: no layout that fits uses them all")
                     .arg(st.idle_gpus);
    if (r.runner_up && r.edge != StrategyEdge::None) {
        const QString term =
            r.edge == StrategyEdge::SmallerBubble ? OptionsModel::tr("a smaller pipeline bubble")
            : r.edge == StrategyEdge::LessTensorComm
                ? OptionsModel::tr("less tensor-parallel communication")
            : r.edge == StrategyEdge::LessDataComm ? OptionsModel::tr("less gradient exchange")
            : r.edge == StrategyEdge::LessPipelineTransfer
                ? OptionsModel::tr("fewer pipeline transfers")
            : r.edge == StrategyEdge::LessContextComm
                ? OptionsModel::tr("less context-parallel K/V exchange")
                : OptionsModel::tr("less compute (recomputation or stage balance)");
        lines << OptionsModel::tr("Beats the runner-up, %1 at %2, mostly through %3")
                     .arg(layout(*r.runner_up), formatHours(r.runner_up_seconds / 3600), term);
    }
    return lines.join(QLatin1Char('\n'));
}

QString formatCommitment(const PlanOption& o, const std::string& currency) {
    if (o.term_years <= 0)
        return {};
    return o.term_years == 1
               ? OptionsModel::tr("commits %1 over 1 year").arg(formatMoney(o.commitment, currency))
               : OptionsModel::tr("commits %1 over %2 years")
                     .arg(formatMoney(o.commitment, currency))
                     .arg(o.term_years);
}

QString formatMoney(double amount, const std::string& currency) {
    const QLocale l;
    return QStringLiteral("%1 %2").arg(l.toString(amount, 'f', amount < 100 ? 2 : 0),
                                       QString::fromStdString(currency));
}

namespace {
bool decimalUnits = false;
} // namespace

void setDecimalMemoryUnits(bool decimal) {
    decimalUnits = decimal;
}

QString memoryUnitLabel() {
    return decimalUnits ? MemoryModel::tr("GB") : MemoryModel::tr("GiB");
}

QString formatGiB(double bytes) {
    if (decimalUnits)
        return MemoryModel::tr("%1 GB").arg(QLocale().toString(bytes / kGB, 'f', 1));
    return MemoryModel::tr("%1 GiB").arg(QLocale().toString(bytes / kGiB, 'f', 1));
}

} // namespace gpuplanner::ui
