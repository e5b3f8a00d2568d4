#include "core/text/local_gpu_text.h"

#include "core/text/plan_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpuplanner::ui {

namespace {

// The translation context of these sentences.
class LocalGpu {
    Q_DECLARE_TR_FUNCTIONS(LocalGpu)
};

} // namespace

QString measuredDeviceText(const PlanSnapshot& snap, const PlanFormat& format) {
    const PlanResult& p = snap.plan;
    const ProbeDevice& d = *p.local_probe;
    const QLocale& l = format.locale();
    QString text =
        LocalGpu::tr("<b>%1</b> (compute capability %2, %3 SMs, %4), measured %5 – %6")
            .arg(QString::fromStdString(d.name).toHtmlEscaped(),
                 QString::fromStdString(d.compute_capability))
            .arg(d.multiprocessors)
            .arg(format.memory(d.memory_bytes), QString::fromStdString(p.local_probe_date),
                 QString::fromStdString(p.local_probe_file).toHtmlEscaped());
    text +=
        QStringLiteral("<br>") +
        (p.local_datasheet
             ? LocalGpu::tr("Datasheet: %1.").arg(QString::fromStdString(p.local_datasheet->name))
             : LocalGpu::tr(
                   "The catalog does not list this GPU: it is planned from the measurement "
                   "alone."));
    if (d.telemetry && d.telemetry->samples > 0) {
        const ProbeTelemetry& t = *d.telemetry;
        text +=
            QStringLiteral("<br>") +
            LocalGpu::tr(
                "During the run: up to %1 °C and %2 W; SM clock %3–%4 MHz under load; %5% of "
                "samples power- or heat-limited.")
                .arg(l.toString(t.max_temperature_c, 'f', 0), l.toString(t.max_power_watts, 'f', 0),
                     l.toString(t.min_sm_clock_mhz, 'f', 0), l.toString(t.max_sm_clock_mhz, 'f', 0),
                     l.toString(t.throttled_fraction * 100, 'f', 0));
    }
    if (!d.gemm_skipped.empty()) {
        QStringList skipped;
        for (const auto& [precision, why] : d.gemm_skipped)
            skipped << QStringLiteral("%1 (%2)").arg(
                QString::fromStdString(precision).toUpper(),
                QCoreApplication::translate("LocalGpu", why.c_str())); // probe_skip's words
        text += QStringLiteral("<br>") + LocalGpu::tr("Not measured: %1.").arg(skipped.join(u"; "));
    }
    return text;
}

QString localComparisonText(const PlanSnapshot& snap, const PlanFormat& format) {
    const PlanResult& p = snap.plan;
    const QLocale& l = format.locale();
    const PlanSummary& s = snap.summary;
    if (!s.owned) {
        return LocalGpu::tr(
            "This scenario's job does not run on this machine (memory or precision); see "
            "the warnings.");
    }
    const PlanOption& own = p.options[*s.owned];
    QString cmp = LocalGpu::tr("This scenario on this machine: %1, %2 (power and capital).")
                      .arg(format.hours(own.hours), format.money(own.cost, p.currency));
    if (s.fastest_cloud && s.owned_time_vs_fastest_cloud) {
        const PlanOption& f = p.options[*s.fastest_cloud];
        cmp = joinSentences(
            {cmp,
             LocalGpu::tr("Fastest cloud option: %1 %2, %3 for %4; this machine takes %5× as long.")
                 .arg(QString::fromStdString(f.provider), QString::fromStdString(f.instance),
                      format.hours(f.hours), format.money(f.cost, p.currency),
                      l.toString(*s.owned_time_vs_fastest_cloud, 'f', 1))});
    }
    if (s.cheapest_cloud && s.owned_cost_vs_cheapest_cloud) {
        const PlanOption& c = p.options[*s.cheapest_cloud];
        cmp = joinSentences(
            {cmp, LocalGpu::tr(
                      "Cheapest cloud option: %1 %2, %3 for %4; this machine costs %5× as much.")
                      .arg(QString::fromStdString(c.provider), QString::fromStdString(c.instance),
                           format.hours(c.hours), format.money(c.cost, p.currency),
                           l.toString(*s.owned_cost_vs_cheapest_cloud, 'f', 2))});
    }
    return cmp;
}

} // namespace gpuplanner::ui
