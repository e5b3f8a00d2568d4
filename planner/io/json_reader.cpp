#include "io/json_reader.h"

#include "io/translatable.h"
#include "io/utf8.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <unordered_set>

namespace gpuplanner {

using nlohmann::json;

namespace {

// Nesting deeper than this is hostile input, not a scenario; refusing it early keeps the
// recursive parser far from stack exhaustion.
constexpr int kMaxDepth = 64;

// The kind of a JSON value, in the words the "{found}" of an input problem holds (translated by
// the front ends in the same context).
std::string type_name(const json& v) {
    switch (v.type()) {
    case json::value_t::null:
        return GPUPLANNER_TEXT("InputProblem", "null");
    case json::value_t::boolean:
        return GPUPLANNER_TEXT("InputProblem", "a boolean");
    case json::value_t::string:
        return GPUPLANNER_TEXT("InputProblem", "a string");
    case json::value_t::array:
        return GPUPLANNER_TEXT("InputProblem", "an array");
    case json::value_t::object:
        return GPUPLANNER_TEXT("InputProblem", "an object");
    case json::value_t::discarded:
        return GPUPLANNER_TEXT("InputProblem", "invalid");
    default:
        return GPUPLANNER_TEXT("InputProblem", "a number");
    }
}

InputProblem found(InputProblemCode code, const json& v) {
    return input_problem(code, {{"found", type_name(v)}});
}

} // namespace

InputProblem found_input_problem(InputProblemCode code, const json& value) {
    return found(code, value);
}

std::optional<InputProblem> identifier_input_problem(std::string_view value) {
    const auto bad = find_unsafe_character(value);
    if (!bad)
        return std::nullopt;
    char code[16];
    if (bad->not_utf8)
        std::snprintf(code, sizeof code, "0x%02X", static_cast<unsigned>(bad->code_point));
    else
        std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(bad->code_point));
    return input_problem(bad->not_utf8 ? InputProblemCode::NotUtf8Byte
                                       : InputProblemCode::InvisibleCharacter,
                         {{"code", code}, {"position", std::to_string(bad->position)}});
}

std::optional<std::string> identifier_problem(std::string_view value) {
    if (auto problem = identifier_input_problem(value))
        return input_problem_english(*problem);
    return std::nullopt;
}

void check_identifier(const std::string& file, const std::string& field, std::string_view value) {
    if (auto problem = identifier_input_problem(value))
        throw InputError(file, field, std::move(*problem));
}

bool is_iso_date(const std::string& s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (s[i] < '0' || s[i] > '9')
            return false;
    // A real calendar day (not 2024-13-01 or 9999-99-99).
    const int year = std::stoi(s.substr(0, 4));
    const int month = std::stoi(s.substr(5, 2));
    const int day = std::stoi(s.substr(8, 2));
    if (month < 1 || month > 12 || day < 1)
        return false;
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return day <= days[month - 1] + (month == 2 && leap ? 1 : 0);
}

InputProblem date_input_problem(const std::string& s) {
    const bool shaped =
        s.size() == 10 && s[4] == '-' && s[7] == '-' &&
        std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || c == '-'; });
    if (shaped)
        return input_problem(InputProblemCode::NotACalendarDay, {{"value", s}});
    return input_problem(InputProblemCode::ExpectedDate, {{"value", valid_utf8(s)}});
}

std::string date_problem(const std::string& s) {
    return is_iso_date(s) ? std::string() : input_problem_english(date_input_problem(s));
}

std::string format_number(double value) {
    std::ostringstream out;
    out.precision(std::numeric_limits<double>::max_digits10 - 2);
    out << value;
    return out.str();
}

