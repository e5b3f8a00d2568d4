#pragma once
// The options a plan excluded, grouped by the first constraint each misses, for the warnings
// list and the report: one line per reason, told by the option that missed it least.
#include "plan/plan_types.h"

#include <QString>

#include <vector>

namespace gpuplanner::ui {

struct ExcludedGroup {
    const Diagnostic* closest = nullptr;    // the reason, as the option nearest to meeting it
    std::vector<const PlanOption*> options; // nearest first
    // The reason carries a figure that differs between the options (a time to first token):
    // the line names the nearest one's.
    bool graded = false;
};

// By the reason's code (free-text reasons by their text), the largest group first; inside a
// group by the reason's first figure, smallest first (the time to first token, the time per
// output token, the host RAM needed).
[[nodiscard]] std::vector<ExcludedGroup> groupExcluded(const std::vector<PlanOption>& excluded);

// Where no option is left, the reason that excluded the most, told by the option nearest to
// meeting it (a summary's "See the warnings" alone sent the reader to a list); empty when
// nothing was excluded for a stated reason.
[[nodiscard]] QString mostCommonMissText(const PlanResult& plan);

class PlanFormat;
// One group as a line: "Excluded, 25 option(s); the nearest: …" (the workbench's warnings and
// the report's risks).
[[nodiscard]] QString excludedGroupText(const ExcludedGroup& group, const PlanFormat& format);
// The excluded options the plan counted beyond those it lists (and the groups count); empty
// when it lists them all.
[[nodiscard]] QString excludedBeyondListText(const PlanResult& plan, const PlanFormat& format);

} // namespace gpuplanner::ui
