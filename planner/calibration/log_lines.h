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
// "elapsed time per iteration (ms):"), spaces and thousands separators skipped; nullopt when the
// key is absent or no number follows it.
[[nodiscard]] std::optional<double> number_after(std::string_view line, std::string_view key);

} // namespace gpuplanner