json parse_json_text(const std::string& text, const std::string& origin) {
    int depth = 0;
    bool too_deep = false;
    // Where the parser is (one frame per open object or array) and the keys each object has had:
    // a key given twice is refused (every reader is strict: "last one wins" would hide a typo).
    struct Frame {
        bool object = false;
        std::unordered_set<std::string> keys; // a hash set: an object of a million keys stays fast
        std::string key;
    };
    std::vector<Frame> frames;
    std::string duplicate_path;
    const auto path = [&] {
        std::string p;
        for (const Frame& f : frames)
            p += f.object ? (p.empty() ? "" : ".") + f.key : std::string("[]");
        return p;
    };
    const json::parser_callback_t limit_depth = [&](int d, json::parse_event_t event,
                                                    json& parsed) {
        if (event == json::parse_event_t::object_start || event == json::parse_event_t::array_start)
            depth = d;
        if (d > kMaxDepth)
            too_deep = true;
        if (too_deep || !duplicate_path.empty())
            return false;
        switch (event) {
        case json::parse_event_t::object_start:
            frames.push_back({true, {}, {}});
            break;
        case json::parse_event_t::array_start:
            frames.push_back({false, {}, {}});
            break;
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end:
            if (!frames.empty())
                frames.pop_back();
            break;
        case json::parse_event_t::key:
            if (!frames.empty() && parsed.is_string()) {
                Frame& f = frames.back();
                f.key = parsed.get<std::string>();
                if (!f.keys.insert(f.key).second)
                    duplicate_path = path();
            }
            break;
        default:
            break;
        }
        return duplicate_path.empty();
    };
    try {
        json value = json::parse(text, limit_depth, true, false);
        if (too_deep)
            throw InputError(
                origin, "",
                input_problem(InputProblemCode::TooDeep, {{"levels", std::to_string(kMaxDepth)}}));
        if (!duplicate_path.empty())
            throw InputError(origin, duplicate_path, input_problem(InputProblemCode::GivenTwice));
        return value;
    } catch (const json::exception& e) {
        // nlohmann's text starts with "[json.exception.parse_error.101] parse error at line 1,
        // ...".
        std::string what = e.what();
        const auto pos = what.find("] ");
        if (pos != std::string::npos)
            what = what.substr(pos + 2);
        throw InputError(origin, "",
                         input_problem(InputProblemCode::MalformedJson, {{"detail", what}}));
    }
}

std::string read_input_file(const std::string& path, std::size_t max_bytes) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st))
        throw InputError(path, "", input_problem(InputProblemCode::CannotOpen));
    if (fs::is_directory(st))
        throw InputError(path, "", input_problem(InputProblemCode::IsFolder));
    // A FIFO would block and /dev/zero never ends: only regular files are read.
    if (!fs::is_regular_file(st))
        throw InputError(path, "", input_problem(InputProblemCode::NotRegularFile));
    const auto limit_text = [&] {
        return max_bytes >= 1024u * 1024u ? std::to_string(max_bytes / (1024u * 1024u)) + " MiB"
                                          : std::to_string(max_bytes) + " bytes";
    };
    const auto size = fs::file_size(path, ec);
    if (!ec && size > max_bytes)
        throw InputError(path, "",
                         input_problem(InputProblemCode::FileTooLarge, {{"limit", limit_text()}}));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path, "", input_problem(InputProblemCode::CannotOpen));
    // In chunks, never past the limit and one byte, whatever the size said (a file that grows).
    std::string text;
    text.reserve(ec ? 0 : static_cast<std::size_t>(std::min<std::uintmax_t>(size, max_bytes)));
    char chunk[65536];
    while (in) {
        in.read(chunk, sizeof chunk);
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
        if (text.size() > max_bytes)
            throw InputError(
                path, "", input_problem(InputProblemCode::FileTooLarge, {{"limit", limit_text()}}));
    }
    if (in.bad())
        throw InputError(path, "", input_problem(InputProblemCode::CannotRead));
    return text;
}

json parse_json_file(const std::string& path) {
    return parse_json_text(read_input_file(path, kMaxJsonFileBytes), path);
}

JsonObjectReader::JsonObjectReader(const json& value, std::string file, std::string path)
    : value_(value)
    , file_(std::move(file))
    , path_(std::move(path)) {
    if (!value_.is_object())
        throw InputError(file_, path_, found(InputProblemCode::ExpectedObject, value_));
}

