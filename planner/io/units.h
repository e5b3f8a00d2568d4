#pragma once
// Unit constants. Byte quantities are doubles (ZeRO shards divide unevenly); every name carries
// its unit. "GB" in this code base is 10^9 bytes, "GiB" is 2^30 bytes.
#include <cstdint>
#include <limits>

namespace gpuplanner {

inline constexpr double kGB = 1e9;
inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kMiB = 1024.0 * 1024.0;
inline constexpr double kTera = 1e12;
// A year of wall-clock hours (365 days), for reservation terms and amortization.
inline constexpr double kHoursPerYear = 8760.0;

// Counts (GPUs, layers, tokens, sequences) as doubles, for the models' arithmetic.
[[nodiscard]] inline constexpr double d(std::int64_t v) {
    return static_cast<double>(v);
}

// `x` truncated to an integer, NaN as 0, saturating at the int64 range: casting a double outside
// that range is undefined behaviour (a CSV's "1e300" vCPUs).
[[nodiscard]] inline std::int64_t saturating_int64(double x) {
    if (!(x == x))
        return 0;
    if (x >= 9.2e18)
        return std::numeric_limits<std::int64_t>::max();
    if (x <= -9.2e18)
        return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(x);
}

} // namespace gpuplanner
