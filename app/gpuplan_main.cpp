// gpuplan: thin entry point; everything lives in app/cli and planner/.
#include "cli/cli.h"
#include "cli/commands.h"
#ifdef GPUPLANNER_WITH_REPORT
#include "report_command.h"
#endif

#include "cli/checked_output.h"

#include <cstring>
#include <iostream>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
#ifdef GPUPLANNER_WITH_REPORT
    gpuplanner::cli::set_report_command(&gpuplanner::cli::command_report);
#endif
    // Output that did not reach its reader is a failure, not a success with a cut file (`plan
    // --json > /dev/full`, a disk full under `--all --json`).
    gpuplanner::cli::CheckedOutput buffer(STDOUT_FILENO);
    std::ostream out(&buffer);
    const int code = gpuplanner::cli::run(args, out, std::cerr);
    out.flush();
    if (buffer.error() != 0) {
        std::cerr << "gpuplan: cannot write to standard output (" << std::strerror(buffer.error())
                  << "); the output is incomplete\n";
        return code == 0 ? 1 : code;
    }
    return code;
}
