#pragma once
// One number in a message, printf-style, into a string of any length (messages are long).
// Patterns with one "%.Nf" or "%+.Nf" (N a single digit) and any "%%" are written with
// std::to_chars, several times faster than snprintf, which matters where a plan writes a
// sentence per option; any other pattern goes to snprintf. Both give the same text.
#include <string>

namespace gpuplanner {

[[nodiscard]] std::string format_number(const char* pattern, double v);

} // namespace gpuplanner
