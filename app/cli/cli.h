#pragma once
// gpuplan: the command-line front end over the planner (../shared/DESIGN.md, section 5).
#include <iosfwd>
#include <string>
#include <vector>

namespace gpuplanner::cli {

// Exit codes: 0 ok, 1 failure, 2 invalid input or usage.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace gpuplanner::cli
