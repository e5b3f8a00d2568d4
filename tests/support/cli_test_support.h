#pragma once
// Runs gpuplan in-process (its argument list, stdout, stderr and exit code), for tst_cli's
// test classes.
#include "cli/cli.h"
#include "test_paths.h"

#include <sstream>
#include <string>
#include <vector>

struct Run {
    int code = 0;
    std::string out;
    std::string err;
};

inline Run gpuplan(std::vector<std::string> args) {
    std::ostringstream out, err;
    args.insert(args.begin(), {"--resources", resource("")});
    Run r;
    r.code = gpuplanner::cli::run(args, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
}
