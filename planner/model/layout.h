#pragma once
// A parallel layout: how many GPUs each dimension spans. The one layout type of the planner (the
// fit, the strategy search, the plan's options, the output), with the one English formatter the
// CLI and the planner's sentences use; the workbench and the report write it through
// PlanFormat::layout (ui/core/text/plan_format.h) in the user's language.
#include <cstdint>
#include <string>

namespace gpuplanner {

struct Layout {
    std::int64_t data = 1;     // data-parallel replicas
    std::int64_t tensor = 1;   // tensor parallelism (within a node's NVLink domain)
    std::int64_t pipeline = 1; // pipeline stages
    std::int64_t context = 1;  // context parallelism: GPUs that share each sequence
    // Expert parallelism: GPUs of the data x context group that split a mixture-of-experts
    // model's routed experts between them (Megatron-Core folds it into that group, so it adds
    // no GPUs); the rest of each layer stays replicated over the group.
    std::int64_t expert = 1;
    [[nodiscard]] std::int64_t gpus() const { return data * tensor * pipeline * context; }
    [[nodiscard]] bool operator==(const Layout& o) const {
        return data == o.data && tensor == o.tensor && pipeline == o.pipeline &&
               context == o.context && expert == o.expert;
    }
    [[nodiscard]] bool operator!=(const Layout& o) const { return !(*this == o); }
};

// "dp 2 x tp 4 x pp 8", with " x cp 2" when context parallelism is used and " (ep 8)" when
// expert parallelism is (it divides the data x context group rather than adding GPUs).
[[nodiscard]] std::string layout_text(const Layout& l);

} // namespace gpuplanner
