#include "calibration/progress_bar.h"

#include "calibration/log_lines.h"

#include <cctype>

namespace gpuplanner {

namespace {

std::optional<long long> integer_at(std::string_view s, std::size_t& i) {
    const std::size_t start = i;
    long long v = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i - start < 15)
        v = v * 10 + (s[i++] - '0');
    if (i == start)
        return std::nullopt;
    return v;
}

// One redraw of a bar: "... | n/total [elapsed<remaining, rate(it/s|s/it)(, postfix)]".
std::optional<ProgressTick> tick_in(std::string_view segment) {
    const std::size_t bracket = segment.rfind(" [");
    if (bracket == std::string_view::npos)
        return std::nullopt;
    std::size_t slash = segment.rfind('/', bracket);
    if (slash == std::string_view::npos || slash == 0)
        return std::nullopt;
    std::size_t start = slash;
    while (start > 0 && std::isdigit(static_cast<unsigned char>(segment[start - 1])))
        --start;
    std::size_t i = start;
    const auto done = integer_at(segment, i);
    if (!done || i != slash)
        return std::nullopt;
    ++i;
    const auto total = integer_at(segment, i);
    if (!total || i != bracket)
        return std::nullopt;
    const std::size_t comma = segment.find(", ", bracket);
    if (comma == std::string_view::npos || segment.find('<', bracket) > comma)
        return std::nullopt;
    std::string_view rate = segment.substr(comma + 2);
    const auto value = number_after(rate, "");
    if (!value || *value <= 0)
        return std::nullopt;
    std::size_t unit = 0;
    while (unit < rate.size() && (rate[unit] == ' ' || rate[unit] == '.' ||
                                  std::isdigit(static_cast<unsigned char>(rate[unit]))))
        ++unit;
    rate = rate.substr(unit);
    ProgressTick t;
    t.done = *done;
    t.total = *total;
    if (rate.substr(0, 4) == "it/s")
        t.seconds_per_iteration = 1.0 / *value;
    else if (rate.substr(0, 4) == "s/it")
        t.seconds_per_iteration = *value;
    else
        return std::nullopt;
    // The elapsed time before '<': "MM:SS" or "H:MM:SS" (tqdm's format_interval).
    std::string_view elapsed =
        segment.substr(bracket + 2, segment.find('<', bracket) - bracket - 2);
    double seconds = 0;
    int fields = 0;
    for (std::size_t k = 0; k < elapsed.size() && fields >= 0;) {
        const auto v = integer_at(elapsed, k);
        if (!v || (k < elapsed.size() && elapsed[k] != ':'))
            fields = -1;
        else {
            seconds = seconds * 60 + static_cast<double>(*v);
            ++fields;
            ++k;
        }
    }
    if (fields >= 2 && fields <= 3)
        t.elapsed_seconds = seconds;
    std::size_t first = 0;
    while (first < segment.size() && segment[first] == ' ')
        ++first;
    t.lightning_epoch = segment.substr(first, 6) == "Epoch ";
    return t;
}

} // namespace

std::vector<ProgressTick> progress_ticks(std::string_view line) {
    std::vector<ProgressTick> ticks;
    if (line.find(" [") == std::string_view::npos)
        return ticks;
    std::size_t begin = 0;
    while (begin <= line.size()) {
        std::size_t end = line.find('\r', begin);
        if (end == std::string_view::npos)
            end = line.size();
        // A bar ends at its "]"; a dict printed after it on the same line is another matter.
        std::string_view segment = line.substr(begin, end - begin);
        for (std::size_t close = segment.find(']'); close != std::string_view::npos;
             close = segment.find(']', close + 1)) {
            if (const auto t = tick_in(segment.substr(0, close)); t) {
                ticks.push_back(*t);
                break;
            }
        }
        begin = end + 1;
    }
    return ticks;
}

} // namespace gpuplanner
