#include "core/text/service_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace gpuplanner::ui {

QString percentileText(double p, const PlanFormat& format) {
    return format.number(p, p == std::floor(p) ? 0 : 1);
}

ServiceVerdict serviceVerdict(const PlanOption& o) {
    if (!o.serving)
        return ServiceVerdict::NoTargets;
    const InferenceWorkload& w = o.serving->workload;
    if (w.ttft_target_seconds <= 0 && w.tpot_target_seconds <= 0)
        return ServiceVerdict::NoTargets;
    if (!o.serving->simulation)
        return ServiceVerdict::NotSimulated;
    return o.serving->meets_targets ? ServiceVerdict::Met : ServiceVerdict::Missed;
}

QString serviceVerdictLabel(const PlanOption& o, const PlanFormat& format) {
    const QString p =
        o.serving ? percentileText(o.serving->workload.slo_percentile, format) : QString();
    switch (serviceVerdict(o)) {
    case ServiceVerdict::Met:
        //: %1: the percentile the targets hold at ("95")
        return QCoreApplication::translate("ServiceText", "met at p%1").arg(p);
    case ServiceVerdict::Missed:
        //: %1: the percentile the targets hold at ("95")
        return QCoreApplication::translate("ServiceText", "missed at p%1").arg(p);
    case ServiceVerdict::NotSimulated:
        return QCoreApplication::translate("ServiceText", "not simulated");
    case ServiceVerdict::NoTargets:
        break;
    }
    return {};
}

QString servingLayoutText(const PlanOption& o) {
    if (o.serving && o.serving->disaggregated) {
        const DisaggregatedService& pd = *o.serving->disaggregated;
        //: %1 prefill workers, %2 decode workers, %3 GPUs each (tensor parallel)
        return QCoreApplication::translate("ServiceText", "%1 prefill + %2 decode × tp %3")
            .arg(pd.prefill_workers)
            .arg(o.replicas - pd.prefill_workers)
            .arg(o.layout.tensor);
    }
    if (o.layout.expert > 1)
        return QCoreApplication::translate("ServiceText", "%1 × tp %2 × attention dp %3 (ep %4)")
            .arg(o.replicas)
            .arg(o.layout.tensor)
            .arg(o.layout.expert / std::max<std::int64_t>(o.layout.tensor, 1))
            .arg(o.layout.expert);
    if (o.layout.pipeline > 1)
        return QCoreApplication::translate("ServiceText", "%1 × tp %2 × pp %3")
            .arg(o.replicas)
            .arg(o.layout.tensor)
            .arg(o.layout.pipeline);
    return QCoreApplication::translate("ServiceText", "%1 × tp %2")
        .arg(o.replicas)
        .arg(o.layout.tensor);
}

QString servicePercentileText(const PlanOption& o, double seconds, const PlanFormat& format) {
    const bool simulated = o.serving && o.serving->simulation;
    return (simulated ? QString() : QStringLiteral("≥ ")) + format.seconds(seconds);
}

