#pragma once
// Calendar dates as the catalogs write them (YYYY-MM-DD, UTC) and the one staleness rule for
// prices: older than six months (183 days) against the plan's "today".
#include <optional>
#include <string>

namespace gpuplanner {

inline constexpr long kPriceStaleDays = 183; // "prices older than six months"

// Days since 1970-01-01 for a YYYY-MM-DD date; nullopt if malformed.
[[nodiscard]] std::optional<long> days_since_epoch(const std::string& date);

// Whether `date` is more than `max_days` (kPriceStaleDays unless the scenario's
// constraints.max_price_age_days says otherwise) before `today` (false when either is malformed).
[[nodiscard]] bool is_stale(const std::string& date, const std::string& today,
                            double max_days = kPriceStaleDays);

} // namespace gpuplanner
