#include "plan/plan_types.h"

#include <utility>

namespace gpuplanner {

std::optional<SortKey> sort_key_from_string(const std::string& s) {
    if (s == "cost")
        return SortKey::Cost;
    if (s == "time")
        return SortKey::Time;
    if (s == "cost_time")
        return SortKey::CostTime;
    return std::nullopt;
}

void say(std::vector<std::string>& texts, std::vector<Diagnostic>& codes, Diagnostic d) {
    texts.push_back(d.text);
    codes.push_back(std::move(d));
}

std::string join_texts(const std::vector<Diagnostic>& parts) {
    std::size_t size = 0;
    for (const Diagnostic& p : parts)
        size += p.text.size() + 2;
    std::string out;
    out.reserve(size); // one allocation: every returned option writes its why line
    for (const Diagnostic& p : parts) {
        if (!out.empty())
            out += "; ";
        out += p.text;
    }
    return out;
}

double PlanOption::ttft_at_target_percentile() const {
    return serving ? serving->judged_ttft() : ttft_seconds;
}

double PlanOption::tpot_at_target_percentile() const {
    return serving ? serving->judged_tpot() : tpot_seconds;
}

} // namespace gpuplanner
