#include "calibration/log_lines.h"

#include "io/errors.h"

#include <sys/stat.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace gpuplanner {

LogLines::LogLines(std::string file)
    : file_(std::move(file)) {
    struct stat st {};
    if (::stat(file_.c_str(), &st) != 0)
        throw InputError(file_, "", "cannot be read (no such file)");
    if (!S_ISREG(st.st_mode))
        throw InputError(file_, "", "is not a regular file (a folder, a pipe or a device)");
    in_.open(file_, std::ios::binary);
    if (!in_)
        throw InputError(file_, "", "cannot be opened for reading");
}

bool LogLines::next(std::string& line) {
    line.clear();
    char c = 0;
    bool any = false;
    while (in_.get(c)) {
        any = true;
        if (c == '\n')
            break;
        if (line.size() < kMaxLogLineBytes)
            line.push_back(c);
    }
    if (!any)
        return false;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    ++line_;
    return true;
}

std::optional<double> number_after(std::string_view line, std::string_view key) {
    const std::size_t at = line.find(key);
    if (at == std::string_view::npos)
        return std::nullopt;
    std::size_t i = at + key.size();
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    std::string digits;
    for (; i < line.size(); ++i) {
        const char c = line[i];
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '+' ||
            ((c == 'e' || c == 'E') && !digits.empty()))
            digits.push_back(c);
        else if (c == ',' && !digits.empty()) // "6,000" as torchtitan writes tps
            continue;
        else
            break;
    }
    if (digits.empty())
        return std::nullopt;
    std::istringstream in(digits);
    in.imbue(std::locale::classic());
    double v = 0;
    if (!(in >> v) || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace gpuplanner
