#include "io/json_stream.h"

#include <nlohmann/json.hpp>

#include <map>

namespace gpuplanner {
namespace {

// `text` (one dumped value) with every line after the first indented by `spaces`: JSON text
// holds no raw newline inside a string, so each '\n' starts a line of the layout.
void write_indented(std::ostream& out, const std::string& text, std::size_t spaces) {
    const std::string pad(spaces, ' ');
    std::size_t start = 0;
    for (std::size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', start)) {
        out.write(text.data() + start, static_cast<std::streamsize>(nl + 1 - start));
        out << pad;
        start = nl + 1;
    }
    out.write(text.data() + start, static_cast<std::streamsize>(text.size() - start));
}

} // namespace

std::string json_text(const nlohmann::json& j, int indent) {
    return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

void write_json_with_array(std::ostream& out, const nlohmann::json& head, const std::string& key,
                           std::size_t count,
                           const std::function<nlohmann::json(std::size_t)>& element) {
    // The members in the order nlohmann writes an object (std::map: sorted by key).
    std::map<std::string, const nlohmann::json*> members;
    for (auto it = head.begin(); it != head.end(); ++it)
        members.emplace(it.key(), &it.value());
    members.emplace(key, nullptr);
    out << "{";
    bool first = true;
    for (const auto& [name, value] : members) {
        out << (first ? "\n  " : ",\n  ") << json_text(nlohmann::json(name)) << ": ";
        first = false;
        if (value) {
            write_indented(out, json_text(*value), 2);
            continue;
        }
        if (count == 0) {
            out << "[]";
            continue;
        }
        out << "[";
        for (std::size_t i = 0; i < count; ++i) {
            out << (i ? ",\n    " : "\n    ");
            write_indented(out, json_text(element(i)), 4);
        }
        out << "\n  ]";
    }
    out << (first ? "}\n" : "\n}\n");
}

} // namespace gpuplanner
