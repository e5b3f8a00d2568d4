#pragma once
// gpuplan validate's serving benchmarks at a stated load: their JSON and their table.
#include "validation/validation.h"

#include <nlohmann/json_fwd.hpp>

#include <iosfwd>

namespace gpuplanner::cli {

// The "load" array and its summary fields, added to `out`.
void add_load_json(nlohmann::json& out, const ValidationResult& v);
// The Markdown table and its summary line (nothing without rows).
void print_load_table(std::ostream& out, const ValidationResult& v);

} // namespace gpuplanner::cli
