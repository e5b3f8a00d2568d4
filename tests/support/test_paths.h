#pragma once
// Paths compiled into the tests by tests/CMakeLists.txt.
#include <QTemporaryDir>

#include <fstream>
#include <string>

inline std::string fixture(const std::string& name) {
    return std::string(GPUPLANNER_TEST_FIXTURES) + "/" + name;
}
inline std::string resource(const std::string& name) {
    return std::string(GPUPLANNER_TEST_RESOURCES) + "/" + name;
}

// Writes `text` to `name` inside `dir` and returns the path (bad-input fixtures built in tests).
inline std::string write_file(const QTemporaryDir& dir, const std::string& name,
                              const std::string& text) {
    const std::string path = dir.path().toStdString() + "/" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}
