#include "io/length_trace.h"

#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>

namespace gpuplanner {

namespace {

// Column names traces use for the two figures (compared without case, '_' or ' ').
const char* const kPromptNames[] = {"prompttokens", "inputtokens", "contexttokens", "inputlen",
                                    "promptlen",    "prompt",      "input"};
const char* const kOutputNames[] = {"outputtokens", "generatedtokens", "completiontokens",
                                    "outputlen",    "output",          "completion"};

std::string folded(std::string_view s) {
    std::string out;
    for (char c : s)
        if (c != '_' && c != ' ' && c != '"')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

template <std::size_t N> bool one_of(const std::string& name, const char* const (&names)[N]) {
    return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

std::vector<std::string> split(const std::string& line) {
    const char sep = line.find('\t') != std::string::npos ? '\t' : ',';
    std::vector<std::string> out;
    std::string cell;
    std::istringstream in(line);
    while (std::getline(in, cell, sep)) {
        while (!cell.empty() && std::isspace(static_cast<unsigned char>(cell.back())))
            cell.pop_back();
        const auto start = cell.find_first_not_of(" \t");
        out.push_back(start == std::string::npos ? std::string() : cell.substr(start));
    }
    return out;
}

bool whole_number(const std::string& cell, std::int64_t& value) {
    const char* b = cell.data();
    const char* e = cell.data() + cell.size();
    const auto [end, ec] = std::from_chars(b, e, value);
    return ec == std::errc() && end == e;
}

void check(std::int64_t v, std::int64_t max_tokens, const std::string& path,
           const std::string& where) {
    if (v < 1 || v > max_tokens)
        throw InputError(
            path, where,
            input_problem(InputProblemCode::TraceTokenRange,
                          {{"max", std::to_string(max_tokens)}, {"value", std::to_string(v)}}));
}

std::vector<std::pair<std::int64_t, std::int64_t>>
from_json(const nlohmann::json& j, const std::string& path, std::int64_t max_tokens) {
    if (!j.is_array() || j.empty())
        throw InputError(path, "", input_problem(InputProblemCode::TraceNotList));
    if (j.size() > kMaxLengthTraceRows)
        throw InputError(path, "", input_problem(InputProblemCode::TraceTooManyRequests));
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    out.reserve(j.size());
    for (std::size_t i = 0; i < j.size(); ++i) {
        const nlohmann::json& e = j[i];
        const std::string where = "[" + std::to_string(i) + "]";
        const nlohmann::json* p = nullptr;
        const nlohmann::json* o = nullptr;
        if (e.is_array() && e.size() == 2) {
            p = &e[0];
            o = &e[1];
        } else if (e.is_object()) {
            for (const auto& [k, v] : e.items()) {
                const std::string name = folded(k);
                if (one_of(name, kPromptNames))
                    p = &v;
                else if (one_of(name, kOutputNames))
                    o = &v;
            }
        }
        if (!p || !o || !p->is_number_integer() || !o->is_number_integer())
            throw InputError(path, where, input_problem(InputProblemCode::TraceEntryShape));
        out.emplace_back(p->get<std::int64_t>(), o->get<std::int64_t>());
        check(out.back().first, max_tokens, path, where);
        check(out.back().second, max_tokens, path, where);
    }
    return out;
}

} // namespace

std::vector<std::pair<std::int64_t, std::int64_t>> read_length_trace(const std::string& path,
                                                                     std::int64_t max_tokens) {
    const std::string text = read_input_file(path, 256u * 1024u * 1024u);
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        throw InputError(path, "", input_problem(InputProblemCode::TraceEmpty));
    if (text[first] == '[' || text[first] == '{')
        return from_json(parse_json_text(text, path), path, max_tokens);
    // A table: the header (when the first line is not numbers) names the columns.
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    std::istringstream in(text);
    std::string line;
    std::size_t number = 0, prompt_col = 0, output_col = 1;
    bool header_seen = false;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos)
            continue;
        const std::vector<std::string> cells = split(line);
        const std::string where = "line " + std::to_string(number);
        std::int64_t probe = 0;
        if (!header_seen && out.empty() && !cells.empty() && !whole_number(cells[0], probe)) {
            header_seen = true;
            bool p = false, o = false;
            for (std::size_t c = 0; c < cells.size(); ++c) {
                const std::string name = folded(cells[c]);
                if (!p && one_of(name, kPromptNames)) {
                    prompt_col = c;
                    p = true;
                } else if (!o && one_of(name, kOutputNames)) {
                    output_col = c;
                    o = true;
                }
            }
            if (!p || !o)
                throw InputError(path, where, input_problem(InputProblemCode::TraceHeaderColumns));
            continue;
        }
        std::int64_t p = 0, o = 0;
        if (cells.size() <= std::max(prompt_col, output_col) ||
            !whole_number(cells[prompt_col], p) || !whole_number(cells[output_col], o))
            throw InputError(path, where, input_problem(InputProblemCode::TraceRowNumbers));
        check(p, max_tokens, path, where);
        check(o, max_tokens, path, where);
        if (out.size() == kMaxLengthTraceRows)
            throw InputError(path, where, input_problem(InputProblemCode::TraceTooManyRequests));
        out.emplace_back(p, o);
    }
    if (out.empty())
        throw InputError(path, "", input_problem(InputProblemCode::TraceNoRequest));
    return out;
}

} // namespace gpuplanner
