#pragma once
// Paths compiled into the tests by tests/CMakeLists.txt.
#include <string>

inline std::string fixture(const std::string& name) {
    return std::string(GPUPLANNER_TEST_FIXTURES) + "/" + name;
}
inline std::string resource(const std::string& name) {
    return std::string(GPUPLANNER_TEST_RESOURCES) + "/" + name;
}
