#pragma once
// One number in a message, printf-style, into a string of any length (messages are long).
// Patterns with one "%.Nf" or "%+.Nf" (N a single digit) and any "%%" are written with
// std::to_chars, several times faster than snprintf, which matters where a plan writes a
// sentence per option; any other pattern goes to snprintf. Both give the same text.
#include <string>

namespace gpuplanner {

[[nodiscard]] std::string format_number(const char* pattern, double v);

// Figures a person reads (hours, costs, percentages): at or past kLargestPlainFigure they are
// written with three significant digits in scientific notation ("1.23e+46"), not as 47 digits
// (issue #24: a spot job's expected hours, a 230-digit rework percentage). Below it, `decimals`
// after the point (and a sign with `plus`).
inline constexpr double kLargestPlainFigure = 1e9;
[[nodiscard]] std::string bounded_figure(double v, int decimals, bool plus = false);
// The same with the integer digits in groups of three, "6,313" (files a person reads, such as
// the launch README, in English and Chinese alike, as the report writes them).
[[nodiscard]] std::string grouped_figure(double v, int decimals);

// The precision a duration in hours is shown at, in hours, as every front end writes it: 0 below
// half a minute ("<1 min"), a minute under an hour, 0.1 h under 100 h, an hour under 90 days, a
// day beyond. Times that round to the same figure read the same (the summary's "fastest").
[[nodiscard]] constexpr double displayed_hours_step(double hours) {
    return hours * 60 < 0.5    ? 0.0
           : hours < 1         ? 1.0 / 60
           : hours < 100       ? 0.1
           : hours < 24.0 * 90 ? 1.0
                               : 24.0;
}

} // namespace gpuplanner
