#include "io/dates.h"

#include <cstddef>

namespace gpuplanner {

// Howard Hinnant's days_from_civil.
std::optional<long> days_since_epoch(const std::string& date) {
    // YYYY-MM-DD by hand: sscanf was 4% of a plan's instructions (one call per offering's
    // as-of date, docs/bench.md).
    if (date.size() != 10 || date[4] != '-' || date[7] != '-')
        return std::nullopt;
    const auto digits = [&](std::size_t from, std::size_t count) -> int {
        int v = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (date[i] < '0' || date[i] > '9')
                return -1;
            v = v * 10 + (date[i] - '0');
        }
        return v;
    };
    int y = digits(0, 4), m = digits(5, 2), dd = digits(8, 2);
    if (y < 0 || m < 0 || dd < 0)
        return std::nullopt;
    y -= m <= 2;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153u * static_cast<unsigned>(m + (m > 2 ? -3 : 9)) + 2) / 5 +
                         static_cast<unsigned>(dd) - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long>(doe) - 719468;
}

bool is_stale(const std::string& date, const std::string& today, double max_days) {
    const auto d = days_since_epoch(date);
    const auto t = days_since_epoch(today);
    return d && t && static_cast<double>(*t - *d) > max_days;
}

} // namespace gpuplanner
