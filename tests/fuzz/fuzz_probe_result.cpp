// A gpuprobe result file (the measured GPU the plan can use).
#include "fuzz_support.h"
#include "hardware/probe_result.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::expect_only_input_errors([&] {
        const nlohmann::json doc = parse_json_text(fuzz::text(data, size), "probe.json");
        const ProbeResult r = parse_probe_result(doc, "probe.json");
        for (const ProbeDevice& d : r.devices)
            (void)measured_gpu(d);
    });
    return 0;
}
