#pragma once
// The planner's diagnostics (planner/io/diagnostics.h) as sentences in the workbench's language:
// the planner's own template for each code (planner/plan/diagnostic_texts.h), translated, its
// named arguments filled with the locale's numbers and the field table's names.
#include "io/diagnostics.h"
#include "time/performance.h"

#include <QString>

#include <vector>

namespace gpuplanner::ui {

[[nodiscard]] QString describe(const Diagnostic& d);
// The scenario field a diagnostic tells the user to change, as the form's markInvalidField takes
// it ("currency.rates_per_usd"); empty when it names none.
[[nodiscard]] QString diagnosticField(const Diagnostic& d);
// Several diagnostics in one line (an option's why line: parts joined by "; ").
[[nodiscard]] QString describeAll(const std::vector<Diagnostic>& parts, const QString& separator);
// What bounds an option's time ("pipeline bubble"), and where its utilisation comes from.
[[nodiscard]] QString timeTermLabel(TimeTerm term);
[[nodiscard]] QString mfuSourceLabel(MfuSource source);

} // namespace gpuplanner::ui
