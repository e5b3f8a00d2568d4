#include "io/versions.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace gpuplanner {

namespace {

std::vector<long> parts(const std::string& v) {
    std::vector<long> out;
    std::stringstream in(v);
    std::string piece;
    while (std::getline(in, piece, '.')) {
        try {
            out.push_back(std::stol(piece));
        } catch (const std::exception&) {
            out.push_back(0);
        }
    }
    return out;
}

} // namespace

int compare_versions(const std::string& a, const std::string& b) {
    auto x = parts(a);
    auto y = parts(b);
    const std::size_t n = std::max(x.size(), y.size());
    x.resize(n, 0);
    y.resize(n, 0);
    return x < y ? -1 : (y < x ? 1 : 0);
}

std::string major_minor(const std::string& v) {
    const auto p = parts(v);
    return p.size() >= 2 ? std::to_string(p[0]) + "." + std::to_string(p[1]) : v;
}

} // namespace gpuplanner
