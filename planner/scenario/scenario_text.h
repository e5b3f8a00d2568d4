#pragma once
// A scenario written as a person reads it: the workbench's saves and the report's Appendix C
// (helper walkthrough, 2026-12-07: both wrote keys in name order, "currency" first and "format"
// in the middle). Format and version first, the title and description, the model, the workload,
// then every section and field in the schema's order (the form's); keys the schema does not name
// follow in name order, and a Hugging Face config inline keeps its own keys in name order.
#include <nlohmann/json.hpp>

#include <string>

namespace gpuplanner {

[[nodiscard]] nlohmann::ordered_json scenario_in_reading_order(const nlohmann::json& scenario);

// scenario_in_reading_order indented by two, ending with a newline (the file's text).
[[nodiscard]] std::string scenario_text(const nlohmann::json& scenario);

} // namespace gpuplanner
