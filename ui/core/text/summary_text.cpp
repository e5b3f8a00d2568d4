#include "core/text/summary_text.h"
#include "core/text/plan_format.h"
#include "core/text/service_text.h"

#include <QCoreApplication>

namespace gpuplanner::ui {

namespace {

QString s(const std::string& v) {
    return QString::fromStdString(v);
}

} // namespace

QString optionProvider(const PlanOption& o) {
    return o.billing == BillingMode::Owned ? QCoreApplication::translate("SummaryText", "own")
                                           : s(o.provider);
}

QString optionInstance(const PlanOption& o) {
    return o.billing == BillingMode::Owned
               ? QCoreApplication::translate("SummaryText", "machine with %1 × %2")
                     .arg(o.gpu_count)
                     .arg(s(o.gpu_id))
               : s(o.instance);
}

QString optionRegion(const PlanOption& o) {
    return o.billing == BillingMode::Owned
               ? QCoreApplication::translate("SummaryText", "on premises")
               : s(o.region);
}

QString optionSource(const PlanOption& o) {
    return o.billing == BillingMode::Owned
               ? QCoreApplication::translate("SummaryText",
                                             "the scenario's own machine (purchase price, power "
                                             "and use as given there)")
               : s(o.source);
}

QString optionName(const PlanOption& o) {
    return QCoreApplication::translate("SummaryText", "%1 %2 (%3)")
        .arg(optionProvider(o), optionInstance(o), optionRegion(o));
}

QString optionLine(const PlanOption& o, const std::string& currency, const PlanFormat& format) {
    // A simulated service adds its percentile beside the mean that ranks it: the two can differ
    // many times over (helper walkthrough, 2026-12-07: 98 ms mean, 1,509 ms at p95).
    if (o.replicas > 0 && o.serving && o.serving->simulation) {
        const ServingChoice& c = *o.serving;
        const double q = c.workload.slo_percentile;
        const double rate = c.simulated_requests_per_second();
        // Where each figure was taken: the mean at the scenario's sequences in flight, the
        // percentile at the simulated load, which can run fewer (a p95 below the mean read as
        // an error; helper walkthrough, 2026-12-07).
        const QString simulated =
            rate > 0
                ? QCoreApplication::translate("SummaryText", "p%1 %2 simulated at %3 requests/s")
                      .arg(percentileText(q, format), format.seconds(c.simulation->tpot.at(q)),
                           format.locale().toString(rate, 'g', 3))
                : QCoreApplication::translate("SummaryText", "p%1 %2 simulated")
                      .arg(percentileText(q, format), format.seconds(c.simulation->tpot.at(q)));
        //: %5 the mean time per output token, %6 sequences in flight, %7 "p95 44 ms simulated
        //: at 2 requests/s"
        return QCoreApplication::translate("SummaryText",
                                           "%1, %2 × %3, %4: %5 per output token (mean at %6 "
                                           "sequence(s) in flight; %7), %8 for %9",
                                           nullptr, pluralCount(c.workload.concurrency))
            .arg(optionName(o), format.integer(o.gpu_count), s(o.gpu_id), billingLabel(o.billing),
                 format.seconds(o.tpot_seconds),
                 format.integer(static_cast<long long>(c.workload.concurrency)), simulated,
                 format.money(o.cost, currency), format.hours(o.hours));
    }
    // Serving: what "fastest" ranks by, then the period and its cost. The sequences in flight
    // are the option's own (at maximum load, what its KV cache holds).
    if (o.replicas > 0 && o.serving)
        //: %6 sequences in flight per replica
        return QCoreApplication::translate("SummaryText",
                                           "%1, %2 × %3, %4: %5 per output token (mean at %6 "
                                           "sequence(s) in flight), %7 for %8",
                                           nullptr, pluralCount(o.serving->workload.concurrency))
            .arg(optionName(o), format.integer(o.gpu_count), s(o.gpu_id), billingLabel(o.billing),
                 format.seconds(o.tpot_seconds),
                 format.integer(static_cast<long long>(o.serving->workload.concurrency)),
                 format.money(o.cost, currency), format.hours(o.hours));
    if (o.replicas > 0)
        return QCoreApplication::translate("SummaryText",
                                           "%1, %2 × %3, %4: %5 per output token (mean at "
                                           "the scenario's concurrency), %6 for %7")
            .arg(optionName(o), format.integer(o.gpu_count), s(o.gpu_id), billingLabel(o.billing),
                 format.seconds(o.tpot_seconds), format.money(o.cost, currency),
                 format.hours(o.hours));
    return QCoreApplication::translate("SummaryText", "%1, %2 × %3, %4: %5, %6")
        .arg(optionName(o), format.integer(o.gpu_count), s(o.gpu_id), billingLabel(o.billing),
             format.hours(o.hours), format.money(o.cost, currency));
}

QString buyOrRentText(const PlanSummary& sum, const PlanFormat& format) {
    if (!sum.owned)
        return {};
    if (!sum.owned_purchase_given)
        return QCoreApplication::translate(
            "SummaryText", "no purchase price is given for the owned machine, so buying cannot be "
                           "compared with renting: it is planned as already owned, paying only "
                           "its power. Set its purchase price to compare.");
    if (!sum.buy_break_even_jobs)
        return QCoreApplication::translate(
            "SummaryText", "renting costs less than the electricity of the owned machine: rent.");
    return (sum.buy_pays_off_within_amortization
                ? QCoreApplication::translate(
                      "SummaryText", "the owned machine pays for itself after %1 jobs like this "
                                     "one; that happens within its amortization period, so buying "
                                     "is cheaper.")
                : QCoreApplication::translate(
                      "SummaryText", "the owned machine pays for itself after %1 jobs like this "
                                     "one; that does not happen within its amortization period, "
                                     "so renting is cheaper."))
        .arg(format.number(*sum.buy_break_even_jobs, 1));
}

namespace {

// The memory per GPU of an option: the chosen strategy's (training), at its tensor-parallel size
// (serving); 0 when not known.
double optionMemory(const PlanOption& o) {
    if (o.strategy)
        return o.strategy->memory.total_bytes();
    return o.memory_per_gpu_bytes;
}

} // namespace

QString memorySummaryText(const PlanSnapshot& snap, const PlanFormat& format,
                          bool withScenarioTotal) {
    const PlanResult& p = snap.plan;
    const PlanSummary& sum = snap.summary;
    int fitting = 0;
    for (const GpuFit& f : snap.fits)
        fitting += f.fits_any ? 1 : 0;
    const QString fits =
        QCoreApplication::translate("SummaryText", "The workload fits %1 of %2 GPU types at some "
                                                   "layout.")
            .arg(fitting)
            .arg(snap.fits.size());
    const PlanOption* cheapest =
        sum.cheapest && *sum.cheapest < p.options.size() ? &p.options[*sum.cheapest] : nullptr;
    if ((!cheapest || optionMemory(*cheapest) <= 0) && !withScenarioTotal)
        return fits;
    if (!cheapest || optionMemory(*cheapest) <= 0)
        return (snap.scenario.workload.layout_set()
                    ? QCoreApplication::translate("SummaryText",
                                                  "Memory per GPU at your layout: <b>%1</b>. %2")
                    : QCoreApplication::translate(
                          "SummaryText", "Memory on one GPU, the model not split (you left the "
                                         "layout to the search): <b>%1</b>. %2"))
            .arg(format.memory(p.memory.total_bytes()), fits);
    // The fewest GPUs among the options (ties: the cheaper), with its own strategy's memory.
    const PlanOption* fewest = nullptr;
    for (const PlanOption& o : p.options)
        if (optionMemory(o) > 0 && (!fewest || o.gpu_count < fewest->gpu_count ||
                                    (o.gpu_count == fewest->gpu_count && o.cost < fewest->cost)))
            fewest = &o;
    const auto who = [&](const PlanOption& o) {
        // A service: the layout each figure is at (its stages too: tp 8 alone would not hold a
        // 235B model in bf16, helper walkthrough 2026-12-07).
        if (o.replicas > 0 && o.layout.pipeline > 1)
            return QCoreApplication::translate("SummaryText", "%1 × %2, tp %3 × pp %4")
                .arg(format.integer(o.gpu_count), s(o.gpu_id), format.integer(o.layout.tensor),
                     format.integer(o.layout.pipeline));
        if (o.replicas > 0)
            return QCoreApplication::translate("SummaryText", "%1 × %2, tp %3")
                .arg(format.integer(o.gpu_count), s(o.gpu_id), format.integer(o.layout.tensor));
        const bool offload = o.strategy && o.strategy->best.workload.offload_optimizer;
        return (offload ? QCoreApplication::translate("SummaryText",
                                                      "%1 × %2, optimizer offloaded to the host")
                        : QCoreApplication::translate("SummaryText", "%1 × %2"))
            .arg(format.integer(o.gpu_count), s(o.gpu_id));
    };
    QString text = QCoreApplication::translate(
                       "SummaryText", "Memory per GPU of the recommended option (%1): <b>%2</b>.")
                       .arg(who(*cheapest).toHtmlEscaped(), format.memory(optionMemory(*cheapest)));
    if (fewest && fewest != cheapest && fewest->gpu_count < cheapest->gpu_count)
        text = joinSentences(
            {text, QCoreApplication::translate(
                       "SummaryText", "Fewest GPUs among the options: %1, <b>%2</b> per GPU.")
                       .arg(who(*fewest).toHtmlEscaped(), format.memory(optionMemory(*fewest)))});
    return joinSentences({text, fits});
}

QString fastestNote(const PlanResult& plan, const PlanSummary& summary, const PlanFormat& format) {
    if (!summary.fastest || *summary.fastest >= plan.options.size())
        return {};
    const PlanOption& fastest = plan.options[*summary.fastest];
    const bool serving = fastest.replicas > 0;
    const auto shown = [&](const PlanOption& o) {
        return serving ? format.seconds(o.tpot_seconds) : format.hours(o.hours);
    };
    const PlanOption* shortest = &fastest;
    for (const PlanOption& o : plan.options)
        if (o.time_measure() < shortest->time_measure())
            shortest = &o;
    // A reader compares the figures as written: nothing to explain where they read the same.
    if (shortest == &fastest || shown(*shortest) == shown(fastest))
        return {};
    return serving
               ? QCoreApplication::translate(
                     "SummaryText",
                     "Options listed down to %1 are spot, which a service is not recommended "
                     "on, or as fast within the plan's error at a higher price or with a term "
                     "commitment.")
                     .arg(shown(*shortest))
               : QCoreApplication::translate(
                     "SummaryText",
                     "Options listed down to %1 are as fast within the plan's error at a higher "
                     "price or with a term commitment.")
                     .arg(shown(*shortest));
}

QString shownOptionsText(const PlanResult& plan, const PlanFormat& format) {
    if (plan.options.size() >= plan.options_total)
        return {};
    return QCoreApplication::translate(
               "SummaryText",
               "Showing %1 of %2 options: the best %3 by the sort order, the ones the summary "
               "names, every option on the Pareto front of time and cost, and an even sample of "
               "the rest (gpuplan plan --all lists every one).")
        .arg(format.integer(static_cast<long long>(plan.options.size())),
             format.integer(static_cast<long long>(plan.options_total)),
             format.integer(static_cast<long long>(kShownTop)));
}

} // namespace gpuplanner::ui
