#pragma once
// A training log read line by line in bounded memory: a 1 GB log of a week's run costs one line
// at a time, and a line longer than kMaxLogLineBytes (a binary blob, a log without newlines) is
// cut there rather than held whole. Numbers are read with the C locale whatever the process's.
#include <cstddef>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>

namespace gpuplanner {

inline constexpr std::size_t kMaxLogLineBytes = 64u * 1024u;

class LogLines final {
public:
    // Opens `file`: InputError for a missing file, a folder or a device.
    explicit LogLines(std::string file);
    // The next line without its end of line ('\n', "\r\n"), cut at kMaxLogLineBytes; false at
    // the end of the file.
    bool next(std::string& line);
    [[nodiscard]] std::size_t line_number() const { return line_; }
    [[nodiscard]] const std::string& file() const { return file_; }

private:
    std::string file_;
    std::ifstream in_;
    std::size_t line_ = 0;
};

// The number that follows `key` in `line` ("elapsed time per iteration (ms): 1234.5" with key
// "elapsed time per iteration (ms):"), spaces, one opening quote and thousands separators
// skipped; nullopt when the key is absent or no number follows it.
[[nodiscard]] std::optional<double> number_after(std::string_view line, std::string_view key);

// Whether `file` is one JSON document (a benchmark result, a probe result, a calibration file):
// false for a log whose first line happens to be a JSON or Python dict ({"run": ...}\n{'loss':
// ...}); a parse stops at the first error, so a large log costs only its first lines.
[[nodiscard]] bool is_json_document(const std::string& file);

// A memory figure in GiB after `key` within a few characters ("max_memory_allocated: 99.09
// GiB", "torch.cuda.max_memory_allocated() = 106397740544 bytes"): GiB, GB (10^9 bytes), MiB,
// MB and bytes; a number without a unit is bytes. nullopt when none follows.
[[nodiscard]] std::optional<double> memory_gib_after(std::string_view line, std::string_view key);

// The first `count` characters of `file` that are not white space (fewer for a shorter or
// unreadable file): "{" opens a JSON document or a log whose first line is a dict; "{\"" a JSON
// object's first key, where a Python dict's is quoted with '.
[[nodiscard]] std::string first_non_space_characters(const std::string& file, std::size_t count);

// The first timestamp "YYYY-MM-DD HH:MM:SS" (or with a 'T') in `line`, as seconds since
// 1970-01-01 in the log's own time zone, a fraction (",123" or ".123") included: what a
// Megatron iteration line, a Python logging line or an ISO time prints. nullopt when none.
[[nodiscard]] std::optional<double> timestamp_seconds(std::string_view line);

} // namespace gpuplanner
