#pragma once
// The sentences about a measured own GPU, shared by the Local GPU tab and the PDF report so both
// say the same thing (translation context "LocalGpu").
#include "core/plan_snapshot.h"
#include "core/text/plan_format.h"

#include <QString>

namespace gpuplanner::ui {

// The device, when and where it was measured, its datasheet entry, the clocks, power and
// temperature during the run, and the precisions not measured (rich text). Needs local_probe.
[[nodiscard]] QString measuredDeviceText(const PlanSnapshot& snap, const PlanFormat& format);
// The scenario's job on the own machine against the fastest and the cheapest cloud option.
[[nodiscard]] QString localComparisonText(const PlanSnapshot& snap, const PlanFormat& format);

} // namespace gpuplanner::ui
