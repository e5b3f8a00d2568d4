#pragma once
// What a serving option says about its service, in the reader's language (translation context
// "ServiceText"), for the workbench's summary, its table and the report: the layout in one
// phrase, and the verdict against the targets at their percentile from the simulated service
// (strategy/serving_search.h). Words only: every figure comes from the plan.
#include "core/text/plan_format.h"
#include "plan/plan.h"

#include <QString>

namespace gpuplanner::ui {

// A percentile as the texts write it: "95", "99.9".
[[nodiscard]] QString percentileText(double percentile, const PlanFormat& format);

enum class ServiceVerdict {
    NoTargets,    // the scenario sets no latency target
    Met,          // simulated, every target met at the percentile
    Missed,       // simulated, a target missed
    NotSimulated, // sized by the analytical bounds alone (outside the best options)
};
[[nodiscard]] ServiceVerdict serviceVerdict(const PlanOption& option);
// "met at p95", "missed at p95", "not simulated", "" (no targets).
[[nodiscard]] QString serviceVerdictLabel(const PlanOption& option, const PlanFormat& format);
// "2 × tp 4", "1 × tp 8 × pp 2", "2 × tp 1 × attention dp 8 (ep 8)",
// "3 prefill + 1 decode × tp 4".
[[nodiscard]] QString servingLayoutText(const PlanOption& option);
// One of a service's percentile figures as the table and the report show it: "1.10 s" where the
// option was simulated, "≥ 73 ms" (its analytic floor, one request alone) where it was not.
[[nodiscard]] QString servicePercentileText(const PlanOption& option, double seconds,
                                            const PlanFormat& format);
// One paragraph (plain text): the simulated service's percentiles, the targets and whether they
// hold, and for disaggregated prefill and decode the workers and the KV cache's hand-over.
// Empty for an option that is not a service.
[[nodiscard]] QString serviceVerdictText(const PlanOption& option, const PlanFormat& format);

// How sure a simulated service is (strategy/serving_range.h), plain text without a label (the
// tooltip and the report put their own "How sure:" before it): its percentiles on the
// planned replicas at the fastest and slowest credible engine steps, whether the targets hold
// there, and the replicas and cost meeting them takes at each end. Empty where nothing was
// simulated.
[[nodiscard]] QString serviceRangeText(const PlanOption& option, const PlanFormat& format,
                                       const std::string& currency);

} // namespace gpuplanner::ui
