#pragma once
// Strict, path-aware reading of JSON objects. Every accessor checks type and range and throws
// InputError("file", "a.b[2].c", "problem"). finish() rejects keys nobody asked for, so a typo
// in a scenario is an error rather than a silently ignored field.
#include "io/errors.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

// The largest JSON file any reader accepts (scenario, catalog, probe result, HF config).
inline constexpr std::size_t kMaxJsonFileBytes = 64u * 1024u * 1024u;

// Parses a whole file; errors name the file and, for syntax errors, the byte offset.
[[nodiscard]] nlohmann::json parse_json_file(const std::string& path);
// The bytes of a regular file of at most `max_bytes`: InputError for a missing file, a folder, a
// FIFO or device, or a larger file, checked before (and while) reading.
[[nodiscard]] std::string read_input_file(const std::string& path, std::size_t max_bytes);
[[nodiscard]] nlohmann::json parse_json_text(const std::string& text, const std::string& origin);

// Identifiers (providers, instance types, regions, GPU ids, currency codes, versions, ...) are
// plain text: no control or invisible character (utf8.h's has_unsafe_characters), so that none
// can end a line or hide text in a file generated from them. Free text (descriptions, sources,
// notes) is not held to this; it is escaped wherever it is written.
// Why `value` is not plain text ("holds a control or invisible character (U+000A at position 3);
// identifiers must be plain text"), or nullopt.
[[nodiscard]] std::optional<std::string> identifier_problem(std::string_view value);
// The same problem as a code with its arguments.
[[nodiscard]] std::optional<InputProblem> identifier_input_problem(std::string_view value);
// `code` ("expected an integer, found {found}") with the kind of `value` in the planner's words
// ("a string"), which the front ends translate.
[[nodiscard]] InputProblem found_input_problem(InputProblemCode code, const nlohmann::json& value);
// Throws InputError(file, field, identifier_problem(value)) when there is one.
void check_identifier(const std::string& file, const std::string& field, std::string_view value);

class JsonObjectReader final {
public:
    // Throws if `value` is not an object.
    JsonObjectReader(const nlohmann::json& value, std::string file, std::string path);

    [[nodiscard]] bool has(const std::string& key) const;

    [[nodiscard]] double number(const std::string& key, double min, double max);
    [[nodiscard]] double number_or(const std::string& key, double fallback, double min, double max);
    [[nodiscard]] std::optional<double> optional_number(const std::string& key, double min,
                                                        double max);
    [[nodiscard]] std::int64_t integer(const std::string& key, std::int64_t min, std::int64_t max);
    [[nodiscard]] std::int64_t integer_or(const std::string& key, std::int64_t fallback,
                                          std::int64_t min, std::int64_t max);
    [[nodiscard]] std::optional<std::int64_t> optional_integer(const std::string& key,
                                                               std::int64_t min, std::int64_t max);
    [[nodiscard]] std::string string(const std::string& key);
    [[nodiscard]] std::string string_or(const std::string& key, const std::string& fallback);
    [[nodiscard]] std::string choice(const std::string& key,
                                     const std::vector<std::string>& allowed);
    [[nodiscard]] std::string choice_or(const std::string& key,
                                        const std::vector<std::string>& allowed,
                                        const std::string& fallback);
    [[nodiscard]] bool boolean_or(const std::string& key, bool fallback);
    [[nodiscard]] std::vector<std::string> string_list(const std::string& key);
    // The same for identifiers: refused when not plain text (identifier_problem).
    [[nodiscard]] std::string identifier(const std::string& key);
    [[nodiscard]] std::string identifier_or(const std::string& key, const std::string& fallback);
    [[nodiscard]] std::vector<std::string> identifier_list(const std::string& key);
    [[nodiscard]] JsonObjectReader object(const std::string& key);
    // The raw value (marked as read); nullptr when absent.
    [[nodiscard]] const nlohmann::json* raw(const std::string& key);

    // Throws for the first key that no accessor read.
    void finish() const;
    [[noreturn]] void fail(const std::string& key, const std::string& problem) const;
    [[noreturn]] void fail(const std::string& key, InputProblem problem) const;

    [[nodiscard]] std::string path_of(const std::string& key) const;
    [[nodiscard]] const std::string& file() const { return file_; }

private:
    const nlohmann::json* find(const std::string& key);
    const nlohmann::json& value_;
    std::string file_;
    std::string path_;
    std::set<std::string> read_;
};

// True for a YYYY-MM-DD date (the as_of fields of every catalog).
[[nodiscard]] bool is_iso_date(const std::string& s);
// Why `s` is not such a date, the one wording every reader and the CLI use: "expected a date
// YYYY-MM-DD, found \"hello\"" or "\"2026-02-30\" is not a day of the calendar"; "" when it is.
[[nodiscard]] std::string date_problem(const std::string& s);
// The same as a code with its arguments, for a string that is not such a date.
[[nodiscard]] InputProblem date_input_problem(const std::string& s);
// j[key] when `j` is an object holding a string there, else "" (a peek at a document's kind
// before it is read, which never throws on a document of the wrong shape).
[[nodiscard]] std::string string_member(const nlohmann::json& j, const char* key);

// Shortest round-trip text for a number in messages ("1e+400" is never produced: inputs are
// finite).
[[nodiscard]] std::string format_number(double value);

} // namespace gpuplanner
