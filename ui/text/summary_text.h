#pragma once
// The sentences the workbench's summary and the report's executive summary both say, written
// once (translation context "SummaryText"): an option by name, an option in one line, and the
// buy-or-rent verdict.
#include "plan.h"
#include "plan_summary.h"
#include "text/plan_format.h"

#include <QString>

#include <string>

namespace gpuplanner::ui {

// "aws p5.48xlarge (us-east-1)"
[[nodiscard]] QString optionName(const PlanOption& option);
// "aws p5.48xlarge (us-east-1), 8 × h100-sxm, On-demand: 12.0 h, 1,234 USD"
[[nodiscard]] QString optionLine(const PlanOption& option, const std::string& currency,
                                 const PlanFormat& format);
// Whether owning the scenario's machine pays off against the cheapest cloud option, as one
// sentence; empty when the plan has no own machine.
[[nodiscard]] QString buyOrRentText(const PlanSummary& summary, const PlanFormat& format);

} // namespace gpuplanner::ui
