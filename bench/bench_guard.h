// A bench given a bad argument or file says so and exits 2, as gpuplan does, instead of
// aborting on an uncaught exception (2026-12-07: `bench_plan --help` ended in terminate()).
#pragma once

#include <cstdio>
#include <exception>

namespace gpuplanner::bench {

template <class Run> int guarded(const char* program, Run&& run) {
    try {
        return run();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", program, e.what());
        return 2;
    }
}

} // namespace gpuplanner::bench
