#pragma once
// Dotted version numbers ("12.4", "8.9", "550.54.15") compared as numbers, for the GPU's compute
// capability, CUDA, driver and framework versions. Here, at the bottom, because the time model
// (which kernels a GPU runs), the compatibility checks and the probe all compare them.
#include <string>

namespace gpuplanner {

// -1, 0, 1 comparing dotted versions numerically ("12.10" > "12.9"); a part that is not a number
// counts as 0, a missing part as 0 ("12" == "12.0").
[[nodiscard]] int compare_versions(const std::string& a, const std::string& b);
// "12.4" from "12.4.1"; a version with fewer than two parts as it is.
[[nodiscard]] std::string major_minor(const std::string& version);

} // namespace gpuplanner