QString serviceVerdictText(const PlanOption& o, const PlanFormat& format) {
    if (!o.serving || o.replicas <= 0)
        return {};
    const ServingChoice& c = *o.serving;
    const InferenceWorkload& w = c.workload;
    const double q = w.slo_percentile;
    const QString p = percentileText(q, format);
    QStringList out;
    if (c.simulation) {
        const ServingSimulation& s = *c.simulation;
        // The load the percentiles are at, beside the mean figures at the scenario's
        // concurrency that rank the options (a reader saw a p95 below the "mean" and asked why).
        const double groups =
            static_cast<double>(std::max<std::int64_t>(w.attention_data_parallel, 1));
        const double rate = c.simulated_requests_per_second();
        // With the sequences in flight it keeps (Little's law: the rate times the time in the
        // system), which the scenario's concurrency behind the mean figures need not be.
        const double running = s.mean_running * groups;
        // One if-chain, not nested conditionals: lupdate's parser loops on a conditional of
        // translate() calls that carry a plural count.
        QString load;
        if (rate > 0 && !c.disaggregated && running > 0)
            load = QCoreApplication::translate(
                       "ServiceText",
                       "at %1 requests/s, %2 sequence(s) in flight per replica on average", nullptr,
                       pluralCount(running))
                       .arg(format.locale().toString(rate, 'g', 3),
                            format.integer(std::llround(running)));
        else if (rate > 0)
            load = QCoreApplication::translate("ServiceText", "at %1 requests/s")
                       .arg(format.locale().toString(rate, 'g', 3));
        else if (groups > 1) // "group" unexplained where a replica is one (helper walkthrough)
            load = QCoreApplication::translate("ServiceText",
                                               "with %1 request(s) in flight per attention group",
                                               nullptr, pluralCount(c.clients_per_group))
                       .arg(format.integer(static_cast<long long>(c.clients_per_group)));
        else
            load = QCoreApplication::translate("ServiceText",
                                               "with %1 request(s) in flight per replica", nullptr,
                                               pluralCount(c.clients_per_group))
                       .arg(format.integer(static_cast<long long>(c.clients_per_group)));
        //: %1 the load ("at 2 requests/s"), %2 requests simulated, %3 seed, %4 percentile,
        //: %5 %6 %7 times
        out << QCoreApplication::translate(
                   "ServiceText",
                   "Simulated service %1 (%2 requests, seed %3): p%4 time to first token %5, time "
                   "per output token %6, end to end %7.")
                   .arg(load, format.integer(static_cast<long long>(w.simulated_requests)))
                   .arg(w.seed)
                   .arg(p, format.seconds(s.ttft.at(q)), format.seconds(s.tpot.at(q)),
                        format.seconds(s.end_to_end.at(q)));
    } else {
        out << QCoreApplication::translate(
            "ServiceText",
            "Not simulated (only the best options are): its replicas are the analytical "
            "lower bound.");
    }
    // Both rate targets set: the service is sized for the higher (InferenceWorkload::
    // target_rate), which the reader should not have to work out (a walkthrough set 20
    // requests/s beside 20,000 tokens/s of 500-token answers and saw 40 simulated).
    if (w.target_requests_per_second > 0 && w.target_output_tokens_per_second > 0) {
        const double by_tokens = w.target_output_tokens_per_second /
                                 static_cast<double>(std::max<std::int64_t>(w.output_tokens, 1));
        const QString rate = format.locale().toString(w.target_rate(), 'g', 3);
        out << (by_tokens > w.target_requests_per_second
                    //: %1 requests/s, %2 output tokens/s, %3 tokens per answer, %4 requests/s
                    ? QCoreApplication::translate(
                          "ServiceText",
                          "Sized for %1 requests/s, the higher of the two targets: %2 output "
                          "tokens/s in answers of %3 tokens, above the %4 requests/s asked.")
                          .arg(rate,
                               format.locale().toString(w.target_output_tokens_per_second, 'f', 0),
                               format.integer(static_cast<long long>(w.output_tokens)),
                               format.locale().toString(w.target_requests_per_second, 'g', 3))
                    //: %1 requests/s, %2 output tokens/s
                    : QCoreApplication::translate(
                          "ServiceText",
                          "Sized for %1 requests/s, the higher of the two targets (%2 output "
                          "tokens/s asks for less).")
                          .arg(rate, format.locale().toString(w.target_output_tokens_per_second,
                                                              'f', 0)));
    }
    QStringList targets;
    if (w.ttft_target_seconds > 0)
        targets << QCoreApplication::translate("ServiceText", "time to first token ≤ %1")
                       .arg(format.seconds(w.ttft_target_seconds));
    if (w.tpot_target_seconds > 0)
        targets << QCoreApplication::translate("ServiceText", "time per output token ≤ %1")
                       .arg(format.seconds(w.tpot_target_seconds));
    const QString list = targets.join(QCoreApplication::translate("ServiceText", ", "));
    switch (serviceVerdict(o)) {
    case ServiceVerdict::Met:
        //: %1: the targets ("time to first token ≤ 2 s, …"), %2: the percentile
        out << QCoreApplication::translate("ServiceText", "Targets met at p%2: %1.").arg(list, p);
        break;
    case ServiceVerdict::Missed:
        out << QCoreApplication::translate("ServiceText", "Targets missed at p%2: %1.")
                   .arg(list, p);
        break;
    default:
        break;
    }
    // Whole nodes may hold more replicas than the rate needs (16 GPUs at tp 2 for 6 replicas):
    // the figures are those of the replicas needed, the rest idle headroom (helper check,
    // 2026-12-06: the same p95 on 12 and 16 GPUs read as a fault).
    // o.replicas: what the option's whole nodes hold; c.replicas: what the rate needs.
    const int spare =
        c.disaggregated || !c.simulation ? 0 : static_cast<int>(o.replicas - c.replicas);
    if (spare > 0) // lupdate reads the count as a plain name, not a cast
        //: %n spare replicas that the whole nodes of the option hold beyond what the rate needs
        out << QCoreApplication::translate("ServiceText",
                                           "The nodes paid for hold %n more replica(s) than the "
                                           "rate needs: headroom, not counted in these figures.",
                                           "", spare);
    if (c.disaggregated)
        //: %1 the workers ("3 prefill + 1 decode × tp 4"), %2 a time
        out << QCoreApplication::translate("ServiceText",
                                           "Prefill and decode run on workers of their own: %1; "
                                           "each prompt's KV cache is handed over in %2.")
                   .arg(servingLayoutText(o), format.seconds(c.disaggregated->kv_transfer_seconds));
    return joinSentences(out);
}

