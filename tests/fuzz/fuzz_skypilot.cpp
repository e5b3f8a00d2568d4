// The SkyPilot vms.csv importer; every catalog it produces must load through the catalog reader.
#include "catalog/offerings.h"
#include "catalog/skypilot.h"
#include "fuzz_support.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    SkyPilotImport imp;
    try {
        imp = import_skypilot_csv(fuzz::text(data, size), "vms.csv", "fuzz", "2026-11-30");
    } catch (const InputError&) {
        return 0;
    }
    if (imp.offerings.empty())
        return 0;
    std::string text;
    try {
        text = offerings_to_json_text(imp.offerings, "fuzz");
    } catch (const InputError&) {
        return 0; // larger than a reader accepts: refused, not written
    }
    // Issue #15 item 6: the importer never writes a file its own reader refuses.
    try {
        (void)parse_offerings(nlohmann::json::parse(text), "imported.json", nullptr, nullptr);
    } catch (const InputError&) {
        std::abort();
    }
    return 0;
}