std::string JsonObjectReader::path_of(const std::string& key) const {
    return path_.empty() ? key : path_ + "." + key;
}

void JsonObjectReader::fail(const std::string& key, const std::string& problem) const {
    throw InputError(file_, key.empty() ? path_ : path_of(key), problem);
}

void JsonObjectReader::fail(const std::string& key, InputProblem problem) const {
    throw InputError(file_, key.empty() ? path_ : path_of(key), std::move(problem));
}

bool JsonObjectReader::has(const std::string& key) const {
    const auto it = value_.find(key);
    return it != value_.end() && !it->is_null();
}

const json* JsonObjectReader::find(const std::string& key) {
    read_.insert(key);
    const auto it = value_.find(key);
    if (it == value_.end() || it->is_null())
        return nullptr;
    return &*it;
}

const json* JsonObjectReader::raw(const std::string& key) {
    return find(key);
}

std::optional<double> JsonObjectReader::optional_number(const std::string& key, double min,
                                                        double max) {
    const json* v = find(key);
    if (!v)
        return std::nullopt;
    if (!v->is_number())
        fail(key, found(InputProblemCode::ExpectedNumber, *v));
    const double x = v->get<double>();
    if (!std::isfinite(x))
        fail(key, input_problem(InputProblemCode::NotFinite));
    if (x < min || x > max)
        fail(key, input_problem(InputProblemCode::OutOfRange, {{"value", format_number(x)},
                                                               {"min", format_number(min)},
                                                               {"max", format_number(max)}}));
    return x;
}

double JsonObjectReader::number(const std::string& key, double min, double max) {
    const auto x = optional_number(key, min, max);
    if (!x)
        fail(key, input_problem(InputProblemCode::MissingNumber));
    return *x;
}

double JsonObjectReader::number_or(const std::string& key, double fallback, double min,
                                   double max) {
    return optional_number(key, min, max).value_or(fallback);
}

