#pragma once
// Planner results as JSON (the CLI's --json contract, docs/formats.md). Bytes are integers.
#include "catalog/offerings.h"
#include "hardware/hardware.h"
#include "memory/memory.h"
#include "model/model.h"
#include "plan/plan_types.h"
#include "scenario/scenario.h"
#include "strategy/fit.h"

#include <nlohmann/json_fwd.hpp>

namespace gpuplanner {

[[nodiscard]] nlohmann::json model_summary_json(const ModelSpec& m, std::int64_t context);
[[nodiscard]] nlohmann::json memory_json(const MemoryBreakdown& m);
[[nodiscard]] nlohmann::json gpu_json(const GpuSpec& g);
[[nodiscard]] nlohmann::json fit_json(const GpuFit& f, const GpuSpec& g);
[[nodiscard]] nlohmann::json layout_json(const Layout& l);
[[nodiscard]] nlohmann::json workload_json(const Workload& w);
[[nodiscard]] nlohmann::json offering_json(const Offering& o);
// The strategy the search chose for an option: every field, the time terms, the runner-up.
[[nodiscard]] nlohmann::json strategy_json(const StrategyResult& r);
[[nodiscard]] nlohmann::json plan_option_json(const PlanOption& o, const std::string& currency);
// A plan's JSON without "options": callers write those one at a time (json_stream.h,
// write_json_with_array with plan_option_json), so --all needs no tree of them.
[[nodiscard]] nlohmann::json plan_json_without_options(const PlanResult& r);
[[nodiscard]] nlohmann::json probe_comparison_json(const std::vector<ProbeComparisonRow>& rows);

} // namespace gpuplanner
