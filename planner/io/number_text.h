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

} // namespace gpuplanner
