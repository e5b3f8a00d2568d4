#pragma once
// The planner's diagnostics (planner/diagnostics.h) as sentences in the workbench's language:
// the same facts as the planner's English text, written with tr() and the locale's numbers.
#include "diagnostics.h"

#include <QString>

namespace gpuplanner::ui {

[[nodiscard]] QString describe(const Diagnostic& d);

} // namespace gpuplanner::ui
