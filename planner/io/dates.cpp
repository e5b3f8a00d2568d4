#include "io/dates.h"

#include <cstdio>

namespace gpuplanner {

// Howard Hinnant's days_from_civil.
std::optional<long> days_since_epoch(const std::string& date) {
    int y = 0, m = 0, dd = 0;
    if (date.size() != 10 || std::sscanf(date.c_str(), "%4d-%2d-%2d", &y, &m, &dd) != 3)
        return std::nullopt;
    y -= m <= 2;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153u * static_cast<unsigned>(m + (m > 2 ? -3 : 9)) + 2) / 5 +
                         static_cast<unsigned>(dd) - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long>(doe) - 719468;
}

bool is_stale(const std::string& date, const std::string& today) {
    const auto d = days_since_epoch(date);
    const auto t = days_since_epoch(today);
    return d && t && *t - *d > kPriceStaleDays;
}

} // namespace gpuplanner
