// gpuplan: thin entry point; everything lives in app/cli and planner/.
#include "cli/cli.h"

#include <iostream>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    return gpuplanner::cli::run(args, std::cout, std::cerr);
}
