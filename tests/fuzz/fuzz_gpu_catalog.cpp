// The GPU catalog (gpus.json): datasheet figures, each with its source and date.
#include "fuzz_support.h"
#include "hardware/hardware.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::expect_only_input_errors([&] {
        const nlohmann::json doc = parse_json_text(fuzz::text(data, size), "gpus.json");
        (void)parse_gpu_catalog(doc, "gpus.json");
    });
    return 0;
}
