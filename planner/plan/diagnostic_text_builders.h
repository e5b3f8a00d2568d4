#pragma once
// How diagnostic_texts.cpp and diagnostic_why_texts.cpp write a code's sentence: its arguments
// ({name} and where its value comes from), the switches between its variants, one sentence or
// several. Internal to planner/plan.
#include "plan/diagnostic_texts.h"

#include <utility>
#include <vector>

namespace gpuplanner::diag_detail {

inline DiagArg num(const char* name, int index, int decimals = 0, bool plus = false) {
    return DiagArg{name, DiagArgKind::Number, index, decimals, plus, ""};
}
inline DiagArg text(const char* name, int index) {
    return DiagArg{name, DiagArgKind::Name, index, 0, false, ""};
}
inline DiagArg field(const char* name, const char* path) {
    return DiagArg{name, DiagArgKind::Field, 0, 0, false, path};
}
inline DiagArg layout(const char* name, int first) {
    return DiagArg{name, DiagArgKind::Layout, first, 0, false, ""};
}
inline DiagSwitch if_number(int index, double above = 0) {
    return DiagSwitch{DiagArgKind::Number, index, above};
}
inline DiagSwitch if_name(int index) {
    return DiagSwitch{DiagArgKind::Name, index, 0};
}

inline DiagText one(const char* tmpl, std::vector<DiagArg> args = {}) {
    return DiagText{{tmpl}, {}, std::move(args)};
}
inline DiagText variants(std::vector<DiagSwitch> switches, std::vector<const char*> templates,
                         std::vector<DiagArg> args) {
    return DiagText{std::move(templates), std::move(switches), std::move(args)};
}

// The sentences of the why codes (an option's reasons: WhyTraining .. WhyTtftNearFloor); empty
// for any other code.
[[nodiscard]] DiagText why_spec_of(DiagCode code);

} // namespace gpuplanner::diag_detail
