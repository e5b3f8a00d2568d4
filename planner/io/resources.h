#pragma once
// Where the bundled data (catalog, presets, examples) lives at run time.
#include <string>

namespace gpuplanner {

// In order: $GPUPLANNER_RESOURCES; <executable dir>/../share/gpuplanner (installed);
// the source tree's resources/ (build tree). Empty when none exists.
[[nodiscard]] std::string find_resources_dir();

struct ResourcePaths {
    std::string root;
    [[nodiscard]] std::string gpus() const { return root + "/catalog/gpus.json"; }
    [[nodiscard]] std::string models() const { return root + "/models"; }
    [[nodiscard]] std::string offerings() const { return root + "/catalog/offerings"; }
    [[nodiscard]] std::string providers() const { return root + "/catalog/providers.json"; }
    [[nodiscard]] std::string currency() const { return root + "/catalog/currency.json"; }
    [[nodiscard]] std::string compat() const { return root + "/compat/software.json"; }
    [[nodiscard]] std::string examples() const { return root + "/examples"; }
    [[nodiscard]] std::string example_scenario() const {
        return root + "/examples/llama3-8b-lora.gpuplan.json";
    }
};

} // namespace gpuplanner
