#pragma once
// `gpuplan report`: plans the scenario and writes the PDF report, offscreen.
#include "cli/commands.h"

#include <iosfwd>

namespace gpuplanner::cli {

int command_report(const Options& opt, std::ostream& out, std::ostream& err);

} // namespace gpuplanner::cli
