#pragma once
// Writing JSON without holding all of it: a document whose one large array (a plan's options) is
// written element by element, so `gpuplan plan --all --json` on a 100,000-offering catalog needs
// the memory of one option's JSON at a time, not of a 400 MB tree. The layout is that of
// nlohmann's dump(2).
#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <functional>
#include <ostream>
#include <string>

namespace gpuplanner {

// `j` as text; a string that is not valid UTF-8 (a file name from the command line) comes out
// with U+FFFD for its bad bytes instead of throwing (nlohmann's type_error.316).
[[nodiscard]] std::string json_text(const nlohmann::json& j, int indent = 2);

// Writes the object `head` with one more member, `key`, an array of `count` elements made one
// at a time by `element(i)`; members in nlohmann's (sorted) order, then a newline.
void write_json_with_array(std::ostream& out, const nlohmann::json& head, const std::string& key,
                           std::size_t count,
                           const std::function<nlohmann::json(std::size_t)>& element);

} // namespace gpuplanner
