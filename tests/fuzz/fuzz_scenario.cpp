// The scenario reader: a .gpuplan.json file, parsed and read with the bundled presets and GPUs.
#include "fuzz_support.h"
#include "io/json_reader.h"
#include "scenario/scenario_reader.h"

#include <nlohmann/json.hpp>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Catalogs& catalogs = fuzz::bundled_catalogs();
    fuzz::expect_only_input_errors([&] {
        const nlohmann::json doc = parse_json_text(fuzz::text(data, size), "fuzz.gpuplan.json");
        (void)parse_scenario(doc, "fuzz.gpuplan.json", catalogs.context());
    });
    return 0;
}