std::optional<std::int64_t> JsonObjectReader::optional_integer(const std::string& key,
                                                               std::int64_t min, std::int64_t max) {
    const json* v = find(key);
    if (!v)
        return std::nullopt;
    if (!v->is_number())
        fail(key, found(InputProblemCode::ExpectedInteger, *v));
    std::int64_t n = 0;
    if (v->is_number_integer()) {
        if (v->is_number_unsigned() &&
            v->get<std::uint64_t>() >
                static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            fail(key, input_problem(InputProblemCode::IntegerTooLarge));
        n = v->get<std::int64_t>();
    } else {
        // Accept 2e12 or 7.0 when the value is integral; reject 1.5.
        const double x = v->get<double>();
        if (!std::isfinite(x) || std::floor(x) != x || std::fabs(x) > 9.0e18)
            fail(key,
                 input_problem(InputProblemCode::ExpectedInteger, {{"found", format_number(x)}}));
        n = static_cast<std::int64_t>(x);
    }
    if (n < min || n > max)
        fail(key, input_problem(InputProblemCode::OutOfRange, {{"value", std::to_string(n)},
                                                               {"min", std::to_string(min)},
                                                               {"max", std::to_string(max)}}));
    return n;
}

std::int64_t JsonObjectReader::integer(const std::string& key, std::int64_t min, std::int64_t max) {
    const auto n = optional_integer(key, min, max);
    if (!n)
        fail(key, input_problem(InputProblemCode::MissingInteger));
    return *n;
}

std::int64_t JsonObjectReader::integer_or(const std::string& key, std::int64_t fallback,
                                          std::int64_t min, std::int64_t max) {
    return optional_integer(key, min, max).value_or(fallback);
}

std::string JsonObjectReader::string(const std::string& key) {
    const json* v = find(key);
    if (!v)
        fail(key, input_problem(InputProblemCode::MissingString));
    if (!v->is_string())
        fail(key, found(InputProblemCode::ExpectedString, *v));
    return v->get<std::string>();
}

std::string JsonObjectReader::string_or(const std::string& key, const std::string& fallback) {
    return has(key) ? string(key) : (read_.insert(key), fallback);
}

std::string JsonObjectReader::choice(const std::string& key,
                                     const std::vector<std::string>& allowed) {
    const std::string s = identifier(key); // the message below quotes it
    for (const auto& a : allowed)
        if (a == s)
            return s;
    std::string list;
    for (const auto& a : allowed)
        list += (list.empty() ? "" : ", ") + a;
    fail(key, input_problem(InputProblemCode::UnknownValue, {{"value", s}, {"allowed", list}}));
}

std::string JsonObjectReader::choice_or(const std::string& key,
                                        const std::vector<std::string>& allowed,
                                        const std::string& fallback) {
    if (!has(key)) {
        read_.insert(key);
        return fallback;
    }
    return choice(key, allowed);
}

bool JsonObjectReader::boolean_or(const std::string& key, bool fallback) {
    const json* v = find(key);
    if (!v)
        return fallback;
    if (!v->is_boolean())
        fail(key, found(InputProblemCode::ExpectedBoolean, *v));
    return v->get<bool>();
}

std::vector<std::string> JsonObjectReader::string_list(const std::string& key) {
    const json* v = find(key);
    std::vector<std::string> out;
    if (!v)
        return out;
    if (!v->is_array())
        fail(key, found(InputProblemCode::ExpectedStringArray, *v));
    for (std::size_t i = 0; i < v->size(); ++i) {
        if (!(*v)[i].is_string())
            throw InputError(file_, path_of(key) + "[" + std::to_string(i) + "]",
                             found(InputProblemCode::ExpectedString, (*v)[i]));
        out.push_back((*v)[i].get<std::string>());
    }
    return out;
}

std::string JsonObjectReader::identifier(const std::string& key) {
    std::string s = string(key);
    check_identifier(file_, path_of(key), s);
    return s;
}

std::string JsonObjectReader::identifier_or(const std::string& key, const std::string& fallback) {
    return has(key) ? identifier(key) : (read_.insert(key), fallback);
}

std::vector<std::string> JsonObjectReader::identifier_list(const std::string& key) {
    std::vector<std::string> out = string_list(key);
    for (std::size_t i = 0; i < out.size(); ++i)
        check_identifier(file_, path_of(key) + "[" + std::to_string(i) + "]", out[i]);
    return out;
}

JsonObjectReader JsonObjectReader::object(const std::string& key) {
    const json* v = find(key);
    if (!v)
        fail(key, input_problem(InputProblemCode::MissingObject));
    return JsonObjectReader(*v, file_, path_of(key));
}

namespace {

// Edits (insert, delete, replace one character) from a to b, up to `most` + 1.
std::size_t edits_between(const std::string& a, const std::string& b, std::size_t most) {
    if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > most)
        return most + 1;
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = up;
        }
    }
    return row[b.size()];
}

} // namespace

void JsonObjectReader::finish() const {
    for (auto it = value_.begin(); it != value_.end(); ++it) {
        if (read_.count(it.key()) != 0)
            continue;
        // A field of this object spelled nearly the same ("arrivals" for "arrival"): named, so
        // that the user sees the typo (helper walkthrough, 2026-12-07). One or two edits, the
        // nearest first; none for keys of three characters or fewer ("m" is one edit from "n").
        const std::size_t size = it.key().size();
        const std::size_t most = size > 5 ? 2 : size > 3 ? 1 : 0;
        std::string nearest;
        std::size_t best = most + 1;
        for (const std::string& known : read_)
            if (const std::size_t e = edits_between(it.key(), known, most); most > 0 && e < best) {
                best = e;
                nearest = known;
            }
        fail(it.key(), nearest.empty() ? input_problem(InputProblemCode::UnknownField)
                                       : input_problem(InputProblemCode::UnknownFieldNear,
                                                       {{"name", nearest}}));
    }
}

std::string string_member(const nlohmann::json& j, const char* key) {
    if (!j.is_object())
        return "";
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

} // namespace gpuplanner
