#pragma once
// Templates with named placeholders ("misses the {deadline} h deadline"): the planner writes its
// English once as such a template (diagnostics, input problems), and each front end fills the
// template, or its translation, with the values in its own words and numbers.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

// The {name} placeholders of a template (letters, digits and '_'), in order.
[[nodiscard]] std::vector<std::string> placeholder_names(std::string_view tmpl);
// A template with each {name} replaced by value(name), in one pass (a value is never read for
// placeholders again); a placeholder value() has no text for is left as it is.
[[nodiscard]] std::string
fill_placeholders(std::string_view tmpl,
                  const std::function<std::optional<std::string>(std::string_view)>& value);

} // namespace gpuplanner