QString serviceRangeText(const PlanOption& o, const PlanFormat& format,
                         const std::string& currency) {
    if (!o.serving || !o.serving->range || !o.serving->simulation)
        return {};
    const ServingChoice& c = *o.serving;
    const ServingRange& r = *c.range;
    const double q = c.workload.slo_percentile;
    const ServingSimulation& s = *c.simulation;
    const auto span = [&](double fast, double likely, double slow) {
        //: a range of times: %1 fastest, %2 slowest, %3 likely
        return QCoreApplication::translate("ServiceText", "%1–%2 (likely %3)")
            .arg(format.seconds(fast), format.seconds(slow), format.seconds(likely));
    };
    const bool measured = c.performance.prefill_calibration || c.performance.decode_calibration;
    QStringList out;
    //: %1 percentile, %2 and %3 ranges of times ("0.90 s–2.18 s (likely 1.39 s)")
    out << QCoreApplication::translate(
               "ServiceText",
               "At the fastest and slowest credible engine steps these replicas give p%1 time to "
               "first token %2 and time per output token %3.")
               .arg(percentileText(q, format),
                    span(r.fast.ttft_seconds, s.ttft.at(q), r.slow.ttft_seconds),
                    span(r.fast.tpot_seconds, s.tpot.at(q), r.slow.tpot_seconds));
    const bool targets = c.workload.ttft_target_seconds > 0 || c.workload.tpot_target_seconds > 0;
    if (targets && c.meets_targets) {
        if (r.slow.meets_targets)
            out << QCoreApplication::translate("ServiceText", "The targets hold at both ends.");
        else if (r.slow.replicas > c.replicas)
            //: %1 %2 %3 replica counts (fastest, slowest, likely); %4 a cost range
            out << QCoreApplication::translate(
                       "ServiceText",
                       "At the slow end they miss the targets: meeting them takes %1–%2 "
                       "replicas (likely %3), %4.")
                       .arg(format.integer(static_cast<long long>(r.fast.replicas)),
                            format.integer(static_cast<long long>(r.slow.replicas)),
                            format.integer(static_cast<long long>(c.replicas)),
                            format.costRange(o, currency));
        else
            out << QCoreApplication::translate("ServiceText",
                                               "At the slow end they miss the targets.");
    }
    out << (measured
                ? QCoreApplication::translate(
                      "ServiceText", "(From the spread of our own benchmark's measurements.)")
                : QCoreApplication::translate(
                      "ServiceText",
                      "(From the published spread of how efficiently serving software "
                      "computes a prefill and of the memory bandwidth a decode step reaches.)"));
    return joinSentences(out);
}

} // namespace gpuplanner::ui
