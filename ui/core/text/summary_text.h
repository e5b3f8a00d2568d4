#pragma once
// The sentences the workbench's summary and the report's executive summary both say, written
// once (translation context "SummaryText"): an option by name, an option in one line, and the
// buy-or-rent verdict.
#include "core/plan_snapshot.h"
#include "core/text/plan_format.h"
#include "plan/plan.h"
#include "plan/plan_summary.h"

#include <QString>

#include <string>

namespace gpuplanner::ui {

// An option's provider, instance and region as shown: the catalog's names, or for the scenario's
// own machine words in the reader's language (the planner names it "local", "owned 1 x ...").
[[nodiscard]] QString optionProvider(const PlanOption& option);
[[nodiscard]] QString optionInstance(const PlanOption& option);
[[nodiscard]] QString optionRegion(const PlanOption& option);
// Where its price comes from (the own machine: the scenario itself).
[[nodiscard]] QString optionSource(const PlanOption& option);
// "aws p5.48xlarge (us-east-1)"
[[nodiscard]] QString optionName(const PlanOption& option);
// "aws p5.48xlarge (us-east-1), 8 × h100-sxm, On-demand: 12.0 h, 1,234 USD"
[[nodiscard]] QString optionLine(const PlanOption& option, const std::string& currency,
                                 const PlanFormat& format);
// Why options listed as faster than the summary's "fastest" are not it (spot for a service, or
// as fast within the plan's error at a higher price or with a term commitment,
// planner/plan/plan_summary.h), naming the shortest time listed; empty when none reads faster.
[[nodiscard]] QString fastestNote(const PlanResult& plan, const PlanSummary& summary,
                                  const PlanFormat& format);
// Whether owning the scenario's machine pays off against the cheapest cloud option, as one
// sentence; empty when the plan has no own machine.
[[nodiscard]] QString buyOrRentText(const PlanSummary& summary, const PlanFormat& format);
// Memory per GPU as the workbench's summary and the report both state it, each figure with the
// option and strategy it belongs to: the recommended (cheapest) option's, the option with the
// fewest GPUs (optimizer offload named), and how many GPU types fit at some layout. Without
// options: the scenario's own layout, unless `withScenarioTotal` is false (the report, which
// said it just before: helper walkthrough, 2026-12-06). Rich text (the figures in bold).
[[nodiscard]] QString memorySummaryText(const PlanSnapshot& snapshot, const PlanFormat& format,
                                        bool withScenarioTotal = true);
// When the plan returned a bounded set (planner/plan/plan.h: the best kShownTop, the Pareto front
// and a sample of the rest) rather than every option: how many are shown of how many; else empty.
[[nodiscard]] QString shownOptionsText(const PlanResult& plan, const PlanFormat& format);

} // namespace gpuplanner::ui
