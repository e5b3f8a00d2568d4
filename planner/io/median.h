#pragma once
// The median of a set of figures: validation's errors, a run log's step times.
#include <algorithm>
#include <optional>
#include <vector>

namespace gpuplanner {

// The middle value (the mean of the two middle ones for an even count); nullopt when empty.
[[nodiscard]] inline std::optional<double> median_of(std::vector<double> values) {
    if (values.empty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace gpuplanner
