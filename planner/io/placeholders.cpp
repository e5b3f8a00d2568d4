#include "io/placeholders.h"

#include <cctype>

namespace gpuplanner {

namespace {

bool is_name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// The placeholder's name when tmpl[open] starts one ("{name}"), and where it ends.
std::optional<std::string_view> placeholder_at(std::string_view tmpl, std::size_t open) {
    if (tmpl[open] != '{')
        return std::nullopt;
    std::size_t end = open + 1;
    while (end < tmpl.size() && is_name_char(tmpl[end]))
        ++end;
    if (end == open + 1 || end >= tmpl.size() || tmpl[end] != '}')
        return std::nullopt;
    return tmpl.substr(open + 1, end - open - 1);
}

} // namespace

std::vector<std::string> placeholder_names(std::string_view tmpl) {
    std::vector<std::string> out;
    for (std::size_t i = tmpl.find('{'); i != std::string_view::npos; i = tmpl.find('{', i + 1))
        if (const auto name = placeholder_at(tmpl, i)) {
            out.emplace_back(*name);
            i += name->size() + 1;
        }
    return out;
}

std::string
fill_placeholders(std::string_view tmpl,
                  const std::function<std::optional<std::string>(std::string_view)>& value) {
    // Copies the text between placeholders in one piece: every returned option's sentences
    // pass through here (a sixth of a 7B plan's instructions when it went character by
    // character, docs/bench.md).
    std::string out;
    out.reserve(tmpl.size() + 32);
    std::size_t copied = 0;
    for (std::size_t i = tmpl.find('{'); i != std::string_view::npos; i = tmpl.find('{', i + 1)) {
        const auto name = placeholder_at(tmpl, i);
        if (!name)
            continue;
        std::optional<std::string> v = value(*name);
        if (!v)
            continue;
        out.append(tmpl, copied, i - copied);
        out += *v;
        i += name->size() + 1;
        copied = i + 1;
    }
    out.append(tmpl, copied, std::string_view::npos);
    return out;
}

} // namespace gpuplanner
