#include "report.h"

#include "core/text/save_file.h"
#include "report/pdf_text_map.h"
#include "report/report_document.h"

#include "core/field_specs.h"
#include "core/text/diagnostic_text.h"
#include "core/text/excluded_groups.h"
#include "core/text/service_text.h"
#include "core/text/summary_text.h"
#include "io/units.h"
#include "time/performance.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryFile>

#include <map>

namespace gpuplanner::ui {

namespace {

// A value as a reader would write it: the choice's label, yes/no, numbers in the locale's
// digits.
QString fieldValue(const std::string& pointer, const nlohmann::json& v) {
    const FieldSpec* f = scenarioField(pointer);
    if (v.is_string()) {
        if (f)
            for (const FieldChoice& c : f->choices)
                if (v.get<std::string>() == c.value)
                    return QCoreApplication::translate("ScenarioEditor", c.label);
        return QString::fromStdString(v.get<std::string>());
    }
    if (v.is_boolean())
        return v.get<bool>() ? QCoreApplication::translate("Report", "yes")
                             : QCoreApplication::translate("Report", "no");
    if (v.is_number()) {
        // In the form's units: the value as its box shows it (tokens in billions) with the box's
        // suffix (" h", " s", " req/s"), so the report reads as the workbench does.
        const double scale = f && f->scale > 0 ? f->scale : 1.0;
        const QString suffix =
            f && *f->suffix ? QCoreApplication::translate("ScenarioEditor", f->suffix) : QString();
        if (v.is_number_integer() && scale == 1.0)
            return QLocale().toString(static_cast<qlonglong>(v.get<std::int64_t>())) + suffix;
        const double x = v.get<double>() / scale;
        return (x == std::floor(x) && std::abs(x) < 1e18
                    ? QLocale().toString(static_cast<qlonglong>(x))
                    : QLocale().toString(x, 'g', 6)) +
               suffix;
    }
    if (v.is_array()) {
        QStringList items;
        for (const auto& item : v)
            items << fieldValue(pointer, item);
        return QLocale().createSeparatedList(items);
    }
    return QString::fromStdString(v.dump());
}

QString sectionName(const char* section) {
    const std::string key = section;
    if (key == "constraints")
        return QCoreApplication::translate("Report", "Constraints");
    if (key == "local")
        return QCoreApplication::translate("Report", "Own machine");
    if (key == "software")
        return QCoreApplication::translate("Report", "Software");
    if (key == "data")
        return QCoreApplication::translate("Report", "Data");
    return QCoreApplication::translate("Report", "Hardware");
}

} // namespace

void Report::write(PageWriter& w) {
    titlePage(w);
    summary(w);
    assumptions(w);
    memory(w);
    // Without an option the table and the charts would be empty frames (helper walkthrough,
    // 2026-12-07); the summary and the risks say why none is left.
    if (!snap_.plan.options.empty()) {
        options(w);
        charts(w);
    }
    risks(w);
    appendix(w);
}

void Report::titlePage(PageWriter& w) {
    QStringList lines;
    lines << tr("Date: %1").arg(date_);
    if (!opt_.organisation.isEmpty())
        lines << tr("Organisation: %1").arg(opt_.organisation);
    if (!opt_.author.isEmpty())
        lines << tr("Prepared by: %1").arg(opt_.author);
    lines << tr("Prices as of %1 (oldest price in the catalog); exchange rates as of %2.")
                 .arg(s(cat_.oldest_price_date()), s(snap_.plan.exchange_rates.as_of));
    lines << tr("All prices are indicative list prices from public sources; confirm them with the "
                "providers before buying.");
    // The title page gives the description's beginning (the scenario section has it whole):
    // 10,000 characters ran over the footer and off the page.
    constexpr int kTitlePageDescription = 600;
    QString description = s(snap_.scenario.description);
    if (description.size() > kTitlePageDescription) {
        int cut = kTitlePageDescription;
        if (description.at(cut - 1).isHighSurrogate())
            --cut;
        description = description.left(cut) + QStringLiteral("…");
    }
    w.titlePage(tr("GPU options for %1")
                    .arg(s(snap_.scenario.name.empty() ? std::string("the scenario")
                                                       : snap_.scenario.name)),
                description, lines);
}

void Report::summary(PageWriter& w) {
    const PlanResult& p = snap_.plan;
    const PlanSummary& sum = snap_.summary;
    w.heading(tr("Executive summary"));
    if (p.options.empty()) {
        w.text(tr("No option meets the constraints of the scenario. The excluded options and the "
                  "reasons are listed under "
                  "Risks."));
        if (const QString why = mostCommonMissText(p); !why.isEmpty())
            w.text(why);
        return;
    }
    QString text;
    const PlanOption& cheapest = p.options[*sum.cheapest];
    text += tr("<p><b>Recommendation:</b> %1 with %2 × %3 on %4 billing, for %5 in %6 (%7 "
               "GPU-hours).</p>")
                .arg(optionName(cheapest).toHtmlEscaped())
                .arg(cheapest.gpu_count)
                .arg(s(cheapest.gpu_id), billingLabel(cheapest.billing), money(cheapest.cost),
                     fmt_.hours(cheapest.hours))
                .arg(fmt_.locale().toString(cheapest.gpu_hours, 'f', 0));
    // How sure the recommendation's time and cost are (training): the sourced low-high range.
    if (const QString range = fmt_.hoursRange(cheapest); !range.isEmpty())
        text +=
            tr("<p><b>How sure:</b> time %1; cost %2. The range spans the published spread of "
               "what the plan cannot know: how efficiently the team's software computes, how "
               "close its collectives come to the network's bandwidth, and how much of the "
               "wall clock the run trains (failures, restarts, checkpoints).</p>")
                .arg(range.toHtmlEscaped(), fmt_.costRange(cheapest, p.currency).toHtmlEscaped());
    if (const QString service = serviceVerdictText(cheapest, fmt_); !service.isEmpty())
        text += tr("<p><b>Service:</b> %1</p>").arg(service.toHtmlEscaped());
    if (const QString sure = serviceRangeText(cheapest, fmt_, p.currency); !sure.isEmpty())
        text += tr("<p><b>How sure:</b> %1</p>").arg(sure.toHtmlEscaped());
    // A target near its floor sizes the fleet: the why line the workbench shows, said here too
    // (helper walkthrough, 2026-12-07: the report left it out).
    for (const Diagnostic& why : cheapest.why_codes)
        if (why.code == DiagCode::WhyTtftNearFloor)
            text += tr("<p><b>What sizes it:</b> %1</p>").arg(describe(why).toHtmlEscaped());
    if (cheapest.strategy) // what to configure: the strategy the planner chose for it
        text += QStringLiteral("<p>%1</p>")
                    .arg(fmt_.strategy(*cheapest.strategy)
                             .toHtmlEscaped()
                             .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    const PlanOption& fastest = p.options[*sum.fastest];
    // What "fastest" ranks by (PlanOption::time_measure): a service's mean time per output token
    // at the scenario's concurrency, which the simulated percentiles above (at the planned load)
    // need not match: said where it is written.
    const QString inFlight =
        fmt_.integer(static_cast<long long>(snap_.scenario.workload.inference.concurrency));
    const PlanOption& balanced = p.options[*sum.best_cost_time];
    // At maximum load each option runs as many sequences as its own KV cache holds.
    const bool maxLoad = snap_.scenario.workload.inference.arrival == ArrivalProcess::MaxLoad;
    if (fastest.replicas > 0 && maxLoad)
        text += tr("<p>The fastest option, %1, takes %2 per output token and costs %3. The best "
                   "balance of cost and time is %4 (%5 per output token, %6). These times are "
                   "means at maximum load, as many sequences in flight per replica as each "
                   "option's KV cache holds, which rank the options; the percentiles above are "
                   "the simulated service.</p>")
                    .arg(optionName(fastest).toHtmlEscaped(), fmt_.seconds(fastest.tpot_seconds),
                         money(fastest.cost), optionName(balanced).toHtmlEscaped(),
                         fmt_.seconds(balanced.tpot_seconds), money(balanced.cost));
    else if (fastest.replicas > 0)
        text += tr("<p>The fastest option, %1, takes %2 per output token and costs %3. The best "
                   "balance of cost and time is %4 (%5 per output token, %6). These times are "
                   "means at the scenario's %7 sequence(s) in flight per replica, which rank the "
                   "options; the percentiles above are the simulated service at the planned "
                   "load.</p>",
                   nullptr, pluralCount(snap_.scenario.workload.inference.concurrency))
                    .arg(optionName(fastest).toHtmlEscaped(), fmt_.seconds(fastest.tpot_seconds),
                         money(fastest.cost), optionName(balanced).toHtmlEscaped(),
                         fmt_.seconds(balanced.tpot_seconds), money(balanced.cost), inFlight);
    else
        text += tr("<p>The fastest option, %1, takes %2 and costs %3. The best balance of cost "
                   "and time is %4 (%5, %6).</p>")
                    .arg(optionName(fastest).toHtmlEscaped(), fmt_.hours(fastest.hours),
                         money(fastest.cost), optionName(balanced).toHtmlEscaped(),
                         fmt_.hours(balanced.hours), money(balanced.cost));
    if (const QString note = fastestNote(p, sum, fmt_); !note.isEmpty())
        text += QStringLiteral("<p>%1</p>").arg(note.toHtmlEscaped());
    if (const QString verdict = buyOrRentText(sum, fmt_); !verdict.isEmpty())
        text += tr("<p><b>Buy or rent:</b> %1</p>").arg(verdict.toHtmlEscaped());
    text += tr("<p>%1 options (offering, node count and billing mode) were evaluated; %2 of them "
               "meet the constraints. Costs are in %3.</p>")
                .arg(fmt_.integer(static_cast<long long>(p.considered)),
                     fmt_.integer(static_cast<long long>(p.options_total)), s(p.currency));
    if (const QString shown = shownOptionsText(p, fmt_); !shown.isEmpty())
        text += QStringLiteral("<p>%1</p>").arg(shown.toHtmlEscaped());
    w.html(text);
    std::vector<QStringList> rows;
    const auto add = [&](const QString& role, const std::optional<std::size_t>& i) {
        if (!i)
            return;
        const PlanOption& o = p.options[*i];
        rows.push_back(
            {role, optionName(o), fmt_.integer(o.gpu_count) + QStringLiteral(" × ") + s(o.gpu_id),
             // The language's own brackets (helper walkthrough, 2026-12-07: "(需承诺
             // …)" stood among full-width ones).
             o.term_years > 0 ? tr("%1 (%2)", "a billing mode and what it commits to")
                                    .arg(billingLabel(o.billing), fmt_.commitment(o, p.currency))
                              : billingLabel(o.billing),
             o.replicas > 0 ? fmt_.seconds(o.tpot_seconds) : fmt_.hours(o.hours), money(o.cost)});
    };
    add(sum.spot_passed_over ? tr("Cheapest without spot") : tr("Cheapest"), sum.cheapest);
    add(tr("Fastest"), sum.fastest);
    add(tr("Best cost × time"), sum.best_cost_time);
    add(tr("Own machine"), sum.owned);
    if (fastest.replicas > 0)
        w.table({tr("Role"), tr("Option"), tr("GPUs"), tr("Billing"),
                 tr("Mean time per output token"), tr("Cost")},
                rows, {0.14, 0.30, 0.16, 0.12, 0.16, 0.12});
    else
        w.table({tr("Role"), tr("Option"), tr("GPUs"), tr("Billing"), tr("Time"), tr("Cost")}, rows,
                {0.14, 0.34, 0.16, 0.12, 0.12, 0.12});
}

// The rates the plan converted with (PlanResult::exchange_rates), not the bundled table again:
// a scenario's own rates and their date are what the costs rest on.
QString Report::exchangeRatesText() const {
    const PlanResult& p = snap_.plan;
    QStringList rates;
    for (const auto& [code, rate] : p.exchange_rates.per_usd)
        if (code != "USD")
            rates << QStringLiteral("%1 %2").arg(s(code), fmt_.locale().toString(rate, 'g', 6));
    // The table's note in the report's language where the table gives it (currency.json).
    const QString note = inLanguage(p.exchange_rates.source, p.exchange_rates.source_zh);
    if (p.scenario_rate_codes.empty())
        return tr("per USD: %1; as of %2 (%3)")
            .arg(rates.join(QStringLiteral(", ")), s(p.exchange_rates.as_of), note);
    QStringList own;
    for (const std::string& code : p.scenario_rate_codes)
        own << s(code);
    return tr("per USD: %1; %2 set in the scenario, as of %3; the others from the bundled table "
              "as of %4 (%5)")
        .arg(rates.join(QStringLiteral(", ")), own.join(QStringLiteral(", ")),
             s(p.exchange_rates.as_of), s(p.table_as_of), note);
}

void Report::assumptions(PageWriter& w) {
    const Scenario& sc = snap_.scenario;
    const ParameterCount pc = sc.model.parameters();
    w.heading(tr("Workload and assumptions"));
    std::vector<QStringList> rows;
    rows.push_back({tr("Model"),
                    s(sc.model.name) + QStringLiteral(" — ") +
                        tr("%1 parameters (%2 active per token)")
                            .arg(fmt_.locale().toString(static_cast<double>(pc.total), 'f', 0),
                                 fmt_.locale().toString(static_cast<double>(pc.active), 'f', 0))});
    // The workload as the scenario states it (fields left to the planner are not listed: the
    // strategy lines say what it chose), then constraints, the own machine, software, data and
    // hardware, with the form's labels and the locale's numbers.
    // A label heads its row: "simulated requests", written for the middle of a sentence, starts
    // with a capital there (helper walkthrough, 2026-12-07).
    const auto heading = [](QString label) {
        if (!label.isEmpty())
            label[0] = label[0].toUpper();
        return label;
    };
    // A field the scenario does not use says so, as the form greys it out (helper walkthrough,
    // 2026-12-07: a rate of 2 req/s stood in a report planned at maximum load).
    const auto unused = [&](const std::string& pointer) {
        const FieldSpec* spec = scenarioField(pointer);
        return spec ? unusedReasonIn(*spec, scenario_) : QString();
    };
    if (scenario_.contains("workload"))
        for (auto it = scenario_["workload"].begin(); it != scenario_["workload"].end(); ++it) {
            const std::string pointer = "/workload/" + it.key();
            QString value = fieldValue(pointer, it.value());
            if (const QString why = unused(pointer); !why.isEmpty())
                value = tr("%1 — %2", "a field's value, then why it is not used").arg(value, why);
            rows.push_back({heading(fieldName(pointer)), value});
        }
    for (const char* section : {"constraints", "local", "software", "data", "hardware"})
        if (scenario_.contains(section) && scenario_[section].is_object()) {
            QStringList parts;
            for (auto it = scenario_[section].begin(); it != scenario_[section].end(); ++it) {
                const std::string pointer = std::string("/") + section + "/" + it.key();
                parts << tr("%1: %2", "a scenario field and its value")
                             .arg(fieldName(pointer), fieldValue(pointer, it.value()));
            }
            rows.push_back({sectionName(section), parts.join(tr("; "))});
        }
    if (!snap_.plan.options.empty()) {
        // The recommended option and its GPU (the table's first row is the sort's, and can be
        // spot).
        const PlanOption& o = snap_.plan.options[snap_.summary.cheapest.value_or(0)];
        const GpuSpec* g = cat_.gpus.find(o.gpu_id);
        const PerformanceAssumptions& a = sc.plan.performance;
        if (g && !sc.workload.is_inference()) {
            const MfuDefault d = default_mfu(*g, sc.model.kind);
            rows.push_back({tr("MFU"), a.mfu ? tr("%1 (set in the scenario)").arg(*a.mfu)
                                             : tr("%1 for %2 — source: %3")
                                                   .arg(d.mfu)
                                                   .arg(s(g->name), mfuSourceLabel(d.source))});
        }
        if (sc.workload.is_inference()) {
            // How sure a service's prefill is: the recommended option's rate and its source
            // (time/serving_engines.h), as its why line in the workbench says it.
            for (const Diagnostic& why : o.why_codes)
                if (why.code == DiagCode::WhyPrefillRate)
                    rows.push_back(
                        {tr("Prefill rate"), tr("%1 — on %2, the recommended option's GPU")
                                                 .arg(describe(why), s(g ? g->name : o.gpu_id))});
        }
        rows.push_back({tr("Communication overlap"), QString::number(a.comm_overlap)});
    }
    rows.push_back({tr("Exchange rates"), exchangeRatesText()});
    if (sc.workload.is_inference()) // a service runs its period whatever: no rework to price
        rows.push_back({tr("Spot"), tr("interruptions %1 per month (AWS Spot Advisor bucket); a "
                                       "service pays the spot price for its whole period, and an "
                                       "interruption costs availability, not time")
                                        .arg(s(to_string(sc.plan.spot.interruption)))});
    else
        rows.push_back({tr("Spot"), tr("interruptions %1 per month (AWS Spot Advisor bucket), "
                                       "restart %2 h, checkpoint every %3 h")
                                        .arg(s(to_string(sc.plan.spot.interruption)))
                                        .arg(sc.plan.spot.restart_hours)
                                        .arg(sc.plan.spot.checkpoint_interval_hours)});
    rows.push_back(
        {tr("Reserved"),
         tr("where no reserved price is listed: on-demand less %1% (1 year) or %2% (3 years); "
            "capacity in use %3% of the term")
             .arg(sc.plan.reserved.discount_1y * 100)
             .arg(sc.plan.reserved.discount_3y * 100)
             .arg(sc.plan.reserved.utilization * 100)});
    rows.push_back({tr("Overheads"), tr("CUDA context %1 MiB; allocator headroom %2%")
                                         .arg(sc.overheads.cuda_context_bytes / kMiB)
                                         .arg(sc.overheads.allocator_headroom_fraction * 100)});
    QString excluded;
    for (const ExcludedGroup& g : groupExcluded(snap_.plan.excluded)) {
        if (!g.closest)
            continue;
        const auto count = static_cast<int>(g.options.size());
        // "200 × 0.43 s misses the target (the nearest)" read as if all 200 came to 0.43 s.
        excluded +=
            g.graded
                ? tr("%n option(s), the nearest: %1; ", nullptr, count).arg(describe(*g.closest))
                : tr("%1 × %2; ").arg(count).arg(describe(*g.closest));
    }
    // The plan lists the first 200 excluded options; the groups above count only those.
    if (snap_.plan.excluded_count > snap_.plan.excluded.size())
        excluded += tr("%1 more not sorted by reason (the plan lists the first %2); ")
                        .arg(fmt_.integer(static_cast<long long>(snap_.plan.excluded_count -
                                                                 snap_.plan.excluded.size())),
                             fmt_.integer(static_cast<long long>(snap_.plan.excluded.size())));
    rows.push_back(
        {tr("Excluded"), excluded.isEmpty()
                             ? tr("nothing")
                             : excluded + tr("offerings with unverified prices are left "
                                             "out unless “%1” is set")
                                              .arg(fieldName("/constraints/include_unverified"))});
    w.table({tr("Input"), tr("Value")}, rows, {0.28, 0.72});
}

int renderReport(QPagedPaintDevice& device, const PlanSnapshot& snapshot, const Catalogs& catalogs,
                 const nlohmann::json& scenarioJson, const ReportOptions& options) {
    device.setPageSize(QPageSize(options.paper));
    device.setPageMargins(QMarginsF(0, 0, 0, 0));
    QFont font = QApplication::font();
    font.setPointSizeF(9.5);
    // Latin letters and digits from a Latin face, Chinese from Noto Sans CJK SC: set in the CJK
    // face, digits and Latin text lose their character mapping in Qt's PDF output, and pdftotext
    // or copy-paste turns "p5en.48xlarge" into "p en. xlarge". DejaVu Sans comes with Debian's
    // fontconfig; the application's own face follows where it is missing.
    font.setFamilies({QStringLiteral("DejaVu Sans"), QApplication::font().family(),
                      QStringLiteral("Noto Sans CJK SC")});
    // No ligatures: Qt maps a ligature glyph back to U+FB01 "ﬁ", so copied text and searches
    // for "first" or "fits" missed. Latin and Chinese need no shaping to be drawn right.
    font.setStyleStrategy(QFont::PreferNoShaping);
    Report report(snapshot, catalogs, scenarioJson, options);
    const QString header =
        Report::tr("GPU Planner — %1").arg(QString::fromStdString(snapshot.scenario.name));
    const QString footer =
        Report::tr("Indicative prices; generated %1")
            .arg(options.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate)
                                        : options.date);
    // Pass 1 measures (no painter) to know the page count for "page N of M"; pass 2 draws.
    PageWriter measure(device, nullptr, header, footer, 0, font);
    report.write(measure);
    QPainter painter(&device);
    PageWriter draw(device, &painter, header, footer, measure.pages(), font);
    report.write(draw);
    return draw.pages();
}

QString writeReportPdf(const QString& path, const PlanSnapshot& snapshot, const Catalogs& catalogs,
                       const nlohmann::json& scenarioJson, const ReportOptions& options) {
    if (!snapshot.error.isEmpty())
        return snapshot.error;
    // The destination first: nothing is rendered for a file that cannot be written.
    if (QString error = checkSaveTarget(path); !error.isEmpty())
        return error;
    // Rendered in memory, then written whole (planner/io/atomic_write.h): a failed or interrupted
    // write, or a full disk, leaves the previous report as it was.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(96);
        pdf.setCreator(QStringLiteral("GPU Planner"));
        pdf.setTitle(
            Report::tr("GPU options for %1").arg(QString::fromStdString(snapshot.scenario.name)));
        renderReport(pdf, snapshot, catalogs, scenarioJson, options);
    }
    buffer.close();
    // Chinese copied or extracted from the file reads as the ideographs drawn, not as radicals.
    mapRadicalsToIdeographs(bytes, QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC"))));
    return saveFileAtomically(path, bytes);
}

} // namespace gpuplanner::ui
