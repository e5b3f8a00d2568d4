#include "io/number_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace gpuplanner {

std::string format_number(const char* pattern, double v) {
    std::string out;
    const char* p = pattern;
    bool converted = false;
    for (; *p; ++p) {
        if (*p != '%') {
            out += *p;
            continue;
        }
        if (p[1] == '%') {
            out += '%';
            ++p;
            continue;
        }
        const char* q = p + 1;
        const bool plus = *q == '+';
        if (plus)
            ++q;
        if (converted || q[0] != '.' || q[1] < '0' || q[1] > '9' || q[2] != 'f')
            break; // not a pattern this fast path knows
        char buf[400];
        if (plus && !std::signbit(v))
            out += '+';
        const auto r =
            std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, q[1] - '0');
        if (r.ec != std::errc())
            break;
        out.append(buf, r.ptr);
        converted = true;
        p = q + 2;
    }
    if (!*p)
        return out;
    const int n = std::snprintf(nullptr, 0, pattern, v);
    std::string slow(static_cast<std::size_t>(std::max(n, 0)), '\0');
    std::snprintf(slow.data(), slow.size() + 1, pattern, v);
    return slow;
}

std::string bounded_figure(double v, int decimals, bool plus) {
    if (std::isfinite(v) && std::abs(v) >= kLargestPlainFigure)
        return format_number(plus ? "%+.3g" : "%.3g", v);
    const char digits = static_cast<char>('0' + std::clamp(decimals, 0, 9));
    const char with_sign[] = {'%', '+', '.', digits, 'f', '\0'};
    const char without[] = {'%', '.', digits, 'f', '\0'};
    return format_number(plus ? with_sign : without, v);
}

std::string grouped_figure(double v, int decimals) {
    std::string s = bounded_figure(v, decimals);
    if (s.find_first_of("eEn") != std::string::npos) // scientific, inf or nan: as it is
        return s;
    const std::size_t start = s.empty() || s[0] != '-' ? 0 : 1;
    std::size_t end = s.find('.');
    if (end == std::string::npos)
        end = s.size();
    for (std::size_t i = end; i > start + 3; i -= 3)
        s.insert(i - 3, 1, ',');
    return s;
}

} // namespace gpuplanner
