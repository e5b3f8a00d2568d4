#pragma once
// What every fuzz target shares: the input as text, and the one rule of the readers under test:
// bad input ends in InputError (the "file: field: problem" every front end prints); anything
// else escaping (an nlohmann exception, std::out_of_range, a crash, a sanitizer report) is a
// finding and aborts the run.
#include "io/errors.h"
#include "plan/catalogs.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace gpuplanner::fuzz {

inline std::string text(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

// The bundled catalogs (GPUs, presets, offerings, currencies), loaded once per fuzzing process.
inline const Catalogs& bundled_catalogs() {
    static const Catalogs catalogs =
        load_bundled_catalogs(ResourcePaths{GPUPLANNER_FUZZ_RESOURCES});
    return catalogs;
}

// Runs `f`; an InputError is the expected refusal of bad input.
template <typename F> void expect_only_input_errors(F&& f) {
    try {
        f();
    } catch (const InputError&) {
    }
}

} // namespace gpuplanner::fuzz
