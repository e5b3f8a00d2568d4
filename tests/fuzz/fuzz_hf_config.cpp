// A Hugging Face config.json turned into a model (parameter counts, FLOPs, KV cache).
#include "fuzz_support.h"
#include "io/json_reader.h"
#include "model/hf_config.h"
#include "model/model.h"

#include <nlohmann/json.hpp>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::expect_only_input_errors([&] {
        const nlohmann::json doc = parse_json_text(fuzz::text(data, size), "config.json");
        const ModelSpec m = model_from_hf_config(doc, "config.json");
        (void)m;
    });
    return 0;
}
