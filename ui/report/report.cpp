#include "report.h"

#include "diagnostic_text.h"

#include "charts/plan_charts.h"
#include "field_specs.h"
#include "json_output.h"
#include "local_gpu_text.h"
#include "page_writer.h"
#include "performance.h"
#include "plan_models.h"
#include "units.h"

#include <cmath>

#include <QApplication>
#include <QChart>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryFile>

#include <map>

namespace gpuplanner::ui {

namespace {

QString s(const std::string& v) {
    return QString::fromStdString(v);
}

// A scenario field as the workbench's form names it (ui/field_specs.cpp), or its key when the
// form has no box for it; a value as a reader would write it: the choice's label, yes/no,
// numbers in the locale's digits.
QString fieldName(const std::string& pointer) {
    if (scenarioField(pointer))
        return fieldLabel(pointer);
    // Fields the form has no box for.
    static const std::pair<const char*, const char*> others[] = {
        {"/data/checkpoints_kept", QT_TRANSLATE_NOOP("Report", "checkpoints kept")},
        {"/data/dataset_gb", QT_TRANSLATE_NOOP("Report", "dataset (GB)")},
        {"/data/multi_zone", QT_TRANSLATE_NOOP("Report", "storage in several zones")},
        {"/data/snapshots", QT_TRANSLATE_NOOP("Report", "snapshots")},
        {"/hardware/gpu", QT_TRANSLATE_NOOP("Report", "GPU")},
        {"/hardware/count", QT_TRANSLATE_NOOP("Report", "GPU count")},
        {"/local/gpu", QT_TRANSLATE_NOOP("Report", "GPU")},
        {"/local/currency", QT_TRANSLATE_NOOP("Report", "currency")},
        {"/workload/lora_targets", QT_TRANSLATE_NOOP("Report", "LoRA modules")},
        {"/workload/offload_params", QT_TRANSLATE_NOOP("Report", "parameter offload")},
        {"/workload/prefill_chunk_tokens", QT_TRANSLATE_NOOP("Report", "prefill chunk (tokens)")},
        {"/constraints/budget", QT_TRANSLATE_NOOP("Report", "budget")},
        {"/constraints/providers", QT_TRANSLATE_NOOP("Report", "providers")},
        {"/constraints/regions", QT_TRANSLATE_NOOP("Report", "regions")},
        {"/constraints/certifications", QT_TRANSLATE_NOOP("Report", "certifications")},
    };
    for (const auto& [p, label] : others)
        if (pointer == p)
            return QCoreApplication::translate("Report", label);
    return fieldLabel(pointer); // the pointer's last segment
}

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
    if (v.is_number_integer())
        return QLocale().toString(static_cast<qlonglong>(v.get<std::int64_t>()));
    if (v.is_number()) {
        const double x = v.get<double>();
        return x == std::floor(x) && std::abs(x) < 1e18
                   ? QLocale().toString(static_cast<qlonglong>(x))
                   : QLocale().toString(x, 'g', 6);
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

double buyRentHeight(const BuyRentModel& m) {
    return m.hasData() ? 0.4 : 0.1;
}

} // namespace

// Holds the report's text (tr() in context "Report") and its sections.
class Report final : public QObject {
    Q_OBJECT
public:
    Report(const PlanSnapshot& snap, const Catalogs& cat, const nlohmann::json& scenario,
           const ReportOptions& opt)
        : snap_(snap)
        , cat_(cat)
        , scenario_(scenario)
        , opt_(opt)
        , date_(opt.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : opt.date) {}

    void write(PageWriter& w);

private:
    QString optionName(const PlanOption& o) const {
        return tr("%1 %2 (%3)").arg(s(o.provider), s(o.instance), s(o.region));
    }
    QString money(double v) const { return formatMoney(v, snap_.plan.currency); }
    void titlePage(PageWriter& w);
    void summary(PageWriter& w);
    void assumptions(PageWriter& w);
    void memory(PageWriter& w);
    void options(PageWriter& w);
    void charts(PageWriter& w);
    void localGpu(PageWriter& w, const std::shared_ptr<const PlanSnapshot>& snap);
    void risks(PageWriter& w);
    void appendix(PageWriter& w);

