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
    // As read_input_file (json_reader.h) says it.
    if (::stat(file_.c_str(), &st) != 0)
        throw InputError(file_, "", input_problem(InputProblemCode::CannotOpen));
    if (S_ISDIR(st.st_mode))
        throw InputError(file_, "", input_problem(InputProblemCode::IsFolder));
    if (!S_ISREG(st.st_mode)) // a pipe or a device
        throw InputError(file_, "", input_problem(InputProblemCode::NotRegularFile));
    in_.open(file_, std::ios::binary);
    if (!in_)
        throw InputError(file_, "", input_problem(InputProblemCode::CannotOpen));
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

std::string first_non_space_characters(const std::string& file, std::size_t count) {
    std::ifstream in(file, std::ios::binary);
    std::string out;
    char c = 0;
    while (out.size() < count && in.get(c))
        if (!std::isspace(static_cast<unsigned char>(c)))
            out.push_back(c);
    return out;
}

namespace {

// Days from 1970-01-01 to the civil date (Hinnant's days_from_civil, proleptic Gregorian).
long long days_from_civil(long long y, unsigned m, unsigned d) {
    y -= m <= 2;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long long>(doe) - 719468;
}

} // namespace

std::optional<double> timestamp_seconds(std::string_view line) {
    const auto digits = [&](std::size_t at, std::size_t n) -> std::optional<int> {
        if (at + n > line.size())
            return std::nullopt;
        int v = 0;
        for (std::size_t k = 0; k < n; ++k) {
            if (!std::isdigit(static_cast<unsigned char>(line[at + k])))
                return std::nullopt;
            v = v * 10 + (line[at + k] - '0');
        }
        return v;
    };
    for (std::size_t i = 0; i + 19 <= line.size(); ++i) {
        const auto year = digits(i, 4), month = digits(i + 5, 2), day = digits(i + 8, 2),
                   hour = digits(i + 11, 2), minute = digits(i + 14, 2), second = digits(i + 17, 2);
        if (!year || !month || !day || !hour || !minute || !second || line[i + 4] != '-' ||
            line[i + 7] != '-' || (line[i + 10] != ' ' && line[i + 10] != 'T') ||
            line[i + 13] != ':' || line[i + 16] != ':')
            continue;
        if (*month < 1 || *month > 12 || *day < 1 || *day > 31 || *hour > 23 || *minute > 59 ||
            *second > 60)
            continue;
        double fraction = 0, scale = 0.1;
        for (std::size_t k = i + 20;
             i + 19 < line.size() && (line[i + 19] == ',' || line[i + 19] == '.') &&
             k < line.size() && std::isdigit(static_cast<unsigned char>(line[k])) && k < i + 29;
             ++k, scale /= 10)
            fraction += (line[k] - '0') * scale;
        const long long days =
            days_from_civil(*year, static_cast<unsigned>(*month), static_cast<unsigned>(*day));
        return static_cast<double>(days) * 86400.0 + *hour * 3600.0 + *minute * 60.0 + *second +
               fraction;
    }
    return std::nullopt;
}

} // namespace gpuplanner
