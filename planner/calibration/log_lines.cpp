#include "calibration/log_lines.h"

#include "io/errors.h"

#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include <algorithm>
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
    if (i < line.size() && (line[i] == '\'' || line[i] == '"')) // Trainer 5.x: "'x': '1.95'"
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

namespace gpuplanner {

bool is_json_document(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    char c = 0;
    while (in.get(c) && std::isspace(static_cast<unsigned char>(c)))
        ;
    if (!in || (c != '{' && c != '['))
        return false;
    in.seekg(0);
    return nlohmann::json::accept(in);
}

std::optional<double> memory_gib_after(std::string_view line, std::string_view key) {
    const std::size_t at = line.find(key);
    if (at == std::string_view::npos)
        return std::nullopt;
    std::size_t i = at + key.size();
    const std::size_t limit = std::min(line.size(), i + 8); // "() = ", ": ", "="
    while (i < limit && !std::isdigit(static_cast<unsigned char>(line[i])))
        ++i;
    if (i >= limit)
        return std::nullopt;
    const std::string_view rest = line.substr(i);
    const auto value = number_after(rest, "");
    if (!value || *value < 0)
        return std::nullopt;
    std::size_t u = 0;
    while (u < rest.size() && (std::isdigit(static_cast<unsigned char>(rest[u])) ||
                               rest[u] == '.' || rest[u] == 'e' || rest[u] == '+'))
        ++u;
    while (u < rest.size() && rest[u] == ' ')
        ++u;
    const std::string_view unit = rest.substr(u, 3);
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    if (unit == "GiB")
        return *value;
    if (unit.substr(0, 2) == "GB")
        return *value * 1e9 / kGiB;
    if (unit == "MiB")
        return *value / 1024.0;
    if (unit.substr(0, 2) == "MB")
        return *value * 1e6 / kGiB;
    return *value / kGiB; // bytes
}

} // namespace gpuplanner
