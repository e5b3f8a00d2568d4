// gpuplan: thin entry point; everything lives in app/cli and planner/.
#include "cli/cli.h"
#include "cli/commands.h"
#ifdef GPUPLANNER_WITH_REPORT
#include "report_command.h"
#endif

#include <iostream>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
#ifdef GPUPLANNER_WITH_REPORT
    gpuplanner::cli::set_report_command(&gpuplanner::cli::command_report);
#endif
    return gpuplanner::cli::run(args, std::cout, std::cerr);
}
