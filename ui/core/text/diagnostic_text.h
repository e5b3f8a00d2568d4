#pragma once
// The planner's diagnostics (planner/io/diagnostics.h) as sentences in the workbench's language:
// the same facts as the planner's English text, written with tr() and the locale's numbers.
#include "io/diagnostics.h"
#include "time/performance.h"

#include <QString>

#include <vector>

namespace gpuplanner::ui {

[[nodiscard]] QString describe(const Diagnostic& d);
// Several diagnostics in one line (an option's why line: parts joined by "; ").
[[nodiscard]] QString describeAll(const std::vector<Diagnostic>& parts, const QString& separator);
// What bounds an option's time ("pipeline bubble"), and where its utilisation comes from.
[[nodiscard]] QString timeTermLabel(TimeTerm term);
[[nodiscard]] QString mfuSourceLabel(MfuSource source);

} // namespace gpuplanner::ui