    const PlanSnapshot& snap_;
    const Catalogs& cat_;
    const nlohmann::json& scenario_;
    const ReportOptions& opt_;
    QString date_;
};

void Report::write(PageWriter& w) {
    titlePage(w);
    summary(w);
    assumptions(w);
    memory(w);
    options(w);
    charts(w);
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
                 .arg(s(cat_.oldest_price_date()), s(cat_.currencies.as_of));
    lines << tr("All prices are indicative list prices from public sources; confirm them with the "
                "providers before buying.");
    w.titlePage(tr("GPU options for %1")
                    .arg(s(snap_.scenario.name.empty() ? std::string("the scenario")
                                                       : snap_.scenario.name)),
                s(snap_.scenario.description), lines);
}

void Report::summary(PageWriter& w) {
    const PlanResult& p = snap_.plan;
    const PlanSummary& sum = snap_.summary;
    w.heading(tr("Executive summary"));
    if (p.options.empty()) {
        w.text(tr("No option meets the constraints of the scenario. The excluded options and the "
                  "reasons are listed under "
                  "Risks."));
        return;
    }
    QString text;
    const PlanOption& cheapest = p.options[*sum.cheapest];
    text += tr("<p><b>Recommendation:</b> %1 with %2 × %3 on %4 billing, for %5 in %6 (%7 "
               "GPU-hours).</p>")
                .arg(optionName(cheapest).toHtmlEscaped())
                .arg(cheapest.gpu_count)
                .arg(s(cheapest.gpu_id), billingLabel(cheapest.billing), money(cheapest.cost),
                     formatHours(cheapest.hours))
                .arg(QLocale().toString(cheapest.gpu_hours, 'f', 0));
    if (cheapest.strategy) // what to configure: the strategy the planner chose for it
        text += QStringLiteral("<p>%1</p>")
                    .arg(formatStrategy(*cheapest.strategy)
                             .toHtmlEscaped()
                             .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    const PlanOption& fastest = p.options[*sum.fastest];
    text +=
        tr("<p>The fastest option, %1, takes %2 and costs %3. The best balance of cost and time is "
           "%4 (%5, %6).</p>")
            .arg(optionName(fastest).toHtmlEscaped(), formatHours(fastest.hours),
                 money(fastest.cost), optionName(p.options[*sum.best_cost_time]).toHtmlEscaped(),
                 formatHours(p.options[*sum.best_cost_time].hours),
                 money(p.options[*sum.best_cost_time].cost));
    if (sum.owned) {
        if (sum.buy_break_even_jobs)
            text += tr("<p><b>Buy or rent:</b> the owned machine pays for itself after %1 jobs "
                       "like this one; %2</p>")
                        .arg(QLocale().toString(*sum.buy_break_even_jobs, 'f', 1),
                             sum.buy_pays_off_within_amortization
                                 ? tr("that happens within its amortization period, so buying is "
                                      "cheaper.")
                                 : tr("that does not happen within its amortization period, so "
                                      "renting is cheaper."));
        else
            text += tr("<p><b>Buy or rent:</b> renting costs less than the electricity of the "
                       "owned machine: rent.</p>");
    }
    text += tr("<p>%1 combinations of offering and node count were evaluated; %2 options (with "
               "their billing modes) meet "
               "the constraints. Costs are in %3.</p>")
                .arg(p.considered)
                .arg(p.options.size())
                .arg(s(p.currency));
    w.html(text);
    std::vector<QStringList> rows;
    const auto add = [&](const QString& role, const std::optional<std::size_t>& i) {
        if (!i)
            return;
        const PlanOption& o = p.options[*i];
        rows.push_back({role, optionName(o),
                        QString::number(o.gpu_count) + QStringLiteral(" × ") + s(o.gpu_id),
                        o.term_years > 0 ? billingLabel(o.billing) + QStringLiteral(" (") +
                                               formatCommitment(o, p.currency) + QLatin1Char(')')
                                         : billingLabel(o.billing),
                        formatHours(o.hours), money(o.cost)});
    };
    add(tr("Cheapest"), sum.cheapest);
    add(tr("Fastest"), sum.fastest);
    add(tr("Best cost × time"), sum.best_cost_time);
    add(tr("Own machine"), sum.owned);
    w.table({tr("Role"), tr("Option"), tr("GPUs"), tr("Billing"), tr("Time"), tr("Cost")}, rows,
            {0.14, 0.34, 0.16, 0.12, 0.12, 0.12});
}

void Report::assumptions(PageWriter& w) {
    const Scenario& sc = snap_.scenario;
    const ParameterCount pc = sc.model.parameters();
    w.heading(tr("Workload and assumptions"));
    std::vector<QStringList> rows;
    rows.push_back(
        {tr("Model"), s(sc.model.name) + QStringLiteral(" — ") +
                          tr("%1 parameters (%2 active per token)")
                              .arg(QLocale().toString(static_cast<double>(pc.total), 'f', 0),
                                   QLocale().toString(static_cast<double>(pc.active), 'f', 0))});
    // The workload as the scenario states it (fields left to the planner are not listed: the
    // strategy lines say what it chose), then constraints, the own machine, software, data and
    // hardware, with the form's labels and the locale's numbers.
    if (scenario_.contains("workload"))
        for (auto it = scenario_["workload"].begin(); it != scenario_["workload"].end(); ++it)
            rows.push_back({fieldName("/workload/" + it.key()),
                            fieldValue("/workload/" + it.key(), it.value())});
    for (const char* section : {"constraints", "local", "software", "data", "hardware"})
        if (scenario_.contains(section) && scenario_[section].is_object()) {
            QStringList parts;
            for (auto it = scenario_[section].begin(); it != scenario_[section].end(); ++it) {
                const std::string pointer = std::string("/") + section + "/" + it.key();
                parts << fieldName(pointer) + QStringLiteral(": ") +
                             fieldValue(pointer, it.value());
            }
            rows.push_back({sectionName(section), parts.join(QStringLiteral("; "))});
        }
    if (!snap_.plan.options.empty()) {
        const GpuSpec* g = cat_.gpus.find(snap_.plan.options.front().gpu_id);
        const PerformanceAssumptions& a = sc.plan.performance;
        if (g && !sc.workload.is_inference()) {
            const MfuDefault d = default_mfu(*g, sc.model.kind);
            rows.push_back({tr("MFU"), a.mfu ? tr("%1 (set in the scenario)").arg(*a.mfu)
                                             : tr("%1 for %2 — source: %3")
                                                   .arg(d.mfu)
                                                   .arg(s(g->name), mfuSourceLabel(d.source))});
        }
        rows.push_back({tr("Communication overlap"), QString::number(a.comm_overlap)});
    }
    rows.push_back(
        {tr("Exchange rates"), tr("per USD: CNY %1, EUR %2; as of %3 (%4)")
                                   .arg(cat_.currencies.per_usd.at("CNY"))
                                   .arg(cat_.currencies.per_usd.at("EUR"))
                                   .arg(s(cat_.currencies.as_of), s(cat_.currencies.source))});
    rows.push_back({tr("Spot"), tr("interruptions %1 per month (AWS Spot Advisor bucket), restart "
                                   "%2 h, checkpoint every %3 h")
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
    std::map<QString, int> reasons;
    for (const auto& o : snap_.plan.excluded)
        if (!o.violation_codes.empty())
            ++reasons[describe(o.violation_codes.front())];
    QString excluded;
    for (const auto& [reason, count] : reasons)
        excluded += tr("%1 × %2; ").arg(count).arg(reason);
    rows.push_back({tr("Excluded"), excluded.isEmpty()
                                        ? tr("nothing")
                                        : excluded + tr("offerings with unverified prices are left "
                                                        "out unless constraints.include_unverified "
                                                        "is set")});
    w.table({tr("Input"), tr("Value")}, rows, {0.28, 0.72});
}

void Report::memory(PageWriter& w) {
    w.heading(tr("Memory per GPU"), 1, 0.7);
    const MemoryBreakdown& m = snap_.plan.memory;
    w.html(tr("<p>At the scenario's own layout each GPU needs <b>%1</b>: weights %2, gradients %3, "
              "optimizer states %4, "
              "activations %5, KV cache %6, CUDA context and allocator headroom %7.</p>")
               .arg(formatGiB(m.total_bytes()), formatGiB(m.weights_bytes),
                    formatGiB(m.gradients_bytes), formatGiB(m.optimizer_bytes),
                    formatGiB(m.activations_bytes), formatGiB(m.kv_cache_bytes),
                    formatGiB(m.overhead_bytes())));
    auto model = std::make_shared<MemoryModel>();
    model->setSnapshot(std::shared_ptr<const PlanSnapshot>(&snap_, [](const PlanSnapshot*) {}),
                       std::shared_ptr<const Catalogs>(&cat_, [](const Catalogs*) {}));
    MemoryChartView view(model.get());
    view.refresh();
    w.chart(view.chart(), 0.62); // tall enough for every GPU name on the axis
    std::vector<QStringList> rows;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < MemoryModel::ColumnCount; ++c)
            cells << model->index(r, c).data().toString();
        rows.push_back(cells);
    }
    QStringList header;
    for (int c = 0; c < MemoryModel::ColumnCount; ++c)
        header << model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    w.table(header, rows, {0.22, 0.09, 0.09, 0.1, 0.1, 0.09, 0.09, 0.1, 0.12});
}

void Report::options(PageWriter& w) {
    const PlanResult& p = snap_.plan;
    w.heading(tr("Options, ranked by cost"));
    std::vector<QStringList> rows;
    int rank = 0;
    for (const auto& o : p.options) {
        if (rank >= opt_.top)
            break;
        QString notes = timeTermLabel(o.dominant);
        if (o.pareto)
            notes += tr("; Pareto");
        if (!o.warnings.empty())
            notes += tr("; %1 warning(s)").arg(o.warnings.size());
        if (const QString commits = formatCommitment(o, p.currency); !commits.isEmpty())
            notes += QStringLiteral("; ") + commits; // what signing the reservation means
        rows.push_back({QString::number(++rank), s(o.provider), s(o.instance), s(o.region),
                        QString::number(o.gpu_count) + QStringLiteral(" × ") + s(o.gpu_id),
                        billingLabel(o.billing), formatHours(o.hours), money(o.cost), notes});
    }
    w.table({tr("#"), tr("Provider"), tr("Instance"), tr("Region"), tr("GPUs"), tr("Billing"),
             tr("Time"), tr("Cost"), tr("Notes")},
            rows, {0.04, 0.09, 0.15, 0.12, 0.14, 0.1, 0.12, 0.11, 0.13});
}

void Report::charts(PageWriter& w) {
    auto snap = std::shared_ptr<const PlanSnapshot>(&snap_, [](const PlanSnapshot*) {});
    const QString currency = s(snap_.plan.currency);
    OptionsModel options;
    options.setSnapshot(snap);
    OptionsFilterModel all;
    all.setSourceModel(&options);
    OptionsFilterModel pareto;
    pareto.setSourceModel(&options);
    OptionFilter f;
    f.pareto_only = true;
    pareto.setFilter(f);
    pareto.sort(OptionsModel::Hours);
    w.heading(tr("Cost against time"), 1, 0.52);
    w.text(tr("Every option that meets the constraints; the red line is the Pareto front: no other "
              "option is both faster "
              "and cheaper. Both axes are logarithmic."));
    CostTimeChartView costTime(&all, &pareto);
    costTime.refresh(currency);
    w.chart(costTime.chart(), 0.45);

    w.heading(tr("Cost by billing mode"), 1, 0.36);
    BillingModel billing;
    billing.setSnapshot(snap);
    BillingChartView billingView(&billing);
    billingView.refresh(currency);
    w.chart(billingView.chart(), 0.32);

    BuyRentModel buyRent;
    buyRent.setSnapshot(snap);
    w.heading(tr("Buy versus rent"), 1, buyRentHeight(buyRent));
    if (buyRent.hasData()) {
        BuyRentChartView view(&buyRent);
        view.refresh(currency);
        w.chart(view.chart(), 0.35);
    } else {
        w.text(tr("The scenario describes no machine of your own (section local), so there is "
                  "nothing to compare."));
    }
    localGpu(w, snap);
}

void Report::localGpu(PageWriter& w, const std::shared_ptr<const PlanSnapshot>& snap) {
    if (!snap_.plan.local_probe) {
        w.heading(tr("Local GPU against the cloud"));
        w.text(
            tr("No gpuprobe measurement of a local GPU is attached to this scenario (local.probe); "
               "an own machine, if any, is planned from the catalog's datasheet figures."));
        return;
    }
    w.heading(tr("Local GPU, measured, against the cloud"), 1, 0.5);
    w.html(measuredDeviceText(snap_));
    w.text(tr("gpuprobe measures dense GEMM throughput through cuBLASLt, device-memory bandwidth "
              "(STREAM triad and copy) and host transfers. The planner divides each measurement by "
              "what a healthy GPU reaches (the reference column) and uses the result in place of "
              "the datasheet figure, so a GPU that measures like a healthy one is planned exactly "
              "like the catalog entry (docs/probe.md)."));
    ProbeComparisonModel model;
    model.setSnapshot(snap);
    std::vector<QStringList> rows;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < ProbeComparisonModel::ColumnCount; ++c)
            row << model.index(r, c).data().toString();
        rows.push_back(row);
    }
    QStringList header;
    for (int c = 0; c < ProbeComparisonModel::ColumnCount; ++c)
        header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    w.table(header, rows, {0.24, 0.16, 0.16, 0.13, 0.13, 0.18});
    ProbeChartView chart(&model);
    chart.refresh();
    w.chart(chart.chart(), 0.3);
    w.text(localComparisonText(snap_));
}

void Report::risks(PageWriter& w) {
    const Scenario& sc = snap_.scenario;
    const PlanResult& p = snap_.plan;
    w.heading(tr("Risks, compatibility and compliance"));
    std::vector<QStringList> rows;
    const PlanOption* best = p.options.empty() ? nullptr : &p.options.front();
    const Provider* provider = best ? cat_.offerings.provider(best->provider) : nullptr;
    for (const auto& cert : sc.plan.constraints.certifications) {
        const bool met =
            provider && std::find(provider->certifications.begin(), provider->certifications.end(),
                                  cert) != provider->certifications.end();
        rows.push_back(
            {tr("Certification %1").arg(s(cert)),
             met ? tr("required, met by %1").arg(s(provider->name)) : tr("required, not met")});
    }
    if (provider)
        rows.push_back({tr("Certifications of %1").arg(s(provider->name)),
                        s([&] {
                            std::string out;
                            for (const auto& c : provider->certifications)
                                out += (out.empty() ? "" : ", ") + c;
                            return out;
                        }()) +
                            QStringLiteral(" — ") + s(provider->certifications_source)});
    rows.push_back(
        {tr("Spot"),
         sc.plan.constraints.allow_spot
             ? (sc.plan.spot.checkpoint_interval_hours > 0
                    ? tr("allowed; checkpoints every %1 h bound the work lost to an interruption")
                          .arg(sc.plan.spot.checkpoint_interval_hours)
                    : tr("allowed without checkpoints: every interruption restarts the job"))
             : tr("not allowed")});
    rows.push_back(
        {tr("Snapshots"),
         sc.plan.data.snapshots
             ? tr("a snapshot policy is in place")
             : tr("no snapshot policy: data and checkpoints are lost with the instance")});
    const SoftwareStack& sw = sc.plan.software;
    rows.push_back({tr("Software stack"),
                    sw.cuda.empty() && sw.pytorch.empty() && sw.tensorflow.empty()
                        ? tr("not given: check CUDA, driver and framework versions against the GPU "
                             "(CUDA 13 needs driver 580 or newer and dropped Volta)")
                        : tr("CUDA %1, driver %2, PyTorch %3, TensorFlow %4")
                              .arg(s(sw.cuda), s(sw.driver), s(sw.pytorch), s(sw.tensorflow))});
    if (best)
        if (const GpuSpec* g = cat_.gpus.find(best->gpu_id)) {
            const auto problems = compatibility_problems(cat_.compat, sw, *g);
            rows.push_back({tr("Compatibility with %1").arg(s(g->name)),
                            problems.empty() ? tr("no known problem") : s(problems.front())});
        }
    for (const auto& warning : p.warning_codes)
        rows.push_back({tr("Warning"), describe(warning)});
    if (best)
        for (const auto& warning : best->warning_codes)
            rows.push_back({tr("Recommended option"), describe(warning)});
    w.table({tr("Check"), tr("Status")}, rows, {0.3, 0.7});
}

void Report::appendix(PageWriter& w) {
    w.heading(tr("Appendix A: formulas"), 1, 0.3);
    w.html(tr("<ul>"
              "<li>Training FLOPs: 6·N·D (forward and backward, Kaplan et al. 2020), with the "
              "attention term at the sequence "
              "length; adapters 4·N·D; full recomputation adds one forward.</li>"
              "<li>Time: FLOPs / (GPUs × dense peak × MFU) + exposed gradient all-reduce (ring, "
              "2(n−1)/n × bytes / bandwidth) "
              "+ tensor-parallel communication + pipeline bubble (p−1)/m + data-loading stall.</li>"
              "<li>Memory: ZeRO model states (Rajbhandari et al. 2020), activations per layer "
              "after Korthikanti et al. 2022, "
              "KV cache 2 · layers · KV heads · head dim · bytes per token.</li>"
              "<li>Inference: prefill compute-bound, decode memory-bound (roofline); throughput "
              "under continuous batching.</li>"
              "<li>Spot: expected time with checkpoints, (W/c)(1/L + r)(e^(Lc) − 1) (Daly 2006); "
              "reserved: price / utilization; "
              "buy versus rent: purchase / (cloud cost − power cost) per job.</li>"
              "</ul><p>Full derivations and sources: docs/model.md, docs/performance.md, "
              "docs/cost.md.</p>"));
    w.heading(tr("Appendix B: sources"));
    std::vector<QStringList> rows;
    for (const auto& p : cat_.offerings.providers)
        rows.push_back({s(p.name), s(p.as_of),
                        s(p.certifications_source) + QStringLiteral("; ") + s(p.billing_source)});
    std::map<std::string, std::string> sources;
    for (const auto& o : snap_.plan.options)
        sources.emplace(o.source, o.as_of);
    for (const auto& [source, asOf] : sources)
        rows.push_back({tr("Prices"), s(asOf), s(source)});
    for (const auto& g : cat_.gpus.gpus)
        rows.push_back({s(g.name), s(g.as_of), s(g.source)});
    w.table({tr("Item"), tr("As of"), tr("Source")}, rows, {0.22, 0.12, 0.66});
    w.heading(tr("Appendix C: the scenario file"));
    w.text(tr("Planning this file with GPU Planner and the same catalog reproduces the figures of "
              "this report."));
    w.text(s(scenario_.dump(2)), true);
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
    // Written beside the target and renamed over it (QSaveFile): a failed or interrupted write
    // leaves the previous report as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Report::tr("%1: cannot write (%2)").arg(path, file.errorString());
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(96);
        pdf.setCreator(QStringLiteral("GPU Planner"));
        pdf.setTitle(
            Report::tr("GPU options for %1").arg(QString::fromStdString(snapshot.scenario.name)));
        renderReport(pdf, snapshot, catalogs, scenarioJson, options);
    }
    if (!file.commit())
        return Report::tr("%1: cannot write (%2)").arg(path, file.errorString());
    return {};
}

} // namespace gpuplanner::ui

#include "report.moc"
