#pragma once
// The simulated service of a serving option as JSON (docs/formats.md, "service"): the load it
// was simulated at, the percentiles of TTFT, TPOT, ITL and end-to-end latency, throughput and
// goodput, and whether the targets hold.
#include "strategy/serving_search.h"

#include <nlohmann/json.hpp>

namespace gpuplanner {

[[nodiscard]] nlohmann::json latency_json(const LatencyPercentiles& p);
[[nodiscard]] nlohmann::json service_json(const ServingChoice& c);

} // namespace gpuplanner
