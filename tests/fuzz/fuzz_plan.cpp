// The whole pipeline: a scenario planned against the bundled catalogs (strategy search, prices,
// ranking, warnings) and written as gpuplan plan --json writes it.
#include "fuzz_support.h"
#include "io/json_reader.h"
#include "io/json_stream.h"
#include "output/json_output.h"
#include "plan/plan_pipeline.h"

#include <nlohmann/json.hpp>

#include <sstream>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Catalogs& catalogs = fuzz::bundled_catalogs();
    PlanJob job;
    job.top = kDefaultTop;
    job.today = "2026-12-01";
    try {
        const nlohmann::json doc = parse_json_text(fuzz::text(data, size), "fuzz.gpuplan.json");
        const PlannedScenario planned = plan_scenario(doc, "fuzz.gpuplan.json", catalogs, job);
        std::ostringstream out;
        write_json_with_array(out, plan_json_without_options(planned.plan), "options",
                              planned.plan.options.size(), [&](std::size_t i) {
                                  return plan_option_json(planned.plan.options[i],
                                                          planned.plan.currency);
                              });
    } catch (const InputError&) {
    } catch (const RequestError&) {
    }
    return 0;
}
