#pragma once
// The layouts the training strategy search tries (strategy/strategy.h): tensor sizes that stay
// inside a node and divide the heads, context-parallel sizes for long sequences on stacks that
// run them, every pipeline depth, and the expert-parallel sizes of an MoE model; pinned fields
// stay as the scenario sets them. docs/strategy.md.
#include "strategy/strategy.h"

#include <cstdint>
#include <vector>

namespace gpuplanner {

// Layouts that use `gpus` GPUs exactly (allow_idle false), or, when asked, the largest data
// parallel size for every tensor x context x pipeline triple that leaves GPUs idle.
[[nodiscard]] std::vector<Layout> candidate_layouts(const StrategyQuery& q, std::int64_t gpus,
                                                    bool allow_idle);

} // namespace gpuplanner
