// The report's later sections: memory, options, charts, the local GPU, risks, appendices.
#include "report/report_document.h"

#include "core/charts/plan_charts.h"
#include "core/models/billing_model.h"
#include "core/models/buy_rent_model.h"
#include "core/models/latency_rate_model.h"
#include "core/models/memory_model.h"
#include "core/models/options_filter_model.h"
#include "core/models/options_model.h"
#include "core/models/probe_comparison_model.h"
#include "core/text/diagnostic_text.h"
#include "core/text/excluded_groups.h"
#include "core/text/local_gpu_text.h"
#include "core/text/service_text.h"
#include "core/text/summary_text.h"
#include "scenario/scenario_text.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include <iterator>
#include <map>

namespace gpuplanner::ui {

namespace {

double buyRentHeight(const BuyRentModel& m) {
    return m.hasData() ? 0.4 : 0.1;
}

} // namespace

void Report::memory(PageWriter& w) {
    w.heading(tr("Memory per GPU"), 1, 0.7);
    const MemoryBreakdown& m = snap_.plan.memory;
    const Workload& work = snap_.scenario.workload;
    // Where the layout is left to the search, the scenario's own figure is the model unsplit on
    // one GPU: said so, not "your layout". A service has no gradients or optimizer states.
    const QString lead =
        (work.layout_set() ? tr("At the scenario's own layout each GPU needs <b>%1</b>")
                           : tr("On one GPU, the model not split (the scenario leaves the "
                                "layout to the search), it needs <b>%1</b>"))
            .arg(fmt_.memory(m.total_bytes()));
    if (work.is_inference())
        w.html(tr("<p>%1: weights %2, activations %3, KV cache %4, CUDA context and allocator "
                  "headroom %5.</p>")
                   .arg(lead, fmt_.memory(m.weights_bytes), fmt_.memory(m.activations_bytes),
                        fmt_.memory(m.kv_cache_bytes), fmt_.memory(m.overhead_bytes())));
    else
        w.html(tr("<p>%1: weights %2, gradients %3, optimizer states %4, activations %5, CUDA "
                  "context and allocator headroom %6.</p>")
                   .arg(lead, fmt_.memory(m.weights_bytes), fmt_.memory(m.gradients_bytes),
                        fmt_.memory(m.optimizer_bytes), fmt_.memory(m.activations_bytes),
                        fmt_.memory(m.overhead_bytes())));
    // The recommended option's and the fewest-GPU option's figures, in the workbench's words.
    w.html(QStringLiteral("<p>%1</p>").arg(memorySummaryText(snap_, fmt_, false)));
    auto model = std::make_shared<MemoryModel>();
    model->setFormat(fmt_);
    model->setSnapshot(std::shared_ptr<const PlanSnapshot>(&snap_, [](const PlanSnapshot*) {}),
                       std::shared_ptr<const Catalogs>(&cat_, [](const Catalogs*) {}));
    MemoryChartView view(model.get());
    view.refresh(fmt_, s(snap_.plan.currency));
    // Tall enough for every GPU name on the axis: Qt Charts drops a label that would overlap its
    // neighbour (29 GPUs lost a third of their names at a fixed 0.62 of the page).
    w.chart(view.chart(), std::clamp(0.15 + 0.028 * model->rowCount(), 0.62, 0.95));
    // The columns that apply to this workload, each with its width (the rest of the page goes
    // to the GPU's name).
    constexpr double widths[] = {0.22, 0.09, 0.09, 0.1, 0.1, 0.09, 0.09, 0.1, 0.12};
    static_assert(std::size(widths) == MemoryModel::ColumnCount);
    std::vector<int> columns;
    std::vector<double> columnWidths;
    double dropped = 0;
    for (int c = 0; c < MemoryModel::ColumnCount; ++c) {
        if (model->columnApplies(c)) {
            columns.push_back(c);
            columnWidths.push_back(widths[c]);
        } else {
            dropped += widths[c];
        }
    }
    columnWidths.front() += dropped;
    std::vector<QStringList> rows;
    for (int r = model->rowCount() - 1; r >= 0; --r) { // largest first, as the chart's top
        QStringList cells;
        for (int c : columns)
            cells << model->index(r, c).data().toString();
        rows.push_back(cells);
    }
    QStringList header;
    for (int c : columns)
        header << model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    w.table(header, rows, columnWidths);
}

bool Report::inTable(const PlanOption& o, int index) const {
    // The cheapest `top`, and every option of the Pareto front of time and cost beyond them, as
    // gpuplan plan lists them: the fastest option the summary names is always in the table.
    return index < opt_.top || o.pareto;
}

void Report::options(PageWriter& w) {
    const PlanResult& p = snap_.plan;
    w.heading(tr("Options, ranked by cost"));
    std::vector<QStringList> rows;
    int index = 0;
    for (const auto& o : p.options) {
        if (!inTable(o, index++))
            continue;
        QString notes = timeTermLabel(o.dominant);
        if (o.pareto)
            notes += tr("; Pareto");
        if (!o.warnings.empty())
            notes += tr("; %1 warning(s)").arg(o.warnings.size());
        if (const QString commits = fmt_.commitment(o, p.currency); !commits.isEmpty())
            notes += tr("; ") + commits; // what signing the reservation means (the list
                                         // separator of the language, as the other notes)
        // A service's hours are its period, every row the same: its column gives what ranks
        // it, the mean time per output token (the sentence above the table gives the period).
        rows.push_back(
            {QString::number(o.rank), optionProvider(o), optionInstance(o), optionRegion(o),
             fmt_.integer(o.gpu_count) + QStringLiteral(" × ") + s(o.gpu_id),
             billingLabel(o.billing),
             o.replicas > 0 ? fmt_.seconds(o.tpot_seconds) : fmt_.hours(o.hours),
             // The price per hour under the cost, in its currency, as a buyer
             // compares quotes (a bought machine has none); a column of its own, or
             // the currency again, made the table too wide for the page.
             o.price_per_hour > 0 ? tr("%1 (%2/h)", "cost, price per hour")
                                        .arg(money(o.cost), fmt_.amount(o.price_per_hour))
                                  : money(o.cost),
             notes});
    }
    const bool service = snap_.scenario.workload.is_inference();
    if (service && snap_.scenario.workload.inference.arrival == ArrivalProcess::MaxLoad)
        w.text(tr("Each option's cost is for the service's period, %1; its time is the mean time "
                  "per output token at maximum load, as many sequences in flight per replica as "
                  "its KV cache holds.")
                   .arg(fmt_.hours(snap_.scenario.workload.inference.duration_hours)));
    else if (service)
        w.text(tr("Each option's cost is for the service's period, %1; its time is the mean time "
                  "per output token at the scenario's %2 sequence(s) in flight per replica.",
                  nullptr, pluralCount(snap_.scenario.workload.inference.concurrency))
                   .arg(fmt_.hours(snap_.scenario.workload.inference.duration_hours),
                        fmt_.integer(static_cast<long long>(
                            snap_.scenario.workload.inference.concurrency))));
    w.table({tr("#"), tr("Provider"), tr("Instance"), tr("Region"), tr("GPUs"), tr("Billing"),
             service ? tr("Per output token") : tr("Time"), tr("Cost (per hour)"), tr("Notes")},
            rows,
            service ? std::vector<double>{0.04, 0.09, 0.15, 0.12, 0.14, 0.1, 0.08, 0.11, 0.17}
                    : std::vector<double>{0.04, 0.09, 0.15, 0.12, 0.14, 0.1, 0.12, 0.11, 0.13});
    if (service)
        serving(w);
}

// What a service owner compares: replicas and tensor-parallel size, the latencies a user sees,
// the throughput of all replicas and what a million output tokens cost, for the same options.
void Report::serving(PageWriter& w) {
    const PlanResult& p = snap_.plan;
    const InferenceWorkload& inf = snap_.scenario.workload.inference;
    w.heading(tr("Serving figures of these options"), 2, 0.3);
    const double q = inf.slo_percentile;
    const QString percentile = percentileText(q, fmt_);
    w.text(tr("Time to first token and per output token at p%1 of a simulation of the engine's "
              "scheduler at the planned rate (%2 requests, seed %3) for the best options; an "
              "option outside them shows its analytical floor (≥), one request alone.")
               .arg(percentile, fmt_.integer(static_cast<long long>(inf.simulated_requests)))
               .arg(inf.seed));
    std::vector<QStringList> rows;
    int index = 0;
    for (const auto& o : p.options) {
        if (!inTable(o, index++))
            continue;
        rows.push_back({QString::number(o.rank), optionInstance(o), servingLayoutText(o),
                        servicePercentileText(o, o.ttft_at_target_percentile(), fmt_),
                        servicePercentileText(o, o.tpot_at_target_percentile(), fmt_),
                        fmt_.number(o.tokens_per_second, 0),
                        fmt_.costPerMillionTokens(o, p.currency), serviceVerdictLabel(o, fmt_)});
    }
    w.table({tr("#"), tr("Instance"), tr("Workers × tp"),
             tr("Time to first token, p%1").arg(percentile),
             tr("Time per output token, p%1").arg(percentile), tr("Output tokens/s"),
             tr("Cost per 1M output tokens"), tr("Targets")},
            rows, {0.04, 0.17, 0.17, 0.13, 0.13, 0.11, 0.14, 0.11});
    if (!snap_.latency_curve)
        return;
    // The recommended option at a quarter to twice its planned rate: how much load it has left
    // before its percentiles pass the targets.
    auto snap = std::shared_ptr<const PlanSnapshot>(&snap_, [](const PlanSnapshot*) {});
    LatencyRateModel latency;
    latency.setSnapshot(snap);
    LatencyRateChartView chart(&latency);
    chart.refresh(fmt_, s(p.currency));
    w.heading(tr("Latency against request rate"), 2, 0.5);
    w.text(tr("The recommended option with its replicas simulated at a quarter to twice the "
              "planned rate (%1 requests each): the time to first token and per output token at "
              "p%2, the targets dashed, the planned rate dotted.")
               .arg(fmt_.integer(std::min<long long>(inf.simulated_requests, 500)), percentile));
    w.chart(chart.chart(), 0.4);
}

void Report::charts(PageWriter& w) {
    auto snap = std::shared_ptr<const PlanSnapshot>(&snap_, [](const PlanSnapshot*) {});
    const QString currency = s(snap_.plan.currency);
    OptionsModel options;
    options.setFormat(fmt_);
    options.setSnapshot(snap);
    OptionsFilterModel all;
    all.setSourceModel(&options);
    OptionsFilterModel pareto;
    pareto.setSourceModel(&options);
    OptionFilter f;
    f.pareto_only = true;
    pareto.setFilter(f);
    pareto.sort(OptionsModel::Cost, Qt::DescendingOrder); // in order along the front
    const bool serving = snap_.scenario.workload.is_inference();
    w.heading(serving ? tr("Cost against time per output token") : tr("Cost against time"), 1,
              0.52);
    w.text(serving ? tr("Every option that meets the constraints, by the time a user waits for "
                        "each output token (a service runs its period whatever the option); the "
                        "red line is the Pareto front: no other option is both faster and "
                        "cheaper. Both axes are logarithmic.")
                   : tr("Every option that meets the constraints; the red line is the Pareto "
                        "front: no other option is both faster and cheaper, and the bar through "
                        "each of its points spans its range from the fastest to the slowest "
                        "credible run. Both axes are logarithmic."));
    CostTimeChartView costTime(&all, &pareto);
    costTime.refresh(fmt_, currency);
    w.chart(costTime.chart(), 0.45);

    w.heading(tr("Cost by billing mode"), 1, 0.36);
    BillingModel billing;
    billing.setFormat(fmt_);
    billing.setSnapshot(snap);
    BillingChartView billingView(&billing);
    billingView.refresh(fmt_, currency);
    w.chart(billingView.chart(), 0.32);

    BuyRentModel buyRent;
    buyRent.setSnapshot(snap);
    w.heading(tr("Buy versus rent"), 1, buyRentHeight(buyRent));
    if (buyRent.hasData()) {
        BuyRentChartView view(&buyRent);
        view.refresh(fmt_, currency);
        w.chart(view.chart(), 0.35);
    } else {
        w.text(tr("The scenario describes no machine of your own, so there is "
                  "nothing to compare."));
    }
    localGpu(w, snap);
}

void Report::localGpu(PageWriter& w, const std::shared_ptr<const PlanSnapshot>& snap) {
    if (!snap_.plan.local_probe) {
        w.heading(tr("Local GPU against the cloud"));
        w.text(tr("No gpuprobe measurement of a local GPU is attached to this scenario; "
                  "an own machine, if any, is planned from the catalog's datasheet figures."));
        return;
    }
    w.heading(tr("Local GPU, measured, against the cloud"), 1, 0.5);
    w.html(measuredDeviceText(snap_, fmt_));
    w.text(tr("gpuprobe measures dense GEMM throughput through cuBLASLt, device-memory bandwidth "
              "(STREAM triad and copy) and host transfers. The planner divides each measurement by "
              "what a healthy GPU reaches (the reference column) and uses the result in place of "
              "the datasheet figure, so a GPU that measures like a healthy one is planned exactly "
              "like the catalog entry (docs/probe.md)."));
    ProbeComparisonModel model;
    model.setFormat(fmt_);
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
    constexpr double widths[] = {0.24, 0.16, 0.16, 0.13, 0.13, 0.18};
    static_assert(std::size(widths) == ProbeComparisonModel::ColumnCount);
    w.table(header, rows, {std::begin(widths), std::end(widths)});
    ProbeChartView chart(&model);
    chart.refresh(fmt_, s(snap_.plan.currency));
    w.chart(chart.chart(), 0.3);
    w.text(localComparisonText(snap_, fmt_));
}

void Report::risks(PageWriter& w) {
    const Scenario& sc = snap_.scenario;
    const PlanResult& p = snap_.plan;
    w.heading(tr("Risks, compatibility and compliance"));
    std::vector<QStringList> rows;
    // The recommended option (the executive summary's: for a service never spot while another
    // billing mode meets the constraints), not the first of the table, which a spot row can be.
    const PlanOption* best = snap_.summary.cheapest && *snap_.summary.cheapest < p.options.size()
                                 ? &p.options[*snap_.summary.cheapest]
                                 : nullptr;
    const Provider* provider = best ? cat_.offerings.provider(best->provider) : nullptr;
    for (const auto& cert : sc.plan.constraints.certifications) {
        const bool met = provider && provider->certifies(cert, best->region);
        rows.push_back(
            {tr("Certification %1").arg(certificationLabel(cert)),
             met ? tr("required, met by %1").arg(s(provider->name)) : tr("required, not met")});
    }
    if (provider) {
        QStringList certifications;
        for (const auto& c : provider->certifications) // those that hold in its region
            if (provider->certifies(c, best->region))
                certifications << certificationLabel(c);
        rows.push_back(
            {tr("Certifications of %1").arg(s(provider->name)),
             certifications.join(QStringLiteral(", ")) + QStringLiteral(" — ") +
                 inLanguage(provider->certifications_source, provider->certifications_source_zh)});
    }
    rows.push_back(
        {tr("Spot"),
         sc.plan.constraints.allow_spot && sc.workload.is_inference()
             ? tr("allowed; an interruption takes a replica down until it is replaced: keep "
                  "on-demand capacity for the service level")
         : sc.plan.constraints.allow_spot
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
    // What the scenario gives, and nothing else (no "TensorFlow" without a version).
    QStringList given;
    if (!sw.cuda.empty())
        given << tr("CUDA %1").arg(s(sw.cuda));
    if (!sw.driver.empty())
        given << tr("driver %1").arg(s(sw.driver));
    if (!sw.pytorch.empty())
        given << tr("PyTorch %1").arg(s(sw.pytorch));
    if (!sw.tensorflow.empty())
        given << tr("TensorFlow %1").arg(s(sw.tensorflow));
    rows.push_back({tr("Software stack"),
                    given.isEmpty()
                        ? tr("not given: check CUDA, driver and framework versions against the GPU "
                             "(CUDA 13 needs driver 580 or newer and dropped Volta)")
                        : given.join(tr(", ", "list separator"))});
    if (best)
        if (const GpuSpec* g = cat_.gpus.find(best->gpu_id)) {
            const auto problems = compatibility_problems(cat_.compat, sw, *g);
            rows.push_back({tr("Compatibility with %1").arg(s(g->name)),
                            problems.empty() ? tr("no known problem") : s(problems.front())});
        }
    for (const auto& warning : p.warning_codes)
        rows.push_back({tr("Warning"), describe(warning)});
    // Where no option is left, why, as the workbench's warnings list it (the summary sends the
    // reader here; helper walkthrough, 2026-12-07: only the warnings were).
    if (p.options.empty()) {
        const std::vector<ExcludedGroup> groups = groupExcluded(p.excluded);
        for (std::size_t i = 0; i < groups.size() && i < 10; ++i)
            rows.push_back({tr("Excluded"), excludedGroupText(groups[i], fmt_)});
        if (groups.size() > 10)
            rows.push_back({tr("Excluded"),
                            tr("… and %1 more reasons")
                                .arg(fmt_.integer(static_cast<long long>(groups.size() - 10)))});
        if (const QString beyond = excludedBeyondListText(p, fmt_); !beyond.isEmpty())
            rows.push_back({tr("Excluded"), beyond});
    }
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
              "<li>Inference: prefill = forward FLOPs at the prompt length, the LM head for the "
              "last token only, / (tp × peak × prefill rate: the scenario's prefill_mfu where "
              "set, else vLLM's own benchmark on the GPU's class where one was planned, else "
              "half the peak; the assumptions table says which); a decode step reads the "
              "weights and "
              "every sequence's KV cache at the bandwidth efficiency or does 2·N FLOPs per "
              "sequence, whichever is longer, plus two tensor-parallel all-reduces per layer of "
              "each token's hidden state, 2(t−1)/t × 2h bytes; continuous batching serves "
              "c / (output × step + c × prefill) requests per second per replica; replicas fill "
              "whole nodes.</li>"
              "<li>Mixtures of experts: FLOPs from the active parameters; expert parallelism "
              "splits the routed experts over ep GPUs, adds a token all-to-all per MoE layer "
              "(hidden by Megatron-Core's combined 1F1B where it applies), the busiest rank's "
              "1.25× load, and the time by which small expert GEMMs are memory bound; served "
              "with attention data parallelism, d groups of tp GPUs hold their own sequences "
              "and the experts spread over all tp × d GPUs.</li>"
              "<li>Spot: expected time with checkpoints, (W/c)(1/L + r)(e^(Lc) − 1) (Daly 2006); "
              "reserved: price / utilization; "
              "buy versus rent: purchase / (cloud cost − power cost) per job.</li>"
              "</ul><p>Full derivations and sources: docs/model.md, docs/performance.md, "
              "docs/cost.md.</p>"));
    w.heading(tr("Appendix B: sources"));
    std::vector<QStringList> rows;
    for (const auto& p : cat_.offerings.providers) {
        QString sources = inLanguage(p.certifications_source, p.certifications_source_zh);
        if (!p.certification_regions_source.empty()) // where a certification holds
            sources += tr("; ") + inLanguage(p.certification_regions_source,
                                             p.certification_regions_source_zh);
        rows.push_back({s(p.name), s(p.as_of),
                        sources + tr("; ") + inLanguage(p.billing_source, p.billing_source_zh)});
    }
    // Per provider, where and when its prices in this plan were taken: the dates from the
    // oldest to the newest, every source.
    struct Taken {
        QString name; // as the tables name the provider (the own machine in words)
        std::string oldest, newest;
        QStringList sources;
    };
    std::map<std::string, Taken> byProvider;
    for (const auto& o : snap_.plan.options) {
        Taken& t = byProvider[o.provider];
        const auto* named = cat_.offerings.provider(o.provider);
        t.name = named && o.billing != BillingMode::Owned ? s(named->name) : optionProvider(o);
        if (t.oldest.empty() || o.as_of < t.oldest)
            t.oldest = o.as_of;
        if (o.as_of > t.newest)
            t.newest = o.as_of;
        const QString source = optionSource(o);
        if (!t.sources.contains(source))
            t.sources << source;
    }
    for (const auto& [provider, t] : byProvider) {
        (void)provider;
        const QString dates =
            t.oldest == t.newest ? s(t.oldest) : s(t.oldest) + QStringLiteral(" – ") + s(t.newest);
        // A table cell cannot run over a page: three sources, then how many more.
        const int shown = std::min<int>(3, static_cast<int>(t.sources.size()));
        QString sources = t.sources.mid(0, shown).join(QStringLiteral("; "));
        if (t.sources.size() > shown)
            sources += tr(" (and %1 more sources)").arg(t.sources.size() - shown);
        rows.push_back({tr("Prices: %1").arg(t.name), dates, sources});
    }
    for (const auto& g : cat_.gpus.gpus)
        rows.push_back({s(g.name), s(g.as_of), s(g.source)});
    w.table({tr("Item"), tr("As of"), tr("Source")}, rows, {0.22, 0.12, 0.66});
    w.heading(tr("Appendix C: the scenario file"));
    w.text(tr("Planning this file with GPU Planner and the same catalog reproduces the figures of "
              "this report."));
    w.text(s(scenario_in_reading_order(scenario_).dump(2)), true);
    measuredRuns(w);
}

} // namespace gpuplanner::ui
